"use client";

import {
  FileArchive,
  FileAudio,
  FileImage,
  FileSpreadsheet,
  FileText,
  FileVideo,
  File as FileIcon,
  type LucideIcon,
} from "lucide-react";
import { useState, type ComponentProps } from "react";
import type { MediaFile, MediaType } from "@/lib/media/types";
import { cn } from "@/lib/utils";

// How a file looks before anyone opens it: its thumbnail once the background job has made one,
// else an icon of its kind (while `processing` is pending, for types without thumbnails, and when
// the thumbnail cannot be loaded).

const ICONS = {
  IMAGE: FileImage,
  VIDEO: FileVideo,
  AUDIO: FileAudio,
  DOCUMENT: FileText,
  SPREADSHEET: FileSpreadsheet,
  ARCHIVE: FileArchive,
  OTHER: FileIcon,
} satisfies Record<string, LucideIcon>;

/** Which icon a file gets: its kind, and documents by their format (spreadsheet, archive, text…). */
function iconKey(file: Pick<MediaFile, "type" | "mimeType">): keyof typeof ICONS {
  if (file.type !== "DOCUMENT") return file.type;
  if (/spreadsheet|excel|csv/.test(file.mimeType)) return "SPREADSHEET";
  if (/zip|compressed/.test(file.mimeType)) return "ARCHIVE";
  if (/pdf|word|text|document|presentation|powerpoint/.test(file.mimeType)) return "DOCUMENT";
  return "OTHER";
}

/** The icon of a file's kind (decorative: the file's name or type is always said beside it). */
export function MediaIcon({ file, className }: { file: Pick<MediaFile, "type" | "mimeType">; className?: string }) {
  const Icon = ICONS[iconKey(file)];
  return <Icon className={className} aria-hidden />;
}

/** The colour of each kind, behind its icon (light and dark). */
export const TYPE_TINT: Record<MediaType, string> = {
  IMAGE: "bg-sky-500/10 text-sky-700 dark:text-sky-300",
  VIDEO: "bg-violet-500/10 text-violet-700 dark:text-violet-300",
  AUDIO: "bg-pink-500/10 text-pink-700 dark:text-pink-300",
  DOCUMENT: "bg-amber-500/10 text-amber-700 dark:text-amber-300",
};

/**
 * An <img> of the library's own bytes. Not next/image: these are same-origin API paths that need
 * the session cookie and are already sized (thumbnails) or must stay the original (previews).
 */
export function MediaImage({ alt, ...props }: ComponentProps<"img"> & { alt: string }) {
  // eslint-disable-next-line @next/next/no-img-element -- authenticated API bytes, see above
  return <img alt={alt} decoding="async" {...props} />;
}

/** A thumbnail filling its box, or the kind's icon centred in it. */
export function MediaThumb({
  file,
  className,
  iconClassName,
}: {
  file: Pick<MediaFile, "type" | "mimeType" | "thumbnailUrl" | "processing">;
  className?: string;
  iconClassName?: string;
}) {
  const [failedUrl, setFailedUrl] = useState<string | null>(null);
  const url = file.processing !== "pending" && file.thumbnailUrl !== failedUrl ? file.thumbnailUrl : null;
  return (
    <div className={cn("grid place-items-center overflow-hidden", url ? "bg-muted" : TYPE_TINT[file.type], className)}>
      {url ? (
        <MediaImage
          src={url}
          alt=""
          loading="lazy"
          className="size-full object-cover"
          onError={() => setFailedUrl(url)}
        />
      ) : (
        <MediaIcon
          file={file}
          className={cn(
            "size-2/5 min-h-5 min-w-5 max-h-10 max-w-10",
            file.processing === "pending" && "animate-pulse motion-reduce:animate-none",
            iconClassName,
          )}
        />
      )}
    </div>
  );
}
