"use client";

import { ListFilter } from "lucide-react";
import { useTranslations } from "next-intl";
import type { ComponentProps, KeyboardEvent } from "react";
import { SearchInput } from "@/components/common/search-input";
import { FilterSelect } from "@/components/data-table/filter-select";
import { useFormatter } from "@/components/format/formatter-provider";
import { Button } from "@/components/ui/button";
import { Label } from "@/components/ui/label";
import { Popover, PopoverContent, PopoverTrigger } from "@/components/ui/popover";
import type { ChannelJson } from "@/lib/channels/types";
import type { InboxUrlState } from "@/lib/inbox/list-url";
import { CONVERSATION_STATUSES, CONVERSATION_TABS, type ConversationCounts } from "@/lib/inbox/types";
import { useApiQuery } from "@/lib/query/use-api-query";
import { cn } from "@/lib/utils";

const ASSIGNEES = ["me", "unassigned"] as const;

/** A filter in the popover: its name above it (the name is also the select's accessible name). */
function LabelledFilter<T extends string>(props: Omit<ComponentProps<typeof FilterSelect<T>>, "className">) {
  return (
    <div className="flex flex-col gap-1.5">
      <Label className="text-xs text-muted-foreground">{props.label}</Label>
      <FilterSelect {...props} className="w-full" />
    </div>
  );
}

/** The channel, assignee and status filters, behind one button that counts the ones in use. */
function Filters({ state, onChange }: { state: InboxUrlState; onChange: (change: Partial<InboxUrlState>) => void }) {
  const t = useTranslations("inboxScreen.list.filters");
  const channels = useApiQuery<{ channels: ChannelJson[] }>(["channels"], "/channels").data?.channels ?? [];
  const active = [state.channel, state.assignee, state.status].filter(Boolean).length;
  return (
    <Popover>
      <PopoverTrigger asChild>
        <Button
          variant="outline"
          size="icon"
          className="relative shrink-0"
          aria-label={active ? t("buttonActive", { count: active }) : t("button")}
          data-testid="inbox-filters"
        >
          <ListFilter aria-hidden />
          {active > 0 && (
            <span
              aria-hidden
              className="absolute -top-1.5 -right-1.5 grid size-4 place-items-center rounded-full bg-primary text-[0.625rem] font-semibold text-primary-foreground"
            >
              {active}
            </span>
          )}
        </Button>
      </PopoverTrigger>
      <PopoverContent align="end" className="flex w-64 flex-col gap-3">
        <LabelledFilter
          label={t("channel")}
          value={state.channel}
          onChange={(channel) => onChange({ channel })}
          options={channels.map((channel) => channel.id)}
          optionLabel={(id) => channels.find((channel) => channel.id === id)?.name ?? id}
          allLabel={t("allChannels")}
        />
        <LabelledFilter
          label={t("assignee")}
          value={state.assignee}
          onChange={(assignee) => onChange({ assignee })}
          options={ASSIGNEES}
          optionLabel={(assignee) => t(`assignees.${assignee}`)}
          allLabel={t("anyone")}
        />
        <LabelledFilter
          label={t("status")}
          value={state.status}
          onChange={(status) => onChange({ status })}
          options={CONVERSATION_STATUSES}
          optionLabel={(status) => t(`statuses.${status}`)}
          allLabel={t("anyStatus")}
        />
        {active > 0 && (
          <Button
            variant="ghost"
            size="sm"
            className="self-start"
            onClick={() => onChange({ channel: "", assignee: "", status: "" })}
          >
            {t("clear")}
          </Button>
        )}
      </PopoverContent>
    </Popover>
  );
}

/**
 * Above the list: the three tabs with their counts, the search (name, phone or message text) and
 * the filters (channel, assignee, status).
 */
export function ListHeader({
  state,
  onChange,
  counts,
  countsExact,
}: {
  state: InboxUrlState;
  onChange: (change: Partial<InboxUrlState>) => void;
  counts: ConversationCounts | undefined;
  countsExact: boolean;
}) {
  const t = useTranslations("inboxScreen.list");
  const format = useFormatter();
  // The tabs are one Tab stop (WAI-ARIA tabs): the arrows, Home and End choose and focus another.
  const onTabKey = (event: KeyboardEvent<HTMLButtonElement>) => {
    const at = CONVERSATION_TABS.indexOf(state.tab);
    const last = CONVERSATION_TABS.length - 1;
    const next = { ArrowRight: at + 1, ArrowLeft: at - 1, Home: 0, End: last }[event.key];
    if (next === undefined) return;
    event.preventDefault();
    const tab = CONVERSATION_TABS[(next + last + 1) % (last + 1)]!;
    onChange({ tab });
    event.currentTarget.parentElement?.querySelector<HTMLElement>(`[data-tab="${tab}"]`)?.focus();
  };
  return (
    <div className="flex flex-col gap-3 border-b p-3">
      <div role="tablist" aria-label={t("tabsLabel")} className="grid grid-cols-3 gap-1 rounded-lg bg-muted p-[3px]">
        {CONVERSATION_TABS.map((tab) => {
          const active = state.tab === tab;
          return (
            <button
              key={tab}
              type="button"
              role="tab"
              data-testid={`inbox-tab-${tab}`}
              data-tab={tab}
              aria-selected={active}
              tabIndex={active ? 0 : -1}
              onKeyDown={onTabKey}
              onClick={() => onChange({ tab })}
              className={cn(
                "flex min-w-0 flex-col items-center rounded-md px-1 py-1 text-sm leading-tight font-medium outline-none focus-visible:ring-[3px] focus-visible:ring-ring/50",
                active
                  ? "bg-background text-foreground shadow-sm dark:bg-input/30"
                  : "text-muted-foreground hover:text-foreground",
              )}
            >
              <span className="max-w-full truncate">{t(`tabs.${tab}`)}</span>
              <span className={cn("text-xs tabular-nums", active ? "text-primary dark:text-accent-foreground" : "")}>
                {counts ? format.count(counts[tab], countsExact) : "\u00a0"}
              </span>
            </button>
          );
        })}
      </div>
      <div className="flex gap-2">
        <SearchInput
          value={state.search}
          onChange={(search) => onChange({ search })}
          label={t("searchLabel")}
          placeholder={t("searchPlaceholder")}
        />
        <Filters state={state} onChange={onChange} />
      </div>
    </div>
  );
}
