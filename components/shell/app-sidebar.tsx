"use client";

import { Sparkles } from "lucide-react";
import Link from "next/link";
import { usePathname } from "next/navigation";
import { useTranslations } from "next-intl";
import { useId, type ComponentType, type SVGProps } from "react";
import { BrandMark } from "@/components/auth/brand-mark";
import { COLLECTIONS_NAV, isCurrentPath, MAIN_NAV, type NavKey } from "@/components/shell/nav-items";
import { Button } from "@/components/ui/button";
import { APP_NAME, APP_VERSION } from "@/lib/constants";
import { cn } from "@/lib/utils";

const itemClass =
  "group flex h-9 items-center gap-3 rounded-md px-3 text-sm font-medium outline-none transition-colors focus-visible:ring-[3px] focus-visible:ring-ring/50";

function NavLink({
  href,
  icon: Icon,
  label,
  badge,
  onNavigate,
}: {
  href: string;
  icon: ComponentType<SVGProps<SVGSVGElement>>;
  label: string;
  badge?: number;
  onNavigate?: () => void;
}) {
  const pathname = usePathname();
  const isCurrent = isCurrentPath(pathname, href);
  return (
    <Link
      href={href}
      aria-current={isCurrent ? "page" : undefined}
      onClick={onNavigate}
      className={cn(
        itemClass,
        isCurrent
          ? "bg-sidebar-accent text-sidebar-accent-foreground"
          : "text-sidebar-foreground hover:bg-sidebar-accent/60 hover:text-sidebar-accent-foreground",
      )}
    >
      <Icon
        aria-hidden
        className={cn(
          "size-4 shrink-0",
          isCurrent ? "text-primary" : "text-muted-foreground group-hover:text-sidebar-accent-foreground",
        )}
      />
      <span className="min-w-0 flex-1 truncate">{label}</span>
      {badge !== undefined && badge > 0 && (
        <span className="grid h-5 min-w-5 place-items-center rounded-full bg-primary px-1.5 text-xs font-semibold text-primary-foreground tabular-nums">
          {badge}
        </span>
      )}
    </Link>
  );
}

/** The pro plan's call-to-action. Billing does not exist yet: the button is disabled and says so. */
function UpgradeCard() {
  const t = useTranslations("shell.upgrade");
  const hintId = useId();
  return (
    <div className="rounded-lg border border-sidebar-border bg-background p-4 shadow-xs dark:bg-card">
      <div className="flex items-center gap-2">
        <span className="grid size-7 place-items-center rounded-md bg-primary/10 text-primary">
          <Sparkles className="size-4" aria-hidden />
        </span>
        <p className="text-sm font-semibold">{t("title")}</p>
      </div>
      <p className="mt-2 text-xs leading-relaxed text-muted-foreground">{t("text")}</p>
      <Button size="sm" className="mt-3 w-full" disabled aria-describedby={hintId}>
        {t("action")}
      </Button>
      <p id={hintId} className="mt-2 text-center text-xs text-muted-foreground">
        {t("hint")}
      </p>
    </div>
  );
}

/**
 * The sidebar's content: brand and version, the screens, the Collections group and, on the free
 * plan, the upgrade card. Fixed on large screens; the same content fills the phone menu.
 */
export function AppSidebar({
  showUpgrade,
  badges = {},
  onNavigate,
}: {
  showUpgrade: boolean;
  /** Unread counts per entry; an entry without one shows no badge (the inbox does not exist yet). */
  badges?: Partial<Record<NavKey, number>>;
  onNavigate?: () => void;
}) {
  const t = useTranslations("nav");
  const shell = useTranslations("shell");
  const groupId = useId();
  const { myCollections, boostedShots } = COLLECTIONS_NAV;
  return (
    <div className="flex h-full flex-col bg-sidebar text-sidebar-foreground">
      <div className="flex h-14 shrink-0 items-center gap-2 border-b border-sidebar-border px-5">
        <Link
          href="/dashboard"
          onClick={onNavigate}
          aria-label={shell("home", { app: APP_NAME })}
          className="flex items-center gap-2 rounded-md text-base font-semibold tracking-tight text-foreground outline-none focus-visible:ring-[3px] focus-visible:ring-ring/50"
        >
          <BrandMark />
          <span aria-hidden>{APP_NAME}</span>
        </Link>
        <span className="rounded-md border border-sidebar-border px-1.5 py-0.5 text-xs font-medium text-muted-foreground tabular-nums">
          {shell("version", { version: APP_VERSION })}
        </span>
      </div>

      <nav
        aria-label={shell("mainNavigation")}
        className="flex min-h-0 flex-1 flex-col gap-6 overflow-y-auto px-2 py-3"
      >
        <ul className="flex flex-col gap-0.5">
          {MAIN_NAV.map((item) => (
            <li key={item.key}>
              <NavLink
                href={item.href}
                icon={item.icon}
                label={t(item.key)}
                badge={badges[item.key]}
                onNavigate={onNavigate}
              />
            </li>
          ))}
        </ul>

        <div className="flex flex-col gap-1">
          <h2 id={groupId} className="px-3 pb-1 text-xs font-medium text-muted-foreground">
            {t("collectionsGroup")}
          </h2>
          <ul aria-labelledby={groupId} className="flex flex-col gap-0.5">
            <li>
              <NavLink
                href={myCollections.href}
                icon={myCollections.icon}
                label={t("myCollections")}
                onNavigate={onNavigate}
              />
            </li>
            <li>
              {/* Not a link: /boosted is not built yet (spec 01 §2), so it is shown but goes nowhere. */}
              <span aria-disabled="true" className={cn(itemClass, "cursor-not-allowed text-muted-foreground")}>
                <boostedShots.icon aria-hidden className="size-4 shrink-0 opacity-70" />
                <span className="min-w-0 flex-1 truncate">{t("boostedShots")}</span>
                <span className="rounded-md bg-muted px-1.5 py-0.5 text-xs font-medium text-muted-foreground">
                  {shell("soon")}
                </span>
              </span>
            </li>
          </ul>
        </div>
      </nav>

      {showUpgrade && (
        <div className="shrink-0 p-2">
          <UpgradeCard />
        </div>
      )}
    </div>
  );
}
