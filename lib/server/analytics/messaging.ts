import "server-only";
import { Prisma } from "@/lib/generated/prisma/client";
import { eachDay, previousRange, rangeInstants, type DayRange } from "@/lib/analytics/range";
import type { ChannelKindName, Compared, MemberTimes, MessagingAnalytics } from "@/lib/analytics/types";
import { db } from "@/lib/server/db";
import type { AnalyticsScope } from "@/lib/server/analytics/scope";

// GET /analytics/messaging (issue 21): Kanal's own figures, from summaries the database keeps
// exact on every write (migration analytics_summaries), so a range costs the same whatever the
// number of messages. Each query reads the current and the previous period in one pass (`current`
// tells them apart), so a comparison costs no second trip. System lines (assigned, resolved,
// reopened) are not messages anyone sent, except that a "resolved" line is when a conversation
// was resolved.
//
// Volume and the heatmap: "MessageVolume", messages sent and received per UTC quarter hour,
// channel and assignee; a day or an hour in the viewer's zone is whole quarter hours in every zone
// in use (Kolkata +5:30 and Kathmandu +5:45 included).
//
// First response: a customer's turn is their messages since staff last wrote; it is answered by
// the next message a person sent (campaign and automated sends have no sender and answer nobody).
// The answer stores the seconds since the turn's first message ("responseSeconds"); a turn counts
// in the period it began in, once answered before the range ends.
//
// Resolution: from the first message after the conversation's previous "resolved" line (or its
// first message) to the "resolved" line, stored on the line ("resolutionSeconds").

type VolumeRow = { day: string; channelId: string; sent: number; received: number };
type PairRow = { current: boolean; overall: boolean; userId: string | null; median: number | null; samples: number };

/** The SQL that narrows messages `m` to what the caller may count (a member: their own conversations). */
function messageScope(scope: AnalyticsScope): Prisma.Sql {
  const channels = scope.channelIds ? Prisma.sql`AND m."channelId" = ANY(${scope.channelIds}::text[])` : Prisma.empty;
  const member = scope.memberId
    ? Prisma.sql`AND EXISTS (SELECT 1 FROM "Conversation" c WHERE c.id = m."conversationId" AND c."assigneeId" = ${scope.memberId})`
    : Prisma.empty;
  return Prisma.sql`m."companyId" = ${scope.companyId} ${channels} ${member}`;
}

/** The same narrowing of "MessageVolume" buckets `v` (kept per assignee). */
function volumeScope(scope: AnalyticsScope): Prisma.Sql {
  const channels = scope.channelIds ? Prisma.sql`AND v."channelId" = ANY(${scope.channelIds}::text[])` : Prisma.empty;
  const member = scope.memberId ? Prisma.sql`AND v."assigneeId" = ${scope.memberId}` : Prisma.empty;
  return Prisma.sql`v."companyId" = ${scope.companyId} ${channels} ${member}`;
}

const compared = (value: number | null, previous: number | null, hadPrevious: boolean): Compared => ({
  value,
  previous: hadPrevious ? previous : null,
});

/** The range and the previous period as instants, and the caller's narrowing of messages and buckets. */
function periodsOf(scope: AnalyticsScope, range: DayRange) {
  const previous = previousRange(range);
  const { start, end } = rangeInstants(range, scope.timeZone);
  const { start: previousStart } = rangeInstants(previous, scope.timeZone);
  return {
    range,
    previous,
    start,
    previousStart,
    end,
    tz: scope.timeZone,
    where: messageScope(scope),
    buckets: volumeScope(scope),
    window: Prisma.sql`m."createdAt" >= ${previousStart} AND m."createdAt" < ${end}`,
  };
}
type Periods = ReturnType<typeof periodsOf>;

/** Messages sent and received per day (in the viewer's zone) and channel, both periods. */
function volumeSql({ tz, buckets, previousStart, end }: Periods) {
  // Grouped by date, then formatted: to_char once per day rather than once per bucket.
  return Prisma.sql`
        SELECT to_char(day, 'YYYY-MM-DD') AS day, "channelId", sent, received
        FROM (
          SELECT ((v."startsAt" AT TIME ZONE 'UTC') AT TIME ZONE ${tz})::date AS day, v."channelId",
                 sum(v.sent)::int AS sent, sum(v.received)::int AS received
          FROM "MessageVolume" v
          WHERE ${buckets} AND v."startsAt" >= ${previousStart} AND v."startsAt" < ${end}
          GROUP BY 1, 2
        ) AS days`;
}

/**
 * The median of `pairs` (current, "userId", seconds) per period, and per member when asked (the
 * overview's cards need only the overall figure: half the sorting).
 */
function mediansSql(pairs: Prisma.Sql, perMember: boolean) {
  const groups = perMember ? Prisma.sql`GROUPING SETS ((current), (current, "userId"))` : Prisma.sql`current`;
  return Prisma.sql`
        WITH pairs AS (${pairs})
        SELECT current, ${perMember ? Prisma.sql`"userId", grouping("userId") = 1` : Prisma.sql`NULL AS "userId", true`} AS overall,
               percentile_cont(0.5) WITHIN GROUP (ORDER BY seconds) AS median, count(*)::int AS samples
        FROM pairs GROUP BY ${groups}`;
}

/** The median first response per period (the period its turn began in), overall and per member. */
function firstResponsesSql({ start, previousStart, where, window }: Periods, perMember: boolean) {
  return mediansSql(
    Prisma.sql`
          SELECT asked >= ${start} AS current, "userId", seconds
          FROM (
            SELECT m."createdAt" - m."responseSeconds" * interval '1 second' AS asked, m."sentById" AS "userId",
                   m."responseSeconds" AS seconds
            FROM "Message" m
            WHERE ${where} AND ${window} AND m."responseSeconds" IS NOT NULL
          ) AS answers
          WHERE asked >= ${previousStart}`,
    perMember,
  );
}

/** The statements behind the overview's message cards (the bench runs the same through `pg`). */
export function messageTotalsSql(scope: AnalyticsScope, range: DayRange) {
  const periods = periodsOf(scope, range);
  return { volume: volumeSql(periods), responses: firstResponsesSql(periods, false) };
}

/** Messages sent and received in the range and the previous period (null when it had none). */
export async function messageTotals(scope: AnalyticsScope, range: DayRange) {
  const sql = messageTotalsSql(scope, range);
  const [volume, responses] = await Promise.all([
    db.$queryRaw<VolumeRow[]>(sql.volume),
    db.$queryRaw<PairRow[]>(sql.responses),
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
    responses: firstResponsesSql(periods, true),
    resolutions: mediansSql(
      Prisma.sql`
          SELECT m."createdAt" >= ${start} AS current, m."sentById" AS "userId", m."resolutionSeconds" AS seconds
          FROM "Message" m
          WHERE ${where} AND ${window} AND m."resolutionSeconds" IS NOT NULL`,
      true,
    ),
    heatmap: Prisma.sql`
        SELECT (extract(isodow FROM (v."startsAt" AT TIME ZONE 'UTC') AT TIME ZONE ${tz})::int - 1) AS weekday,
               extract(hour FROM (v."startsAt" AT TIME ZONE 'UTC') AT TIME ZONE ${tz})::int AS hour,
               sum(v.received)::int AS count
        FROM "MessageVolume" v
        WHERE ${periods.buckets} AND v."startsAt" >= ${start} AND v."startsAt" < ${end} AND v.received > 0
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
