"use client";

import { Rocket } from "lucide-react";
import Link from "next/link";
import { useTranslations } from "next-intl";
import { BoostedTable } from "@/components/analytics/boosted-table";
import { DataTableQueryError } from "@/components/data-table/states";
import { Button } from "@/components/ui/button";
import { Skeleton } from "@/components/ui/skeleton";
import type { BoostedPost } from "@/lib/analytics/types";
import { useApiQuery } from "@/lib/query/use-api-query";

// My Boosted Shots (/boosted, spec 01 §2–3): every boosted post, In Progress while its boost runs
// and Finished after, with the likes, comments and shares of its daily snapshots.

export function BoostedScreen() {
  const t = useTranslations("analytics.boosted");
  const query = useApiQuery<{ posts: BoostedPost[] }>(["analytics"], "/analytics/boosted");
  return (
    <div className="mx-auto flex w-full max-w-7xl flex-col gap-5 px-4 py-6 sm:px-6 lg:px-8 lg:py-8">
      <header>
        <h1 className="text-2xl font-semibold tracking-tight">{t("pageTitle")}</h1>
        <p className="mt-1 text-sm text-muted-foreground">{t("description")}</p>
      </header>
      {query.error ? (
        <DataTableQueryError query={query} fallback={t("error")} />
      ) : !query.data ? (
        <Skeleton className="h-72 rounded-xl" aria-busy />
      ) : query.data.posts.length === 0 ? (
        <section className="flex flex-col items-center rounded-xl border border-dashed bg-card/50 px-6 py-14 text-center">
          <span className="grid size-12 place-items-center rounded-xl bg-primary/10 text-primary">
            <Rocket className="size-6" aria-hidden />
          </span>
          <h2 className="mt-4 text-base font-semibold">{t("emptyTitle")}</h2>
          <p className="mt-1.5 max-w-md text-sm text-muted-foreground">{t("emptyText")}</p>
          <Button asChild className="mt-5">
            <Link href="/schedule">{t("emptyAction")}</Link>
          </Button>
        </section>
      ) : (
        <div className="rounded-xl border bg-card">
          <BoostedTable posts={query.data.posts} />
        </div>
      )}
    </div>
  );
}
