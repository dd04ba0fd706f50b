import { ChevronRight, Pencil } from "lucide-react";
import Link from "next/link";
import { getTranslations } from "next-intl/server";
import { planLabel, roleLabel } from "@/components/settings/account-labels";
import { SETTINGS_CARDS, SETTINGS_GROUPS } from "@/components/settings/settings-cards";
import { UserAvatar } from "@/components/settings/user-avatar";
import { Badge } from "@/components/ui/badge";
import { Button } from "@/components/ui/button";
import type { Role } from "@/lib/generated/prisma/enums";
import { HeadingBlock } from "@/components/common/heading-block";

export type OverviewUser = {
  firstName: string;
  lastName: string;
  email: string;
  avatar: string | null;
  role: Role;
  companyName: string;
  plan: string;
};

/**
 * The settings overview (spec 02 §2.6): who is signed in (photo, name, e-mail, plan and role
 * badges, Edit profile) and one card per settings page, billing included.
 */
export async function SettingsOverview({ user }: { user: OverviewUser }) {
  const [t, shell] = await Promise.all([getTranslations("settings.overview"), getTranslations("shell")]);
  const name = shell("fullName", { firstName: user.firstName, lastName: user.lastName });
  return (
    <div className="mx-auto flex w-full max-w-4xl flex-col gap-6 px-4 py-6 sm:px-6 lg:px-8 lg:py-8">
      <HeadingBlock level="page" title={t("title")} description={t("description")} />

      <section
        aria-labelledby="settings-profile-card-title"
        className="flex flex-col gap-4 rounded-xl border bg-card p-5 sm:flex-row sm:items-center sm:gap-5 sm:p-6"
      >
        <div className="flex min-w-0 flex-1 items-center gap-4 sm:gap-5">
          <UserAvatar person={user} className="size-14 sm:size-16" />
          <div className="flex min-w-0 flex-1 flex-col gap-1.5">
            <h2 id="settings-profile-card-title" className="truncate text-lg font-semibold tracking-tight">
              {name}
            </h2>
            <p className="truncate text-sm text-muted-foreground">{user.email}</p>
            <div className="mt-1 flex flex-wrap items-center gap-2">
              <Badge>{t("planBadge", { plan: planLabel(t, user.plan) })}</Badge>
              <Badge variant="secondary">{roleLabel(t, user.role)}</Badge>
              <span className="truncate text-xs text-muted-foreground">{user.companyName}</span>
            </div>
          </div>
        </div>
        <Button asChild variant="outline" className="w-full sm:w-auto">
          <Link href="/settings/profile">
            <Pencil aria-hidden />
            {t("editProfile")}
          </Link>
        </Button>
      </section>

      <nav aria-label={t("pagesLabel")} className="flex flex-col gap-6">
        {SETTINGS_GROUPS.map((group) => (
          <section key={group} aria-labelledby={`settings-group-${group}`} className="flex flex-col gap-3">
            <h2
              id={`settings-group-${group}`}
              className="text-xs font-semibold tracking-wide text-muted-foreground uppercase"
            >
              {t(`groups.${group}`)}
            </h2>
            <ul className="grid gap-4 sm:grid-cols-2 lg:grid-cols-3">
              {SETTINGS_CARDS.filter((card) => card.group === group).map(({ key, href, icon: Icon }) => (
                <li key={key} className="flex">
                  <Link
                    href={href}
                    className="group flex w-full items-start gap-4 rounded-xl border bg-card p-5 transition-colors outline-none hover:border-primary/40 hover:bg-accent/40 focus-visible:ring-[3px] focus-visible:ring-ring/50"
                  >
                    <span className="grid size-10 shrink-0 place-items-center rounded-lg bg-primary/10 text-primary dark:bg-primary/20 dark:text-accent-foreground">
                      <Icon className="size-5" aria-hidden />
                    </span>
                    <span className="flex min-w-0 flex-1 flex-col gap-1">
                      <span className="font-medium">{t(`cards.${key}.title`)}</span>
                      <span className="text-sm text-muted-foreground">{t(`cards.${key}.description`)}</span>
                    </span>
                    <ChevronRight
                      className="mt-0.5 size-4 shrink-0 text-muted-foreground transition-transform group-hover:translate-x-0.5 motion-reduce:transition-none"
                      aria-hidden
                    />
                  </Link>
                </li>
              ))}
            </ul>
          </section>
        ))}
      </nav>
    </div>
  );
}
