"use client";

import { AlertCircle, RefreshCw } from "lucide-react";
import { useTranslations } from "next-intl";
import { DataTableStateBox, type FailedQuery } from "@/components/data-table/states";
import { requestErrorText } from "@/components/form/field-messages";
import { Button } from "@/components/ui/button";
import { Skeleton } from "@/components/ui/skeleton";
import { SkeletonEntry } from "@/components/common/skeleton-entry";

/** Rows of grey while a list of the security page (re)loads. */
export function ListSkeleton({ rows = 2 }: { rows?: number }) {
  const t = useTranslations("settings.security");
  return (
    <div role="status" aria-live="polite" className="flex flex-col gap-3">
      <span className="sr-only">{t("loading")}</span>
      {Array.from({ length: rows }, (_, index) => (
        <div key={index} aria-hidden className="flex items-center gap-3 rounded-lg border px-3 py-3">
          <Skeleton className="size-9 shrink-0 rounded-lg" />
          <SkeletonEntry titleWidth="w-2/5" detailWidth="w-3/5" />
        </div>
      ))}
    </div>
  );
}

/** A list that could not be loaded: the server's message (or ours) and a retry. */
export function ListError({ message, onRetry }: { message: string; onRetry: () => void }) {
  const t = useTranslations("settings.security");
  return (
    <DataTableStateBox role="alert" className="py-8 text-sm">
      <AlertCircle className="size-6 text-destructive" aria-hidden />
      <p className="font-medium">{message}</p>
      <Button variant="outline" size="sm" onClick={onRetry}>
        <RefreshCw aria-hidden />
        {t("retry")}
      </Button>
    </DataTableStateBox>
  );
}

/** ListError for a failed query: the server's message (else `fallback`); retry refetches. */
export function QueryListError({ query, fallback }: { query: FailedQuery; fallback: string }) {
  return <ListError message={requestErrorText(query.error, fallback)} onRetry={() => void query.refetch()} />;
}
