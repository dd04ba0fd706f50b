"use client";

import { PanelLeftClose, PanelLeftOpen, Sparkles } from "lucide-react";
import Link from "next/link";
import { usePathname } from "next/navigation";
import { useTranslations } from "next-intl";
import { useId, type ComponentType, type ReactNode, type SVGProps } from "react";
import { useAppearance } from "@/components/appearance/appearance-provider";
import { BrandMark } from "@/components/auth/brand-mark";
import { useUnreadConversations } from "@/components/shell/inbox-live";
import { COLLECTIONS_NAV, isCurrentPath, MAIN_NAV, type NavKey } from "@/components/shell/nav-items";
import { Button } from "@/components/ui/button";
import { Tooltip, TooltipContent, TooltipTrigger } from "@/components/ui/tooltip";
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
  collapsed = false,
}: {
  href: string;
  icon: ComponentType<SVGProps<SVGSVGElement>>;
  label: string;
  badge?: { count: number; label: string };
  onNavigate?: () => void;
  /** Icon only (collapsed sidebar): the label stays for screen readers and shows as a tooltip. */
  collapsed?: boolean;
}) {
  const pathname = usePathname();
  const isCurrent = isCurrentPath(pathname, href);
  const link = (
    <Link
      href={href}
      aria-current={isCurrent ? "page" : undefined}
      onClick={onNavigate}
      className={cn(
        itemClass,
        isCurrent
          ? "bg-sidebar-accent text-sidebar-accent-foreground"
          : "text-sidebar-foreground hover:bg-sidebar-accent/60 hover:text-sidebar-accent-foreground",
        collapsed && "relative justify-center px-0",
      )}
    >
      <Icon
        aria-hidden
        className={cn(
          "size-4 shrink-0",
          isCurrent ? "text-primary" : "text-muted-foreground group-hover:text-sidebar-accent-foreground",
        )}
      />
      <span className={collapsed ? "sr-only" : "min-w-0 flex-1 truncate"}>{label}</span>
      {badge !== undefined && badge.count > 0 && (
        <>
          <span
            aria-hidden
            data-testid={`nav-badge-${href.slice(1)}`}
            className={cn(
              "grid h-5 min-w-5 place-items-center rounded-full bg-primary px-1.5 text-xs font-semibold text-primary-foreground tabular-nums",
              collapsed && "absolute -top-1 -right-1 h-4 min-w-4 px-1",
            )}
          >
            {badge.count}
          </span>
          <span className="sr-only">, {badge.label}</span>
        </>
      )}
    </Link>
  );
  return collapsed ? <SideTooltip label={label}>{link}</SideTooltip> : link;
}

/** In the collapsed (icon-only) sidebar, an item's name beside it on hover and focus. */
function SideTooltip({ label, children }: { label: string; children: ReactNode }) {
  return (
    <Tooltip>
      <TooltipTrigger asChild>{children}</TooltipTrigger>
      <TooltipContent side="right">{label}</TooltipContent>
    </Tooltip>
  );
}

/** The fixed sidebar's collapse toggle (lg up); the choice is saved as an appearance preference. */
function CollapseToggle({ collapsed }: { collapsed: boolean }) {
  const shell = useTranslations("shell");
  const shared = useAppearance();
  if (!shared) return null;
  const label = collapsed ? shell("expandSidebar") : shell("collapseSidebar");
  const Icon = collapsed ? PanelLeftOpen : PanelLeftClose;
  const toggle = () => {
    void shared.save({ ...shared.appearance, sidebarCollapsed: !collapsed }).catch(() => {
      // The provider already put the sidebar back; nothing else changed.
    });
  };
  const button = (
    <Button
      type="button"
      variant="ghost"
      size={collapsed ? "icon" : "sm"}
      onClick={toggle}
      aria-label={collapsed ? label : undefined}
      aria-pressed={collapsed}
      className={cn("text-muted-foreground hover:text-foreground", collapsed ? "mx-auto" : "w-full justify-start")}
    >
      <Icon aria-hidden />
      {!collapsed && label}
    </Button>
  );
  return collapsed ? <SideTooltip label={label}>{button}</SideTooltip> : button;
}

/** The pro plan's call-to-action, shown on the basic plan: it leads to the billing page's plans. */
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
      <Button asChild size="sm" className="mt-3 w-full">
        <Link href="/settings/billing#plans" aria-describedby={hintId}>
          {t("action")}
        </Link>
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
  collapsible = false,
}: {
  showUpgrade: boolean;
  /** Counts per entry besides the conversations' unread count (which the sidebar reads itself). */
  badges?: Partial<Record<NavKey, number>>;
  onNavigate?: () => void;
  /** The fixed sidebar (lg up): it can collapse to icons. The phone drawer never does. */
  collapsible?: boolean;
}) {
  const t = useTranslations("nav");
  const shell = useTranslations("shell");
  const live = useTranslations("inboxLive");
  const groupId = useId();
  const shared = useAppearance();
  const collapsed = collapsible && shared?.appearance.sidebarCollapsed === true;
  // The conversations' badge: real unread conversations the user sees, live (inbox-live.tsx).
  const counts: Partial<Record<NavKey, number>> = { conversation: useUnreadConversations(), ...badges };
  const badgeOf = (key: NavKey) => {
    const count = counts[key];
    return count ? { count, label: live("unreadBadge", { count }) } : undefined;
  };
  return (
    <div className="flex h-full flex-col bg-sidebar text-sidebar-foreground">
      <div
        className={cn(
          "flex h-14 shrink-0 items-center gap-2 border-b border-sidebar-border",
          collapsed ? "justify-center px-2" : "px-5",
        )}
      >
        <Link
          href="/dashboard"
          onClick={onNavigate}
          aria-label={shell("home", { app: APP_NAME })}
          className="flex items-center gap-2 rounded-md text-base font-semibold tracking-tight text-foreground outline-none focus-visible:ring-[3px] focus-visible:ring-ring/50"
        >
          <BrandMark />
          {!collapsed && <span aria-hidden>{APP_NAME}</span>}
        </Link>
        <span
          hidden={collapsed}
          className="rounded-md border border-sidebar-border px-1.5 py-0.5 text-xs font-medium text-muted-foreground tabular-nums"
        >
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
                badge={badgeOf(item.key)}
                onNavigate={onNavigate}
                collapsed={collapsed}
              />
            </li>
          ))}
        </ul>

        <div className="flex flex-col gap-1">
          <h2 id={groupId} className={collapsed ? "sr-only" : "px-3 pb-1 text-xs font-medium text-muted-foreground"}>
            {t("collectionsGroup")}
          </h2>
          <ul aria-labelledby={groupId} className="flex flex-col gap-0.5">
            {COLLECTIONS_NAV.map((item) => (
              <li key={item.href}>
                <NavLink
                  href={item.href}
                  icon={item.icon}
                  label={t(item.label)}
                  onNavigate={onNavigate}
                  collapsed={collapsed}
                />
              </li>
            ))}
          </ul>
        </div>
      </nav>

      {showUpgrade && !collapsed && (
        <div className="shrink-0 p-2">
          <UpgradeCard />
        </div>
      )}
      {collapsible && (
        <div className="shrink-0 border-t border-sidebar-border p-2">
          <CollapseToggle collapsed={collapsed} />
        </div>
      )}
    </div>
  );
}
