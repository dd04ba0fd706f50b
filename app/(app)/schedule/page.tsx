import { pageTitle } from "@/app/page-title";
import { ScheduleScreen } from "@/components/schedule/schedule-screen";
import { can } from "@/lib/permissions";
import type { PostListJson } from "@/lib/posts/types";
import { pageQuery, readUrlState, type PageSearchParams } from "@/lib/query/url-state";
import { calendarWeekStart, dayOf } from "@/lib/schedule/calendar-dates";
import { postsQueryPath, scheduleUrlSchema } from "@/lib/schedule/calendar-url";
import { storedPreferences } from "@/lib/server/account/current-preferences";
import { requireUser } from "@/lib/server/auth/current-user";
import { getRegion } from "@/lib/server/format";
import { listPostsJson } from "@/lib/server/posts/list-posts";
import { listSocialAccounts } from "@/lib/server/posts/social-accounts";
import { listPostsQuery } from "@/lib/validation/posts";

export const generateMetadata = pageTitle("schedule", "title");

/** The moment of this request (a server render runs once: "today" is read here, as app/layout.tsx does). */
const renderedAt = () => Date.now();

// The content calendar (issue 20): the session, the user's zone and first day of the week (Sunday
// until they save one, spec 01 §2), the social accounts and the URL's first range, rendered on
// the server; the client component takes over navigating, filtering and editing, asking for the
// very same path first.
export default async function SchedulePage({ searchParams }: { searchParams: PageSearchParams }) {
  const { session } = await requireUser();
  const { params } = await pageQuery(searchParams);
  const state = readUrlState(scheduleUrlSchema, params);
  const [{ timeZone }, stored, accounts] = await Promise.all([
    getRegion(),
    storedPreferences(session.userId),
    listSocialAccounts(session.companyId),
  ]);
  const weekStartsOn = calendarWeekStart(stored);
  const anchor = state.date || dayOf(renderedAt(), timeZone);
  const path = postsQueryPath(state, anchor, weekStartsOn, timeZone, accounts);
  let initialList: PostListJson | null = null;
  const query = listPostsQuery.safeParse(Object.fromEntries(new URL(path, "http://x").searchParams));
  if (query.success) initialList = JSON.parse(await listPostsJson(session, query.data)) as PostListJson;

  return (
    <ScheduleScreen
      weekStartsOn={weekStartsOn}
      canCreate={can(session.role, "posts.create")}
      initialList={initialList}
      initialAccounts={accounts}
      initialPath={initialList ? path : null}
    />
  );
}
