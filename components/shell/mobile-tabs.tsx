"use client";

import { Menu } from "lucide-react";
import Link from "next/link";
import { usePathname } from "next/navigation";
import { useTranslations } from "next-intl";
import { useEffect, useRef, type ReactNode } from "react";
import { useAppearance } from "@/components/appearance/appearance-provider";
import { BOTTOM_TABS, isCurrentPath, TOP_TABS, type NavItem } from "@/components/shell/nav-items";
import { cn } from "@/lib/utils";

// The phone navigation styles besides the drawer (appearance setting "mobile navigation"): a
// bottom tab bar with the main screens and "more" (the drawer), or a scrollable strip of every
// screen under the top bar. Both only below lg; from lg up the sidebar is always there.

/**
 * A bottom tab (a screen's link, or "more", which opens the drawer): icon over label, the
 * current one in the accent colour.
 */
const bottomTabClass = (isCurrent: boolean) =>
  cn(
    "flex h-full flex-col items-center justify-center gap-1 px-0.5 text-[0.6875rem] font-medium outline-none focus-visible:ring-[3px] focus-visible:ring-ring/50 focus-visible:ring-inset",
    isCurrent ? "text-primary" : "text-muted-foreground hover:text-foreground",
  );

/** The tabs' links in list items (`itemClassName`), the current one marked and styled by `linkClass`. */
function TabLinks({
  items,
  itemClassName,
  linkClass,
  content,
}: {
  items: readonly NavItem[];
  itemClassName: string;
  linkClass: (isCurrent: boolean) => string;
  content: (item: NavItem, isCurrent: boolean) => ReactNode;
}) {
  const pathname = usePathname();
  return items.map((item) => {
    const isCurrent = isCurrentPath(pathname, item.href);
    return (
      <li key={item.key} className={itemClassName}>
        <Link href={item.href} aria-current={isCurrent ? "page" : undefined} className={linkClass(isCurrent)}>
          {content(item, isCurrent)}
        </Link>
      </li>
    );
  });
}

const topTabClass = (isCurrent: boolean) =>
  cn(
    "flex h-11 items-center gap-2 border-b-2 px-3 text-sm font-medium whitespace-nowrap outline-none focus-visible:ring-[3px] focus-visible:ring-ring/50 focus-visible:ring-inset",
    isCurrent ? "border-primary text-foreground" : "border-transparent text-muted-foreground hover:text-foreground",
  );

export function BottomTabs() {
  const shared = useAppearance();
  const t = useTranslations("nav");
  const shell = useTranslations("shell");
  const pathname = usePathname();
  if (shared?.appearance.mobileNavigation !== "bottom-tabs") return null;
  const isMoreCurrent = !BOTTOM_TABS.some((item) => isCurrentPath(pathname, item.href));
  return (
    <nav
      aria-label={shell("tabsNavigation")}
      className="fixed inset-x-0 bottom-0 z-30 border-t bg-background/95 pb-[env(safe-area-inset-bottom)] backdrop-blur-sm lg:hidden"
    >
      <ul className="grid h-16 grid-cols-5">
        <TabLinks
          items={BOTTOM_TABS}
          itemClassName="min-w-0"
          linkClass={bottomTabClass}
          content={(item) => (
            <>
              <item.icon aria-hidden className="size-5 shrink-0" />
              <span className="max-w-full truncate">{t(item.key)}</span>
            </>
          )}
        />
        <li className="min-w-0">
          <button
            type="button"
            onClick={() => shared.setMenuOpen(true)}
            aria-haspopup="dialog"
            aria-expanded={shared.isMenuOpen}
            className={cn(bottomTabClass(isMoreCurrent), "w-full")}
          >
            <Menu aria-hidden className="size-5 shrink-0" />
            <span className="max-w-full truncate">{shell("more")}</span>
          </button>
        </li>
      </ul>
    </nav>
  );
}

export function TopTabs() {
  const shared = useAppearance();
  const t = useTranslations("nav");
  const shell = useTranslations("shell");
  const pathname = usePathname();
  const listRef = useRef<HTMLUListElement>(null);
  const isShown = shared?.appearance.mobileNavigation === "top-tabs";

  // The current tab scrolls into view (a later one would otherwise hide past the right edge).
  useEffect(() => {
    const current = listRef.current?.querySelector<HTMLElement>('[aria-current="page"]');
    current?.scrollIntoView({ block: "nearest", inline: "center" });
  }, [pathname, isShown]);

  if (!isShown) return null;
  return (
    <nav
      aria-label={shell("tabsNavigation")}
      className="sticky top-14 z-20 border-b bg-background/95 backdrop-blur-sm lg:hidden"
    >
      <ul ref={listRef} className="flex overflow-x-auto px-2 [scrollbar-width:none]">
        <TabLinks
          items={TOP_TABS}
          itemClassName="shrink-0"
          linkClass={topTabClass}
          content={(item, isCurrent) => (
            <>
              <item.icon aria-hidden className={cn("size-4 shrink-0", isCurrent && "text-primary")} />
              {t(item.key)}
            </>
          )}
        />
      </ul>
    </nav>
  );
}
