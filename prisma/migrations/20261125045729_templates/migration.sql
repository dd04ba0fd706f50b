-- CreateEnum
CREATE TYPE "TemplateCategory" AS ENUM ('MARKETING', 'TRANSACTIONAL', 'UTILITY');

-- CreateEnum
CREATE TYPE "TemplateStatus" AS ENUM ('DRAFT', 'PENDING', 'APPROVED', 'REJECTED', 'PAUSED', 'DISABLED');

-- CreateEnum
CREATE TYPE "TemplateHeaderType" AS ENUM ('NONE', 'TEXT', 'IMAGE', 'VIDEO', 'DOCUMENT');

-- CreateTable
CREATE TABLE "Template" (
    "id" TEXT NOT NULL,
    "companyId" TEXT NOT NULL,
    "channelId" TEXT NOT NULL,
    "name" TEXT NOT NULL,
    "displayName" TEXT NOT NULL,
    "category" "TemplateCategory" NOT NULL DEFAULT 'MARKETING',
    "language" TEXT NOT NULL DEFAULT 'tr',
    "status" "TemplateStatus" NOT NULL DEFAULT 'DRAFT',
    "statusAt" TIMESTAMP(3) NOT NULL DEFAULT CURRENT_TIMESTAMP,
    "headerType" "TemplateHeaderType" NOT NULL DEFAULT 'NONE',
    "headerText" TEXT,
    "headerMediaId" TEXT,
    "body" TEXT NOT NULL,
    "footer" TEXT,
    "buttons" JSONB NOT NULL DEFAULT '[]',
    "variables" JSONB NOT NULL DEFAULT '[]',
    "providerTemplateId" TEXT,
    "rejectedReason" TEXT,
    "usageCount" INTEGER NOT NULL DEFAULT 0,
    "lastUsedAt" TIMESTAMP(3),
    "searchText" TEXT NOT NULL DEFAULT '',
    "createdAt" TIMESTAMP(3) NOT NULL DEFAULT CURRENT_TIMESTAMP,
    "updatedAt" TIMESTAMP(3) NOT NULL,

    CONSTRAINT "Template_pkey" PRIMARY KEY ("id")
);

-- CreateTable
CREATE TABLE "TemplateStatusChange" (
    "id" TEXT NOT NULL,
    "templateId" TEXT NOT NULL,
    "status" "TemplateStatus" NOT NULL,
    "reason" TEXT,
    "at" TIMESTAMP(3) NOT NULL DEFAULT CURRENT_TIMESTAMP,
    "eventKey" TEXT,

    CONSTRAINT "TemplateStatusChange_pkey" PRIMARY KEY ("id")
);

-- CreateIndex
CREATE INDEX "Template_companyId_createdAt_idx" ON "Template"("companyId", "createdAt");

-- CreateIndex
CREATE INDEX "Template_companyId_status_idx" ON "Template"("companyId", "status");

-- CreateIndex
CREATE INDEX "Template_headerMediaId_idx" ON "Template"("headerMediaId");

-- CreateIndex
CREATE INDEX "Template_searchText_idx" ON "Template" USING GIN ("searchText" gin_trgm_ops);

-- CreateIndex
CREATE UNIQUE INDEX "Template_companyId_name_language_key" ON "Template"("companyId", "name", "language");

-- CreateIndex
CREATE UNIQUE INDEX "Template_channelId_providerTemplateId_key" ON "Template"("channelId", "providerTemplateId");

-- CreateIndex
CREATE INDEX "TemplateStatusChange_templateId_at_idx" ON "TemplateStatusChange"("templateId", "at");

-- CreateIndex
CREATE INDEX "TemplateStatusChange_at_idx" ON "TemplateStatusChange"("at");

-- CreateIndex
CREATE UNIQUE INDEX "TemplateStatusChange_templateId_eventKey_key" ON "TemplateStatusChange"("templateId", "eventKey");

-- AddForeignKey
ALTER TABLE "Template" ADD CONSTRAINT "Template_companyId_fkey" FOREIGN KEY ("companyId") REFERENCES "Company"("id") ON DELETE CASCADE ON UPDATE CASCADE;

-- AddForeignKey
ALTER TABLE "Template" ADD CONSTRAINT "Template_channelId_fkey" FOREIGN KEY ("channelId") REFERENCES "Channel"("id") ON DELETE CASCADE ON UPDATE CASCADE;

-- AddForeignKey
ALTER TABLE "Template" ADD CONSTRAINT "Template_headerMediaId_fkey" FOREIGN KEY ("headerMediaId") REFERENCES "MediaFile"("id") ON DELETE SET NULL ON UPDATE CASCADE;

-- AddForeignKey
ALTER TABLE "TemplateStatusChange" ADD CONSTRAINT "TemplateStatusChange_templateId_fkey" FOREIGN KEY ("templateId") REFERENCES "Template"("id") ON DELETE CASCADE ON UPDATE CASCADE;
