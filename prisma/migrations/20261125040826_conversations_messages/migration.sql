-- CreateEnum
CREATE TYPE "ConversationStatus" AS ENUM ('open', 'resolved');

-- CreateEnum
CREATE TYPE "MessageDirection" AS ENUM ('in', 'out');

-- CreateEnum
CREATE TYPE "MessageType" AS ENUM ('text', 'image', 'video', 'audio', 'file', 'template', 'system');

-- CreateEnum
CREATE TYPE "MessageStatus" AS ENUM ('queued', 'sending', 'retry_wait', 'sent', 'delivered', 'read', 'failed', 'unknown', 'received');

-- CreateEnum
CREATE TYPE "MessageMediaState" AS ENUM ('pending', 'stored', 'failed');

-- AlterTable
ALTER TABLE "Customer" ADD COLUMN     "phoneE164" TEXT,
ALTER COLUMN "email" DROP NOT NULL;

-- CreateTable
CREATE TABLE "Conversation" (
    "id" TEXT NOT NULL,
    "companyId" TEXT NOT NULL,
    "channelId" TEXT NOT NULL,
    "customerId" TEXT NOT NULL,
    "contactAddress" TEXT NOT NULL,
    "status" "ConversationStatus" NOT NULL DEFAULT 'open',
    "assigneeId" TEXT,
    "unreadCount" INTEGER NOT NULL DEFAULT 0,
    "lastInboundAt" TIMESTAMP(3),
    "lastMessageAt" TIMESTAMP(3),
    "lastMessagePreview" TEXT,
    "lastMessageDirection" "MessageDirection",
    "createdAt" TIMESTAMP(3) NOT NULL DEFAULT CURRENT_TIMESTAMP,
    "updatedAt" TIMESTAMP(3) NOT NULL,

    CONSTRAINT "Conversation_pkey" PRIMARY KEY ("id")
);

-- CreateTable
CREATE TABLE "Message" (
    "id" TEXT NOT NULL,
    "companyId" TEXT NOT NULL,
    "conversationId" TEXT NOT NULL,
    "channelId" TEXT NOT NULL,
    "direction" "MessageDirection" NOT NULL,
    "type" "MessageType" NOT NULL,
    "text" TEXT,
    "templateId" TEXT,
    "templateName" TEXT,
    "templateLanguage" TEXT,
    "templateVariables" JSONB,
    "templateComponents" JSONB,
    "status" "MessageStatus" NOT NULL,
    "statusAt" TIMESTAMP(3) NOT NULL DEFAULT CURRENT_TIMESTAMP,
    "errorCode" INTEGER,
    "errorReason" TEXT,
    "errorValues" JSONB,
    "errorMessage" TEXT,
    "providerMessageId" TEXT,
    "idempotencyKey" TEXT,
    "attempts" INTEGER NOT NULL DEFAULT 0,
    "claimedAt" TIMESTAMP(3),
    "sentById" TEXT,
    "createdAt" TIMESTAMP(3) NOT NULL DEFAULT CURRENT_TIMESTAMP,
    "updatedAt" TIMESTAMP(3) NOT NULL,

    CONSTRAINT "Message_pkey" PRIMARY KEY ("id")
);

-- CreateTable
CREATE TABLE "MessageMedia" (
    "id" TEXT NOT NULL,
    "messageId" TEXT NOT NULL,
    "position" INTEGER NOT NULL DEFAULT 0,
    "fileId" TEXT,
    "state" "MessageMediaState" NOT NULL DEFAULT 'stored',
    "providerMediaId" TEXT,
    "providerUrl" TEXT,
    "mimeType" TEXT,
    "filename" TEXT,
    "error" TEXT,

    CONSTRAINT "MessageMedia_pkey" PRIMARY KEY ("id")
);

-- CreateTable
CREATE TABLE "MessageStatusChange" (
    "id" TEXT NOT NULL,
    "messageId" TEXT NOT NULL,
    "status" "MessageStatus" NOT NULL,
    "at" TIMESTAMP(3) NOT NULL DEFAULT CURRENT_TIMESTAMP,
    "source" TEXT NOT NULL,

    CONSTRAINT "MessageStatusChange_pkey" PRIMARY KEY ("id")
);

-- CreateTable
CREATE TABLE "ChannelSendBucket" (
    "channelId" TEXT NOT NULL,
    "tokens" DOUBLE PRECISION NOT NULL,
    "factor" DOUBLE PRECISION NOT NULL DEFAULT 1,
    "updatedAt" TIMESTAMP(3) NOT NULL DEFAULT CURRENT_TIMESTAMP,

    CONSTRAINT "ChannelSendBucket_pkey" PRIMARY KEY ("channelId")
);

-- CreateTable
CREATE TABLE "SandboxMessage" (
    "id" TEXT NOT NULL,
    "channelId" TEXT NOT NULL,
    "recipient" TEXT NOT NULL,
    "callbackData" TEXT,
    "content" JSONB NOT NULL,
    "stage" INTEGER NOT NULL DEFAULT 0,
    "nextAt" TIMESTAMP(3) NOT NULL,
    "acceptedAt" TIMESTAMP(3) NOT NULL DEFAULT CURRENT_TIMESTAMP,

    CONSTRAINT "SandboxMessage_pkey" PRIMARY KEY ("id")
);

-- CreateTable
CREATE TABLE "Event" (
    "id" BIGSERIAL NOT NULL,
    "companyId" TEXT NOT NULL,
    "kind" TEXT NOT NULL,
    "data" JSONB NOT NULL DEFAULT '{}',
    "userId" TEXT,
    "createdAt" TIMESTAMP(3) NOT NULL DEFAULT CURRENT_TIMESTAMP,

    CONSTRAINT "Event_pkey" PRIMARY KEY ("id")
);

-- CreateIndex
CREATE INDEX "Conversation_companyId_lastMessageAt_idx" ON "Conversation"("companyId", "lastMessageAt" DESC);

-- CreateIndex
CREATE INDEX "Conversation_customerId_idx" ON "Conversation"("customerId");

-- CreateIndex
CREATE UNIQUE INDEX "Conversation_channelId_customerId_key" ON "Conversation"("channelId", "customerId");

-- CreateIndex
CREATE UNIQUE INDEX "Conversation_channelId_contactAddress_key" ON "Conversation"("channelId", "contactAddress");

-- CreateIndex
CREATE INDEX "Message_conversationId_createdAt_idx" ON "Message"("conversationId", "createdAt");

-- CreateIndex
CREATE INDEX "Message_status_claimedAt_idx" ON "Message"("status", "claimedAt");

-- CreateIndex
CREATE INDEX "Message_companyId_createdAt_idx" ON "Message"("companyId", "createdAt");

-- CreateIndex
CREATE UNIQUE INDEX "Message_channelId_providerMessageId_key" ON "Message"("channelId", "providerMessageId");

-- CreateIndex
CREATE UNIQUE INDEX "Message_companyId_idempotencyKey_key" ON "Message"("companyId", "idempotencyKey");

-- CreateIndex
CREATE INDEX "MessageMedia_fileId_idx" ON "MessageMedia"("fileId");

-- CreateIndex
CREATE UNIQUE INDEX "MessageMedia_messageId_position_key" ON "MessageMedia"("messageId", "position");

-- CreateIndex
CREATE UNIQUE INDEX "MessageStatusChange_messageId_status_key" ON "MessageStatusChange"("messageId", "status");

-- CreateIndex
CREATE INDEX "SandboxMessage_channelId_nextAt_idx" ON "SandboxMessage"("channelId", "nextAt");

-- CreateIndex
CREATE INDEX "SandboxMessage_callbackData_idx" ON "SandboxMessage"("callbackData");

-- CreateIndex
CREATE INDEX "Event_companyId_id_idx" ON "Event"("companyId", "id");

-- CreateIndex
CREATE INDEX "Event_createdAt_idx" ON "Event"("createdAt");

-- CreateIndex
CREATE INDEX "Customer_companyId_phoneE164_idx" ON "Customer"("companyId", "phoneE164");

-- AddForeignKey
ALTER TABLE "Conversation" ADD CONSTRAINT "Conversation_companyId_fkey" FOREIGN KEY ("companyId") REFERENCES "Company"("id") ON DELETE CASCADE ON UPDATE CASCADE;

-- AddForeignKey
ALTER TABLE "Conversation" ADD CONSTRAINT "Conversation_channelId_fkey" FOREIGN KEY ("channelId") REFERENCES "Channel"("id") ON DELETE CASCADE ON UPDATE CASCADE;

-- AddForeignKey
ALTER TABLE "Conversation" ADD CONSTRAINT "Conversation_customerId_fkey" FOREIGN KEY ("customerId") REFERENCES "Customer"("id") ON DELETE CASCADE ON UPDATE CASCADE;

-- AddForeignKey
ALTER TABLE "Conversation" ADD CONSTRAINT "Conversation_assigneeId_fkey" FOREIGN KEY ("assigneeId") REFERENCES "User"("id") ON DELETE SET NULL ON UPDATE CASCADE;

-- AddForeignKey
ALTER TABLE "Message" ADD CONSTRAINT "Message_companyId_fkey" FOREIGN KEY ("companyId") REFERENCES "Company"("id") ON DELETE CASCADE ON UPDATE CASCADE;

-- AddForeignKey
ALTER TABLE "Message" ADD CONSTRAINT "Message_conversationId_fkey" FOREIGN KEY ("conversationId") REFERENCES "Conversation"("id") ON DELETE CASCADE ON UPDATE CASCADE;

-- AddForeignKey
ALTER TABLE "Message" ADD CONSTRAINT "Message_channelId_fkey" FOREIGN KEY ("channelId") REFERENCES "Channel"("id") ON DELETE CASCADE ON UPDATE CASCADE;

-- AddForeignKey
ALTER TABLE "Message" ADD CONSTRAINT "Message_sentById_fkey" FOREIGN KEY ("sentById") REFERENCES "User"("id") ON DELETE SET NULL ON UPDATE CASCADE;

-- AddForeignKey
ALTER TABLE "MessageMedia" ADD CONSTRAINT "MessageMedia_messageId_fkey" FOREIGN KEY ("messageId") REFERENCES "Message"("id") ON DELETE CASCADE ON UPDATE CASCADE;

-- AddForeignKey
ALTER TABLE "MessageMedia" ADD CONSTRAINT "MessageMedia_fileId_fkey" FOREIGN KEY ("fileId") REFERENCES "MediaFile"("id") ON DELETE SET NULL ON UPDATE CASCADE;

-- AddForeignKey
ALTER TABLE "MessageStatusChange" ADD CONSTRAINT "MessageStatusChange_messageId_fkey" FOREIGN KEY ("messageId") REFERENCES "Message"("id") ON DELETE CASCADE ON UPDATE CASCADE;

-- AddForeignKey
ALTER TABLE "ChannelSendBucket" ADD CONSTRAINT "ChannelSendBucket_channelId_fkey" FOREIGN KEY ("channelId") REFERENCES "Channel"("id") ON DELETE CASCADE ON UPDATE CASCADE;

-- AddForeignKey
ALTER TABLE "SandboxMessage" ADD CONSTRAINT "SandboxMessage_channelId_fkey" FOREIGN KEY ("channelId") REFERENCES "Channel"("id") ON DELETE CASCADE ON UPDATE CASCADE;

-- AddForeignKey
ALTER TABLE "Event" ADD CONSTRAINT "Event_companyId_fkey" FOREIGN KEY ("companyId") REFERENCES "Company"("id") ON DELETE CASCADE ON UPDATE CASCADE;

-- Existing customers' numbers as E.164 digits (lib/customers/phone.ts applies the same rule from now on):
-- the dial code's digits, then the number's digits without a leading trunk 0.
UPDATE "Customer"
SET "phoneE164" = regexp_replace("countryCode", '\D', '', 'g') || regexp_replace(regexp_replace("phone", '\D', '', 'g'), '^0+', '')
WHERE "phone" IS NOT NULL AND regexp_replace("phone", '\D', '', 'g') <> '';
