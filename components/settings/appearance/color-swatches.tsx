"use client";

import { Check } from "lucide-react";
import { useTranslations } from "next-intl";
import { Label } from "@/components/ui/label";
import { RadioGroup, RadioGroupItem } from "@/components/ui/radio-group";
import { cn } from "@/lib/utils";
import { COLOR_THEMES, DEFAULT_APPEARANCE, type ColorTheme } from "@/lib/appearance/options";

/**
 * The six accent palettes as round swatches. Each swatch carries data-accent, so its colour is the
 * palette's own --primary from globals.css (light or dark, whichever is on): one source of truth.
 */
export function ColorSwatches({ value, onChange }: { value: ColorTheme; onChange: (value: ColorTheme) => void }) {
  const t = useTranslations("settings.appearance.theme");
  return (
    <div className="flex flex-col gap-2">
      <Label id="color-theme-label">{t("color")}</Label>
      <RadioGroup
        aria-labelledby="color-theme-label"
        value={value}
        onValueChange={(next) => onChange(next as ColorTheme)}
        className="grid grid-cols-3 gap-2 sm:grid-cols-6"
      >
        {COLOR_THEMES.map((color) => {
          const id = `color-theme-${color}`;
          const isChosen = color === value;
          return (
            <Label
              key={color}
              htmlFor={id}
              data-accent={color}
              className={cn(
                "flex cursor-pointer flex-col items-center gap-2 rounded-lg border p-3 text-sm font-normal transition-colors",
                "has-[:focus-visible]:ring-[3px] has-[:focus-visible]:ring-ring/50",
                isChosen ? "border-primary bg-primary/5 ring-1 ring-primary" : "hover:bg-accent/60",
              )}
            >
              <RadioGroupItem id={id} value={color} className="sr-only" />
              <span className="grid size-8 place-items-center rounded-full bg-primary text-primary-foreground shadow-xs">
                {isChosen && <Check className="size-4" aria-hidden />}
              </span>
              <span className={cn("text-center leading-tight", isChosen && "font-medium")}>{t(`colors.${color}`)}</span>
              {color === DEFAULT_APPEARANCE.colorTheme && (
                <span className="-mt-1 text-xs text-muted-foreground">{t("default")}</span>
              )}
            </Label>
          );
        })}
      </RadioGroup>
    </div>
  );
}
