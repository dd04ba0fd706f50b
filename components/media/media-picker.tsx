"use client";

import { useQueryClient } from "@tanstack/react-query";
import { Check, Loader2 } from "lucide-react";
import { useTranslations } from "next-intl";
import { useState } from "react";
import { FileDropZone } from "@/components/common/file-drop-zone";
import { SearchInput } from "@/components/common/search-input";
import { FormAlert } from "@/components/form/form-alert";
import { requestErrorText } from "@/components/form/field-messages";
import { useFormatter } from "@/components/format/formatter-provider";
import { MediaThumb } from "@/components/media/media-visual";
import { Button } from "@/components/ui/button";
import { Progress } from "@/components/ui/progress";
import { Skeleton } from "@/components/ui/skeleton";
import { apiUpload, isAbortError } from "@/lib/api-client";
import { MEDIA_QUERY_KEY } from "@/lib/media/constants";
import type { MediaFile, MediaPage, MediaType, MediaUploadResult } from "@/lib/media/types";
import { readUploadResult, uploadFormData } from "@/lib/media/upload-queue";
import { useApiQuery } from "@/lib/query/use-api-query";
import { cn } from "@/lib/utils";

const PICKER_PAGE_SIZE = 24;

/** The namespaces that hold a picker's words (upload, uploading, search, loading, …: see the templates editor's). */
export type MediaPickerMessages = "templates.editor.media" | "schedule.editor.media" | "inboxChat.attach";

/**
 * The media library inside an editor's dialog: its files (of one kind, or all), searchable, each a
 * toggle; or files uploaded here, into the library, each picked once it is in. The template header
 * picks one file, a post and a reply's attachments several: the caller decides what picking does.
 */
export function MediaLibraryPicker({
  messages,
  type,
  accept,
  uploadHint,
  emptyText,
  selectedIds,
  onPick,
  maxUploads = 1,
  isFull = false,
  onUploadingChange,
  testIds,
}: {
  messages: MediaPickerMessages;
  /** Only files of this kind are listed, and an upload of another kind is refused. */
  type?: MediaType;
  accept: string;
  uploadHint: string;
  emptyText: string;
  selectedIds: readonly string[];
  onPick: (file: MediaFile) => void;
  /** How many files one upload takes (the rest of those chosen are left out); more than one: a multiple input. */
  maxUploads?: number;
  /** As many are picked as may be: the files not picked cannot be. */
  isFull?: boolean;
  /** Told when an upload starts and when it ends (a send waits for the files being uploaded). */
  onUploadingChange?: (isUploading: boolean) => void;
  /** The upload zone's and each file's test ids. */
  testIds: { upload: string; option: string };
}) {
  const t = useTranslations(messages);
  const format = useFormatter();
  const queryClient = useQueryClient();
  const [search, setSearch] = useState("");
  const [upload, setUpload] = useState<{ name: string; percent: number } | null>(null);
  const [uploadError, setUploadError] = useState<string | null>(null);
  const params = new URLSearchParams({ limit: String(PICKER_PAGE_SIZE), sort: "newest" });
  if (type) params.set("type", type);
  if (search) params.set("search", search);
  const query = useApiQuery<MediaPage>(MEDIA_QUERY_KEY, `/media?${params}`);
  const files = query.data?.files ?? [];

  // One at a time, so the progress bar speaks of one file; a refused file does not stop the next.
  const uploadOne = async (file: File) => {
    setUpload({ name: file.name, percent: 0 });
    try {
      const { data } = await apiUpload<MediaUploadResult>(
        "/media",
        uploadFormData(file, { folderId: null, tags: [] }),
        {
          onProgress: ({ loaded, total }) =>
            setUpload({ name: file.name, percent: total ? (loaded / total) * 100 : 0 }),
        },
      );
      const outcome = readUploadResult(data);
      if (!outcome.ok) return setUploadError(outcome.message || t("uploadFailed"));
      if (type && outcome.file.type !== type) return setUploadError(t("wrongType"));
      onPick(outcome.file);
    } catch (error) {
      if (!isAbortError(error)) setUploadError(requestErrorText(error, t("uploadFailed")));
    }
  };
  const uploadAll = async (chosen: File[]) => {
    setUploadError(null);
    onUploadingChange?.(true);
    for (const file of chosen.slice(0, maxUploads)) await uploadOne(file);
    setUpload(null);
    onUploadingChange?.(false);
    void queryClient.invalidateQueries({ queryKey: MEDIA_QUERY_KEY });
  };

  return (
    <div className="-mx-1 flex min-h-0 flex-col gap-4 overflow-y-auto px-1 pb-1">
      <FileDropZone
        title={t("upload")}
        hint={uploadHint}
        inputLabel={t("uploadInput")}
        accept={accept}
        multiple={maxUploads > 1}
        onFiles={(chosen) => void uploadAll(chosen)}
        className="py-5"
        testId={testIds.upload}
      />
      {upload && (
        <div className="flex flex-col gap-1.5" role="status">
          <span className="flex items-center gap-2 text-sm text-muted-foreground">
            <Loader2 className="size-4 animate-spin motion-reduce:animate-none" aria-hidden />
            {t("uploading", { name: upload.name })}
          </span>
          <Progress value={upload.percent} aria-label={t("uploading", { name: upload.name })} />
        </div>
      )}
      {uploadError && <FormAlert>{uploadError}</FormAlert>}

      <SearchInput value={search} onChange={setSearch} label={t("search")} placeholder={t("searchPlaceholder")} />
      {query.isPending ? (
        <ul className="grid grid-cols-2 gap-3 sm:grid-cols-4" aria-busy="true" aria-label={t("loading")}>
          {Array.from({ length: 8 }, (_, index) => (
            <li key={index}>
              <Skeleton className="aspect-square w-full rounded-md" />
            </li>
          ))}
        </ul>
      ) : query.error ? (
        <div className="flex flex-col items-start gap-2">
          <FormAlert>{requestErrorText(query.error, t("loadError"))}</FormAlert>
          <Button type="button" variant="outline" size="sm" onClick={() => void query.refetch()}>
            {t("retry")}
          </Button>
        </div>
      ) : files.length === 0 ? (
        <p className="rounded-md border border-dashed p-6 text-center text-sm text-muted-foreground">
          {search ? t("noMatches") : emptyText}
        </p>
      ) : (
        <ul className="grid grid-cols-2 gap-3 sm:grid-cols-4" aria-label={t("libraryFiles")}>
          {files.map((file) => {
            const isSelected = selectedIds.includes(file.id);
            return (
              <li key={file.id}>
                <button
                  type="button"
                  onClick={() => onPick(file)}
                  aria-pressed={isSelected}
                  disabled={!isSelected && isFull}
                  className={cn(
                    "group flex w-full flex-col gap-1.5 rounded-md border p-1.5 text-left outline-none hover:bg-accent/50 focus-visible:ring-[3px] focus-visible:ring-ring/50 disabled:opacity-50",
                    isSelected && "border-primary ring-1 ring-primary",
                  )}
                  data-testid={testIds.option}
                >
                  <span className="relative">
                    <MediaThumb file={file} className="aspect-square w-full rounded" />
                    {isSelected && (
                      <span className="absolute top-1 right-1 grid size-5 place-items-center rounded-full bg-primary text-primary-foreground">
                        <Check className="size-3.5" aria-hidden />
                      </span>
                    )}
                  </span>
                  <span className="truncate text-xs font-medium">{file.name}</span>
                  <span className="text-xs text-muted-foreground">{format.fileSize(file.size)}</span>
                </button>
              </li>
            );
          })}
        </ul>
      )}
    </div>
  );
}
