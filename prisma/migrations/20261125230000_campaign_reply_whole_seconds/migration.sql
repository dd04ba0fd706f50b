-- A reply's time is the provider's, and Meta gives whole seconds (receive-message.ts: receivedAt),
-- so a reply in the same second as the campaign's send was stored up to a second BEFORE the send
-- and missed the "replied" mark. The send's time is compared at the reply's precision.
CREATE OR REPLACE FUNCTION campaign_recipient_replied() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  UPDATE "CampaignRecipient" r SET "repliedAt" = GREATEST(NEW."createdAt", r."sentAt"), "updatedAt" = now() AT TIME ZONE 'UTC'
    FROM "Conversation" v
   WHERE v.id = NEW."conversationId" AND r."customerId" = v."customerId"
     AND r."repliedAt" IS NULL AND r."sentAt" IS NOT NULL
     AND date_trunc('second', r."sentAt") <= NEW."createdAt" AND r."sentAt" > NEW."createdAt" - interval '7 days';
  RETURN NULL;
END $$;
