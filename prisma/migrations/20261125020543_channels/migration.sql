-- CreateEnum
CREATE TYPE "ChannelKind" AS ENUM ('whatsapp', 'instagram', 'messenger');

-- CreateEnum
CREATE TYPE "ChannelProvider" AS ENUM ('sandbox', 'meta');

-- CreateEnum
CREATE TYPE "ChannelStatus" AS ENUM ('connected', 'error', 'disconnected');

-- CreateEnum
CREATE TYPE "WebhookEventStatus" AS ENUM ('received', 'processed', 'ignored', 'failed');

-- CreateTable
CREATE TABLE "Channel" (
    "id" TEXT NOT NULL,
    "companyId" TEXT NOT NULL,
    "kind" "ChannelKind" NOT NULL,
    "provider" "ChannelProvider" NOT NULL,
    "name" TEXT NOT NULL,
    "status" "ChannelStatus" NOT NULL DEFAULT 'connected',
    "externalId" TEXT NOT NULL,
    "wabaId" TEXT,
    "displayName" TEXT,
    "rateLimitPerSecond" INTEGER NOT NULL DEFAULT 80,
    "accessTokenEnc" TEXT,
    "appSecretEnc" TEXT,
    "accessTokenHint" TEXT,
    "appSecretHint" TEXT,
    "verifyToken" TEXT NOT NULL,
    "lastErrorMessage" TEXT,
    "lastErrorAt" TIMESTAMP(3),
    "systemKey" TEXT,
    "createdAt" TIMESTAMP(3) NOT NULL DEFAULT CURRENT_TIMESTAMP,
    "updatedAt" TIMESTAMP(3) NOT NULL,

    CONSTRAINT "Channel_pkey" PRIMARY KEY ("id")
);

-- CreateTable
CREATE TABLE "WebhookEvent" (
    "id" TEXT NOT NULL,
    "channelId" TEXT NOT NULL,
    "companyId" TEXT NOT NULL,
    "dedupKey" TEXT NOT NULL,
    "body" JSONB NOT NULL,
    "headers" JSONB NOT NULL DEFAULT '{}',
    "kinds" TEXT[] DEFAULT ARRAY[]::TEXT[],
    "status" "WebhookEventStatus" NOT NULL DEFAULT 'received',
    "error" TEXT,
    "receivedAt" TIMESTAMP(3) NOT NULL DEFAULT CURRENT_TIMESTAMP,
    "processedAt" TIMESTAMP(3),
    "createdAt" TIMESTAMP(3) NOT NULL DEFAULT CURRENT_TIMESTAMP,
    "updatedAt" TIMESTAMP(3) NOT NULL,

    CONSTRAINT "WebhookEvent_pkey" PRIMARY KEY ("id")
);

-- CreateIndex
CREATE INDEX "Channel_companyId_createdAt_idx" ON "Channel"("companyId", "createdAt");

-- CreateIndex
CREATE UNIQUE INDEX "Channel_companyId_systemKey_key" ON "Channel"("companyId", "systemKey");

-- CreateIndex
CREATE UNIQUE INDEX "Channel_companyId_kind_externalId_key" ON "Channel"("companyId", "kind", "externalId");

-- CreateIndex
CREATE INDEX "WebhookEvent_channelId_receivedAt_idx" ON "WebhookEvent"("channelId", "receivedAt" DESC);

-- CreateIndex
CREATE INDEX "WebhookEvent_companyId_idx" ON "WebhookEvent"("companyId");

-- CreateIndex
CREATE UNIQUE INDEX "WebhookEvent_channelId_dedupKey_key" ON "WebhookEvent"("channelId", "dedupKey");

-- AddForeignKey
ALTER TABLE "Channel" ADD CONSTRAINT "Channel_companyId_fkey" FOREIGN KEY ("companyId") REFERENCES "Company"("id") ON DELETE CASCADE ON UPDATE CASCADE;

-- AddForeignKey
ALTER TABLE "WebhookEvent" ADD CONSTRAINT "WebhookEvent_channelId_fkey" FOREIGN KEY ("channelId") REFERENCES "Channel"("id") ON DELETE CASCADE ON UPDATE CASCADE;

-- AddForeignKey
ALTER TABLE "WebhookEvent" ADD CONSTRAINT "WebhookEvent_companyId_fkey" FOREIGN KEY ("companyId") REFERENCES "Company"("id") ON DELETE CASCADE ON UPDATE CASCADE;
