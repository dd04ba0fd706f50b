"use client";

import { useQueryClient } from "@tanstack/react-query";
import { CheckCircle2, CircleAlert, Loader2, Upload, X } from "lucide-react";
import { useTranslations } from "next-intl";
import { useEffect, useRef, useState } from "react";
import { toast } from "sonner";
import { FileDropZone } from "@/components/common/file-drop-zone";
import { KitForm, useSchemaForm } from "@/components/form/form-kit";
import { useFormatter } from "@/components/format/formatter-provider";
import { FolderAndTagsFields } from "@/components/media/form-parts";
import { MediaIcon } from "@/components/media/media-visual";
import { DialogHeading } from "@/components/common/dialog-heading";
import { Button } from "@/components/ui/button";
import { DialogFooter } from "@/components/ui/dialog";
import { FileDropDialog } from "@/components/common/file-drop-dialog";
import { Progress } from "@/components/ui/progress";
import { ApiError, apiUpload, isAbortError } from "@/lib/api-client";
import { MEDIA_PICKER_ACCEPT, MEDIA_QUERY_KEY, MEDIA_UPLOAD_CONCURRENCY } from "@/lib/media/constants";
import { NO_FOLDER, uploadBatchFormSchema } from "@/lib/media/edit-form";
import type { MediaFolder, MediaUploadResult } from "@/lib/media/types";
import { readUploadResult, runPool, uploadFormData, type UploadFields } from "@/lib/media/upload-queue";

type EntryStatus = "ready" | "queued" | "uploading" | "done" | "failed";
type Entry = { key: string; file: File; status: EntryStatus; progress: number; error: string | null };

/**
 * The upload dialog (spec 02 §2.5): pick or drop many files, each listed with its size; the folder
 * and tags of the batch; Upload stays disabled until a file is chosen. Each file is its own request
 * with its own progress bar and cancel button, a few at a time; a refused file says why on its row
 * and the others carry on. When all are done the library refreshes, and the dialog closes unless
 * some failed (they stay listed with their reasons).
 */
export function UploadDialog({
  open,
  folders,
  defaultFolderId,
  onOpenChange,
}: {
  open: boolean;
  folders: MediaFolder[];
  /** The folder being looked at, chosen in advance. */
  defaultFolderId: string | null;
  onOpenChange: (open: boolean) => void;
}) {
  return (
    <FileDropDialog open={open} onOpenChange={onOpenChange} className="grid-rows-[minmax(0,1fr)] sm:max-w-xl">
      <UploadForm folders={folders} defaultFolderId={defaultFolderId} onDone={() => onOpenChange(false)} />
    </FileDropDialog>
  );
}

let entryCounter = 0;

function UploadForm({
  folders,
  defaultFolderId,
  onDone,
}: {
  folders: MediaFolder[];
  defaultFolderId: string | null;
  onDone: () => void;
}) {
  const t = useTranslations("collections.upload");
  const format = useFormatter();
  const queryClient = useQueryClient();
  const [entries, setEntries] = useState<Entry[]>([]);
  const [isRunning, setIsRunning] = useState(false);
  const controllers = useRef(new Map<string, AbortController>());
  const pending = useRef<string[]>([]);
  const form = useSchemaForm(uploadBatchFormSchema, {
    defaultValues: {
      folderId:
        defaultFolderId && folders.some((folder) => folder.id === defaultFolderId) ? defaultFolderId : NO_FOLDER,
      tags: "",
    },
  });

  // Closing the dialog (or leaving the page) cancels what is still uploading.
  useEffect(() => {
    const running = controllers.current;
    return () => {
      for (const controller of running.values()) controller.abort();
    };
  }, []);

  const patch = (key: string, change: Partial<Entry>) =>
    setEntries((current) => current.map((entry) => (entry.key === key ? { ...entry, ...change } : entry)));
  const drop = (key: string) => setEntries((current) => current.filter((entry) => entry.key !== key));

  const addFiles = (files: File[]) => {
    const added = files.map((file) => ({
      key: `${++entryCounter}`,
      file,
      status: "ready" as const,
      progress: 0,
      error: null,
    }));
    setEntries((current) => [...current, ...added]);
  };

  /** The row's x: a waiting file leaves the queue, a running upload is aborted, a listed one is removed. */
  const cancel = (key: string) => {
    pending.current = pending.current.filter((item) => item !== key);
    controllers.current.get(key)?.abort();
    drop(key);
  };

  const uploadOne = async (entry: Entry, fields: UploadFields) => {
    const controller = new AbortController();
    controllers.current.set(entry.key, controller);
    patch(entry.key, { status: "uploading", progress: 0 });
    try {
      const { data } = await apiUpload<MediaUploadResult>("/media", uploadFormData(entry.file, fields), {
        signal: controller.signal,
        onProgress: ({ loaded, total }) => patch(entry.key, { progress: total ? (loaded / total) * 100 : 0 }),
      });
      const outcome = readUploadResult(data);
      if (outcome.ok) patch(entry.key, { status: "done", progress: 100 });
      else patch(entry.key, { status: "failed", error: outcome.message || t("failed") });
      return outcome.ok;
    } catch (error) {
      if (isAbortError(error)) {
        drop(entry.key);
        return null;
      }
      patch(entry.key, {
        status: "failed",
        error: error instanceof ApiError && error.code ? error.message : t("networkError"),
      });
      return false;
    } finally {
      controllers.current.delete(entry.key);
    }
  };

  const start = async (fields: UploadFields) => {
    const batch = entries.filter((entry) => entry.status === "ready");
    if (batch.length === 0) return;
    const byKey = new Map(batch.map((entry) => [entry.key, entry]));
    pending.current = batch.map((entry) => entry.key);
    setEntries((current) =>
      current.map((entry) => (byKey.has(entry.key) ? { ...entry, status: "queued", error: null } : entry)),
    );
    setIsRunning(true);
    let uploaded = 0;
    let failed = 0;
    await runPool(
      () => {
        const key = pending.current.shift();
        return key === undefined ? undefined : byKey.get(key);
      },
      MEDIA_UPLOAD_CONCURRENCY,
      async (entry) => {
        const ok = await uploadOne(entry, fields);
        if (ok === true) uploaded++;
        else if (ok === false) failed++;
      },
    );
    setIsRunning(false);
    if (uploaded > 0) {
      void queryClient.invalidateQueries({ queryKey: MEDIA_QUERY_KEY });
      toast.success(t("uploaded", { count: uploaded }));
    }
    if (failed === 0) {
      if (uploaded > 0) onDone();
      return;
    }
    toast.error(t("someFailed", { count: failed }));
  };

  const readyCount = entries.filter((entry) => entry.status === "ready").length;
  const finishedCount = entries.filter((entry) => entry.status === "done").length;

  return (
    <KitForm
      form={form}
      onSubmit={({ folderId, tags }) => start({ folderId, tags })}
      fallback={t("error")}
      className="flex min-h-0 min-w-0 flex-col gap-4"
    >
      <DialogHeading title={t("title")} description={t("text")} />

      <div className="-mx-1 flex min-h-0 flex-col gap-4 overflow-y-auto px-1">
        <FileDropZone
          title={t("choose")}
          hint={t("dropHint")}
          inputLabel={t("input")}
          accept={MEDIA_PICKER_ACCEPT}
          multiple
          onFiles={addFiles}
          className="py-8"
          testId="upload-drop-zone"
        />

        {entries.length > 0 && (
          <ul aria-label={t("files")} className="flex flex-col divide-y rounded-lg border">
            {entries.map((entry) => (
              <UploadRow
                key={entry.key}
                entry={entry}
                size={format.fileSize(entry.file.size)}
                onCancel={() => cancel(entry.key)}
              />
            ))}
          </ul>
        )}

        <div className="grid gap-4 sm:grid-cols-2">
          <FolderAndTagsFields form={form} idPrefix="upload" t={t} folders={folders} disabled={isRunning} />
        </div>
      </div>

      <DialogFooter className="sm:items-center">
        <Button type="button" variant="outline" onClick={onDone}>
          {t(isRunning ? "cancelAll" : "close")}
        </Button>
        <Button type="submit" disabled={readyCount === 0 || isRunning}>
          {isRunning ? <Loader2 className="animate-spin" aria-hidden /> : <Upload aria-hidden />}
          {isRunning ? t("uploading") : t("submit", { count: readyCount })}
        </Button>
        {/* Last in the markup: on phones the footer stacks in reverse, so this line sits above the buttons. */}
        {finishedCount > 0 && !isRunning && (
          <p className="text-center text-sm text-muted-foreground sm:order-first sm:mr-auto sm:text-left" role="status">
            {t("finished", { count: finishedCount })}
          </p>
        )}
      </DialogFooter>
    </KitForm>
  );
}

function UploadRow({ entry, size, onCancel }: { entry: Entry; size: string; onCancel: () => void }) {
  const t = useTranslations("collections.upload");
  const format = useFormatter();
  const percent = Math.round(entry.progress);
  return (
    <li className="flex items-start gap-3 p-3" data-testid="upload-row" data-status={entry.status}>
      <MediaIcon
        file={{ type: typeOf(entry.file.type), mimeType: entry.file.type }}
        className="mt-0.5 size-5 shrink-0 text-muted-foreground"
      />
      <div className="flex min-w-0 flex-1 flex-col gap-1.5">
        <div className="flex min-w-0 items-baseline justify-between gap-2 text-sm">
          <span className="truncate font-medium" title={entry.file.name}>
            {entry.file.name}
          </span>
          <span className="shrink-0 text-xs text-muted-foreground tabular-nums">{size}</span>
        </div>
        {(entry.status === "uploading" || entry.status === "queued") && (
          <Progress
            value={entry.status === "queued" ? 0 : percent}
            aria-label={t("progress", { name: entry.file.name })}
            aria-valuetext={format.number(percent / 100, { style: "percent" })}
            className="h-1.5 bg-muted"
          />
        )}
        <StatusLine entry={entry} percent={format.number(percent / 100, { style: "percent" })} />
      </div>
      {entry.status !== "done" && (
        <Button
          type="button"
          variant="ghost"
          size="icon-sm"
          className="-mt-1 -mr-1 size-7"
          aria-label={t(entry.status === "uploading" || entry.status === "queued" ? "cancelFile" : "remove", {
            name: entry.file.name,
          })}
          onClick={onCancel}
        >
          <X aria-hidden />
        </Button>
      )}
    </li>
  );
}

function StatusLine({ entry, percent }: { entry: Entry; percent: string }) {
  const t = useTranslations("collections.upload");
  switch (entry.status) {
    case "ready":
      return null;
    case "queued":
      return <p className="text-xs text-muted-foreground">{t("queued")}</p>;
    case "uploading":
      return <p className="text-xs text-muted-foreground tabular-nums">{percent}</p>;
    case "done":
      return (
        <p className="flex items-center gap-1 text-xs text-emerald-700 dark:text-emerald-400">
          <CheckCircle2 className="size-3.5" aria-hidden />
          {t("done")}
        </p>
      );
    case "failed":
      return (
        <p role="alert" className="flex items-start gap-1 text-xs text-destructive">
          <CircleAlert className="mt-px size-3.5 shrink-0" aria-hidden />
          <span className="min-w-0 break-words">{entry.error}</span>
        </p>
      );
  }
}

/** The browser's guess of a picked file's kind, for its icon only (the server decides by the bytes). */
function typeOf(mime: string) {
  if (mime.startsWith("image/")) return "IMAGE" as const;
  if (mime.startsWith("video/")) return "VIDEO" as const;
  if (mime.startsWith("audio/")) return "AUDIO" as const;
  return "DOCUMENT" as const;
}
