"use client";

import {
  AtSign,
  BriefcaseBusiness,
  Camera,
  CircleCheck,
  CirclePlay,
  Clock,
  Hand,
  LoaderCircle,
  Megaphone,
  Music2,
  PencilLine,
  ThumbsUp,
  TriangleAlert,
  Volleyball,
  type LucideIcon,
} from "lucide-react";
import { useTranslations } from "next-intl";
import type { PostStatus } from "@/lib/posts/types";
import { CALENDAR_PALETTE, type CalendarSwatch } from "@/lib/schedule/platforms";
import { PLATFORM_NAMES } from "@/lib/validation/posts";
import { cn } from "@/lib/utils";

// The calendar's small marks: a platform's (or a campaign's) coloured square with its icon, and a
// post's state as an icon with its word for screen readers (or shown, in lists).

const SWATCH_ICON: Record<CalendarSwatch, LucideIcon> = {
  instagram: Camera,
  facebook: ThumbsUp,
  twitter: AtSign,
  linkedin: BriefcaseBusiness,
  youtube: CirclePlay,
  tiktok: Music2,
  dribbble: Volleyball,
  campaign: Megaphone,
};

export function SwatchMark({
  swatch,
  size = "sm",
  label,
}: {
  swatch: CalendarSwatch;
  /** "lg": an account's stand-in avatar (round). */
  size?: "sm" | "md" | "lg";
  label?: string;
}) {
  const Icon = SWATCH_ICON[swatch];
  const name = label ?? (swatch === "campaign" ? undefined : PLATFORM_NAMES[swatch]);
  return (
    <span
      className={cn(
        "inline-grid shrink-0 place-items-center rounded-sm ring-1 ring-foreground/15",
        CALENDAR_PALETTE[swatch].swatch,
        size === "sm" ? "size-4" : size === "md" ? "size-6 rounded-md" : "size-10 rounded-full",
      )}
      role={name ? "img" : undefined}
      aria-label={name}
      aria-hidden={name ? undefined : true}
      title={name}
      data-platform={swatch}
    >
      <Icon className={size === "sm" ? "size-3" : size === "md" ? "size-4" : "size-5"} aria-hidden />
    </span>
  );
}

const STATUS_ICON: Record<PostStatus, { icon: LucideIcon; className: string }> = {
  draft: { icon: PencilLine, className: "text-muted-foreground" },
  scheduled: { icon: Clock, className: "text-muted-foreground" },
  publishing: { icon: LoaderCircle, className: "animate-spin text-muted-foreground motion-reduce:animate-none" },
  published: { icon: CircleCheck, className: "text-success" },
  failed: { icon: TriangleAlert, className: "text-destructive" },
  manual: { icon: Hand, className: "text-amber-700 dark:text-amber-400" },
};

/** A post's state: its icon (always) and its word (visible with `withLabel`, else for screen readers). */
export function PostStatusMark({ status, withLabel = false }: { status: PostStatus; withLabel?: boolean }) {
  const t = useTranslations("schedule.statuses");
  const { icon: Icon, className } = STATUS_ICON[status];
  return (
    <span className="inline-flex shrink-0 items-center gap-1 text-xs" data-testid="post-status" data-status={status}>
      <Icon className={cn("size-3.5", className)} aria-hidden />
      <span className={withLabel ? undefined : "sr-only"}>{t(status)}</span>
    </span>
  );
}
