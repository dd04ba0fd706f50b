-- AlterTable
ALTER TABLE "MessageMedia" ADD COLUMN     "sendStatus" "MessageStatus";

-- CreateIndex
CREATE INDEX "MessageMedia_providerMessageId_idx" ON "MessageMedia"("providerMessageId");

-- Files sent before this column existed: as far as their message got (one failed file of a failed
-- message cannot be told from the others: they count as sent, so a retry does not send them twice).
UPDATE "MessageMedia" AS mm
   SET "sendStatus" = CASE WHEN m.status IN ('delivered', 'read') THEN m.status ELSE 'sent' END
  FROM "Message" AS m
 WHERE m.id = mm."messageId" AND m.direction = 'out' AND mm."providerMessageId" IS NOT NULL;
