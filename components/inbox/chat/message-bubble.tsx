"use client";

import { AlertCircle, Download, FileStack, Loader2, RotateCw } from "lucide-react";
import { useTranslations } from "next-intl";
import type { ReactNode } from "react";
import { useFormatter } from "@/components/format/formatter-provider";
import { AudioPlayer } from "@/components/inbox/chat/audio-player";
import { MessageTicks } from "@/components/inbox/chat/message-ticks";
import { MediaIcon, MediaThumb, TYPE_TINT } from "@/components/media/media-visual";
import { TemplateBubble } from "@/components/templates/preview/template-preview";
import { Button } from "@/components/ui/button";
import { TEMPLATES_KEY } from "@/lib/client/events/live-query-keys";
import type { MediaFile } from "@/lib/media/types";
import type { MessageJson, MessageStatus } from "@/lib/messages/types";
import { useApiQuery } from "@/lib/query/use-api-query";
import type { TemplateJson } from "@/lib/templates/types";
import { cn } from "@/lib/utils";

// One line of the chat: a customer's message on the left, ours on the right (text, an image group,
// video, a voice note, files, a template drawn like the template preview), a system line in the
// middle; under ours the time and the delivery ticks, and for a failed one the reason and Retry.

/** What a bubble draws: a stored message, or one still on its way (no id yet). */
export type BubbleMessage = Pick<MessageJson, "direction" | "type" | "text" | "media" | "template" | "createdAt"> & {
  status: MessageStatus;
  sentBy: MessageJson["sentBy"];
};

/** The most images a group shows; the last tile says how many more there are. */
const GRID_TILES = 4;

export function SystemLine({ message }: { message: MessageJson }) {
  const format = useFormatter();
  return (
    <li className="flex justify-center px-2 py-1" data-message-id={message.id} data-testid="system-line">
      <p className="max-w-[90%] rounded-full bg-muted px-3 py-1 text-center text-xs text-muted-foreground">
        {message.text}
        <span className="sr-only">, </span>
        <time dateTime={message.createdAt} className="ml-1.5 tabular-nums">
          {format.time(message.createdAt)}
        </time>
      </p>
    </li>
  );
}

export function MessageBubble({
  id,
  message,
  footer,
  onOpenImages,
}: {
  /** The stored message's id (the scroll anchor), or a pending one's key. */
  id: string;
  message: BubbleMessage;
  /** Under the bubble: a failed message's reason and Retry. */
  footer?: ReactNode;
  onOpenImages: (files: MediaFile[], index: number) => void;
}) {
  const t = useTranslations("inboxChat");
  const format = useFormatter();
  const isOut = message.direction === "out";
  const meta = (
    <>
      {isOut && message.sentBy && <span className="truncate">{message.sentBy.name} ·</span>}
      <time dateTime={message.createdAt}>{format.time(message.createdAt)}</time>
      {isOut && <MessageTicks status={message.status} />}
    </>
  );

  return (
    <li
      className={cn("flex flex-col gap-1 px-3 py-0.5 sm:px-4", isOut ? "items-end" : "items-start")}
      data-message-id={id}
      data-testid="message"
      data-direction={message.direction}
      data-type={message.type}
    >
      <span className="sr-only">{isOut ? t("you") : t("customer")}:</span>
      {message.type === "template" ? (
        <TemplateMessage message={message} meta={meta} />
      ) : (
        <div
          className={cn(
            "flex max-w-[85%] min-w-24 flex-col gap-1.5 rounded-2xl px-3 py-2 text-sm shadow-xs sm:max-w-[70%]",
            isOut
              ? "rounded-br-sm bg-accent text-accent-foreground"
              : "rounded-bl-sm border bg-card text-card-foreground",
          )}
        >
          <BubbleContent message={message} onOpenImages={onOpenImages} />
          <p className="flex items-center justify-end gap-1 text-[0.6875rem] text-muted-foreground tabular-nums">
            {meta}
          </p>
        </div>
      )}
      {footer}
    </li>
  );
}

function BubbleContent({
  message,
  onOpenImages,
}: {
  message: BubbleMessage;
  onOpenImages: (files: MediaFile[], index: number) => void;
}) {
  const t = useTranslations("inboxChat");
  const hasMedia =
    message.type === "image" || message.type === "video" || message.type === "audio" || message.type === "file";
  const text = message.text?.trim() ? (
    <p className="[overflow-wrap:anywhere] whitespace-pre-wrap">{message.text}</p>
  ) : null;
  if (!hasMedia) return text;
  if (message.media.length === 0) {
    return (
      <>
        <p className="flex items-center gap-2 text-muted-foreground italic">
          <Loader2 className="size-4 animate-spin motion-reduce:animate-none" aria-hidden />
          {t("mediaPending")}
        </p>
        {text}
      </>
    );
  }
  const images = message.media.filter((file) => file.type === "IMAGE");
  const videos = message.media.filter((file) => file.type === "VIDEO");
  const audios = message.media.filter((file) => file.type === "AUDIO");
  const others = message.media.filter((file) => file.type === "DOCUMENT");
  return (
    <>
      {images.length > 0 && <ImageGroup files={images} onOpen={(index) => onOpenImages(images, index)} />}
      {videos.map((file) => (
        <video
          key={file.id}
          controls
          preload="metadata"
          poster={file.thumbnailUrl ?? undefined}
          src={file.url}
          aria-label={file.name}
          className="aspect-video w-72 max-w-full rounded-lg bg-black"
          data-testid="message-video"
        >
          <track kind="captions" />
        </video>
      ))}
      {audios.map((file) => (
        <AudioPlayer key={file.id} file={file} />
      ))}
      {others.map((file) => (
        <FileCard key={file.id} file={file} />
      ))}
      {text}
    </>
  );
}

function ImageGroup({ files, onOpen }: { files: MediaFile[]; onOpen: (index: number) => void }) {
  const t = useTranslations("inboxChat");
  const shown = files.slice(0, GRID_TILES);
  const more = files.length - shown.length;
  return (
    <ul
      className={cn("grid w-64 max-w-full gap-1", files.length > 1 && "grid-cols-2")}
      aria-label={t("imageGroup", { count: files.length })}
      data-testid="image-group"
    >
      {shown.map((file, index) => {
        const isLast = index === shown.length - 1 && more > 0;
        return (
          <li key={file.id} className={cn(files.length === 3 && index === 0 && "col-span-2")}>
            <button
              type="button"
              onClick={() => onOpen(index)}
              className="relative block w-full overflow-hidden rounded-lg outline-none focus-visible:ring-[3px] focus-visible:ring-ring/50"
              // The "+N" the tile shows starts its name (WCAG's label in name).
              aria-label={
                isLast ? t("moreImages", { count: more, total: files.length }) : t("openImage", { name: file.name })
              }
            >
              <MediaThumb
                file={file}
                className={cn(
                  "w-full",
                  files.length === 1
                    ? "aspect-[4/3]"
                    : files.length === 3 && index === 0
                      ? "aspect-[2/1]"
                      : "aspect-square",
                )}
              />
              {isLast && (
                <span
                  aria-hidden
                  className="absolute inset-0 grid place-items-center bg-black/55 text-xl font-semibold text-white"
                >
                  +{more}
                </span>
              )}
            </button>
          </li>
        );
      })}
    </ul>
  );
}

function FileCard({ file }: { file: MediaFile }) {
  const t = useTranslations("inboxChat.file");
  const format = useFormatter();
  // "PDF", "TXT": the name's extension says the kind better than a MIME subtype ("plain").
  const extension = /\.([a-z0-9]{1,5})$/i.exec(file.name)?.[1]?.toUpperCase() ?? null;
  return (
    <div
      className="flex w-64 max-w-full items-center gap-3 rounded-lg border bg-background/60 p-2"
      data-testid="message-file"
    >
      <span className={cn("grid size-10 shrink-0 place-items-center rounded-md", TYPE_TINT[file.type])}>
        <MediaIcon file={file} className="size-5" />
      </span>
      <span className="flex min-w-0 flex-1 flex-col">
        <span className="truncate font-medium" title={file.name}>
          {file.name}
        </span>
        <span className="text-xs text-muted-foreground">
          {[extension, file.pages ? t("pages", { count: file.pages }) : null, format.fileSize(file.size)]
            .filter(Boolean)
            .join(" · ")}
        </span>
      </span>
      <Button asChild variant="ghost" size="icon-sm">
        <a href={file.url} download={file.name} aria-label={t("downloadName", { name: file.name })}>
          <Download aria-hidden />
        </a>
      </Button>
    </div>
  );
}

/** A template as the customer saw it (the template preview's bubble), its variables as sent. */
function TemplateMessage({ message, meta }: { message: BubbleMessage; meta: ReactNode }) {
  const t = useTranslations("inboxChat");
  const ref = message.template;
  const query = useApiQuery<{ template: TemplateJson }>(
    TEMPLATES_KEY,
    `/templates/${encodeURIComponent(ref?.id ?? "-")}`,
    {
      enabled: Boolean(ref?.id),
      staleTime: 5 * 60_000,
      retry: false,
    },
  );
  const template = query.data?.template;
  const outgoing = message.direction === "out";
  if (template) {
    const sent = ref?.variables ?? {};
    const variables = template.variables.map((variable, index) => ({
      name: variable.name,
      example: sent[variable.name] ?? sent[String(index + 1)] ?? variable.example,
    }));
    return (
      <TemplateBubble
        template={{ ...template, variables }}
        meta={meta}
        outgoing={outgoing}
        className={cn("max-w-[85%] sm:max-w-[60%]", outgoing ? "mr-2" : "ml-2")}
      />
    );
  }
  // Deleted since, or still loading: its rendered body as a plain bubble, named as a template.
  return (
    <div
      className="flex max-w-[85%] flex-col gap-1.5 rounded-2xl rounded-br-sm bg-accent px-3 py-2 text-sm text-accent-foreground sm:max-w-[70%]"
      data-testid="template-fallback"
    >
      {ref?.name && (
        <p className="flex items-center gap-1.5 text-xs font-medium text-muted-foreground">
          <FileStack className="size-3.5" aria-hidden />
          {t("templateLabel", { name: ref.name })}
        </p>
      )}
      {message.text && <p className="[overflow-wrap:anywhere] whitespace-pre-wrap">{message.text}</p>}
      <p className="flex items-center justify-end gap-1 text-[0.6875rem] text-muted-foreground tabular-nums">{meta}</p>
    </div>
  );
}

/** Under a failed message: why, and Retry (not for "unknown": it may have arrived, never resent blindly). */
export function FailureNote({
  status,
  reason,
  onRetry,
  isRetrying,
}: {
  status: MessageStatus;
  reason: string | null;
  onRetry?: () => void;
  isRetrying?: boolean;
}) {
  const t = useTranslations("inboxChat");
  if (status === "unknown") {
    return <p className="max-w-[85%] text-xs text-muted-foreground sm:max-w-[70%]">{t("unknownNote")}</p>;
  }
  return (
    <div
      className="flex max-w-[85%] flex-wrap items-center justify-end gap-x-2 gap-y-1 sm:max-w-[70%]"
      data-testid="message-failure"
    >
      <p className="flex items-start gap-1 text-xs text-destructive">
        <AlertCircle className="mt-px size-3.5 shrink-0" aria-hidden />
        <span>{reason ? t("failedReason", { reason }) : t("failed")}</span>
      </p>
      {onRetry && (
        <Button
          type="button"
          variant="outline"
          size="sm"
          className="h-7 px-2 text-xs"
          onClick={onRetry}
          disabled={isRetrying}
        >
          {isRetrying ? <Loader2 className="animate-spin" aria-hidden /> : <RotateCw aria-hidden />}
          {t("retry")}
        </Button>
      )}
    </div>
  );
}
