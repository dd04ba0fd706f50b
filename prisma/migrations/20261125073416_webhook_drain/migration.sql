-- AlterTable
ALTER TABLE "WebhookEvent" ADD COLUMN     "claimedAt" TIMESTAMP(3);

-- CreateIndex
CREATE INDEX "WebhookEvent_channelId_status_receivedAt_idx" ON "WebhookEvent"("channelId", "status", "receivedAt");
