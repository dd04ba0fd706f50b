-- DropIndex
DROP INDEX "Conversation_companyId_assigneeId_lastMessageAt_id_idx";

-- CreateIndex
CREATE INDEX "Conversation_companyId_assigneeId_status_unreadCount_channe_idx" ON "Conversation"("companyId", "assigneeId", "status", "unreadCount", "channelId");
