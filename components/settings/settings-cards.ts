import {
  Bell,
  CreditCard,
  Languages,
  MessagesSquare,
  Palette,
  ShieldCheck,
  UserRound,
  Users,
  type LucideIcon,
} from "lucide-react";

// The settings sub-pages (spec 02 §2 routes), once: the overview's cards and the pages that are
// not built yet read this list. Titles and descriptions: settings.overview.cards.<key>.
// The spec's overview forgot billing's card (§2.6); Kanal has one.

export type SettingsCardKey =
  "profile" | "notifications" | "security" | "appearance" | "language" | "team" | "billing" | "channels";

/** The overview shows the cards in these groups (settings.overview.groups.<group>). */
export const SETTINGS_GROUPS = ["account", "preferences", "workspace"] as const;
export type SettingsGroup = (typeof SETTINGS_GROUPS)[number];

export type SettingsCard = { key: SettingsCardKey; href: string; icon: LucideIcon; group: SettingsGroup };

export const SETTINGS_CARDS: readonly SettingsCard[] = [
  { key: "profile", href: "/settings/profile", icon: UserRound, group: "account" },
  { key: "notifications", href: "/settings/notifications", icon: Bell, group: "account" },
  { key: "security", href: "/settings/security", icon: ShieldCheck, group: "account" },
  { key: "appearance", href: "/settings/appearance", icon: Palette, group: "preferences" },
  { key: "language", href: "/settings/language", icon: Languages, group: "preferences" },
  { key: "team", href: "/settings/team", icon: Users, group: "workspace" },
  { key: "billing", href: "/settings/billing", icon: CreditCard, group: "workspace" },
  { key: "channels", href: "/settings/channels", icon: MessagesSquare, group: "workspace" },
];
