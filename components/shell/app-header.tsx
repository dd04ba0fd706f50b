import Link from "next/link";
import { useTranslations } from "next-intl";
import { BrandMark } from "@/components/auth/brand-mark";
import { LanguageSwitcher } from "@/components/language-switcher";
import { CommandPalette } from "@/components/shell/command-palette";
import { MobileNav } from "@/components/shell/mobile-nav";
import { NotificationBell } from "@/components/shell/notification-bell";
import { UserMenu, type ShellUser } from "@/components/shell/user-menu";
import { ThemeSwitcher } from "@/components/theme-switcher";
import { Separator } from "@/components/ui/separator";
import { APP_NAME } from "@/lib/constants";

/**
 * The top bar: the phone menu and brand (below lg), search / command palette, language, theme,
 * notifications and the signed-in person's menu.
 */
export function AppHeader({ user, showUpgrade }: { user: ShellUser; showUpgrade: boolean }) {
  const t = useTranslations("shell");
  return (
    <header className="sticky top-0 z-30 flex h-14 shrink-0 items-center gap-2 border-b bg-background/90 px-4 backdrop-blur-sm sm:gap-3 sm:px-6">
      <MobileNav showUpgrade={showUpgrade} />
      <Link
        href="/dashboard"
        aria-label={t("home", { app: APP_NAME })}
        className="rounded-md outline-none focus-visible:ring-[3px] focus-visible:ring-ring/50 lg:hidden"
      >
        <BrandMark />
      </Link>
      <CommandPalette />
      <div className="ml-auto flex items-center gap-1">
        <LanguageSwitcher />
        <ThemeSwitcher />
        <NotificationBell />
        <Separator orientation="vertical" className="mx-1.5 hidden data-[orientation=vertical]:h-6 sm:block" />
        <UserMenu user={user} />
      </div>
    </header>
  );
}
