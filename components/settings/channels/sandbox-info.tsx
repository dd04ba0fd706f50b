"use client";

import { FlaskConical } from "lucide-react";
import { useTranslations } from "next-intl";
import { SANDBOX_TEST_NUMBERS } from "@/lib/channels/sandbox";

/** What the sandbox channel does, and its test numbers that fail on purpose. */
export function SandboxInfo() {
  const t = useTranslations("channels.sandbox");
  return (
    <section aria-labelledby="sandbox-info-title" className="rounded-xl border border-dashed bg-muted/30 p-5">
      <h2 id="sandbox-info-title" className="flex items-center gap-2 text-base font-semibold tracking-tight">
        <FlaskConical className="size-4 text-muted-foreground" aria-hidden />
        {t("title")}
      </h2>
      <p className="mt-2 text-sm text-muted-foreground">{t("text")}</p>
      <ul className="mt-3 flex flex-col gap-1.5 text-sm">
        {(Object.keys(SANDBOX_TEST_NUMBERS) as (keyof typeof SANDBOX_TEST_NUMBERS)[]).map((key) => (
          <li key={key}>
            <span className="font-mono tabular-nums">+{SANDBOX_TEST_NUMBERS[key]}</span>
            <span className="text-muted-foreground"> · {t(`numbers.${key}`)}</span>
          </li>
        ))}
      </ul>
    </section>
  );
}
