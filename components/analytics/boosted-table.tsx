"use client";

import { ImageIcon } from "lucide-react";
import { useTranslations } from "next-intl";
import { Badge } from "@/components/ui/badge";
import { Table, TableBody, TableCell, TableHead, TableHeader, TableRow } from "@/components/ui/table";
import { useFormatter } from "@/components/format/formatter-provider";
import type { BoostedPost } from "@/lib/analytics/types";
import { cn } from "@/lib/utils";

// The boosted posts table of spec 01 §2 / §3 (No, image, title, boost time, create date, status,
// likes, comments, shares), on the overview and on /boosted.

const STATUS_CLASS = {
  inProgress: "border-transparent bg-success/15 text-emerald-700 dark:text-success",
  finished: "border-transparent bg-muted text-muted-foreground",
  upcoming: "border-transparent bg-primary/10 text-primary",
} as const;

export function BoostedTable({ posts }: { posts: BoostedPost[] }) {
  const t = useTranslations("analytics.boosted");
  const format = useFormatter();
  return (
    <div className="overflow-x-auto">
      <Table className="min-w-[44rem]">
        <TableHeader>
          <TableRow>
            <TableHead className="w-12">{t("columns.no")}</TableHead>
            <TableHead className="w-16">{t("columns.image")}</TableHead>
            <TableHead>{t("columns.title")}</TableHead>
            <TableHead>{t("columns.boostTime")}</TableHead>
            <TableHead>{t("columns.createDate")}</TableHead>
            <TableHead>{t("columns.status")}</TableHead>
            <TableHead className="text-right">{t("columns.likes")}</TableHead>
            <TableHead className="text-right">{t("columns.comments")}</TableHead>
            <TableHead className="text-right">{t("columns.shares")}</TableHead>
          </TableRow>
        </TableHeader>
        <TableBody>
          {posts.map((post, index) => (
            <TableRow key={post.id}>
              <TableCell className="text-muted-foreground tabular-nums">{index + 1}</TableCell>
              <TableCell>
                {post.imageUrl ? (
                  // eslint-disable-next-line @next/next/no-img-element -- an authenticated API thumbnail
                  <img src={post.imageUrl} alt="" className="size-10 rounded-md border object-cover" loading="lazy" />
                ) : (
                  <span className="grid size-10 place-items-center rounded-md border bg-muted text-muted-foreground">
                    <ImageIcon className="size-4" aria-hidden />
                  </span>
                )}
              </TableCell>
              <TableCell className="max-w-64 truncate font-medium">{post.title}</TableCell>
              <TableCell className="whitespace-nowrap tabular-nums">
                {t("boostRange", { start: format.date(post.startsAt), end: format.date(post.endsAt) })}
              </TableCell>
              <TableCell className="whitespace-nowrap tabular-nums">{format.date(post.createdAt)}</TableCell>
              <TableCell>
                <Badge variant="outline" className={cn("font-medium", STATUS_CLASS[post.status])}>
                  {t(`status.${post.status}`)}
                </Badge>
              </TableCell>
              <TableCell className="text-right tabular-nums">{format.number(post.likes)}</TableCell>
              <TableCell className="text-right tabular-nums">{format.number(post.comments)}</TableCell>
              <TableCell className="text-right tabular-nums">{format.number(post.shares)}</TableCell>
            </TableRow>
          ))}
        </TableBody>
      </Table>
    </div>
  );
}
