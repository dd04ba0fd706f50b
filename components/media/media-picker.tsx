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
export type MediaPickerMessages = "templates.editor.media" | "schedule.editor.media";

/**
 * The media library inside an editor's dialog: its files (of one kind, or all), searchable, each a
 * toggle; or a file uploaded here, into the library, and picked at once. The template header picks
 * one file, a post several: the caller decides what picking does.
 */
export function MediaLibraryPicker({
  messages,
  type,
  accept,
  uploadHint,
  emptyText,
  selectedIds,
  onPick,
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
  /** The upload zone's and each file's test ids. */
  testIds: { upload: string; option: string };
}) {
  const t = useTranslations(messages);
  const format = useFormatter();
  const queryClient = useQueryClient();
  const [search, setSearch] = useState("");
  const [progress, setProgress] = useState<number | null>(null);
  const [uploadError, setUploadError] = useState<string | null>(null);
  const params = new URLSearchParams({ limit: String(PICKER_PAGE_SIZE), sort: "newest" });
  if (type) params.set("type", type);
  if (search) params.set("search", search);
  const query = useApiQuery<MediaPage>(MEDIA_QUERY_KEY, `/media?${params}`);
  const files = query.data?.files ?? [];

  const upload = async ([file]: [File, ...File[]]) => {
    setUploadError(null);
    setProgress(0);
    try {
      const { data } = await apiUpload<MediaUploadResult>(
        "/media",
        uploadFormData(file, { folderId: null, tags: [] }),
        {
          onProgress: ({ loaded, total }) => setProgress(total ? (loaded / total) * 100 : 0),
        },
      );
      const outcome = readUploadResult(data);
      if (!outcome.ok) {
        setUploadError(outcome.message || t("uploadFailed"));
        return;
      }
      void queryClient.invalidateQueries({ queryKey: MEDIA_QUERY_KEY });
      if (type && outcome.file.type !== type) {
        setUploadError(t("wrongType"));
        return;
      }
      onPick(outcome.file);
    } catch (error) {
      if (!isAbortError(error)) setUploadError(requestErrorText(error, t("uploadFailed")));
    } finally {
      setProgress(null);
    }
  };

  return (
    <div className="-mx-1 flex min-h-0 flex-col gap-4 overflow-y-auto px-1 pb-1">
      <FileDropZone
        title={t("upload")}
        hint={uploadHint}
        inputLabel={t("uploadInput")}
        accept={accept}
        onFiles={(chosen) => void upload(chosen)}
        className="py-5"
        testId={testIds.upload}
      />
      {progress !== null && (
        <div className="flex flex-col gap-1.5" role="status">
          <span className="flex items-center gap-2 text-sm text-muted-foreground">
            <Loader2 className="size-4 animate-spin motion-reduce:animate-none" aria-hidden />
            {t("uploading")}
          </span>
          <Progress value={progress} aria-label={t("uploading")} />
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
                  className={cn(
                    "group flex w-full flex-col gap-1.5 rounded-md border p-1.5 text-left outline-none hover:bg-accent/50 focus-visible:ring-[3px] focus-visible:ring-ring/50",
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
