"use client";

import { Armchair, Mail, ShieldCheck, UsersRound, type LucideIcon } from "lucide-react";
import { useTranslations } from "next-intl";
import { useFormatter } from "@/components/format/formatter-provider";
import { planLabel } from "@/components/settings/account-labels";
import { Progress } from "@/components/ui/progress";
import { cn } from "@/lib/utils";
import type { TeamOverview } from "@/components/settings/team/team-types";

/** The four counts at the top of the team page (spec 02 §2.13), from real rows. */
export function TeamOverviewCards({ overview }: { overview: TeamOverview }) {
  const t = useTranslations("settings.team.overview");
  const labels = useTranslations("settings.overview");
  const format = useFormatter();
  const { used, limit } = overview.seats;
  const isFull = limit !== null && used >= limit;
  return (
    <section aria-label={t("title")} className="grid grid-cols-2 gap-3 lg:grid-cols-4">
      <Stat icon={UsersRound} label={t("members")} value={format.number(overview.members)} testId="count-members" />
      <Stat
        icon={ShieldCheck}
        label={t("admins")}
        value={format.number(overview.admins)}
        hint={t("adminsHint", { owners: overview.owners })}
        testId="count-admins"
      />
      <Stat
        icon={Mail}
        label={t("pending")}
        value={format.number(overview.pendingInvitations)}
        testId="count-pending"
      />
      <Stat
        icon={Armchair}
        label={t("seats")}
        value={
          limit === null
            ? t("seatsUnlimited", { used: format.number(used) })
            : t("seatsOf", { used: format.number(used), limit: format.number(limit) })
        }
        hint={isFull ? t("seatsFull") : t("seatsHint", { plan: planLabel(labels, overview.plan) })}
        tone={isFull ? "warning" : "default"}
        testId="count-seats"
      >
        {limit !== null && (
          <Progress
            value={Math.min(100, (used / Math.max(limit, 1)) * 100)}
            aria-label={t("seats")}
            className={cn("mt-2 h-1.5", isFull && "[&>div]:bg-warning")}
          />
        )}
      </Stat>
    </section>
  );
}

function Stat({
  icon: Icon,
  label,
  value,
  hint,
  tone = "default",
  testId,
  children,
}: {
  icon: LucideIcon;
  label: string;
  value: string;
  hint?: string;
  tone?: "default" | "warning";
  testId: string;
  children?: React.ReactNode;
}) {
  return (
    <div className="flex min-w-0 flex-col gap-1 rounded-xl border bg-card p-4">
      <div className="flex items-start justify-between gap-2 text-sm text-muted-foreground">
        <span className="min-w-0 leading-snug">{label}</span>
        <Icon className="mt-0.5 size-4 shrink-0" aria-hidden />
      </div>
      <p className="text-2xl font-semibold tracking-tight tabular-nums" data-testid={testId}>
        {value}
      </p>
      {hint && (
        <p className={cn("text-xs", tone === "warning" ? "font-medium text-warning" : "text-muted-foreground")}>
          {hint}
        </p>
      )}
      {children}
    </div>
  );
}
