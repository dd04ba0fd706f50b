"use client";

import { useTranslations } from "next-intl";
import { FilterSelect } from "@/components/data-table/filter-select";
import { Button } from "@/components/ui/button";
import { POST_STATUSES, SOCIAL_PLATFORMS, type PostListJson, type SocialAccountJson } from "@/lib/posts/types";
import { hasCalendarFilters, type ScheduleUrlState } from "@/lib/schedule/calendar-url";
import { PLATFORM_NAMES } from "@/lib/validation/posts";

/**
 * The calendar's filters, kept in the URL: platform, account (of that platform), state and author
 * (me, or anyone who wrote a post in view).
 */
export function CalendarFilters({
  state,
  onChange,
  accounts,
  authors: authorsById,
}: {
  state: ScheduleUrlState;
  onChange: (change: Partial<ScheduleUrlState>) => void;
  accounts: readonly SocialAccountJson[];
  /** The listed posts' authors (GET /posts). */
  authors: PostListJson["authors"];
}) {
  const t = useTranslations("schedule.filters");
  const tStatus = useTranslations("schedule.statuses");
  const shownAccounts = state.platform ? accounts.filter((account) => account.platform === state.platform) : accounts;
  const accountName = new Map(
    accounts.map((account) => [account.id, `${account.name} (${PLATFORM_NAMES[account.platform]})`]),
  );
  const authors = new Map(Object.entries(authorsById).map(([id, author]) => [id, author.name] as const));
  const authorOptions = [
    "me",
    ...[...authors.keys()].filter((id) => id !== state.author),
    ...(state.author && state.author !== "me" ? [state.author] : []),
  ];
  const width = "w-full min-w-0 sm:w-44";

  return (
    <div className="grid grid-cols-2 items-center gap-2 sm:flex sm:flex-wrap" data-testid="calendar-filters">
      <FilterSelect
        label={t("platform")}
        value={state.platform}
        onChange={(platform) => onChange({ platform, account: "" })}
        options={SOCIAL_PLATFORMS}
        optionLabel={(platform) => PLATFORM_NAMES[platform]}
        allLabel={t("allPlatforms")}
        className={width}
      />
      <FilterSelect
        label={t("account")}
        value={state.account}
        onChange={(account) => onChange({ account })}
        options={shownAccounts.map((account) => account.id)}
        optionLabel={(id) => accountName.get(id) ?? id}
        allLabel={t("allAccounts")}
        className={width}
      />
      <FilterSelect
        label={t("status")}
        value={state.status}
        onChange={(status) => onChange({ status })}
        options={POST_STATUSES}
        optionLabel={(status) => tStatus(status)}
        allLabel={t("allStatuses")}
        className={width}
      />
      <FilterSelect
        label={t("author")}
        value={state.author}
        onChange={(author) => onChange({ author })}
        options={authorOptions}
        optionLabel={(id) => (id === "me" ? t("me") : (authors.get(id) ?? t("someone")))}
        allLabel={t("allAuthors")}
        className={width}
      />
      {hasCalendarFilters(state) && (
        <Button
          variant="ghost"
          size="sm"
          onClick={() => onChange({ platform: "", account: "", status: "", author: "" })}
        >
          {t("clear")}
        </Button>
      )}
    </div>
  );
}
