"use client";

import { Monitor, Moon, Sun } from "lucide-react";
import { useTranslations } from "next-intl";
import { useTheme } from "next-themes";
import { useSyncExternalStore } from "react";
import { IconButton } from "@/components/common/icon-button";
import { ChoiceMenu } from "@/components/common/choice-menu";
import { DropdownMenuRadioItem } from "@/components/ui/dropdown-menu";
import { cn } from "@/lib/utils";

const THEMES = [
  { value: "light", icon: Sun },
  { value: "dark", icon: Moon },
  { value: "system", icon: Monitor },
] as const;

const subscribeNever = () => () => {};

/** Light, dark or system. The choice lives in localStorage, so the server cannot know it: until
 * hydration a same-size placeholder stands in, which keeps the markup identical and nothing moves. */
export function ThemeSwitcher({ className }: { className?: string }) {
  const t = useTranslations("switcher");
  const { theme, setTheme } = useTheme();
  const isClient = useSyncExternalStore(
    subscribeNever,
    () => true,
    () => false,
  );

  if (!isClient) return <span aria-hidden className={cn("inline-block size-9 shrink-0", className)} />;

  const current = THEMES.find((option) => option.value === theme) ?? THEMES[2];
  return (
    <ChoiceMenu
      label={t("theme")}
      value={current.value}
      onValueChange={setTheme}
      trigger={
        <IconButton
          icon={current.icon}
          label={t("themeLabel", { theme: t(`themes.${current.value}`) })}
          className={cn("text-muted-foreground hover:text-foreground", className)}
        />
      }
    >
      {THEMES.map(({ value, icon: Icon }) => (
        <DropdownMenuRadioItem key={value} value={value}>
          <Icon className="text-muted-foreground" aria-hidden />
          {t(`themes.${value}`)}
        </DropdownMenuRadioItem>
      ))}
    </ChoiceMenu>
  );
}
