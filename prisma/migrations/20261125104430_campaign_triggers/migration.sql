-- Campaigns (issue 19): what happens to a campaign's messages flows to its recipients, whoever
-- writes it (the send job, a status webhook, the sweeper), and a customer's reply or order within
-- 7 days of a campaign message marks the recipient replied or converted, whichever service writes
-- the message or the order. A campaign's message is keyed "campaign:<recipient id>:<run>".

CREATE FUNCTION campaign_recipient_follow_message() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  UPDATE "CampaignRecipient" r SET
    status = CASE WHEN NEW.status::text IN ('sent', 'delivered', 'read', 'failed', 'unknown')
                  THEN NEW.status::text::"CampaignRecipientStatus" ELSE r.status END,
    attempts = GREATEST(r.attempts, NEW.attempts),
    "sentAt" = CASE WHEN NEW.status::text IN ('sent', 'delivered', 'read') THEN COALESCE(r."sentAt", NEW."statusAt") ELSE r."sentAt" END,
    "deliveredAt" = CASE WHEN NEW.status::text IN ('delivered', 'read') THEN COALESCE(r."deliveredAt", NEW."statusAt") ELSE r."deliveredAt" END,
    "readAt" = CASE WHEN NEW.status::text = 'read' THEN COALESCE(r."readAt", NEW."statusAt") ELSE r."readAt" END,
    "failedAt" = CASE WHEN NEW.status::text = 'failed' THEN NEW."statusAt" ELSE r."failedAt" END,
    "errorCode" = CASE WHEN NEW.status::text IN ('failed', 'retry_wait') THEN NEW."errorCode" ELSE r."errorCode" END,
    "errorReason" = CASE WHEN NEW.status::text IN ('failed', 'retry_wait') THEN NEW."errorReason" ELSE r."errorReason" END,
    "errorMessage" = CASE WHEN NEW.status::text IN ('failed', 'retry_wait') THEN NEW."errorMessage" ELSE r."errorMessage" END,
    "updatedAt" = now() AT TIME ZONE 'UTC'
  WHERE r."messageId" = NEW.id;
  RETURN NULL;
END $$;

CREATE TRIGGER campaign_recipient_follow_message
  AFTER UPDATE OF status ON "Message"
  FOR EACH ROW
  WHEN (NEW."idempotencyKey" LIKE 'campaign:%' AND OLD.status IS DISTINCT FROM NEW.status
        AND NEW.status::text NOT IN ('queued', 'sending'))
  EXECUTE FUNCTION campaign_recipient_follow_message();

CREATE FUNCTION campaign_recipient_replied() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  UPDATE "CampaignRecipient" r SET "repliedAt" = NEW."createdAt", "updatedAt" = now() AT TIME ZONE 'UTC'
    FROM "Conversation" v
   WHERE v.id = NEW."conversationId" AND r."customerId" = v."customerId"
     AND r."repliedAt" IS NULL AND r."sentAt" IS NOT NULL
     AND r."sentAt" <= NEW."createdAt" AND r."sentAt" > NEW."createdAt" - interval '7 days';
  RETURN NULL;
END $$;

CREATE TRIGGER campaign_recipient_replied
  AFTER INSERT ON "Message"
  FOR EACH ROW
  WHEN (NEW.direction = 'in')
  EXECUTE FUNCTION campaign_recipient_replied();

CREATE FUNCTION campaign_recipient_converted() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  UPDATE "CampaignRecipient" r SET "convertedAt" = NEW."orderedAt", "updatedAt" = now() AT TIME ZONE 'UTC'
   WHERE r."customerId" = NEW."customerId"
     AND r."convertedAt" IS NULL AND r."sentAt" IS NOT NULL
     AND r."sentAt" <= NEW."orderedAt" AND r."sentAt" > NEW."orderedAt" - interval '7 days';
  RETURN NULL;
END $$;

CREATE TRIGGER campaign_recipient_converted
  AFTER INSERT ON "CustomerOrder"
  FOR EACH ROW
  EXECUTE FUNCTION campaign_recipient_converted();
