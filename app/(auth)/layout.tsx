import Link from "next/link";
import { getTranslations } from "next-intl/server";
import type { ReactNode } from "react";
import { BrandMark } from "@/components/auth/brand-mark";
import { LanguageSwitcher } from "@/components/language-switcher";
import { ThemeSwitcher } from "@/components/theme-switcher";
import { APP_NAME } from "@/lib/constants";

// The frame of the public auth screens: brand, language and theme (so a visitor can switch to
// English before signing in), the screen itself centred, and the footer links of spec 01 §2.
export default async function AuthLayout({ children }: { children: ReactNode }) {
  const t = await getTranslations("auth.common");
  const footerLinks = [
    { href: "/privacy", label: t("privacy") },
    { href: "/terms", label: t("terms") },
    { href: "/help", label: t("help") },
  ];
  return (
    <div className="relative isolate flex min-h-dvh flex-col">
      <div
        aria-hidden
        className="absolute inset-x-0 top-0 -z-10 h-96 bg-[radial-gradient(ellipse_60%_100%_at_50%_0%,color-mix(in_oklch,var(--primary)_10%,transparent),transparent)]"
      />
      <header className="flex h-16 items-center justify-between gap-4 px-4 sm:px-6">
        <Link
          href="/auth/login"
          aria-label={t("homeLabel")}
          className="flex items-center gap-2 rounded-md text-base font-semibold tracking-tight outline-none focus-visible:ring-[3px] focus-visible:ring-ring/50"
        >
          <BrandMark />
          <span aria-hidden>{APP_NAME}</span>
        </Link>
        <div className="flex items-center gap-1">
          <LanguageSwitcher />
          <ThemeSwitcher />
        </div>
      </header>
      <main className="flex flex-1 items-start justify-center px-4 py-6 sm:items-center sm:px-6 sm:py-10">
        {children}
      </main>
      <footer className="px-4 pb-6 sm:px-6">
        <nav aria-label={t("footerLabel")}>
          <ul className="flex items-center justify-center gap-6 text-xs text-muted-foreground">
            {footerLinks.map((link) => (
              <li key={link.href}>
                <Link
                  href={link.href}
                  className="rounded-sm outline-none hover:text-foreground focus-visible:ring-[3px] focus-visible:ring-ring/50"
                >
                  {link.label}
                </Link>
              </li>
            ))}
          </ul>
        </nav>
      </footer>
    </div>
  );
}
