"use client";

import { AlertCircle, FolderOpen, SearchX, type LucideIcon } from "lucide-react";
import { useTranslations } from "next-intl";
import type { ReactNode } from "react";
import { requestErrorText } from "@/components/form/field-messages";
import { Button } from "@/components/ui/button";
import { Skeleton } from "@/components/ui/skeleton";
import { cn } from "@/lib/utils";

/** The dashed box of a table's empty and error states; the screen says what to show in it. */
export function DataTableStateBox({
  children,
  role,
  className,
}: {
  children: ReactNode;
  role?: "alert" | "status";
  className?: string;
}) {
  return (
    <div
      role={role}
      className={cn(
        "flex flex-col items-center justify-center gap-3 rounded-lg border border-dashed px-4 py-16 text-center",
        className,
      )}
    >
      {children}
    </div>
  );
}

/** The list could not be loaded: the server's message (or the screen's) and a retry. */
export function DataTableError({
  message,
  onRetry,
  className,
}: {
  message: string;
  onRetry: () => void;
  className?: string;
}) {
  const t = useTranslations("common");
  return (
    <DataTableStateBox role="alert" className={className}>
      <AlertCircle className="size-8 text-destructive" aria-hidden />
      <p className="font-medium">{message}</p>
      <Button variant="outline" size="sm" onClick={onRetry}>
        {t("retry")}
      </Button>
    </DataTableStateBox>
  );
}

/** A list query's state as DataTable shows it: a page already shown stays on a failed refresh. */
export function queryTableStatus(query: { isPending: boolean; isError: boolean; data: unknown }) {
  return query.isPending ? "loading" : query.isError && !query.data ? "error" : "ready";
}

/** What an error state reads of a failed query (TanStack Query's result): its error, and how to retry. */
export type FailedQuery = { error: unknown; refetch: () => unknown };

/** DataTableError for a failed query: the server's message (else `fallback`), retry refetches. */
export function DataTableQueryError({ query, fallback }: { query: FailedQuery; fallback: string }) {
  return <DataTableError message={requestErrorText(query.error, fallback)} onRetry={() => void query.refetch()} />;
}

type NothingShownProps = {
  /** Nothing matches the search or filters; else the group or folder chosen is empty. */
  isFiltered: boolean;
  title: string;
  text: string;
  /** Beside the reset: what adds something to the empty group or folder. */
  action?: ReactNode;
  resetLabel: string;
  onReset: () => void;
};

/**
 * The list is not empty, but shows nothing: nothing matches the search or filters, or the group or
 * folder chosen is empty. Says so and offers to reset the filters (or go back to everything).
 */
export function DataTableNothingShown({ isFiltered, title, text, action, resetLabel, onReset }: NothingShownProps) {
  const Icon = isFiltered ? SearchX : FolderOpen;
  return (
    <DataTableStateBox role="status">
      <Icon className="size-8 text-muted-foreground" aria-hidden />
      <p className="font-medium">{title}</p>
      <p className="max-w-sm text-sm text-muted-foreground">{text}</p>
      <div className="flex flex-wrap justify-center gap-2">
        {action}
        <Button variant="outline" size="sm" onClick={onReset}>
          {resetLabel}
        </Button>
      </div>
    </DataTableStateBox>
  );
}

/**
 * Nothing matches the search or filters of a list screen, said in the screen's own words: its
 * messages (`t`) hold states.emptyTitle, states.emptyText and filters.clear, the reset's label.
 */
export function DataTableNoMatches({ t, onReset }: { t: ReturnType<typeof useTranslations>; onReset: () => void }) {
  return (
    <DataTableNothingShown
      isFiltered
      title={t("states.emptyTitle")}
      text={t("states.emptyText")}
      resetLabel={t("filters.clear")}
      onReset={onReset}
    />
  );
}

type FirstStateProps = { icon: LucideIcon; title: string; text: string; isLarge?: boolean; children: ReactNode };

/**
 * A list with nothing in it at all yet (a new company's customers, its library): `icon` in a tinted
 * badge (`isLarge`: a larger one), a title, a text and what to do first (`children`: buttons).
 */
export function DataTableFirstState({ icon: Icon, title, text, isLarge = false, children }: FirstStateProps) {
  return (
    <DataTableStateBox className={cn(isLarge && "py-20")}>
      <span
        className={cn(
          "grid place-items-center bg-primary/10 text-primary",
          isLarge ? "size-14 rounded-2xl" : "size-12 rounded-full",
        )}
      >
        <Icon className={isLarge ? "size-7" : "size-6"} aria-hidden />
      </span>
      <p className={cn("font-medium", isLarge && "text-base")}>{title}</p>
      <p className={cn("text-sm text-muted-foreground", isLarge ? "max-w-md" : "max-w-sm")}>{text}</p>
      <div className="flex flex-wrap justify-center gap-2">{children}</div>
    </DataTableStateBox>
  );
}

/** The loading rows' shapes: the picture's size and form, the detail line's width, one per other column. */
export type SkeletonShapes = { thumb: string; detail: string; trailing: string[] };

/**
 * The list view's loading rows under a live "loading" announcement: a checkbox, the row's picture,
 * a name and a detail line, then a shape per other column (`shapes`).
 */
export function DataTableSkeleton({ label, shapes }: { label: string; shapes: SkeletonShapes }) {
  return (
    <div role="status" aria-live="polite" className="flex flex-col gap-2 rounded-lg border p-3">
      <span className="sr-only">{label}</span>
      {Array.from({ length: 8 }, (_, index) => (
        <div key={index} className="flex items-center gap-3 py-1.5" aria-hidden>
          <Skeleton className="size-4" />
          <Skeleton className={shapes.thumb} />
          <div className="flex flex-1 flex-col gap-1.5">
            <Skeleton className="h-3.5 w-1/3" />
            <Skeleton className={cn("h-3", shapes.detail)} />
          </div>
          {shapes.trailing.map((className) => (
            <Skeleton key={className} className={className} />
          ))}
        </div>
      ))}
    </div>
  );
}
