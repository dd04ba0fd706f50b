"use client";

import { useTranslations } from "next-intl";
import { useFormatter } from "@/components/format/formatter-provider";
import { EditorSection } from "@/components/templates/editor/editor-parts";
import { Badge } from "@/components/ui/badge";
import type { TemplateStatus } from "@/lib/templates/rules";
import type { TemplateHistoryEntry } from "@/lib/templates/types";
import { cn } from "@/lib/utils";

export const STATUS_TONE: Record<TemplateStatus, string> = {
  DRAFT: "border-border bg-muted text-muted-foreground",
  PENDING: "border-amber-500/40 bg-amber-500/10 text-amber-800 dark:text-amber-300",
  APPROVED: "border-success/40 bg-success/10 text-emerald-800 dark:text-emerald-300",
  REJECTED: "border-destructive/40 bg-destructive/10 text-destructive",
  PAUSED: "border-orange-500/40 bg-orange-500/10 text-orange-800 dark:text-orange-300",
  DISABLED: "border-destructive/40 bg-destructive/10 text-destructive",
};

/** A template's status as a coloured badge. */
export function TemplateStatusBadge({ status }: { status: TemplateStatus }) {
  const t = useTranslations("templates.editor.status");
  return (
    <Badge variant="outline" className={cn("font-medium", STATUS_TONE[status])}>
      {t(status)}
    </Badge>
  );
}

/** Every status the template went through, newest first, with its reason in words and its time. */
export function StatusHistory({ history }: { history: readonly TemplateHistoryEntry[] }) {
  const t = useTranslations("templates.editor.history");
  const tAll = useTranslations();
  const format = useFormatter();
  const reasonText = (reason: string | null) => {
    if (!reason) return null;
    for (const key of [`templates.editor.history.reasons.${reason}`, `templates.rejectionReasons.${reason}`]) {
      if (tAll.has(key)) return tAll(key);
    }
    return reason;
  };
  const entries = [...history].reverse();
  return (
    <EditorSection id="template-history" title={t("title")}>
      {entries.length === 0 ? (
        <p className="text-sm text-muted-foreground">{t("empty")}</p>
      ) : (
        <ol className="flex flex-col gap-3" data-testid="template-history">
          {entries.map((entry, index) => (
            <li key={`${entry.at}-${index}`} className="flex flex-wrap items-start gap-x-3 gap-y-1 text-sm">
              <TemplateStatusBadge status={entry.status} />
              <time dateTime={entry.at} className="text-muted-foreground tabular-nums">
                {format.dateTime(entry.at)}
              </time>
              {entry.reason && <p className="basis-full text-muted-foreground">{reasonText(entry.reason)}</p>}
            </li>
          ))}
        </ol>
      )}
    </EditorSection>
  );
}
