"use client";

import { Download, Pencil, Share2 } from "lucide-react";
import { useTranslations } from "next-intl";
import { DetailList, type DetailRow } from "@/components/common/detail-list";
import { useFormatter } from "@/components/format/formatter-provider";
import { MediaIcon, MediaImage, TYPE_TINT } from "@/components/media/media-visual";
import { Badge } from "@/components/ui/badge";
import { Button } from "@/components/ui/button";
import { Dialog, DialogContent, DialogDescription, DialogHeader, DialogTitle } from "@/components/ui/dialog";
import { formatDuration } from "@/lib/media/duration";
import type { MediaFile, MediaFolderRef } from "@/lib/media/types";
import { cn } from "@/lib/utils";

/** The bytes for the browser to show rather than save (images, audio, video and PDF only). */
const inlineUrl = (url: string) => `${url}${url.includes("?") ? "&" : "?"}inline=1`;

const isPdf = (file: MediaFile) => file.mimeType === "application/pdf";

/**
 * One file, shown: an image, a video or audio player, a PDF in the browser's own viewer, or for
 * other documents their icon; with its details and the actions the viewer may take.
 */
export function PreviewDialog({
  file,
  folderName,
  rights,
  onClose,
  onShare,
  onEdit,
}: {
  file: MediaFile | null;
  folderName: (folder: MediaFolderRef) => string;
  rights: { canEdit: boolean } | null;
  onClose: () => void;
  onShare: (file: MediaFile) => void;
  onEdit: (file: MediaFile) => void;
}) {
  const t = useTranslations();
  return (
    <Dialog open={file !== null} onOpenChange={(open) => !open && onClose()}>
      <DialogContent
        closeLabel={t("common.close")}
        className="max-h-[calc(100dvh-2rem)] grid-rows-[auto_minmax(0,1fr)] overflow-hidden p-0 sm:max-w-4xl"
      >
        {file && (
          <>
            <DialogHeader className="border-b px-4 py-3 pr-12 text-left sm:px-6">
              <DialogTitle className="truncate leading-normal">{file.name}</DialogTitle>
              <DialogDescription className="sr-only">{t("collections.preview.description")}</DialogDescription>
            </DialogHeader>
            <div className="grid min-h-0 overflow-y-auto md:grid-cols-[minmax(0,1fr)_18rem]">
              <div className="grid min-h-56 place-items-center bg-muted/40 p-3 sm:p-4">
                <PreviewBody file={file} />
              </div>
              <aside className="flex flex-col gap-4 border-t p-4 md:border-t-0 md:border-l">
                <Details file={file} folderName={folderName} />
                <div className="flex flex-wrap gap-2">
                  <Button asChild size="sm">
                    <a href={file.url} download={file.name}>
                      <Download aria-hidden />
                      {t("collections.row.download")}
                    </a>
                  </Button>
                  {rights?.canEdit && (
                    <>
                      <Button variant="outline" size="sm" onClick={() => onShare(file)}>
                        <Share2 aria-hidden />
                        {t("collections.row.share")}
                      </Button>
                      <Button variant="outline" size="sm" onClick={() => onEdit(file)}>
                        <Pencil aria-hidden />
                        {t("collections.row.edit")}
                      </Button>
                    </>
                  )}
                </div>
              </aside>
            </div>
          </>
        )}
      </DialogContent>
    </Dialog>
  );
}

function PreviewBody({ file }: { file: MediaFile }) {
  const t = useTranslations("collections.preview");
  const src = inlineUrl(file.url);
  if (file.type === "IMAGE") {
    return <MediaImage src={src} alt={file.name} className="max-h-[60dvh] max-w-full rounded-md object-contain" />;
  }
  if (file.type === "VIDEO") {
    return <video src={src} controls preload="metadata" className="max-h-[60dvh] w-full rounded-md bg-black" />;
  }
  if (file.type === "AUDIO") {
    return (
      <div className="flex w-full flex-col items-center gap-4 py-6">
        <FileBadge file={file} />
        <audio src={src} controls preload="metadata" className="w-full max-w-md" />
      </div>
    );
  }
  if (isPdf(file)) {
    return (
      <iframe
        src={src}
        title={t("pdfTitle", { name: file.name })}
        className="h-[60dvh] w-full rounded-md border bg-background"
      />
    );
  }
  return (
    <div className="flex flex-col items-center gap-3 py-8 text-center">
      <FileBadge file={file} />
      <p className="max-w-xs text-sm text-muted-foreground">{t("noPreview")}</p>
    </div>
  );
}

function FileBadge({ file }: { file: MediaFile }) {
  return (
    <span className={cn("grid size-20 place-items-center rounded-2xl", TYPE_TINT[file.type])}>
      <MediaIcon file={file} className="size-10" />
    </span>
  );
}

function Details({ file, folderName }: { file: MediaFile; folderName: (folder: MediaFolderRef) => string }) {
  const t = useTranslations("collections.preview");
  const types = useTranslations("collections.type");
  const format = useFormatter();
  const rows: DetailRow[] = [
    [t("size"), format.fileSize(file.size)],
    [t("type"), `${types(file.type)} · ${file.mimeType}`],
  ];
  if (file.width && file.height) {
    rows.push([t("dimensions"), t("dimensionsValue", { width: file.width, height: file.height })]);
  }
  if (file.durationSec !== null) rows.push([t("duration"), formatDuration(file.durationSec)]);
  if (file.pages !== null) rows.push([t("pages"), format.number(file.pages)]);
  rows.push(
    [t("folder"), file.folder ? folderName(file.folder) : t("noFolder")],
    [t("uploadedBy"), file.uploadedBy?.name ?? t("formerMember")],
    [t("created"), format.dateTime(file.createdAt)],
    [t("downloads"), format.number(file.downloads)],
    [t("views"), format.number(file.views)],
  );
  if (file.isPublic) rows.push([t("visibility"), t("public")]);
  return (
    <div className="flex flex-col gap-3">
      <DetailList
        rows={rows}
        className="grid-cols-[auto_minmax(0,1fr)] gap-x-3 gap-y-1.5"
        valueClassName="break-words tabular-nums"
      />
      <div className="flex flex-col gap-1.5">
        <p className="text-sm text-muted-foreground">{t("tags")}</p>
        {file.tags.length ? (
          <div className="flex flex-wrap gap-1">
            {file.tags.map((tag) => (
              <Badge key={tag} variant="secondary" className="max-w-full truncate">
                {tag}
              </Badge>
            ))}
          </div>
        ) : (
          <p className="text-sm">{t("noTags")}</p>
        )}
      </div>
    </div>
  );
}
