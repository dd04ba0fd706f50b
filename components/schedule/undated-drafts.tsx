"use client";

import { useTranslations } from "next-intl";
import { PostEntryItem } from "@/components/schedule/calendar-entry";
import type { CalendarPostJson } from "@/lib/posts/types";

/**
 * The drafts without a date, which no day of the calendar can show: each opens its details (where
 * "move to" gives it a day, and edit schedules it), or is dragged onto a day of the grid.
 */
export function UndatedDrafts({
  drafts,
  onOpenPost,
}: {
  drafts: readonly CalendarPostJson[];
  onOpenPost: (postId: string) => void;
}) {
  const t = useTranslations("schedule.undated");
  if (drafts.length === 0) return null;
  return (
    <section
      aria-labelledby="undated-drafts-title"
      className="flex flex-col gap-2 rounded-lg border bg-card p-3"
      data-testid="undated-drafts"
    >
      <div className="flex flex-wrap items-baseline justify-between gap-x-3 gap-y-0.5">
        <h2 id="undated-drafts-title" className="text-sm font-semibold">
          {t("title", { count: drafts.length })}
        </h2>
        <p className="text-xs text-muted-foreground">{t("description")}</p>
      </div>
      <ul className="grid max-h-64 gap-1.5 overflow-y-auto sm:grid-cols-2 lg:grid-cols-3">
        {drafts.map((post) => (
          <li key={post.id} className="min-w-0">
            <PostEntryItem post={post} time={null} onOpenPost={onOpenPost} withThumbnail className="py-2 text-sm" />
          </li>
        ))}
      </ul>
    </section>
  );
}
