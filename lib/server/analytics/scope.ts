import "server-only";
import type { NextRequest } from "next/server";
import { addDays, dayInZone, type DayRange } from "@/lib/analytics/range";
import { DETECTED_TIME_ZONE_COOKIE, effectiveTimeZone } from "@/lib/i18n/detected-time-zone";
import { can } from "@/lib/permissions";
import { currentPreferences } from "@/lib/server/account/current-preferences";
import type { SessionContext } from "@/lib/server/auth/get-session";
import { db } from "@/lib/server/db";
import { notFound } from "@/lib/server/errors";
import type { AnalyticsQuery } from "@/lib/validation/analytics";

// What an analytics query may count (issue 21 → Rules): the caller's company; a member only their
// own conversations (`memberId`), owners and admins everything; a channel filter of ids that are
// all the company's (any other id is a 404, as everywhere). Days are the caller's calendar days in
// their time zone (region settings, or the browser's when auto-detect is on).

export type AnalyticsScope = {
  companyId: string;
  /** Set for a member: only conversations assigned to them count. */
  memberId: string | null;
  channelIds: string[] | null;
  /** Social accounts asked for (all of them the company's); null = every account. */
  accountIds: string[] | null;
  timeZone: string;
  now: Date;
};

export async function analyticsScope(
  req: NextRequest,
  session: SessionContext,
  query: AnalyticsQuery,
  now = new Date(),
): Promise<{ scope: AnalyticsScope; range: DayRange }> {
  const { region } = await currentPreferences(session.userId);
  const timeZone = effectiveTimeZone(region, req.cookies.get(DETECTED_TIME_ZONE_COOKIE)?.value);
  let channelIds: string[] | null = null;
  if (query.channels) {
    const found = await db.channel.count({ where: { companyId: session.companyId, id: { in: query.channels } } });
    if (found !== query.channels.length) throw notFound();
    channelIds = query.channels;
  }
  let accountIds: string[] | null = null;
  if (query.accounts) {
    const found = await db.socialAccount.count({ where: { companyId: session.companyId, id: { in: query.accounts } } });
    if (found !== query.accounts.length) throw notFound();
    accountIds = query.accounts;
  }
  const today = dayInZone(now, timeZone);
  const range = query.from && query.to ? { from: query.from, to: query.to } : { from: addDays(today, -29), to: today };
  return {
    scope: {
      companyId: session.companyId,
      memberId: can(session.role, "analytics.readCompany") ? null : session.userId,
      channelIds,
      accountIds,
      timeZone,
      now,
    },
    range,
  };
}
