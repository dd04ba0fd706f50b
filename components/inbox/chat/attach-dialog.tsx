"use client";

import { useQueryClient } from "@tanstack/react-query";
import { Check, Loader2, X } from "lucide-react";
import { useTranslations } from "next-intl";
import { useState } from "react";
import { DialogHeading } from "@/components/common/dialog-heading";
import { FileDropZone } from "@/components/common/file-drop-zone";
import { SearchInput } from "@/components/common/search-input";
import { FormAlert } from "@/components/form/form-alert";
import { requestErrorText } from "@/components/form/field-messages";
import { useFormatter } from "@/components/format/formatter-provider";
import { MediaThumb } from "@/components/media/media-visual";
import { Button } from "@/components/ui/button";
import { Dialog, DialogContent, DialogFooter } from "@/components/ui/dialog";
import { Label } from "@/components/ui/label";
import { Progress } from "@/components/ui/progress";
import { Skeleton } from "@/components/ui/skeleton";
import { Textarea } from "@/components/ui/textarea";
import { apiUpload, isAbortError } from "@/lib/api-client";
import { MEDIA_QUERY_KEY } from "@/lib/media/constants";
import type { MediaFile, MediaPage, MediaUploadResult } from "@/lib/media/types";
import { readUploadResult, uploadFormData } from "@/lib/media/upload-queue";
import { useApiQuery } from "@/lib/query/use-api-query";
import { cn } from "@/lib/utils";
import { MESSAGE_CAPTION_MAX, MESSAGE_MAX_FILES } from "@/lib/validation/messages";

// Attaching files to a reply: pick them from the media library (searchable, up to 10) or upload
// new ones here (into the library, with progress; each is picked once it is in), add a caption,
// and send them as one message (POST …/messages { type: "media", fileIds, caption }).

const PAGE_SIZE = 24;

export function AttachDialog({
  open,
  onOpenChange,
  onSend,
}: {
  open: boolean;
  onOpenChange: (open: boolean) => void;
  onSend: (files: MediaFile[], caption: string) => void;
}) {
  const t = useTranslations();
  return (
    <Dialog open={open} onOpenChange={onOpenChange}>
      <DialogContent
        closeLabel={t("common.close")}
        className="max-h-[calc(100dvh-2rem)] grid-rows-[auto_minmax(0,1fr)_auto] sm:max-w-2xl"
        onDragOver={(event) => event.preventDefault()}
        onDrop={(event) => event.preventDefault()}
      >
        <DialogHeading title={t("inboxChat.attach.title")} description={t("inboxChat.attach.text")} />
        {open && (
          <AttachBody
            onSend={(files, caption) => {
              onSend(files, caption);
              onOpenChange(false);
            }}
          />
        )}
      </DialogContent>
    </Dialog>
  );
}

function AttachBody({ onSend }: { onSend: (files: MediaFile[], caption: string) => void }) {
  const t = useTranslations("inboxChat.attach");
  const format = useFormatter();
  const queryClient = useQueryClient();
  const [search, setSearch] = useState("");
  const [picked, setPicked] = useState<MediaFile[]>([]);
  const [caption, setCaption] = useState("");
  const [upload, setUpload] = useState<{ name: string; percent: number } | null>(null);
  const [error, setError] = useState<string | null>(null);
  const params = new URLSearchParams({ limit: String(PAGE_SIZE), sort: "newest" });
  if (search) params.set("search", search);
  const query = useApiQuery<MediaPage>(MEDIA_QUERY_KEY, `/media?${params}`);
  const files = query.data?.files ?? [];
  const isFull = picked.length >= MESSAGE_MAX_FILES;

  const toggle = (file: MediaFile) =>
    setPicked((current) =>
      current.some((item) => item.id === file.id)
        ? current.filter((item) => item.id !== file.id)
        : current.length < MESSAGE_MAX_FILES
          ? [...current, file]
          : current,
    );

  const uploadAll = async (chosen: File[]) => {
    setError(null);
    for (const file of chosen.slice(0, MESSAGE_MAX_FILES - picked.length)) {
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
        if (!outcome.ok) {
          setError(outcome.message || t("uploadFailed"));
          continue;
        }
        setPicked((current) => (current.length < MESSAGE_MAX_FILES ? [...current, outcome.file] : current));
      } catch (caught) {
        if (!isAbortError(caught)) setError(requestErrorText(caught, t("uploadFailed")));
      }
    }
    setUpload(null);
    void queryClient.invalidateQueries({ queryKey: MEDIA_QUERY_KEY });
  };

  return (
    <>
      <div className="-mx-1 flex min-h-0 flex-col gap-4 overflow-y-auto px-1 pb-1">
        <FileDropZone
          title={t("upload")}
          hint={t("uploadHint", { max: MESSAGE_MAX_FILES })}
          inputLabel={t("uploadInput")}
          accept="image/*,video/*,audio/*,application/pdf,.doc,.docx,.xls,.xlsx,.ppt,.pptx,.txt,.csv,.zip"
          multiple
          onFiles={(chosen) => void uploadAll(chosen)}
          className="py-4"
          testId="attach-upload"
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
        {error && <FormAlert>{error}</FormAlert>}

        <SearchInput value={search} onChange={setSearch} label={t("search")} placeholder={t("searchPlaceholder")} />
        {query.isPending ? (
          <ul className="grid grid-cols-3 gap-2 sm:grid-cols-4" aria-busy="true" aria-label={t("loading")}>
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
            {search ? t("noMatches") : t("empty")}
          </p>
        ) : (
          <ul className="grid grid-cols-3 gap-2 sm:grid-cols-4" aria-label={t("library")}>
            {files.map((file) => {
              const isPicked = picked.some((item) => item.id === file.id);
              return (
                <li key={file.id}>
                  <button
                    type="button"
                    onClick={() => toggle(file)}
                    aria-pressed={isPicked}
                    disabled={!isPicked && isFull}
                    className={cn(
                      "flex w-full flex-col gap-1 rounded-md border p-1.5 text-left outline-none hover:bg-accent/50 focus-visible:ring-[3px] focus-visible:ring-ring/50 disabled:opacity-50",
                      isPicked && "border-primary ring-1 ring-primary",
                    )}
                    data-testid="attach-option"
                  >
                    <span className="relative">
                      <MediaThumb file={file} className="aspect-square w-full rounded" />
                      {isPicked && (
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

      <div className="flex flex-col gap-3 border-t pt-3">
        {picked.length > 0 && (
          <ul className="flex flex-wrap gap-1.5" aria-label={t("picked", { count: picked.length })}>
            {picked.map((file) => (
              <li
                key={file.id}
                className="flex max-w-48 items-center gap-1 rounded-full border bg-muted py-0.5 pr-1 pl-2.5 text-xs"
              >
                <span className="truncate">{file.name}</span>
                <button
                  type="button"
                  onClick={() => toggle(file)}
                  aria-label={t("remove", { name: file.name })}
                  className="grid size-5 place-items-center rounded-full outline-none hover:bg-background focus-visible:ring-[3px] focus-visible:ring-ring/50"
                >
                  <X className="size-3" aria-hidden />
                </button>
              </li>
            ))}
          </ul>
        )}
        <div className="flex flex-col gap-1.5">
          <Label htmlFor="attach-caption">{t("caption")}</Label>
          <Textarea
            id="attach-caption"
            value={caption}
            maxLength={MESSAGE_CAPTION_MAX}
            onChange={(event) => setCaption(event.target.value)}
            className="max-h-24 min-h-10"
            rows={1}
          />
        </div>
        <DialogFooter>
          <Button
            type="button"
            disabled={picked.length === 0 || upload !== null}
            onClick={() => onSend(picked, caption.trim())}
            data-testid="attach-send"
          >
            {t("send", { count: picked.length })}
          </Button>
        </DialogFooter>
      </div>
    </>
  );
}
