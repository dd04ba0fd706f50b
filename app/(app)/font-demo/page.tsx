import { getTranslations } from "next-intl/server";
import type { ReactNode } from "react";
import { getFormatter } from "@/lib/server/format";
import { cn } from "@/lib/utils";
import { HeadingBlock } from "@/components/common/heading-block";
import { pageTitle } from "@/app/page-title";

// The font demonstration page (spec 01 §2): the app's type scale (Tailwind's, which every screen
// uses), the four weights it uses, the Turkish letters that must render in every weight, and numerals.

const TYPE_SCALE = [
  { token: "text-4xl", className: "text-4xl", size: 36, lineHeight: 40 },
  { token: "text-3xl", className: "text-3xl", size: 30, lineHeight: 36 },
  { token: "text-2xl", className: "text-2xl", size: 24, lineHeight: 32 },
  { token: "text-xl", className: "text-xl", size: 20, lineHeight: 28 },
  { token: "text-lg", className: "text-lg", size: 18, lineHeight: 28 },
  { token: "text-base", className: "text-base", size: 16, lineHeight: 24 },
  { token: "text-sm", className: "text-sm", size: 14, lineHeight: 20 },
  { token: "text-xs", className: "text-xs", size: 12, lineHeight: 16 },
] as const;

const WEIGHTS = [
  { weight: "400", className: "font-normal" },
  { weight: "500", className: "font-medium" },
  { weight: "600", className: "font-semibold" },
  { weight: "700", className: "font-bold" },
] as const;

const SAMPLE_NUMBER = 1234567.89;

export const generateMetadata = pageTitle("fontDemo");

function Section({ title, children, className }: { title: string; children: ReactNode; className?: string }) {
  return (
    <section className="rounded-xl border bg-card text-card-foreground shadow-xs">
      <h2 className="border-b px-4 py-3 text-sm font-semibold sm:px-6">{title}</h2>
      <div className={cn("px-4 py-4 sm:px-6", className)}>{children}</div>
    </section>
  );
}

function TokenLabel({ children }: { children: ReactNode }) {
  return <code className="font-mono text-xs text-muted-foreground">{children}</code>;
}

export default async function FontDemoPage() {
  const [t, format] = await Promise.all([getTranslations("fontDemo"), getFormatter()]);
  return (
    <div className="mx-auto flex w-full max-w-7xl flex-col gap-6 px-4 py-6 sm:px-6 lg:px-8 lg:py-8">
      <HeadingBlock level="page" title={t("title")} description={t("description")} />

      <Section title={t("typeScale")} className="flex flex-col divide-y py-0">
        {TYPE_SCALE.map((step) => (
          <div key={step.token} className="flex flex-col gap-1 py-4 sm:flex-row sm:items-baseline sm:gap-6">
            <div className="flex shrink-0 flex-col gap-0.5 sm:w-40">
              <TokenLabel>{step.token}</TokenLabel>
              <span className="text-xs text-muted-foreground tabular-nums">
                {t("sizeLabel", {
                  size: format.number(step.size),
                  lineHeight: format.number(step.lineHeight),
                })}
              </span>
            </div>
            <p className={cn("min-w-0 tracking-tight text-pretty", step.className)}>{t("sample")}</p>
          </div>
        ))}
      </Section>

      <div className="grid gap-6 lg:grid-cols-2">
        <Section title={t("weights")} className="flex flex-col gap-4">
          {WEIGHTS.map(({ weight, className }) => (
            <div key={weight} className="flex flex-col gap-1">
              <span className="text-xs text-muted-foreground tabular-nums">
                {t("weightLabel", { weight, name: t(`weightNames.${weight}`) })}
              </span>
              <p className={cn("text-lg", className)}>{t("sample")}</p>
            </div>
          ))}
        </Section>

        <Section title={t("glyphs")} className="flex flex-col gap-4">
          <p lang="tr" className="text-4xl font-semibold tracking-wide wrap-anywhere">
            {t("glyphSet")}
          </p>
          {WEIGHTS.map(({ weight, className }) => (
            <p key={weight} lang="tr" className={cn("text-base", className)}>
              {t("glyphWords")}
            </p>
          ))}
        </Section>
      </div>

      <Section title={t("numerals")} className="grid gap-4 sm:grid-cols-3">
        <div className="flex flex-col gap-1">
          <span className="text-xs text-muted-foreground">{t("proportional")}</span>
          <p className="text-2xl font-medium">{t("digits")}</p>
        </div>
        <div className="flex flex-col gap-1">
          <span className="text-xs text-muted-foreground">{t("tabular")}</span>
          <p className="text-2xl font-medium tabular-nums">{t("digits")}</p>
        </div>
        <div className="flex flex-col gap-1">
          <span className="text-xs text-muted-foreground">{t("formatted")}</span>
          <p className="text-2xl font-medium tabular-nums">
            {format.number(SAMPLE_NUMBER, { minimumFractionDigits: 2 })}
          </p>
        </div>
      </Section>
    </div>
  );
}
