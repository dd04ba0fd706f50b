-- CreateEnum
CREATE TYPE "OrderStatus" AS ENUM ('processing', 'delivered', 'cancelled');

-- DropIndex
DROP INDEX "Conversation_companyId_lastMessageAt_idx";

-- A conversation without a message yet sorts by when it was started (lastMessageAt is the inbox's order).
UPDATE "Conversation" SET "lastMessageAt" = "createdAt" WHERE "lastMessageAt" IS NULL;

-- AlterTable
ALTER TABLE "Conversation" ADD COLUMN     "rating" INTEGER,
ADD COLUMN     "resolvedAt" TIMESTAMP(3),
ALTER COLUMN "lastMessageAt" SET NOT NULL,
ALTER COLUMN "lastMessageAt" SET DEFAULT CURRENT_TIMESTAMP;

-- AlterTable
ALTER TABLE "Message" ADD COLUMN     "searchText" TEXT;

-- CreateTable
CREATE TABLE "ConversationPin" (
    "userId" TEXT NOT NULL,
    "conversationId" TEXT NOT NULL,
    "createdAt" TIMESTAMP(3) NOT NULL DEFAULT CURRENT_TIMESTAMP,

    CONSTRAINT "ConversationPin_pkey" PRIMARY KEY ("userId","conversationId")
);

-- CreateTable
CREATE TABLE "CustomerNote" (
    "id" TEXT NOT NULL,
    "companyId" TEXT NOT NULL,
    "customerId" TEXT NOT NULL,
    "authorId" TEXT,
    "text" TEXT NOT NULL,
    "createdAt" TIMESTAMP(3) NOT NULL DEFAULT CURRENT_TIMESTAMP,

    CONSTRAINT "CustomerNote_pkey" PRIMARY KEY ("id")
);

-- CreateTable
CREATE TABLE "CustomerOrder" (
    "id" TEXT NOT NULL,
    "companyId" TEXT NOT NULL,
    "customerId" TEXT NOT NULL,
    "product" TEXT NOT NULL,
    "amount" DECIMAL(14,2) NOT NULL,
    "currency" CHAR(3) NOT NULL,
    "status" "OrderStatus" NOT NULL DEFAULT 'processing',
    "orderedAt" TIMESTAMP(3) NOT NULL,
    "createdById" TEXT,
    "createdAt" TIMESTAMP(3) NOT NULL DEFAULT CURRENT_TIMESTAMP,
    "updatedAt" TIMESTAMP(3) NOT NULL,

    CONSTRAINT "CustomerOrder_pkey" PRIMARY KEY ("id")
);

-- CreateIndex
CREATE INDEX "ConversationPin_conversationId_idx" ON "ConversationPin"("conversationId");

-- CreateIndex
CREATE INDEX "CustomerNote_customerId_createdAt_idx" ON "CustomerNote"("customerId", "createdAt");

-- CreateIndex
CREATE INDEX "CustomerOrder_customerId_orderedAt_idx" ON "CustomerOrder"("customerId", "orderedAt");

-- CreateIndex
CREATE INDEX "Conversation_companyId_lastMessageAt_id_idx" ON "Conversation"("companyId", "lastMessageAt", "id");

-- CreateIndex
CREATE INDEX "Conversation_companyId_status_lastMessageAt_id_idx" ON "Conversation"("companyId", "status", "lastMessageAt", "id");

-- CreateIndex
CREATE INDEX "Conversation_companyId_assigneeId_lastMessageAt_id_idx" ON "Conversation"("companyId", "assigneeId", "lastMessageAt", "id");

-- CreateIndex
CREATE INDEX "Message_searchText_idx" ON "Message" USING GIN ("searchText" gin_trgm_ops);

-- AddForeignKey
ALTER TABLE "ConversationPin" ADD CONSTRAINT "ConversationPin_userId_fkey" FOREIGN KEY ("userId") REFERENCES "User"("id") ON DELETE CASCADE ON UPDATE CASCADE;

-- AddForeignKey
ALTER TABLE "ConversationPin" ADD CONSTRAINT "ConversationPin_conversationId_fkey" FOREIGN KEY ("conversationId") REFERENCES "Conversation"("id") ON DELETE CASCADE ON UPDATE CASCADE;

-- AddForeignKey
ALTER TABLE "CustomerNote" ADD CONSTRAINT "CustomerNote_companyId_fkey" FOREIGN KEY ("companyId") REFERENCES "Company"("id") ON DELETE CASCADE ON UPDATE CASCADE;

-- AddForeignKey
ALTER TABLE "CustomerNote" ADD CONSTRAINT "CustomerNote_customerId_fkey" FOREIGN KEY ("customerId") REFERENCES "Customer"("id") ON DELETE CASCADE ON UPDATE CASCADE;

-- AddForeignKey
ALTER TABLE "CustomerNote" ADD CONSTRAINT "CustomerNote_authorId_fkey" FOREIGN KEY ("authorId") REFERENCES "User"("id") ON DELETE SET NULL ON UPDATE CASCADE;

-- AddForeignKey
ALTER TABLE "CustomerOrder" ADD CONSTRAINT "CustomerOrder_companyId_fkey" FOREIGN KEY ("companyId") REFERENCES "Company"("id") ON DELETE CASCADE ON UPDATE CASCADE;

-- AddForeignKey
ALTER TABLE "CustomerOrder" ADD CONSTRAINT "CustomerOrder_customerId_fkey" FOREIGN KEY ("customerId") REFERENCES "Customer"("id") ON DELETE CASCADE ON UPDATE CASCADE;

-- AddForeignKey
ALTER TABLE "CustomerOrder" ADD CONSTRAINT "CustomerOrder_createdById_fkey" FOREIGN KEY ("createdById") REFERENCES "User"("id") ON DELETE SET NULL ON UPDATE CASCADE;

-- Message.searchText: the text folded as lib/customers/search-text.ts folds (Turkish lower-casing:
-- I and İ are i; ı ş ğ ü ö ç as ASCII; other accents dropped; whitespace collapsed), kept by a
-- trigger so every writer of messages (webhooks, the pipeline, campaigns, seeds) fills it. System
-- lines are not searched. Prisma does not model functions or triggers, so the schema diff ignores them.
CREATE OR REPLACE FUNCTION kanal_fold_turkish(value text) RETURNS text
LANGUAGE sql STABLE PARALLEL SAFE AS $$
  SELECT btrim(regexp_replace(lower(unaccent(translate(value, 'İIıŞşĞğÜüÖöÇç', 'iiissgguuoocc'))), '\s+', ' ', 'g'))
$$;

CREATE OR REPLACE FUNCTION kanal_message_search_text() RETURNS trigger
LANGUAGE plpgsql AS $$
BEGIN
  NEW."searchText" := CASE WHEN NEW.text IS NULL OR NEW.type = 'system' THEN NULL ELSE kanal_fold_turkish(NEW.text) END;
  RETURN NEW;
END
$$;

CREATE TRIGGER "Message_searchText" BEFORE INSERT OR UPDATE OF text, type ON "Message"
  FOR EACH ROW EXECUTE FUNCTION kanal_message_search_text();

UPDATE "Message" SET "searchText" = kanal_fold_turkish(text) WHERE text IS NOT NULL AND type <> 'system';
