"use client";

import { useInfiniteQuery } from "@tanstack/react-query";
import { useTranslations } from "next-intl";
import { useCallback, useMemo, useState } from "react";
import { DownloadButton } from "@/components/common/download-button";
import { SearchInput } from "@/components/common/search-input";
import { column } from "@/components/data-table/columns";
import { useDataTable, DataTable, type ColumnDef } from "@/components/data-table/data-table";
import { FilterSelect } from "@/components/data-table/filter-select";
import { DataTableError, DataTableSkeleton, DataTableStateBox } from "@/components/data-table/states";
import { requestErrorText } from "@/components/form/field-messages";
import { useFormatter } from "@/components/format/formatter-provider";
import { Button } from "@/components/ui/button";
import { Card } from "@/components/ui/card";
import { api } from "@/lib/api-client";
import { CAMPAIGNS_KEY } from "@/lib/client/events/live-query-keys";
import { withQuery } from "@/lib/query/url-state";
import type { CampaignJson, RecipientJson, RecipientPage } from "@/lib/campaigns/types";
import { RECIPIENT_STATUSES, type RecipientStatus } from "@/lib/validation/campaigns";
import { uniqueById } from "@/lib/query/unique-by-id";
import { StatusBadge, type StatusTone } from "@/components/common/status-badge";

const TONE: Record<RecipientStatus, StatusTone> = {
  pending: "neutral",
  sending: "info",
  sent: "accent",
  delivered: "success",
  read: "strongSuccess",
  failed: "danger",
  skipped: "warning",
  unknown: "caution",
};

function RecipientStatusBadge({ status }: { status: RecipientStatus }) {
  const t = useTranslations("campaigns.detail.recipients.statuses");
  return <StatusBadge tone={TONE[status]}>{t(status)}</StatusBadge>;
}

/** Why a recipient failed (the provider's words) or was skipped (in the reader's language); "" otherwise. */
function useReason() {
  const t = useTranslations("campaigns.detail.recipients.skipReasons");
  return useCallback(
    (recipient: RecipientJson) => {
      if (recipient.skipReason) return t(recipient.skipReason);
      if (recipient.error) return recipient.error.message ?? recipient.error.reason ?? "";
      return "";
    },
    [t],
  );
}

/** The statuses, then the funnel's last steps (recipients who clicked, replied or converted). */
const MARKS = ["clicked", "replied", "converted"] as const;
const RECIPIENT_FILTERS = [...RECIPIENT_STATUSES, ...MARKS] as const;
type RecipientFilter = (typeof RECIPIENT_FILTERS)[number];
const isMark = (filter: RecipientFilter) => (MARKS as readonly string[]).includes(filter);

const recipientName = (recipient: RecipientJson) =>
  recipient.customer ? `${recipient.customer.firstName} ${recipient.customer.lastName}`.trim() : "—";

function Time({ at }: { at: string | null | undefined }) {
  const format = useFormatter();
  if (!at) return <span className="text-muted-foreground">—</span>;
  return (
    <time dateTime={at} title={format.dateTime(at)}>
      {format.dateTime(at)}
    </time>
  );
}

/**
 * Every recipient of a campaign with its status, the reason of a failure or a skip and its times;
 * filtered by status (failed, unknown, skipped and the rest) and searched, read page by page
 * (cursor), refreshed live with the campaign; the CSV export takes the same filters.
 */
export function RecipientsTable({ campaign }: { campaign: CampaignJson }) {
  const t = useTranslations("campaigns.detail.recipients");
  const reason = useReason();
  const [status, setStatus] = useState<RecipientFilter | "">("");
  const [search, setSearch] = useState("");
  const filters = new URLSearchParams();
  if (status) filters.set(isMark(status) ? "mark" : "status", status);
  if (search.trim()) filters.set("search", search.trim());
  const base = `/campaigns/${encodeURIComponent(campaign.id)}/recipients`;
  const query = useInfiniteQuery({
    queryKey: [...CAMPAIGNS_KEY, campaign.id, "recipients", status, search.trim()],
    queryFn: async ({ pageParam, signal }) => {
      const params = new URLSearchParams(filters);
      if (pageParam) params.set("cursor", pageParam);
      return (await api<RecipientPage>(withQuery(base, params), { signal })).data;
    },
    initialPageParam: "",
    getNextPageParam: (last) => last.nextCursor ?? undefined,
  });
  const rows = useMemo(() => uniqueById((query.data?.pages ?? []).flatMap((page) => page.recipients)), [query.data]);
  const columns = useMemo<ColumnDef<RecipientJson>[]>(() => {
    const time = (id: "sentAt" | "deliveredAt" | "readAt", className: string) =>
      column<RecipientJson>(id, t(`columns.${id}`), (recipient) => <Time at={recipient[id]} />, className);
    return [
      column<RecipientJson>(
        "customer",
        t("columns.customer"),
        (recipient) => (
          <div className="min-w-0">
            <p className="truncate font-medium">{recipientName(recipient)}</p>
            <p className="truncate text-xs text-muted-foreground">{recipient.customer?.phone ?? ""}</p>
          </div>
        ),
        undefined,
        { isFixed: true },
      ),
      column<RecipientJson>(
        "status",
        t("columns.status"),
        (recipient) => <RecipientStatusBadge status={recipient.status} />,
        "w-28",
      ),
      column<RecipientJson>(
        "error",
        t("columns.error"),
        (recipient) => <span className="line-clamp-2 text-muted-foreground">{reason(recipient)}</span>,
        "hidden w-56 text-sm md:table-cell",
      ),
      time("sentAt", "hidden w-36 text-sm lg:table-cell"),
      time("deliveredAt", "hidden w-36 text-sm xl:table-cell"),
      time("readAt", "hidden w-36 text-sm xl:table-cell"),
    ];
  }, [t, reason]);
  const table = useDataTable({ id: "campaign-recipients", data: rows, columns, getRowId: (row) => row.id });
  const csvParams = new URLSearchParams(filters);
  csvParams.set("format", "csv");

  return (
    <section aria-labelledby="campaign-recipients-title" className="flex flex-col gap-3">
      <div className="flex flex-col gap-2 sm:flex-row sm:items-end sm:justify-between">
        <h2 id="campaign-recipients-title" className="text-base font-semibold tracking-tight">
          {t("title")}
        </h2>
        <DownloadButton
          path={withQuery(base, csvParams)}
          label={t("export")}
          busyLabel={t("exporting")}
          failedText={t("exportFailed")}
          fileName={`campaign-${campaign.id}-recipients.csv`}
          size="sm"
        />
      </div>
      <div className="flex flex-col gap-2 sm:flex-row">
        <SearchInput value={search} onChange={setSearch} label={t("search")} placeholder={t("searchPlaceholder")} />
        <FilterSelect
          label={t("filter")}
          value={status}
          onChange={setStatus}
          options={RECIPIENT_FILTERS}
          optionLabel={(option) => t(`filters.${option}`)}
          allLabel={t("filters.all")}
          className="w-full sm:w-48"
        />
      </div>
      <DataTable
        table={table}
        label={t("title")}
        status={query.isPending ? "loading" : query.isError && !query.data ? "error" : "ready"}
        loading={
          <DataTableSkeleton
            label={t("loading")}
            shapes={{ thumb: "hidden", detail: "w-1/5", trailing: ["h-5 w-16"] }}
          />
        }
        error={
          <DataTableError message={requestErrorText(query.error, t("error"))} onRetry={() => void query.refetch()} />
        }
        empty={
          <DataTableStateBox role="status">
            <p className="text-sm text-muted-foreground">{t(status || search ? "noMatches" : "empty")}</p>
          </DataTableStateBox>
        }
        rowAttributes={(row) => ({ "data-recipient-status": row.status })}
        renderCard={(row) => (
          <Card className="gap-2 p-3">
            <div className="flex items-start justify-between gap-2">
              <div className="min-w-0">
                <p className="truncate font-medium">{recipientName(row)}</p>
                <p className="truncate text-xs text-muted-foreground">{row.customer?.phone ?? ""}</p>
              </div>
              <RecipientStatusBadge status={row.status} />
            </div>
            {reason(row) && <p className="text-sm text-muted-foreground">{reason(row)}</p>}
            <p className="text-xs text-muted-foreground">
              {t("columns.sentAt")}: <Time at={row.sentAt} />
            </p>
          </Card>
        )}
      />
      {query.hasNextPage && (
        <Button
          variant="outline"
          className="self-center"
          onClick={() => void query.fetchNextPage()}
          disabled={query.isFetchingNextPage}
        >
          {t(query.isFetchingNextPage ? "loadingMore" : "loadMore")}
        </Button>
      )}
    </section>
  );
}
