-- CreateEnum
CREATE TYPE "CampaignType" AS ENUM ('MARKETING', 'TRANSACTIONAL', 'NOTIFICATION');

-- CreateEnum
CREATE TYPE "CampaignStatus" AS ENUM ('DRAFT', 'SCHEDULED', 'ACTIVE', 'PAUSED', 'COMPLETED', 'CANCELLED');

-- CreateEnum
CREATE TYPE "CampaignAudience" AS ENUM ('ALL_CUSTOMERS', 'NEWSLETTER_SUBSCRIBERS', 'VIP_CUSTOMERS', 'RECENT_ORDERS', 'ACTIVE_USERS', 'INACTIVE_USERS', 'CUSTOM_GROUP');

-- CreateEnum
CREATE TYPE "CampaignRecipientStatus" AS ENUM ('pending', 'sending', 'sent', 'delivered', 'read', 'failed', 'skipped', 'unknown');

-- AlterTable
ALTER TABLE "Customer" ADD COLUMN     "marketingOptIn" BOOLEAN NOT NULL DEFAULT false,
ADD COLUMN     "marketingOptInAt" TIMESTAMP(3),
ADD COLUMN     "marketingOptInSource" TEXT,
ADD COLUMN     "marketingOptOut" BOOLEAN NOT NULL DEFAULT false,
ADD COLUMN     "marketingOptOutAt" TIMESTAMP(3);

-- CreateTable
CREATE TABLE "Campaign" (
    "id" TEXT NOT NULL,
    "companyId" TEXT NOT NULL,
    "name" TEXT NOT NULL,
    "description" TEXT,
    "type" "CampaignType" NOT NULL DEFAULT 'MARKETING',
    "status" "CampaignStatus" NOT NULL DEFAULT 'DRAFT',
    "channelId" TEXT,
    "templateId" TEXT,
    "variables" JSONB NOT NULL DEFAULT '{}',
    "targetAudience" "CampaignAudience" NOT NULL DEFAULT 'ALL_CUSTOMERS',
    "selectedGroups" TEXT[] DEFAULT ARRAY[]::TEXT[],
    "selectedCustomers" TEXT[] DEFAULT ARRAY[]::TEXT[],
    "sendImmediately" BOOLEAN NOT NULL DEFAULT true,
    "scheduledFor" TIMESTAMP(3),
    "sentAt" TIMESTAMP(3),
    "completedAt" TIMESTAMP(3),
    "sendInBatches" BOOLEAN NOT NULL DEFAULT false,
    "batchSize" INTEGER NOT NULL DEFAULT 100,
    "delayBetweenBatches" INTEGER NOT NULL DEFAULT 5,
    "retryFailed" BOOLEAN NOT NULL DEFAULT true,
    "maxRetries" INTEGER NOT NULL DEFAULT 3,
    "totalRecipients" INTEGER NOT NULL DEFAULT 0,
    "pausedReason" TEXT,
    "pausedInFlight" INTEGER,
    "run" INTEGER NOT NULL DEFAULT 0,
    "nextBatchAt" TIMESTAMP(3),
    "templateName" TEXT,
    "createdById" TEXT,
    "launchedById" TEXT,
    "launchedAt" TIMESTAMP(3),
    "createdAt" TIMESTAMP(3) NOT NULL DEFAULT CURRENT_TIMESTAMP,
    "updatedAt" TIMESTAMP(3) NOT NULL,

    CONSTRAINT "Campaign_pkey" PRIMARY KEY ("id")
);

-- CreateTable
CREATE TABLE "CampaignRecipient" (
    "id" TEXT NOT NULL DEFAULT (gen_random_uuid())::text,
    "campaignId" TEXT NOT NULL,
    "customerId" TEXT NOT NULL,
    "status" "CampaignRecipientStatus" NOT NULL DEFAULT 'pending',
    "skipReason" TEXT,
    "contactAddress" TEXT,
    "variables" JSONB NOT NULL DEFAULT '{}',
    "messageId" TEXT,
    "run" INTEGER NOT NULL DEFAULT 1,
    "attempts" INTEGER NOT NULL DEFAULT 0,
    "errorCode" INTEGER,
    "errorReason" TEXT,
    "errorMessage" TEXT,
    "retryAt" TIMESTAMP(3),
    "claimedAt" TIMESTAMP(3),
    "sentAt" TIMESTAMP(3),
    "deliveredAt" TIMESTAMP(3),
    "readAt" TIMESTAMP(3),
    "failedAt" TIMESTAMP(3),
    "linkToken" TEXT NOT NULL DEFAULT replace((gen_random_uuid())::text, '-'::text, ''::text),
    "clicks" INTEGER NOT NULL DEFAULT 0,
    "clickedAt" TIMESTAMP(3),
    "repliedAt" TIMESTAMP(3),
    "convertedAt" TIMESTAMP(3),
    "createdAt" TIMESTAMP(3) NOT NULL DEFAULT CURRENT_TIMESTAMP,
    "updatedAt" TIMESTAMP(3) NOT NULL DEFAULT CURRENT_TIMESTAMP,

    CONSTRAINT "CampaignRecipient_pkey" PRIMARY KEY ("id")
);

-- CreateIndex
CREATE INDEX "Campaign_companyId_createdAt_idx" ON "Campaign"("companyId", "createdAt" DESC);

-- CreateIndex
CREATE INDEX "Campaign_companyId_status_idx" ON "Campaign"("companyId", "status");

-- CreateIndex
CREATE INDEX "Campaign_status_scheduledFor_idx" ON "Campaign"("status", "scheduledFor");

-- CreateIndex
CREATE INDEX "Campaign_templateId_idx" ON "Campaign"("templateId");

-- CreateIndex
CREATE UNIQUE INDEX "CampaignRecipient_messageId_key" ON "CampaignRecipient"("messageId");

-- CreateIndex
CREATE UNIQUE INDEX "CampaignRecipient_linkToken_key" ON "CampaignRecipient"("linkToken");

-- CreateIndex
CREATE INDEX "CampaignRecipient_campaignId_status_id_idx" ON "CampaignRecipient"("campaignId", "status", "id");

-- CreateIndex
CREATE INDEX "CampaignRecipient_customerId_sentAt_idx" ON "CampaignRecipient"("customerId", "sentAt");

-- CreateIndex
CREATE UNIQUE INDEX "CampaignRecipient_campaignId_customerId_key" ON "CampaignRecipient"("campaignId", "customerId");

-- AddForeignKey
ALTER TABLE "Campaign" ADD CONSTRAINT "Campaign_companyId_fkey" FOREIGN KEY ("companyId") REFERENCES "Company"("id") ON DELETE CASCADE ON UPDATE CASCADE;

-- AddForeignKey
ALTER TABLE "CampaignRecipient" ADD CONSTRAINT "CampaignRecipient_campaignId_fkey" FOREIGN KEY ("campaignId") REFERENCES "Campaign"("id") ON DELETE CASCADE ON UPDATE CASCADE;

-- AddForeignKey
ALTER TABLE "CampaignRecipient" ADD CONSTRAINT "CampaignRecipient_customerId_fkey" FOREIGN KEY ("customerId") REFERENCES "Customer"("id") ON DELETE CASCADE ON UPDATE CASCADE;
