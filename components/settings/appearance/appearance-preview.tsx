"use client";

import { Search } from "lucide-react";
import { useTranslations } from "next-intl";
import type { CSSProperties } from "react";
import { FONT_SIZE_PX, type AppearancePreferences } from "@/lib/appearance/options";

type PreviewStyle = CSSProperties & { "--spacing": string };

const ROWS = [
  { key: "first", initials: "AY" },
  { key: "second", initials: "MD" },
  { key: "third", initials: "ZK" },
] as const;

/**
 * A small Kanal screen drawn with the unsaved choices: accent, typeface and contrast through the
 * same data-attributes globals.css applies to <html>; font size and density through the box's own
 * font size and --spacing, with every size inside in em so it scales like the app does in rem.
 */
export function AppearancePreview({ values }: { values: AppearancePreferences }) {
  const t = useTranslations("settings.appearance.preview");
  const style: PreviewStyle = {
    fontSize: `${FONT_SIZE_PX[values.fontSize]}px`,
    "--spacing": values.compactMode ? "0.225em" : "0.25em",
  };
  return (
    <figure
      aria-label={t("label")}
      data-testid="appearance-preview"
      data-accent={values.colorTheme}
      data-font={values.fontFamily}
      data-contrast={values.highContrast ? "high" : "normal"}
      style={style}
      className="overflow-hidden rounded-xl border bg-background text-foreground shadow-xs"
    >
      <div className="flex items-center justify-between gap-2 border-b px-4 py-3">
        <div className="min-w-0">
          <p className="truncate text-[1.0625em] font-semibold tracking-tight">{t("heading")}</p>
          <p className="truncate text-[0.8125em] text-muted-foreground">{t("subtitle")}</p>
        </div>
        <span
          data-testid="preview-primary"
          className="inline-flex h-8 shrink-0 items-center rounded-md bg-primary px-3 text-[0.8125em] font-medium text-primary-foreground"
        >
          {t("primary")}
        </span>
      </div>
      <div className="flex flex-col gap-3 p-4">
        <div className="flex h-8 items-center gap-2 rounded-md border border-input bg-card px-2.5 text-[0.8125em] text-muted-foreground">
          <Search className="size-[1.1em] shrink-0" aria-hidden />
          {t("search")}
        </div>
        <ul className="flex flex-col divide-y rounded-lg border bg-card">
          {ROWS.map((row) => (
            <li key={row.key} className="flex items-center gap-3 px-3 py-2">
              <span className="grid size-8 shrink-0 place-items-center rounded-full bg-accent text-[0.75em] font-semibold text-accent-foreground">
                {row.initials}
              </span>
              <span className="flex min-w-0 flex-1 flex-col">
                <span className="truncate text-[0.875em] font-medium">{t(`rows.${row.key}`)}</span>
                <span className="truncate text-[0.75em] text-muted-foreground">{t("lastSeen")}</span>
              </span>
              <span className="shrink-0 rounded-full bg-primary/10 px-2 py-0.5 text-[0.75em] font-medium text-primary">
                {t("status")}
              </span>
            </li>
          ))}
        </ul>
        <div className="flex flex-col gap-1.5">
          <div className="flex items-center justify-between text-[0.75em]">
            <span className="text-muted-foreground">{t("progress")}</span>
            <span className="font-medium tabular-nums">68%</span>
          </div>
          <div className="h-2 overflow-hidden rounded-full bg-muted">
            <div className="h-full w-[68%] rounded-full bg-primary" />
          </div>
        </div>
        <div className="flex items-center justify-between gap-2">
          <span className="inline-flex h-8 items-center rounded-md border bg-card px-3 text-[0.8125em] font-medium">
            {t("secondary")}
          </span>
          <span className="text-[0.8125em] font-medium text-primary underline-offset-4 hover:underline">
            {t("link")}
          </span>
        </div>
      </div>
    </figure>
  );
}
