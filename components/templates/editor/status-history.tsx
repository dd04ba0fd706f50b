"use client";

import { useTranslations } from "next-intl";
import { useFormatter } from "@/components/format/formatter-provider";
import { EditorSection } from "@/components/templates/editor/editor-parts";
import { TemplateStatusBadge } from "@/components/templates/template-status-badge";
import type { TemplateHistoryEntry } from "@/lib/templates/types";

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
              <time dateTime={entry.at} className="text-muted-foreground tabular-nums">
                {format.dateTime(entry.at)}
              </time>
              <TemplateStatusBadge template={{ status: entry.status, rejectionReason: null }} />
              {entry.reason && <p className="basis-full text-muted-foreground">{reasonText(entry.reason)}</p>}
            </li>
          ))}
        </ol>
      )}
    </EditorSection>
  );
}
