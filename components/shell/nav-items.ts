import {
  CalendarDays,
  ChartColumn,
  FolderHeart,
  Images,
  LayoutDashboard,
  LayoutTemplate,
  Megaphone,
  MessagesSquare,
  Rocket,
  Settings,
  UserRound,
  Users,
  type LucideIcon,
} from "lucide-react";

// The app's screens, once: the sidebar, the phone menu and the command palette all read this list.
// Labels are keys of the `nav` messages.

export type NavKey =
  | "dashboard"
  | "schedule"
  | "conversation"
  | "analytics"
  | "customers"
  | "templates"
  | "campaigns"
  | "collections"
  | "settings"
  | "profile";

export type NavItem = { key: NavKey; href: string; icon: LucideIcon };

export const MAIN_NAV: readonly NavItem[] = [
  { key: "dashboard", href: "/dashboard", icon: LayoutDashboard },
  { key: "schedule", href: "/schedule", icon: CalendarDays },
  { key: "conversation", href: "/conversation", icon: MessagesSquare },
  { key: "analytics", href: "/analytics", icon: ChartColumn },
  { key: "customers", href: "/customers", icon: Users },
  { key: "templates", href: "/templates", icon: LayoutTemplate },
  { key: "campaigns", href: "/campaigns", icon: Megaphone },
  { key: "collections", href: "/collections", icon: Images },
  { key: "settings", href: "/settings", icon: Settings },
];

/** The Collections group: My Collections and My Boosted Shots (issue 21); `label` is a `nav` key too. */
export const COLLECTIONS_NAV = [
  { label: "myCollections", href: "/collections", icon: FolderHeart },
  { label: "boostedShots", href: "/boosted", icon: Rocket },
] as const;

/** What the command palette can jump to: every sidebar screen plus the profile. */
export const PALETTE_SCREENS: readonly NavItem[] = [
  ...MAIN_NAV,
  { key: "profile", href: "/settings/profile", icon: UserRound },
];

/** The entry for `href` is current on its own page and on the pages under it (/settings/profile). */
export function isCurrentPath(pathname: string, href: string): boolean {
  return pathname === href || pathname.startsWith(`${href}/`);
}

// The phone tab styles (components/shell/mobile-tabs.tsx), here rather than beside them because the
// swipe gestures read them too, and the gestures sit inside the appearance provider that the tabs
// read: keeping them in the tabs' file made an import cycle.
const BOTTOM_TAB_KEYS = ["dashboard", "conversation", "customers", "campaigns"] as const;
export const BOTTOM_TABS: readonly NavItem[] = BOTTOM_TAB_KEYS.map((key) => MAIN_NAV.find((item) => item.key === key)!);
export const TOP_TABS: readonly NavItem[] = MAIN_NAV;

/** The tabs the current navigation style shows (what a sideways swipe moves between). */
export function tabsOf(style: string | undefined): readonly NavItem[] {
  if (style === "bottom-tabs") return BOTTOM_TABS;
  if (style === "top-tabs") return TOP_TABS;
  return [];
}
