"use client";

import { CheckCircle2, ChevronDown, Loader2, ShieldCheck, TriangleAlert } from "lucide-react";
import { useTranslations } from "next-intl";
import { useState } from "react";
import { requestErrorText } from "@/components/form/field-messages";
import { ListError } from "@/components/settings/security/section-states";
import { Button } from "@/components/ui/button";
import { api } from "@/lib/api-client";
import { RelativeTime } from "@/components/format/relative-time";
import type { SecurityEventJson, SecurityEventPage } from "@/lib/server/account/security-events";
import { cn } from "@/lib/utils";

/**
 * Recent security activity (spec 02 §2.9, §3): the user's events, newest first, each with its
 * status icon, time, device and IP; "load more" fetches the next page.
 */
export function SecurityActivityList({ initial }: { initial: SecurityEventPage }) {
  const t = useTranslations("settings.security.activity");
  const events = useTranslations("settings.security.events");
  const [items, setItems] = useState<SecurityEventJson[]>(initial.events);
  const [pagination, setPagination] = useState(initial.pagination);
  const [isLoading, setIsLoading] = useState(false);
  const [error, setError] = useState<string | null>(null);

  const loadMore = async () => {
    setIsLoading(true);
    setError(null);
    try {
      const next = pagination.page + 1;
      const { data } = await api<SecurityEventPage>(`/account/security-events?page=${next}&limit=${pagination.limit}`);
      // A new event since the first page shifts the pages by one: skip what is already shown.
      setItems((previous) => {
        const seen = new Set(previous.map((item) => item.id));
        return [...previous, ...data.events.filter((item) => !seen.has(item.id))];
      });
      setPagination(data.pagination);
    } catch (caught) {
      setError(requestErrorText(caught, t("error")));
    } finally {
      setIsLoading(false);
    }
  };

  const label = (action: string) => (events.has(action) ? events(action) : events("unknown"));

  if (items.length === 0) {
    return (
      <div className="flex flex-col items-center gap-2 rounded-lg border border-dashed px-4 py-8 text-center">
        <ShieldCheck className="size-6 text-muted-foreground" aria-hidden />
        <p className="text-sm font-medium">{t("empty")}</p>
        <p className="text-sm text-muted-foreground">{t("emptyText")}</p>
      </div>
    );
  }

  return (
    <div className="flex flex-col gap-3">
      <ol className="flex flex-col divide-y rounded-lg border" aria-label={t("listLabel")}>
        {items.map((item) => {
          const isWarning = item.status === "warning";
          const device =
            item.browser && item.device
              ? t("deviceName", { browser: item.browser, device: item.device })
              : (item.browser ?? item.device ?? t("unknownDevice"));
          return (
            <li key={item.id} className="flex items-start gap-3 px-3 py-3">
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
            </li>
          );
        })}
      </ol>
      {error && <ListError message={error} onRetry={loadMore} />}
      {pagination.hasMore && !error && (
        <Button variant="outline" className="w-full sm:w-fit sm:self-center" onClick={loadMore} disabled={isLoading}>
          {isLoading ? <Loader2 className="animate-spin" aria-hidden /> : <ChevronDown aria-hidden />}
          {t("loadMore")}
        </Button>
      )}
    </div>
  );
}
