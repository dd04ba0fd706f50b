-- DropIndex
DROP INDEX "CampaignRecipient_campaignId_status_id_idx";

-- AlterTable
ALTER TABLE "Message" ADD COLUMN     "resolutionSeconds" DOUBLE PRECISION,
ADD COLUMN     "responseSeconds" DOUBLE PRECISION;

-- CreateTable
CREATE TABLE "MessageVolume" (
    "companyId" TEXT NOT NULL,
    "startsAt" TIMESTAMP(3) NOT NULL,
    "channelId" TEXT NOT NULL,
    "assigneeId" TEXT NOT NULL,
    "sent" INTEGER NOT NULL,
    "received" INTEGER NOT NULL,

    CONSTRAINT "MessageVolume_pkey" PRIMARY KEY ("companyId","startsAt","channelId","assigneeId")
);

-- CreateTable
CREATE TABLE "MessageVolumeChange" (
    "id" BIGSERIAL NOT NULL,
    "txid" BIGINT NOT NULL,
    "companyId" TEXT NOT NULL,
    "startsAt" TIMESTAMP(3) NOT NULL,
    "channelId" TEXT NOT NULL,
    "assigneeId" TEXT NOT NULL,
    "sent" INTEGER NOT NULL,
    "received" INTEGER NOT NULL,

    CONSTRAINT "MessageVolumeChange_pkey" PRIMARY KEY ("id")
);

-- CreateIndex
CREATE INDEX "MessageVolume_channelId_idx" ON "MessageVolume"("channelId");

-- CreateIndex
CREATE INDEX "MessageVolumeChange_txid_idx" ON "MessageVolumeChange"("txid");

-- CreateIndex
CREATE INDEX "Message_companyId_createdAt_responses_idx" ON "Message"("companyId", "createdAt", "responseSeconds", "sentById", "channelId") WHERE ("responseSeconds" IS NOT NULL);

-- CreateIndex
CREATE INDEX "Message_companyId_createdAt_resolutions_idx" ON "Message"("companyId", "createdAt", "resolutionSeconds", "sentById", "channelId") WHERE ("resolutionSeconds" IS NOT NULL);

-- CreateIndex
CREATE INDEX "Message_companyId_createdAt_templates_idx" ON "Message"("companyId", "createdAt") WHERE (type = 'template'::"MessageType");

-- CreateIndex
CREATE INDEX "CampaignRecipient_campaignId_status_id_sentAt_deliveredAt_r_idx" ON "CampaignRecipient"("campaignId", "status", "id", "sentAt", "deliveredAt", "readAt", "clickedAt", "repliedAt", "convertedAt");

-- AddForeignKey
ALTER TABLE "MessageVolume" ADD CONSTRAINT "MessageVolume_companyId_fkey" FOREIGN KEY ("companyId") REFERENCES "Company"("id") ON DELETE CASCADE ON UPDATE CASCADE;

-- AddForeignKey
ALTER TABLE "MessageVolume" ADD CONSTRAINT "MessageVolume_channelId_fkey" FOREIGN KEY ("channelId") REFERENCES "Channel"("id") ON DELETE CASCADE ON UPDATE CASCADE;

-- Analytics (issue 21) counts from summaries the database keeps exact itself, whoever writes
-- messages (the send path, webhooks, campaign lanes, system lines, the seed) and whatever removes
-- them (a customer, channel or company deleted): statement-level triggers with transition tables,
-- so a bulk write costs one pass, not one per row.
--
-- 1. "MessageVolume": messages sent and received (system lines are neither) per UTC quarter hour,
--    channel and conversation assignee. A message's bucket follows its conversation's assignee
--    (a reassignment moves the conversation's messages); a message whose conversation is gone was
--    subtracted when the conversation went (the conversation's BEFORE DELETE trigger), and one whose
--    company or channel is gone has no bucket left to change (they cascade), so decrements only
--    ever change rows that exist.
--
-- 2. "responseSeconds" on a person's answer that ends a customer's turn (a turn: the customer's
--    messages since a person last wrote, in (createdAt, id) order; campaign and automated sends
--    answer nobody) and "resolutionSeconds" on a "resolved" system line (from the first message
--    after the previous "resolved" line). A change at time t in a conversation can only change the
--    answers after the last answer before t and the "resolved" lines from t on: those are
--    recomputed, and written only where the value changes.

-- `changes`: messages leaving (sign -1) or entering (+1) a bucket; what each bucket gains.
CREATE FUNCTION message_volume_delta(changes jsonb)
  RETURNS TABLE (company text, starts timestamp(3), channel text, assignee text, sent int, received int)
  LANGUAGE sql IMMUTABLE AS $$
  SELECT c.company, date_bin('15 minutes', c.at, TIMESTAMP '2000-01-01'), c.channel, c.assignee,
         coalesce(sum(c.sign) FILTER (WHERE c.direction = 'out'), 0)::int,
         coalesce(sum(c.sign) FILTER (WHERE c.direction = 'in'), 0)::int
    FROM jsonb_to_recordset(changes) AS c(company text, channel text, assignee text, at timestamp(3), direction text, sign int)
   GROUP BY 1, 2, 3, 4
$$;

-- A writer only appends its changes to "MessageVolumeChange" (no lock on a shared row while its
-- transaction runs); a deferred trigger settles them into "MessageVolume" as the transaction
-- commits, so a bucket is locked for the moment of a commit, not for a whole transaction (200
-- replies at once into one channel's unassigned conversations would otherwise wait on one row).
-- The first change of a transaction is a marker (zero counts) that queues the one settling.
CREATE FUNCTION message_volume_apply(changes jsonb) RETURNS void LANGUAGE plpgsql AS $$
BEGIN
  IF current_setting('kanal.message_volume_txid', true) IS DISTINCT FROM txid_current()::text THEN
    PERFORM set_config('kanal.message_volume_txid', txid_current()::text, true);
    INSERT INTO "MessageVolumeChange" (txid, "companyId", "startsAt", "channelId", "assigneeId", sent, received)
    VALUES (txid_current(), '', '-infinity', '', '', 0, 0);
  END IF;
  INSERT INTO "MessageVolumeChange" (txid, "companyId", "startsAt", "channelId", "assigneeId", sent, received)
  SELECT txid_current(), d.company, d.starts, d.channel, d.assignee, d.sent, d.received
    FROM message_volume_delta(changes) d
   WHERE d.sent <> 0 OR d.received <> 0;
END $$;

CREATE FUNCTION message_volume_settle() RETURNS trigger LANGUAGE plpgsql AS $$
DECLARE
  changes jsonb;
BEGIN
  WITH mine AS (DELETE FROM "MessageVolumeChange" WHERE txid = NEW.txid RETURNING *)
  SELECT jsonb_agg(d) INTO changes FROM (
    SELECT "companyId" AS company, "startsAt" AS starts, "channelId" AS channel, "assigneeId" AS assignee,
           sum(sent)::int AS sent, sum(received)::int AS received
      FROM mine WHERE sent <> 0 OR received <> 0
     GROUP BY 1, 2, 3, 4 HAVING sum(sent) <> 0 OR sum(received) <> 0) d;
  IF changes IS NULL THEN RETURN NULL; END IF;
  -- Existing buckets are locked in key order first: two commits never wait on each other in a cycle.
  PERFORM 1 FROM "MessageVolume" v
    JOIN jsonb_to_recordset(changes) AS d(company text, starts timestamp(3), channel text, assignee text)
      ON (v."companyId", v."startsAt", v."channelId", v."assigneeId") = (d.company, d.starts, d.channel, d.assignee)
   ORDER BY v."companyId", v."startsAt", v."channelId", v."assigneeId" FOR UPDATE OF v;
  -- A bucket that is gone, or a channel that is, belongs to a company or channel deleted in this
  -- transaction (they cascade): nothing to count there.
  INSERT INTO "MessageVolume" ("companyId", "startsAt", "channelId", "assigneeId", sent, received)
  SELECT d.company, d.starts, d.channel, d.assignee, d.sent, d.received
    FROM jsonb_to_recordset(changes) AS d(company text, starts timestamp(3), channel text, assignee text, sent int, received int)
   WHERE EXISTS (
           SELECT 1 FROM "MessageVolume" v
            WHERE (v."companyId", v."startsAt", v."channelId", v."assigneeId") = (d.company, d.starts, d.channel, d.assignee))
      OR (d.sent >= 0 AND d.received >= 0 AND EXISTS (SELECT 1 FROM "Channel" c WHERE c.id = d.channel))
   ORDER BY 1, 2, 3, 4
  ON CONFLICT ("companyId", "startsAt", "channelId", "assigneeId")
  DO UPDATE SET sent = "MessageVolume".sent + EXCLUDED.sent, received = "MessageVolume".received + EXCLUDED.received;
  DELETE FROM "MessageVolume" v
   USING jsonb_to_recordset(changes) AS d(company text, starts timestamp(3), channel text, assignee text)
   WHERE (v."companyId", v."startsAt", v."channelId", v."assigneeId") = (d.company, d.starts, d.channel, d.assignee)
     AND v.sent = 0 AND v.received = 0;
  RETURN NULL;
END $$;

CREATE CONSTRAINT TRIGGER message_volume_settle AFTER INSERT ON "MessageVolumeChange"
  DEFERRABLE INITIALLY DEFERRED FOR EACH ROW
  WHEN (NEW.sent = 0 AND NEW.received = 0)
  EXECUTE FUNCTION message_volume_settle();

-- plpgsql, not sql: its plans are kept for the session rather than made again on every write.
CREATE FUNCTION message_timings_refresh(conversations text[], since timestamp(3)[]) RETURNS void LANGUAGE plpgsql AS $$
BEGIN
  -- From the conversation's last answer before `since` (the anchor), in (createdAt, id) order:
  -- `answers` numbers the turns (a person's answer starts the next), `turn_at` is the first
  -- customer message of each, and an answer's turn is the one before it (the previous row's).
  -- Window functions only: no join whose size the planner could misjudge.
  UPDATE "Message" m SET "responseSeconds" = fresh.seconds
    FROM (
      SELECT id, CASE WHEN answer THEN extract(epoch FROM at - lag(turn_at) OVER w)::float8 END AS seconds,
             answer, stored, after_anchor
        FROM (
          SELECT *, min(at) FILTER (WHERE counts AND direction = 'in') OVER (PARTITION BY conv, answers) AS turn_at
            FROM (
              SELECT *, count(*) FILTER (WHERE answer) OVER (PARTITION BY conv ORDER BY at, id ROWS UNBOUNDED PRECEDING) AS answers
                FROM (
                  SELECT m.id, m."conversationId" AS conv, m."createdAt" AS at, m.direction, m."responseSeconds" AS stored,
                         m.type <> 'system' AND (m.direction = 'in' OR m."sentById" IS NOT NULL) AS counts,
                         m.type <> 'system' AND m.direction = 'out' AND m."sentById" IS NOT NULL AS answer,
                         m.id <> a.id AS after_anchor
                    FROM (
                      SELECT t.conv, coalesce(a.at, '-infinity') AS at, coalesce(a.id, '') AS id
                        FROM unnest(conversations, since) AS t(conv, since)
                        LEFT JOIN LATERAL (
                          SELECT p."createdAt" AS at, p.id FROM "Message" p
                           WHERE p."conversationId" = t.conv AND p."createdAt" < t.since
                             AND p.direction = 'out' AND p."sentById" IS NOT NULL AND p.type <> 'system'
                           ORDER BY p."createdAt" DESC, p.id DESC LIMIT 1) a ON true
                       -- Nothing to do unless an answer, or a row that was one, comes at or after `since`
                       -- (a customer's message at the end of a conversation changes nothing yet).
                       WHERE EXISTS (
                         SELECT 1 FROM "Message" x
                          WHERE x."conversationId" = t.conv AND x."createdAt" >= t.since
                            AND ((x.direction = 'out' AND x."sentById" IS NOT NULL AND x.type <> 'system')
                                 OR x."responseSeconds" IS NOT NULL))
                    ) AS a
                    JOIN "Message" m ON m."conversationId" = a.conv AND m."createdAt" >= a.at
                     AND (m."createdAt", m.id) >= (a.at, a.id)
                ) AS later
            ) AS numbered
        ) AS turns
      WINDOW w AS (PARTITION BY conv ORDER BY at, id)
    ) AS fresh
   WHERE m.id = fresh.id AND fresh.after_anchor AND (fresh.answer OR fresh.stored IS NOT NULL)
     AND m."responseSeconds" IS DISTINCT FROM fresh.seconds;

  WITH touched AS (SELECT * FROM unnest(conversations, since) AS t(conv, since)),
  fresh AS (
    SELECT m.id, extract(epoch FROM m."createdAt" - opened.at)::float8 AS seconds
      FROM touched t
      JOIN "Message" m ON m."conversationId" = t.conv AND m."createdAt" >= t.since
      LEFT JOIN LATERAL (
        SELECT p."createdAt" AS at FROM "Message" p
         WHERE p."conversationId" = m."conversationId" AND p."createdAt" < m."createdAt"
           AND p.type = 'system' AND p."templateVariables"->>'event' = 'resolved'
         ORDER BY p."createdAt" DESC LIMIT 1) AS before_ ON true
      CROSS JOIN LATERAL (
        SELECT min(o."createdAt") AS at FROM "Message" o
         WHERE o."conversationId" = m."conversationId" AND o.type <> 'system'
           AND o."createdAt" < m."createdAt" AND o."createdAt" > coalesce(before_.at, '-infinity'::timestamp)) AS opened
     WHERE m.type = 'system' AND m."templateVariables"->>'event' = 'resolved'
  )
  UPDATE "Message" m SET "resolutionSeconds" = fresh.seconds
    FROM fresh WHERE m.id = fresh.id AND m."resolutionSeconds" IS DISTINCT FROM fresh.seconds;
END $$;

-- What a message write changes: `changes` are the messages leaving (sign -1) and entering (+1).
CREATE FUNCTION message_analytics_apply(changes jsonb) RETURNS void LANGUAGE plpgsql AS $$
BEGIN
  PERFORM message_volume_apply((
    SELECT jsonb_agg(jsonb_build_object('company', c."companyId", 'channel', c."channelId",
             'assignee', coalesce(v."assigneeId", ''), 'at', c."createdAt", 'direction', c.direction, 'sign', c.sign))
      FROM jsonb_to_recordset(changes) AS c("companyId" text, "channelId" text, "conversationId" text,
             "createdAt" timestamp(3), direction text, type text, sign int)
      JOIN "Conversation" v ON v.id = c."conversationId"
     WHERE c.type <> 'system'));
  PERFORM message_timings_refresh(array_agg(conv), array_agg(since))
    FROM (
      SELECT c."conversationId" AS conv, min(c."createdAt") AS since
        FROM jsonb_to_recordset(changes) AS c("conversationId" text, "createdAt" timestamp(3), type text, event text)
       WHERE (c.type <> 'system' OR c.event = 'resolved')
         AND EXISTS (SELECT 1 FROM "Conversation" v WHERE v.id = c."conversationId")
       GROUP BY 1) t
   HAVING count(*) > 0;
END $$;

CREATE FUNCTION message_analytics() RETURNS trigger LANGUAGE plpgsql AS $$
DECLARE
  changes jsonb;
BEGIN
  IF TG_OP = 'INSERT' THEN
    SELECT jsonb_agg(jsonb_build_object('companyId', n."companyId", 'channelId', n."channelId",
             'conversationId', n."conversationId", 'createdAt', n."createdAt", 'direction', n.direction,
             'type', n.type, 'event', n."templateVariables"->>'event', 'sign', 1))
      INTO changes FROM new_rows n;
  ELSIF TG_OP = 'DELETE' THEN
    SELECT jsonb_agg(jsonb_build_object('companyId', o."companyId", 'channelId', o."channelId",
             'conversationId', o."conversationId", 'createdAt', o."createdAt", 'direction', o.direction,
             'type', o.type, 'event', o."templateVariables"->>'event', 'sign', -1))
      INTO changes FROM old_rows o;
  ELSE
    -- Only a change of what the summaries read matters (not a status, not their own columns).
    SELECT jsonb_agg(x.change) INTO changes
      FROM old_rows o JOIN new_rows n ON n.id = o.id
     CROSS JOIN LATERAL (VALUES
       (jsonb_build_object('companyId', o."companyId", 'channelId', o."channelId",
          'conversationId', o."conversationId", 'createdAt', o."createdAt", 'direction', o.direction,
          'type', o.type, 'event', o."templateVariables"->>'event', 'sign', -1)),
       (jsonb_build_object('companyId', n."companyId", 'channelId', n."channelId",
          'conversationId', n."conversationId", 'createdAt', n."createdAt", 'direction', n.direction,
          'type', n.type, 'event', n."templateVariables"->>'event', 'sign', 1))) AS x(change)
     WHERE (o."companyId", o."channelId", o."conversationId", o."createdAt", o.direction, o.type, o."sentById",
            o."templateVariables"->>'event')
           IS DISTINCT FROM
           (n."companyId", n."channelId", n."conversationId", n."createdAt", n.direction, n.type, n."sentById",
            n."templateVariables"->>'event');
  END IF;
  IF changes IS NOT NULL THEN PERFORM message_analytics_apply(changes); END IF;
  RETURN NULL;
END $$;

CREATE TRIGGER message_analytics_insert AFTER INSERT ON "Message"
  REFERENCING NEW TABLE AS new_rows FOR EACH STATEMENT EXECUTE FUNCTION message_analytics();
CREATE TRIGGER message_analytics_update AFTER UPDATE ON "Message"
  REFERENCING OLD TABLE AS old_rows NEW TABLE AS new_rows FOR EACH STATEMENT EXECUTE FUNCTION message_analytics();
CREATE TRIGGER message_analytics_delete AFTER DELETE ON "Message"
  REFERENCING OLD TABLE AS old_rows FOR EACH STATEMENT EXECUTE FUNCTION message_analytics();

-- A conversation's messages move buckets with its assignee, and leave with it (its messages'
-- own delete trigger no longer finds it).
CREATE FUNCTION conversation_message_volume() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  PERFORM message_volume_apply((
    SELECT jsonb_agg(x.change)
      FROM "Message" m
     CROSS JOIN LATERAL (
       SELECT jsonb_build_object('company', m."companyId", 'channel', m."channelId", 'assignee', coalesce(OLD."assigneeId", ''),
                'at', m."createdAt", 'direction', m.direction, 'sign', -1)
       UNION ALL
       SELECT jsonb_build_object('company', m."companyId", 'channel', m."channelId", 'assignee', coalesce(NEW."assigneeId", ''),
                'at', m."createdAt", 'direction', m.direction, 'sign', 1)
        WHERE TG_OP = 'UPDATE') AS x(change)
     WHERE m."conversationId" = OLD.id AND m.type <> 'system'));
  RETURN CASE WHEN TG_OP = 'DELETE' THEN OLD ELSE NEW END;
END $$;

CREATE TRIGGER conversation_message_volume_assignee AFTER UPDATE OF "assigneeId" ON "Conversation"
  FOR EACH ROW WHEN (OLD."assigneeId" IS DISTINCT FROM NEW."assigneeId")
  EXECUTE FUNCTION conversation_message_volume();
CREATE TRIGGER conversation_message_volume_delete BEFORE DELETE ON "Conversation"
  FOR EACH ROW EXECUTE FUNCTION conversation_message_volume();

-- The messages already stored.
INSERT INTO "MessageVolume" ("companyId", "startsAt", "channelId", "assigneeId", sent, received)
SELECT m."companyId", date_bin('15 minutes', m."createdAt", TIMESTAMP '2000-01-01'), m."channelId", coalesce(v."assigneeId", ''),
       count(*) FILTER (WHERE m.direction = 'out'), count(*) FILTER (WHERE m.direction = 'in')
  FROM "Message" m JOIN "Conversation" v ON v.id = m."conversationId"
 WHERE m.type <> 'system'
 GROUP BY 1, 2, 3, 4;

SELECT message_timings_refresh(array_agg(id), array_agg('-infinity'::timestamp(3))) FROM "Conversation";
