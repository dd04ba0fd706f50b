"use client";

import { Check } from "lucide-react";
import { useLocale, useTranslations } from "next-intl";
import { useMemo } from "react";
import { Badge } from "@/components/ui/badge";
import { Label } from "@/components/ui/label";
import { RadioGroup, RadioGroupItem } from "@/components/ui/radio-group";
import { cn } from "@/lib/utils";
import {
  INTERFACE_LANGUAGES,
  NATIVE_LANGUAGE_NAMES,
  SELECTABLE_LANGUAGES,
  type SelectableLanguage,
} from "@/lib/region/options";

const isSelectable = (code: string): code is SelectableLanguage =>
  (SELECTABLE_LANGUAGES as readonly string[]).includes(code);

/**
 * The 12 interface languages of spec 02 §2.11, each in its own name (and in the current one);
 * Turkish and English can be chosen, the other ten are listed as not yet translated.
 */
export function LanguagePicker({
  value,
  onChange,
}: {
  value: SelectableLanguage;
  onChange: (language: SelectableLanguage) => void;
}) {
  const t = useTranslations("settings.language.language");
  const locale = useLocale();
  const names = useMemo(() => new Intl.DisplayNames([locale], { type: "language" }), [locale]);
  return (
    <RadioGroup
      aria-label={t("label")}
      value={value}
      onValueChange={(next) => isSelectable(next) && onChange(next)}
      className="grid gap-2 sm:grid-cols-2 lg:grid-cols-3"
    >
      {INTERFACE_LANGUAGES.map((code) => {
        const selectable = isSelectable(code);
        const id = `language-${code}`;
        const chosen = value === code;
        return (
          <Label
            key={code}
            htmlFor={id}
            className={cn(
              "flex min-h-14 items-center gap-3 rounded-lg border px-3 py-2 font-normal transition-colors",
              "has-[:focus-visible]:ring-[3px] has-[:focus-visible]:ring-ring/50",
              selectable ? "cursor-pointer hover:bg-accent" : "cursor-not-allowed opacity-70",
              chosen && "border-primary bg-primary/10 hover:bg-primary/10",
            )}
          >
            <RadioGroupItem id={id} value={code} disabled={!selectable} className="sr-only" />
            <span className="flex min-w-0 flex-1 flex-col">
              <span lang={code} className={cn("truncate text-sm", chosen && "font-medium")}>
                {NATIVE_LANGUAGE_NAMES[code]}
              </span>
              <span className="truncate text-xs text-muted-foreground">{names.of(code)}</span>
            </span>
            {chosen && <Check className="size-4 shrink-0 text-primary" aria-hidden />}
            {!selectable && (
              <Badge variant="outline" className="shrink-0 text-[11px] text-muted-foreground">
                {t("notTranslated")}
              </Badge>
            )}
          </Label>
        );
      })}
    </RadioGroup>
  );
}
