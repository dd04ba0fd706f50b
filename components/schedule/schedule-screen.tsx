"use client";

import { keepPreviousData } from "@tanstack/react-query";
import { ChevronLeft, ChevronRight, Plus } from "lucide-react";
import { useLocale, useTranslations } from "next-intl";
import { useCallback, useMemo, useState } from "react";
import { toast } from "sonner";
import { IconButton } from "@/components/common/icon-button";
import { HeadingBlock } from "@/components/common/heading-block";
import { DataTableError } from "@/components/data-table/states";
import { useIsNarrow } from "@/components/data-table/use-stored-choice";
import { requestErrorText } from "@/components/form/field-messages";
import { useFormatter } from "@/components/format/formatter-provider";
import { useNow } from "@/components/format/now-provider";
import { AgendaList } from "@/components/schedule/agenda-list";
import { CalendarFilters } from "@/components/schedule/calendar-filters";
import { DayListDialog } from "@/components/schedule/day-list-dialog";
import { MonthView, type DayActions } from "@/components/schedule/month-view";
import { PostDetailsDialog, type MovePost } from "@/components/schedule/post-details-dialog";
import { PostEditorDialog, type EditorTarget } from "@/components/schedule/post-editor-dialog";
import { TimeGridView } from "@/components/schedule/time-grid-view";
import { UndatedDrafts } from "@/components/schedule/undated-drafts";
import { YearView } from "@/components/schedule/year-view";
import { Button } from "@/components/ui/button";
import { Skeleton } from "@/components/ui/skeleton";
import { Tabs, TabsList, TabsTrigger } from "@/components/ui/tabs";
import { POSTS_KEY } from "@/lib/client/events/live-query-keys";
import { toLocale } from "@/lib/i18n/config";
import { SOCIAL_ACCOUNTS_KEY, type PostDetailJson, type PostListJson, type SocialAccountJson } from "@/lib/posts/types";
import { useApiMutation } from "@/lib/query/use-api-mutation";
import { useApiQuery } from "@/lib/query/use-api-query";
import { useUrlState } from "@/lib/query/use-url-state";
import {
  bucketByDay,
  dayOf,
  shiftAnchor,
  timeOf,
  viewDays,
  weekDays,
  zonedInstant,
  type DayKey,
  type WeekStart,
} from "@/lib/schedule/calendar-dates";
import { calendarEntries, canReschedule, undatedDrafts } from "@/lib/schedule/calendar-entries";
import { dayTitle, monthTitle, weekTitle } from "@/lib/schedule/calendar-labels";
import {
  CALENDAR_VIEWS,
  hasCalendarFilters,
  postsQueryPath,
  scheduleUrlSchema,
  showsCampaigns,
  type ScheduleUrlState,
} from "@/lib/schedule/calendar-url";

/**
 * The content calendar (/schedule, issue 20): Day, Week, Month (default) and Year views in the
 * user's time zone, weeks from their first day of the week; posts coloured by platform and campaigns
 * (read-only) on the same days. The URL holds the view, the day and the filters; the server
 * rendered the first range, the query layer loads the rest and refreshes on `post.updated`.
 */
export function ScheduleScreen({
  weekStartsOn,
  canCreate,
  initialList,
  initialAccounts,
  initialPath,
}: {
  weekStartsOn: WeekStart;
  canCreate: boolean;
  initialList: PostListJson | null;
  initialAccounts: SocialAccountJson[];
  /** The GET /posts path the server answered (the first view's). */
  initialPath: string | null;
}) {
  const t = useTranslations("schedule");
  const locale = toLocale(useLocale());
  const format = useFormatter();
  const now = useNow();
  const isNarrow = useIsNarrow();
  const [url, setUrl] = useUrlState(scheduleUrlSchema);
  const today = dayOf(now, format.timeZone);
  const anchor = url.date || today;

  const accountsQuery = useApiQuery<{ accounts: SocialAccountJson[] }>(SOCIAL_ACCOUNTS_KEY, "/social-accounts", {
    initialData: { accounts: initialAccounts },
  });
  const accounts = useMemo(() => accountsQuery.data?.accounts ?? [], [accountsQuery.data]);
  const path = postsQueryPath(url, anchor, weekStartsOn, format.timeZone, accounts);
  const postsQuery = useApiQuery<PostListJson>(POSTS_KEY, path, {
    initialData: initialList && path === initialPath ? initialList : undefined,
    placeholderData: keepPreviousData,
  });

  const entries = useMemo(() => calendarEntries(postsQuery.data, showsCampaigns(url)), [postsQuery.data, url]);
  const days = useMemo(() => bucketByDay(entries, format.timeZone), [entries, format.timeZone]);
  const drafts = useMemo(() => undatedDrafts(postsQuery.data), [postsQuery.data]);
  const postsById = useMemo(
    () => new Map((postsQuery.data?.posts ?? []).map((post) => [post.id, post] as const)),
    [postsQuery.data],
  );

  const [editor, setEditor] = useState<EditorTarget | null>(null);
  const [openPostId, setOpenPostId] = useState<string | null>(null);
  const [listDay, setListDay] = useState<DayKey | null>(null);

  const move = useApiMutation<{ post: PostDetailJson }, { post: Parameters<MovePost>[0]; scheduledAt: string }>({
    request: ({ post, scheduledAt }) => ({ path: `/posts/${post.id}`, method: "PUT", body: { scheduledAt } }),
    optimistic: [
      {
        key: POSTS_KEY,
        update: (current: PostListJson | undefined, { post, scheduledAt }) =>
          current && "posts" in current
            ? {
                ...current,
                posts: current.posts.map((item) => (item.id === post.id ? { ...item, scheduledAt } : item)),
              }
            : current,
      },
    ],
    invalidates: [POSTS_KEY],
  });

  const moveTo: MovePost = useCallback(
    async (post, scheduledAt) => {
      if (post.scheduledAt && Date.parse(post.scheduledAt) === scheduledAt.getTime()) return;
      try {
        const { message } = await move.mutateAsync({ post, scheduledAt: scheduledAt.toISOString() });
        toast.success(message ?? t("moved"));
      } catch (error) {
        toast.error(requestErrorText(error, t("moveError")));
        throw error;
      }
    },
    [move, t],
  );

  const actions: DayActions = {
    canCreate,
    onOpenPost: setOpenPostId,
    onShowDay: setListDay,
    onCreate: (day, time) => setEditor({ mode: "create", day, time }),
    onDropPost: (postId, day, slot) => {
      const post = postsById.get(postId);
      if (!post || !canReschedule(post)) return;
      const minutes = post.scheduledAt ? timeOf(post.scheduledAt, format.timeZone).slice(3) : "00";
      const time = slot
        ? `${slot.slice(0, 3)}${minutes}`
        : post.scheduledAt
          ? timeOf(post.scheduledAt, format.timeZone)
          : "09:00";
      void moveTo(post, zonedInstant(day, time, format.timeZone)).catch(() => undefined);
    },
  };

  const setView = (view: ScheduleUrlState["view"]) => setUrl({ view });
  const goTo = (date: DayKey) => setUrl({ date: date === today ? "" : date });
  const { first, last } = viewDays(url.view, anchor, weekStartsOn);
  const title =
    url.view === "day"
      ? dayTitle(anchor, locale)
      : url.view === "week"
        ? weekTitle(first, last, locale)
        : url.view === "month"
          ? monthTitle(anchor, locale)
          : anchor.slice(0, 4);

  const isFirstLoad = postsQuery.isPending;
  const loadError = postsQuery.isError && !postsQuery.data;

  return (
    <div
      className="mx-auto flex w-full max-w-7xl flex-col gap-4 px-4 py-6 sm:px-6 lg:px-8 lg:py-8"
      data-testid="schedule-screen"
    >
      <div className="flex flex-wrap items-start justify-between gap-3">
        <HeadingBlock level="page" title={t("title")} description={t("description", { zone: format.timeZone })} />
        {canCreate && (
          <Button
            onClick={() =>
              setEditor({ mode: "create", day: url.view === "month" && anchor === today ? today : anchor })
            }
          >
            <Plus aria-hidden />
            {t("create")}
          </Button>
        )}
      </div>

      <div className="flex flex-wrap items-center gap-2">
        <Tabs value={url.view} onValueChange={(value) => setView(value as ScheduleUrlState["view"])}>
          <TabsList aria-label={t("views.label")}>
            {CALENDAR_VIEWS.map((view) => (
              <TabsTrigger key={view} value={view} data-testid={`view-${view}`}>
                {t(`views.${view}`)}
              </TabsTrigger>
            ))}
          </TabsList>
        </Tabs>
        <div className="flex items-center gap-1">
          <IconButton
            icon={ChevronLeft}
            variant="outline"
            onClick={() => goTo(shiftAnchor(url.view, anchor, -1))}
            label={t(`previous.${url.view}`)}
            data-testid="calendar-previous"
          />
          <Button variant="outline" onClick={() => goTo(today)} data-testid="calendar-today">
            {t("today")}
          </Button>
          <IconButton
            icon={ChevronRight}
            variant="outline"
            onClick={() => goTo(shiftAnchor(url.view, anchor, 1))}
            label={t(`next.${url.view}`)}
            data-testid="calendar-next"
          />
        </div>
        <h2 className="min-w-0 text-lg font-semibold" aria-live="polite" data-testid="calendar-title">
          {title}
        </h2>
      </div>

      <CalendarFilters
        state={url}
        onChange={setUrl}
        accounts={accounts}
        authors={postsQuery.data?.authors ?? NO_AUTHORS}
      />

      {isFirstLoad ? (
        <CalendarSkeleton asList={isNarrow && url.view === "month"} />
      ) : loadError ? (
        <DataTableError
          message={requestErrorText(postsQuery.error, t("loadError"))}
          onRetry={() => void postsQuery.refetch()}
        />
      ) : (
        <div aria-busy={postsQuery.isFetching} className="flex flex-col gap-2">
          {/* The phone's month (the agenda) says "nothing planned" itself; a filter's note still shows. */}
          {entries.length === 0 && !(url.view === "month" && isNarrow && !hasCalendarFilters(url)) && (
            <EmptyNote state={url} onClear={() => setUrl({ platform: "", account: "", status: "", author: "" })} />
          )}
          {url.view === "month" &&
            (isNarrow ? (
              <AgendaList
                anchor={anchor}
                today={today}
                days={days}
                onOpenPost={setOpenPostId}
                onCreate={(day) => setEditor({ mode: "create", day })}
                canCreate={canCreate}
                isFiltered={hasCalendarFilters(url)}
              />
            ) : (
              <MonthView anchor={anchor} today={today} weekStartsOn={weekStartsOn} days={days} actions={actions} />
            ))}
          {url.view === "week" && (
            <TimeGridView days={weekDays(anchor, weekStartsOn)} today={today} entries={days} actions={actions} />
          )}
          {url.view === "day" && <TimeGridView days={[anchor]} today={today} entries={days} actions={actions} />}
          {url.view === "year" && (
            <YearView
              anchor={anchor}
              today={today}
              weekStartsOn={weekStartsOn}
              days={days}
              onOpenDay={(day) => setUrl({ view: "day", date: day === today ? "" : day })}
              onOpenMonth={(day) => setUrl({ view: "month", date: day })}
              onDropPost={(postId, day) => actions.onDropPost(postId, day)}
            />
          )}
          <UndatedDrafts drafts={drafts} onOpenPost={setOpenPostId} />
        </div>
      )}

      <DayListDialog
        day={listDay}
        entries={listDay ? (days.get(listDay) ?? []) : []}
        onOpenChange={(open) => !open && setListDay(null)}
        onOpenPost={(postId) => {
          setListDay(null);
          setOpenPostId(postId);
        }}
      />
      <PostDetailsDialog
        postId={openPostId}
        onOpenChange={(open) => !open && setOpenPostId(null)}
        onEdit={(postId) => {
          setOpenPostId(null);
          setEditor({ mode: "edit", postId });
        }}
        onMove={moveTo}
      />
      <PostEditorDialog
        target={editor}
        accounts={accounts}
        onOpenChange={(open) => !open && setEditor(null)}
        onSaved={(post) => {
          setEditor(null);
          // Show the day the post landed on, if it is outside the view.
          if (post.scheduledAt) {
            const day = dayOf(post.scheduledAt, format.timeZone);
            if (day < first || day > last) goTo(day);
          }
        }}
      />
    </div>
  );
}

const NO_AUTHORS: PostListJson["authors"] = {};

function EmptyNote({ state, onClear }: { state: ScheduleUrlState; onClear: () => void }) {
  const t = useTranslations("schedule");
  const isFiltered = Boolean(state.platform || state.account || state.status || state.author);
  return (
    <p
      role="status"
      className="flex flex-wrap items-center gap-2 text-sm text-muted-foreground"
      data-testid="calendar-empty"
    >
      {isFiltered ? t("empty.filtered") : t(`empty.${state.view}`)}
      {isFiltered && (
        <Button variant="link" size="sm" className="h-auto p-0" onClick={onClear}>
          {t("filters.clear")}
        </Button>
      )}
    </p>
  );
}

/** The grid's shape while the first range loads; the agenda's (a few rows) on a phone's month. */
function CalendarSkeleton({ asList }: { asList: boolean }) {
  const t = useTranslations("schedule");
  if (asList) {
    return (
      <div className="flex flex-col gap-2" aria-busy="true" aria-label={t("loading")}>
        {Array.from({ length: 4 }, (_, index) => (
          <Skeleton key={index} className="h-14 rounded-md" />
        ))}
      </div>
    );
  }
  return (
    <div
      className="grid grid-cols-7 gap-px overflow-hidden rounded-lg border"
      aria-busy="true"
      aria-label={t("loading")}
    >
      {Array.from({ length: 35 }, (_, index) => (
        <Skeleton key={index} className="h-24 rounded-none" />
      ))}
    </div>
  );
}
