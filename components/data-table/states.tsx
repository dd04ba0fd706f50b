"use client";

import { AlertCircle, SearchX } from "lucide-react";
import { useTranslations } from "next-intl";
import type { ReactNode } from "react";
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

/** Nothing matches the search or filters (the list itself is not empty): say so and offer to clear them. */
export function DataTableNoResults({
  title,
  text,
  clearLabel,
  onClear,
}: {
  title: string;
  text: string;
  clearLabel: string;
  onClear: () => void;
}) {
  return (
    <DataTableStateBox role="status">
      <SearchX className="size-8 text-muted-foreground" aria-hidden />
      <p className="font-medium">{title}</p>
      <p className="text-sm text-muted-foreground">{text}</p>
      <Button variant="outline" size="sm" onClick={onClear}>
        {clearLabel}
      </Button>
    </DataTableStateBox>
  );
}

/**
 * The list view's loading rows under a live "loading" announcement: a checkbox, the row's picture
 * (`thumbClassName`: its size and shape), a name and a detail line, then the screen's `trailing`
 * shapes (its other columns).
 */
export function DataTableSkeleton({
  label,
  thumbClassName,
  detailClassName,
  trailing,
}: {
  label: string;
  thumbClassName: string;
  /** The detail line's width (and when it shows). */
  detailClassName: string;
  trailing: ReactNode;
}) {
  return (
    <div role="status" aria-live="polite" className="flex flex-col gap-2 rounded-lg border p-3">
      <span className="sr-only">{label}</span>
      {Array.from({ length: 8 }, (_, index) => (
        <div key={index} className="flex items-center gap-3 py-1.5" aria-hidden>
          <Skeleton className="size-4" />
          <Skeleton className={thumbClassName} />
          <div className="flex flex-1 flex-col gap-1.5">
            <Skeleton className="h-3.5 w-1/3" />
            <Skeleton className={cn("h-3", detailClassName)} />
          </div>
          {trailing}
        </div>
      ))}
    </div>
  );
}
