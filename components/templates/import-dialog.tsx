"use client";

import { CheckCircle2, Loader2, XCircle } from "lucide-react";
import { useTranslations } from "next-intl";
import { useState } from "react";
import { toast } from "sonner";
import { DialogHeading } from "@/components/common/dialog-heading";
import { FileDropZone } from "@/components/common/file-drop-zone";
import { FormAlert } from "@/components/form/form-alert";
import { requestErrorText } from "@/components/form/field-messages";
import { Button } from "@/components/ui/button";
import { Dialog, DialogContent, DialogFooter } from "@/components/ui/dialog";
import { api } from "@/lib/api-client";
import { readImportFile, type ImportEntry } from "@/lib/templates/import-file";
import type { TemplateResult } from "@/lib/templates/types";
import { cn } from "@/lib/utils";
import type { ImportDialogProps } from "@/components/common/dialog-props";

/** The route's own limit (app/api/v1/templates/import): a larger file is refused before it is sent. */
const IMPORT_FILE_LIMIT_BYTES = 5 * 1024 * 1024;

type ImportAnswer = { imported: number; skipped: number; results: TemplateResult[] };

type Step =
  | { kind: "choose"; error: string | null }
  | { kind: "preview"; fileName: string; items: unknown[]; entries: ImportEntry[]; error: string | null }
  | { kind: "importing"; fileName: string; entries: ImportEntry[] }
  | { kind: "done"; answer: ImportAnswer };

const CHOOSE: Step = { kind: "choose", error: null };

/**
 * A JSON file of Meta-format templates → what it holds (name, language, category, parts) → import
 * in one request → each template's result (imported, or why not). Owners and admins only.
 */
export function TemplateImportDialog({ open, onOpenChange, onImported }: ImportDialogProps) {
  const t = useTranslations("templates.screen.import");
  const common = useTranslations("common");
  const [step, setStep] = useState<Step>(CHOOSE);
  const isBusy = step.kind === "importing";

  const close = (next: boolean) => {
    if (next || isBusy) return;
    onOpenChange(false);
    setStep(CHOOSE);
  };

  const choose = async ([file]: [File, ...File[]]) => {
    if (file.size > IMPORT_FILE_LIMIT_BYTES) return setStep({ kind: "choose", error: t("tooLarge") });
    const read = readImportFile(await file.text());
    if (!read.ok) return setStep({ kind: "choose", error: t(read.reason) });
    setStep({ kind: "preview", fileName: file.name, items: read.items, entries: read.entries, error: null });
  };

  const runImport = async () => {
    if (step.kind !== "preview") return;
    const { fileName, items, entries } = step;
    setStep({ kind: "importing", fileName, entries });
    try {
      const { data, message } = await api<ImportAnswer>("/templates/import", { body: items });
      setStep({ kind: "done", answer: data });
      if (message) toast.success(message);
      if (data.imported > 0) onImported();
    } catch (error) {
      setStep({ kind: "preview", fileName, items, entries, error: requestErrorText(error, t("error")) });
    }
  };

  return (
    <Dialog open={open} onOpenChange={close}>
      <DialogContent
        closeLabel={common("close")}
        className="max-h-[90dvh] overflow-y-auto sm:max-w-2xl"
        aria-busy={isBusy}
      >
        <DialogHeading title={t("title")} description={t("text")} />
        {step.kind === "choose" && (
          <>
            <FileDropZone
              title={t("drop")}
              hint={t("hint")}
              inputLabel={t("inputLabel")}
              accept=".json,application/json"
              onFiles={(files) => void choose(files)}
              testId="template-import-drop"
            />
            {step.error && <FormAlert>{step.error}</FormAlert>}
          </>
        )}
        {(step.kind === "preview" || step.kind === "importing") && (
          <>
            <p className="text-sm">
              <span className="font-medium">{t("found", { count: step.entries.length })}</span>
              <span className="text-muted-foreground"> · {t("fileName", { name: step.fileName })}</span>
            </p>
            <EntriesTable entries={step.entries} />
            {step.kind === "preview" && step.error && <FormAlert>{step.error}</FormAlert>}
            <DialogFooter>
              <Button variant="outline" onClick={() => setStep(CHOOSE)} disabled={isBusy}>
                {t("another")}
              </Button>
              <Button onClick={() => void runImport()} disabled={isBusy}>
                {isBusy && <Loader2 className="animate-spin" aria-hidden />}
                {isBusy ? t("importing") : t("import")}
              </Button>
            </DialogFooter>
          </>
        )}
        {step.kind === "done" && (
          <>
            <p role="status" className="text-sm font-medium">
              {t("summary", { imported: step.answer.imported, skipped: step.answer.skipped })}
            </p>
            <ResultsList results={step.answer.results} />
            <DialogFooter>
              <Button onClick={() => close(false)}>{t("close")}</Button>
            </DialogFooter>
          </>
        )}
      </DialogContent>
    </Dialog>
  );
}

function EntriesTable({ entries }: { entries: ImportEntry[] }) {
  const t = useTranslations("templates.screen.import");
  return (
    <div className="max-h-72 overflow-auto rounded-md border">
      <table className="w-full text-sm">
        <thead className="sticky top-0 bg-muted text-left text-xs text-muted-foreground">
          <tr>
            <th className="px-3 py-2 font-medium">{t("columns.name")}</th>
            <th className="px-3 py-2 font-medium">{t("columns.language")}</th>
            <th className="hidden px-3 py-2 font-medium sm:table-cell">{t("columns.category")}</th>
            <th className="hidden px-3 py-2 font-medium sm:table-cell">{t("columns.parts")}</th>
          </tr>
        </thead>
        <tbody>
          {entries.map((entry, index) => (
            <tr key={index} className="border-t">
              <td className="max-w-48 truncate px-3 py-1.5 font-mono text-xs">{entry.name ?? t("unnamed")}</td>
              <td className="px-3 py-1.5">{entry.language ?? "—"}</td>
              <td className="hidden px-3 py-1.5 sm:table-cell">{entry.category ?? "—"}</td>
              <td className="hidden px-3 py-1.5 text-xs text-muted-foreground sm:table-cell">
                {entry.parts.join(", ") || "—"}
              </td>
            </tr>
          ))}
        </tbody>
      </table>
    </div>
  );
}

function ResultsList({ results }: { results: TemplateResult[] }) {
  const t = useTranslations("templates.screen.import");
  return (
    <ul className="max-h-72 divide-y overflow-auto rounded-md border text-sm">
      {results.map((result, index) => {
        const Icon = result.ok ? CheckCircle2 : XCircle;
        return (
          <li key={index} className="flex items-start gap-2 px-3 py-2">
            <Icon
              className={cn(
                "mt-0.5 size-4 shrink-0",
                result.ok ? "text-emerald-600 dark:text-emerald-400" : "text-destructive",
              )}
              aria-hidden
            />
            <span className="min-w-0 flex-1">
              <span className="font-mono text-xs">
                {result.name ?? t("unnamed")}
                {result.language && ` · ${result.language}`}
              </span>
              <span className={cn("block", !result.ok && "text-muted-foreground")}>{result.message}</span>
            </span>
          </li>
        );
      })}
    </ul>
  );
}
