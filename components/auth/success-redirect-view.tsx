"use client";

import { CircleCheck } from "lucide-react";
import { useTranslations } from "next-intl";
import { useEffect } from "react";
import { StatusView } from "@/components/auth/status-view";
import { useCountdown } from "@/components/auth/use-countdown";
import { REDIRECT_DELAY_MS } from "@/lib/constants";

/**
 * "Done" after a reset or a verification, then a full navigation to `href` after 3 s (spec 01 §4),
 * replacing the entry so Back does not return to a used link. The link goes there at once.
 */
export function SuccessRedirectView({ screen, href }: { screen: "reset" | "verify"; href: string }) {
  const t = useTranslations(`auth.${screen}`);
  const { secondsLeft } = useCountdown(REDIRECT_DELAY_MS / 1000);

  useEffect(() => {
    const timer = window.setTimeout(() => window.location.replace(href), REDIRECT_DELAY_MS);
    return () => window.clearTimeout(timer);
  }, [href]);

  return (
    <StatusView
      tone="success"
      icon={<CircleCheck />}
      title={t("successTitle")}
      focusOnMount
      link={{ href, label: t("goNow"), replace: true }}
    >
      <p>{t("successText")}</p>
      <p className="tabular-nums">{t("redirecting", { seconds: Math.max(1, secondsLeft) })}</p>
    </StatusView>
  );
}
