"use client";

import { Languages } from "lucide-react";
import { useRouter } from "next/navigation";
import { useLocale, useTranslations } from "next-intl";
import { useEffect, useTransition } from "react";
import { Button } from "@/components/ui/button";
import { ChoiceMenu } from "@/components/common/choice-menu";
import { DropdownMenuRadioItem } from "@/components/ui/dropdown-menu";
import { isLocale, toLocale, LOCALE_STORAGE_KEY, LOCALES, type Locale } from "@/lib/i18n/config";
import { hasLocaleCookie, storeLocale } from "@/lib/i18n/locale-cookie";
import { cn } from "@/lib/utils";

/** TR / EN. Choosing one stores it and re-renders the server components in that language. */
export function LanguageSwitcher({ className }: { className?: string }) {
  const t = useTranslations("switcher");
  const router = useRouter();
  const current = useLocale();
  const locale: Locale = toLocale(current);
  const [isPending, startTransition] = useTransition();

  // Spec 01 §3: a choice kept in localStorage comes first. Without a cookie the server went by the
  // browser's language, so a stored choice that differs is applied once.
  useEffect(() => {
    if (hasLocaleCookie()) return;
    let stored: string | null = null;
    try {
      stored = window.localStorage.getItem(LOCALE_STORAGE_KEY);
    } catch {
      return;
    }
    if (!isLocale(stored) || stored === locale) return;
    storeLocale(stored);
    // Cookies may be blocked: refreshing would then change nothing (and could repeat).
    if (hasLocaleCookie()) router.refresh();
  }, [locale, router]);

  function choose(next: Locale) {
    if (next === locale) return;
    storeLocale(next);
    startTransition(() => router.refresh());
  }

  return (
    <ChoiceMenu
      label={t("language")}
      value={locale}
      onValueChange={(value) => isLocale(value) && choose(value)}
      trigger={
        <Button
          variant="ghost"
          size="sm"
          className={cn("gap-1.5 text-muted-foreground hover:text-foreground", className)}
          aria-label={t("languageLabel", { language: t(`languages.${locale}`), code: t(`codes.${locale}`) })}
          aria-busy={isPending || undefined}
        >
          <Languages aria-hidden />
          <span className="text-xs font-semibold tracking-wide">{t(`codes.${locale}`)}</span>
        </Button>
      }
    >
      {LOCALES.map((option) => (
        <DropdownMenuRadioItem key={option} value={option} lang={option} className="justify-between gap-4">
          {t(`languages.${option}`)}
          <span className="text-xs font-semibold text-muted-foreground">{t(`codes.${option}`)}</span>
        </DropdownMenuRadioItem>
      ))}
    </ChoiceMenu>
  );
}
