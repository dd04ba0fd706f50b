import "server-only";
import { Prisma } from "@/lib/generated/prisma/client";
import { eachDay, previousRange, rangeInstants, type DayRange } from "@/lib/analytics/range";
import type { ChannelKindName, Compared, MemberTimes, MessagingAnalytics } from "@/lib/analytics/types";
import { db } from "@/lib/server/db";
import type { AnalyticsScope } from "@/lib/server/analytics/scope";

// GET /analytics/messaging (issue 21): Kanal's own figures, from the messages it stores. Each query
// reads the current and the previous period in one pass (`current` tells them apart), so a
// comparison costs no second trip. System lines (assigned, resolved, reopened) are not messages
// anyone sent, except that a "resolved" line is when a conversation was resolved.
//
// First response: a customer's turn is their messages since staff last wrote; it is answered by
// the next message a person sent (campaign and automated sends have no sender and answer nobody).
// A running count of answers per conversation numbers the turns, so one window pass pairs each
// turn with its answer (the answer's count is the turn's + 1). Turns still unanswered at the end of
// the range are left out.
//
// Resolution: from the first message after the conversation's previous "resolved" line (or its
// first message) to the "resolved" line.

type VolumeRow = { day: string; channelId: string; sent: number; received: number };
type PairRow = { current: boolean; overall: boolean; userId: string | null; median: number | null; samples: number };

/** The SQL that narrows messages `m` to what the caller may count (a member: their own conversations). */
function messageScope(scope: AnalyticsScope, alias: Prisma.Sql = Prisma.raw("m")): Prisma.Sql {
  const channels = scope.channelIds
    ? Prisma.sql`AND ${alias}."channelId" = ANY(${scope.channelIds}::text[])`
    : Prisma.empty;
  const member = scope.memberId
    ? Prisma.sql`AND EXISTS (SELECT 1 FROM "Conversation" c WHERE c.id = ${alias}."conversationId" AND c."assigneeId" = ${scope.memberId})`
    : Prisma.empty;
  return Prisma.sql`${alias}."companyId" = ${scope.companyId} ${channels} ${member}`;
}

const compared = (value: number | null, previous: number | null, hadPrevious: boolean): Compared => ({
  value,
  previous: hadPrevious ? previous : null,
});

/** The range and the previous period as instants, and the caller's narrowing of messages `m`. */
function periodsOf(scope: AnalyticsScope, range: DayRange) {
  const previous = previousRange(range);
  const { start, end } = rangeInstants(range, scope.timeZone);
  const { start: previousStart } = rangeInstants(previous, scope.timeZone);
  return {
    range,
    previous,
    start,
    end,
    tz: scope.timeZone,
    where: messageScope(scope),
    window: Prisma.sql`m."createdAt" >= ${previousStart} AND m."createdAt" < ${end}`,
  };
}
type Periods = ReturnType<typeof periodsOf>;

/** Messages sent and received per day (in the viewer's zone) and channel, both periods. */
function volumeSql({ tz, where, window }: Periods) {
  return Prisma.sql`
        SELECT to_char((m."createdAt" AT TIME ZONE 'UTC') AT TIME ZONE ${tz}, 'YYYY-MM-DD') AS day,
               m."channelId",
               count(*) FILTER (WHERE m.direction = 'out')::int AS sent,
               count(*) FILTER (WHERE m.direction = 'in')::int  AS received
        FROM "Message" m
        WHERE ${where} AND ${window} AND m.type <> 'system'
        GROUP BY 1, 2`;
}

/** The median first response per period, overall and per member who answered. */
function firstResponsesSql({ start, where, window }: Periods) {
  return Prisma.sql`
        WITH m AS (
          SELECT m."conversationId" AS conv, m."createdAt" AS at, m.direction, m."sentById",
                 count(*) FILTER (WHERE m.direction = 'out') OVER (
                   PARTITION BY m."conversationId" ORDER BY m."createdAt", m.id ROWS UNBOUNDED PRECEDING) AS answers
          FROM "Message" m
          WHERE ${where} AND ${window} AND m.type <> 'system' AND (m.direction = 'in' OR m."sentById" IS NOT NULL)
        ),
        asked AS (SELECT conv, answers AS turn, min(at) AS at FROM m WHERE direction = 'in' GROUP BY conv, answers),
        pairs AS (
          SELECT a.at >= ${start} AS current, r."sentById" AS "userId", extract(epoch FROM r.at - a.at)::float8 AS seconds
          FROM asked a JOIN m r ON r.conv = a.conv AND r.direction = 'out' AND r.answers = a.turn + 1
        )
        SELECT current, "userId", grouping("userId") = 1 AS overall,
               percentile_cont(0.5) WITHIN GROUP (ORDER BY seconds) AS median, count(*)::int AS samples
        FROM pairs GROUP BY GROUPING SETS ((current), (current, "userId"))`;
}

/** Messages sent and received in the range and the previous period (null when it had none). */
export async function messageTotals(scope: AnalyticsScope, range: DayRange) {
  const periods = periodsOf(scope, range);
  const [volume, responses] = await Promise.all([
    db.$queryRaw<VolumeRow[]>(volumeSql(periods)),
    db.$queryRaw<PairRow[]>(firstResponsesSql(periods)),
  ]);
  const days = new Set(eachDay(range));
  const count = (current: boolean) =>
    volume.filter((row) => days.has(row.day) === current).reduce((total, row) => total + row.sent + row.received, 0);
  const median = (current: boolean) => responses.find((row) => row.current === current && row.overall)?.median ?? null;
  const hadPrevious = volume.some((row) => !days.has(row.day));
  return {
    messages: compared(count(true), count(false), hadPrevious),
    firstResponseSeconds: compared(median(true), median(false), true),
  };
}

/**
 * Every statement GET /analytics/messaging runs, as SQL (the bench runs the same through `pg`).
 * `customers` is null for a member (a company figure).
 */
export function messagingSql(scope: AnalyticsScope, range: DayRange) {
  const periods = periodsOf(scope, range);
  const { start, end, tz, where, window } = periods;
  return {
    volume: volumeSql(periods),
    responses: firstResponsesSql(periods),
    resolutions: Prisma.sql`
        WITH pairs AS (
          SELECT m."createdAt" >= ${start} AS current, m."sentById" AS "userId",
                 extract(epoch FROM m."createdAt" - opened.at)::float8 AS seconds
          FROM "Message" m
          LEFT JOIN LATERAL (
            SELECT p."createdAt" AS at FROM "Message" p
            WHERE p."conversationId" = m."conversationId" AND p."createdAt" < m."createdAt"
              AND p.type = 'system' AND p."templateVariables"->>'event' = 'resolved'
            ORDER BY p."createdAt" DESC LIMIT 1
          ) AS before_ ON true
          CROSS JOIN LATERAL (
            SELECT min(o."createdAt") AS at FROM "Message" o
            WHERE o."conversationId" = m."conversationId" AND o.type <> 'system'
              AND o."createdAt" < m."createdAt" AND o."createdAt" > coalesce(before_.at, '-infinity'::timestamp)
          ) AS opened
          WHERE ${where} AND ${window} AND m.type = 'system' AND m."templateVariables"->>'event' = 'resolved'
            AND opened.at IS NOT NULL
        )
        SELECT current, "userId", grouping("userId") = 1 AS overall,
               percentile_cont(0.5) WITHIN GROUP (ORDER BY seconds) AS median, count(*)::int AS samples
        FROM pairs GROUP BY GROUPING SETS ((current), (current, "userId"))`,
    heatmap: Prisma.sql`
        SELECT (extract(isodow FROM (m."createdAt" AT TIME ZONE 'UTC') AT TIME ZONE ${tz})::int - 1) AS weekday,
               extract(hour FROM (m."createdAt" AT TIME ZONE 'UTC') AT TIME ZONE ${tz})::int AS hour,
               count(*)::int AS count
        FROM "Message" m
        WHERE ${where} AND m."createdAt" >= ${start} AND m."createdAt" < ${end} AND m.direction = 'in'
        GROUP BY 1, 2`,
    templates: Prisma.sql`
        SELECT m."templateId", coalesce(max(t."displayName"), max(m."templateName"), '') AS name, count(*)::int AS sent
        FROM "Message" m LEFT JOIN "Template" t ON t.id = m."templateId"
        WHERE ${where} AND m."createdAt" >= ${start} AND m."createdAt" < ${end} AND m.type = 'template'
        GROUP BY m."templateId", m."templateName"
        ORDER BY sent DESC LIMIT 20`,
    conversations: Prisma.sql`
        SELECT m."createdAt" >= ${start} AS current, count(*)::int AS opened
        FROM "Conversation" m
        WHERE m."companyId" = ${scope.companyId} AND ${window}
          ${scope.channelIds ? Prisma.sql`AND m."channelId" = ANY(${scope.channelIds}::text[])` : Prisma.empty}
          ${scope.memberId ? Prisma.sql`AND m."assigneeId" = ${scope.memberId}` : Prisma.empty}
        GROUP BY 1`,
    customers: scope.memberId
      ? null
      : Prisma.sql`
        SELECT m."createdAt" >= ${start} AS current, count(*)::int AS added
        FROM "Customer" m WHERE m."companyId" = ${scope.companyId} AND ${window}
        GROUP BY 1`,
    channels: Prisma.sql`
      SELECT id, name, kind::text AS kind FROM "Channel"
      WHERE "companyId" = ${scope.companyId}
        ${scope.channelIds ? Prisma.sql`AND id = ANY(${scope.channelIds}::text[])` : Prisma.empty}
      ORDER BY "createdAt"`,
  };
}

export async function messagingAnalytics(scope: AnalyticsScope, range: DayRange): Promise<MessagingAnalytics> {
  const { previous } = periodsOf(scope, range);
  const tz = scope.timeZone;
  const sql = messagingSql(scope, range);
  const [
    volumeRows,
    responseRows,
    resolutionRows,
    heatmapRows,
    templateRows,
    conversationRows,
    customerRows,
    channels,
  ] = await Promise.all([
    db.$queryRaw<VolumeRow[]>(sql.volume),
    db.$queryRaw<PairRow[]>(sql.responses),
    db.$queryRaw<PairRow[]>(sql.resolutions),
    db.$queryRaw<{ weekday: number; hour: number; count: number }[]>(sql.heatmap),
    db.$queryRaw<{ templateId: string | null; name: string; sent: number }[]>(sql.templates),
    db.$queryRaw<{ current: boolean; opened: number }[]>(sql.conversations),
    sql.customers ? db.$queryRaw<{ current: boolean; added: number }[]>(sql.customers) : Promise.resolve([]),
    db.$queryRaw<{ id: string; name: string; kind: string }[]>(sql.channels),
  ]);

  const days = new Set(eachDay(range));
  const volume = volumeRows.filter((row) => days.has(row.day));
  const sum = (rows: VolumeRow[], key: "sent" | "received") => rows.reduce((total, row) => total + row[key], 0);
  const previousVolume = volumeRows.filter((row) => !days.has(row.day));
  const hadPrevious = previousVolume.length > 0;
  const overall = (rows: PairRow[], current: boolean) => rows.find((row) => row.current === current && row.overall);
  const resolvedCount = (current: boolean) => overall(resolutionRows, current)?.samples ?? 0;
  const opened = (current: boolean) => conversationRows.find((row) => row.current === current)?.opened ?? 0;
  const added = (current: boolean) => customerRows.find((row) => row.current === current)?.added ?? 0;

  return {
    range,
    previousRange: previous,
    timeZone: tz,
    channels: channels.map((channel) => ({ ...channel, kind: channel.kind as ChannelKindName })),
    volume,
    totals: {
      sent: compared(sum(volume, "sent"), sum(previousVolume, "sent"), hadPrevious),
      received: compared(sum(volume, "received"), sum(previousVolume, "received"), hadPrevious),
      conversationsOpened: compared(opened(true), opened(false), hadPrevious),
      conversationsResolved: compared(resolvedCount(true), resolvedCount(false), hadPrevious),
      firstResponseSeconds: compared(
        overall(responseRows, true)?.median ?? null,
        overall(responseRows, false)?.median ?? null,
        true,
      ),
      resolutionSeconds: compared(
        overall(resolutionRows, true)?.median ?? null,
        overall(resolutionRows, false)?.median ?? null,
        true,
      ),
      customersAdded: scope.memberId
        ? { value: null, previous: null }
        : compared(
            added(true),
            added(false),
            customerRows.some((row) => !row.current),
          ),
    },
    members: await memberTimes(scope, responseRows, resolutionRows),
    heatmap: heatmapRows,
    templates: templateRows,
  };
}

async function memberTimes(
  scope: AnalyticsScope,
  responses: PairRow[],
  resolutions: PairRow[],
): Promise<MemberTimes[]> {
  const perMember = (rows: PairRow[]) =>
    new Map(rows.filter((row) => row.current && !row.overall && row.userId !== null).map((row) => [row.userId!, row]));
  const answered = perMember(responses);
  const resolved = perMember(resolutions);
  const ids = [...new Set([...answered.keys(), ...resolved.keys()])].filter(
    (id) => !scope.memberId || id === scope.memberId,
  );
  if (ids.length === 0) return [];
  const users = await db.user.findMany({
    where: { companyId: scope.companyId, id: { in: ids } },
    select: { id: true, firstName: true, lastName: true },
  });
  return users
    .map((user) => ({
      userId: user.id,
      name: `${user.firstName} ${user.lastName}`.trim(),
      firstResponseSeconds: answered.get(user.id)?.median ?? null,
      responses: answered.get(user.id)?.samples ?? 0,
      resolutionSeconds: resolved.get(user.id)?.median ?? null,
      resolved: resolved.get(user.id)?.samples ?? 0,
    }))
    .sort((a, b) => b.responses + b.resolved - (a.responses + a.resolved));
}
