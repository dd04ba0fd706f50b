"use client";

import { Plus } from "lucide-react";
import { useTranslations } from "next-intl";
import type { ReactNode } from "react";
import { queryTableStatus, type FailedQuery } from "@/components/data-table/states";
import { requestErrorText } from "@/components/form/field-messages";
import { Button } from "@/components/ui/button";
import { Skeleton } from "@/components/ui/skeleton";

/** A panel section while it loads: two grey lines. */
function PanelSectionLoading({ label }: { label: string }) {
  return (
    <div role="status" aria-label={label} className="flex flex-col gap-2">
      <Skeleton className="h-10 w-full" />
      <Skeleton className="h-10 w-full" />
    </div>
  );
}

/** A panel section that could not be loaded: the reason and a retry. */
export function PanelSectionError({ message, onRetry }: { message: string; onRetry: () => void }) {
  const t = useTranslations("common");
  return (
    <div role="alert" className="flex items-center justify-between gap-2 rounded-lg border border-dashed px-3 py-2">
      <p className="text-sm text-destructive">{message}</p>
      <Button variant="outline" size="sm" onClick={onRetry}>
        {t("retry")}
      </Button>
    </div>
  );
}

/**
 * A section's list by its query: grey lines while it loads, the server's message (else
 * `texts.error`) and a retry when it failed with nothing shown before, else `children`.
 */
export function PanelSectionQuery({
  query,
  texts,
  children,
}: {
  query: FailedQuery & { isPending: boolean; isError: boolean; data: unknown };
  texts: { loading: string; error: string };
  children: ReactNode;
}) {
  const status = queryTableStatus(query);
  if (status === "loading") return <PanelSectionLoading label={texts.loading} />;
  if (status === "error")
    return (
      <PanelSectionError message={requestErrorText(query.error, texts.error)} onRetry={() => void query.refetch()} />
    );
  return children;
}

/**
 * One section of the customer panel: its small-caps title (what the section is named by), an
 * action beside it (Add), then its content.
 */
export function PanelSection({
  id,
  title,
  action,
  children,
}: {
  id: string;
  title: string;
  action?: ReactNode;
  children: ReactNode;
}) {
  return (
    <section aria-labelledby={id} className="flex flex-col gap-2">
      <div className="flex items-center justify-between gap-2">
        <h3 id={id} className="text-xs font-semibold tracking-wide text-muted-foreground uppercase">
          {title}
        </h3>
        {action}
      </div>
      {children}
    </section>
  );
}

/** A section's Add button, beside its title. */
export function PanelAddButton({ label, onClick }: { label: string; onClick: () => void }) {
  return (
    <Button variant="ghost" size="sm" className="h-7" onClick={onClick}>
      <Plus aria-hidden />
      {label}
    </Button>
  );
}
