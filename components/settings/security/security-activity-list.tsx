"use client";

import { CheckCircle2, ChevronDown, Loader2, ShieldCheck, TriangleAlert } from "lucide-react";
import { useTranslations } from "next-intl";
import { useInfiniteQuery } from "@tanstack/react-query";
import { useMemo } from "react";
import { requestErrorText } from "@/components/form/field-messages";
import { DataTable, useCardList } from "@/components/data-table/data-table";
import { ListError } from "@/components/settings/security/section-states";
import { Button } from "@/components/ui/button";
import { api } from "@/lib/api-client";
import { RelativeTime } from "@/components/format/relative-time";
import { ListEmpty } from "@/components/settings/list-empty";
import type { SecurityEventPage } from "@/lib/account/types";
import { uniqueById } from "@/lib/query/unique-by-id";
import { cn } from "@/lib/utils";

/** The pages of events loaded so far ("load more" adds one). */
const EVENTS_KEY = ["account", "security-events"] as const;
/**
 * Recent security activity (spec 02 §2.9, §3): the user's events, newest first, each with its
 * status icon, time, device and IP; "load more" fetches the next page.
 */
export function SecurityActivityList({ initial }: { initial: SecurityEventPage }) {
  const t = useTranslations("settings.security.activity");
  const events = useTranslations("settings.security.events");
  const query = useInfiniteQuery({
    queryKey: EVENTS_KEY,
    queryFn: async ({ pageParam, signal }) =>
      (
        await api<SecurityEventPage>(`/account/security-events?page=${pageParam}&limit=${initial.pagination.limit}`, {
          signal,
        })
      ).data,
    initialPageParam: initial.pagination.page,
    getNextPageParam: (last) => (last.pagination.hasMore ? last.pagination.page + 1 : undefined),
    initialData: { pages: [initial], pageParams: [initial.pagination.page] },
  });
  // A new event since the first page shifts the pages by one: skip what is already shown.
  const items = useMemo(() => uniqueById((query.data?.pages ?? []).flatMap((page) => page.events)), [query.data]);
  const error = query.isFetchNextPageError ? requestErrorText(query.error, t("error")) : null;
  const loadMore = () => void query.fetchNextPage();
  const table = useCardList("security-activity", items);

  const label = (action: string) => (events.has(action) ? events(action) : events("unknown"));

  return (
    <div className="flex flex-col gap-3">
      <DataTable
        table={table}
        view="cards"
        listAs="ol"
        label={t("listLabel")}
        cardsClassName="gap-0 divide-y rounded-lg border"
        cardClassName="flex items-start gap-3 px-3 py-3"
        empty={<ListEmpty icon={ShieldCheck} title={t("empty")} text={t("emptyText")} />}
        renderCard={(item) => {
          const isWarning = item.status === "warning";
          const device =
            item.browser && item.device
              ? t("deviceName", { browser: item.browser, device: item.device })
              : (item.browser ?? item.device ?? t("unknownDevice"));
          return (
            <>
              <span
                className={cn(
                  "grid size-8 shrink-0 place-items-center rounded-full",
                  isWarning ? "bg-warning/15 text-warning" : "bg-success/15 text-success",
                )}
              >
                {isWarning ? (
                  <TriangleAlert className="size-4" aria-hidden />
                ) : (
                  <CheckCircle2 className="size-4" aria-hidden />
                )}
                <span className="sr-only">{isWarning ? t("statusWarning") : t("statusSuccess")}</span>
              </span>
              <div className="flex min-w-0 flex-1 flex-col gap-0.5">
                <p className="text-sm font-medium">{label(item.action)}</p>
                <p className="text-xs break-words text-muted-foreground">
                  <RelativeTime value={item.createdAt} />
                  <span aria-hidden> · </span>
                  {device}
                  {item.ip && (
                    <>
                      <span aria-hidden> · </span>
                      <span className="whitespace-nowrap">{t("ip", { ip: item.ip })}</span>
                    </>
                  )}
                </p>
              </div>
            </>
          );
        }}
      />
      {error && <ListError message={error} onRetry={loadMore} />}
      {query.hasNextPage && !error && (
        <Button
          variant="outline"
          className="w-full sm:w-fit sm:self-center"
          onClick={loadMore}
          disabled={query.isFetchingNextPage}
        >
          {query.isFetchingNextPage ? <Loader2 className="animate-spin" aria-hidden /> : <ChevronDown aria-hidden />}
          {t("loadMore")}
        </Button>
      )}
    </div>
  );
}
