"use client";

import Link from "next/link";
import { useTranslations } from "next-intl";
import { useState, type DragEvent, type ReactNode } from "react";
import { MediaImage } from "@/components/media/media-visual";
import { SwatchMark, PostStatusMark } from "@/components/schedule/calendar-marks";
import { useFormatter } from "@/components/format/formatter-provider";
import { mediaThumbnailUrl } from "@/lib/media/constants";
import type { CalendarPostJson } from "@/lib/posts/types";
import { canReschedule, type CalendarEntry } from "@/lib/schedule/calendar-entries";
import { CALENDAR_PALETTE } from "@/lib/schedule/platforms";
import { cn } from "@/lib/utils";

// One item of the calendar: a post (opens its details; draggable to another day or time while it
// may be rescheduled) or a campaign (a link to it, read-only). Both show their colour as the left
// edge and the icon square, the time, and the title; a post also its state. In a narrow cell (the
// month's days, the week's columns: `compact`) the title has the first line to itself and the
// marks go on a second one, so a title is not cut down to a few letters by them; a title too long
// even so ends in an ellipsis, and the item's tooltip holds it whole.

const ENTRY_CLASS =
  "flex w-full min-w-0 items-center gap-1.5 rounded-md border border-l-4 bg-card px-1.5 py-1 text-left text-xs outline-none hover:bg-accent focus-visible:ring-[3px] focus-visible:ring-ring/50";
/** `compact`: two lines, the title's and the marks'. */
const COMPACT_CLASS = "flex-col items-stretch gap-0.5 py-0.5";
const COMPACT_TITLE_CLASS = "block min-w-0 truncate leading-4 font-medium";
/** The marks' line wraps (time and state under the platforms) in a column too narrow for all of them: a phone's week. */
const COMPACT_MARKS_CLASS = "flex min-w-0 flex-wrap items-center gap-x-1 gap-y-0.5 leading-4";

/** What a dragged post carries (its id); the drop target reads it back. */
export const POST_DRAG_TYPE = "application/x-kanal-post";

/** Drop target props: accepts a dragged post and hands its id to `onDropPost`. */
export function dropTargetProps(onDropPost: (postId: string) => void) {
  return {
    onDragOver: (event: DragEvent) => {
      if (event.dataTransfer.types.includes(POST_DRAG_TYPE)) {
        event.preventDefault();
        event.dataTransfer.dropEffect = "move";
      }
    },
    onDrop: (event: DragEvent) => {
      const postId = event.dataTransfer.getData(POST_DRAG_TYPE);
      if (!postId) return;
      event.preventDefault();
      event.stopPropagation();
      onDropPost(postId);
    },
  };
}

export function CalendarEntryItem({
  entry,
  onOpenPost,
  showTime = true,
  withThumbnail = false,
  compact = false,
  className,
}: {
  entry: CalendarEntry;
  onOpenPost: (postId: string) => void;
  showTime?: boolean;
  /** A narrow cell's item: the title on its own line, the marks below it. */
  compact?: boolean;
  /** A post's first media file before its title (the lists, where there is room). */
  withThumbnail?: boolean;
  className?: string;
}) {
  const t = useTranslations("schedule");
  const format = useFormatter();
  const time = showTime ? (
    <time dateTime={entry.at} className="shrink-0 text-muted-foreground tabular-nums">
      {format.time(entry.at)}
    </time>
  ) : null;

  if (entry.kind === "campaign") {
    const { campaign } = entry;
    return (
      <Link
        href={`/campaigns/${campaign.id}`}
        className={cn(ENTRY_CLASS, CALENDAR_PALETTE.campaign.bar, "border-dashed", compact && COMPACT_CLASS, className)}
        data-testid="calendar-campaign"
        title={campaign.name}
      >
        {compact ? (
          <>
            <span className={COMPACT_TITLE_CLASS}>{campaign.name}</span>
            <span className={COMPACT_MARKS_CLASS}>
              <SwatchMark swatch="campaign" label={t("campaign")} />
              {time}
            </span>
          </>
        ) : (
          <>
            <SwatchMark swatch="campaign" label={t("campaign")} />
            {time}
            <span className="min-w-0 flex-1 truncate font-medium">{campaign.name}</span>
          </>
        )}
      </Link>
    );
  }

  return (
    <PostEntryItem
      post={entry.post}
      time={time}
      onOpenPost={onOpenPost}
      withThumbnail={withThumbnail}
      compact={compact}
      className={className}
    />
  );
}

/** The lists' items (the agenda's days, a day's '+N more'): each entry with its thumbnail, roomier. */
export function CalendarEntryList({
  entries,
  onOpenPost,
  className,
}: {
  entries: CalendarEntry[];
  onOpenPost: (postId: string) => void;
  className: string;
}) {
  return (
    <ul className={className}>
      {entries.map((entry) => (
        <li key={`${entry.kind}-${entry.id}`}>
          <CalendarEntryItem entry={entry} onOpenPost={onOpenPost} withThumbnail className="py-2 text-sm" />
        </li>
      ))}
    </ul>
  );
}

/** A post's item: its platforms, the time (none for an undated draft), the title and its state. */
export function PostEntryItem({
  post,
  time,
  onOpenPost,
  withThumbnail = false,
  compact = false,
  className,
}: {
  post: CalendarPostJson;
  time: ReactNode;
  onOpenPost: (postId: string) => void;
  withThumbnail?: boolean;
  /** Two lines: the title, then the platforms, the time and the state. */
  compact?: boolean;
  className?: string;
}) {
  const isDraggable = canReschedule(post);
  const platforms = (
    <span className="flex shrink-0 -space-x-1">
      {post.platforms.slice(0, 3).map((platform) => (
        <SwatchMark key={platform} swatch={platform} />
      ))}
    </span>
  );
  return (
    <button
      type="button"
      onClick={() => onOpenPost(post.id)}
      draggable={isDraggable}
      onDragStart={(event) => {
        event.dataTransfer.setData(POST_DRAG_TYPE, post.id);
        event.dataTransfer.effectAllowed = "move";
      }}
      className={cn(
        ENTRY_CLASS,
        CALENDAR_PALETTE[post.platforms[0] ?? "campaign"].bar,
        isDraggable && "cursor-grab active:cursor-grabbing",
        post.status === "draft" && "border-dashed",
        compact && COMPACT_CLASS,
        className,
      )}
      data-testid="calendar-post"
      data-post-id={post.id}
      title={post.title}
    >
      {compact ? (
        <>
          <span className={COMPACT_TITLE_CLASS} data-testid="calendar-post-title">
            {post.title}
          </span>
          <span className={COMPACT_MARKS_CLASS}>
            {platforms}
            {time}
            <span className="ms-auto flex shrink-0">
              <PostStatusMark status={post.status} />
            </span>
          </span>
        </>
      ) : (
        <>
          {platforms}
          {time}
          {withThumbnail && post.thumbnailId && <PostThumbnail mediaId={post.thumbnailId} />}
          <span className="min-w-0 flex-1 truncate font-medium" data-testid="calendar-post-title">
            {post.title}
          </span>
          <PostStatusMark status={post.status} />
        </>
      )}
    </button>
  );
}

/** The first media file's thumbnail, gone when it cannot be shown (no thumbnail yet, file deleted). */
function PostThumbnail({ mediaId }: { mediaId: string }) {
  const [isBroken, setIsBroken] = useState(false);
  if (isBroken) return null;
  return (
    <MediaImage
      src={mediaThumbnailUrl(mediaId)}
      alt=""
      loading="lazy"
      className="size-7 shrink-0 rounded object-cover"
      // A load that failed before hydration fired its error event before React listened: check on mount.
      ref={(image) => {
        if (image?.complete && image.naturalWidth === 0) setIsBroken(true);
      }}
      onError={() => setIsBroken(true)}
      data-testid="calendar-post-thumbnail"
    />
  );
}
