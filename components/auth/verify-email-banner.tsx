"use client";

import { MailWarning, X } from "lucide-react";
import { useTranslations } from "next-intl";
import { useState, useSyncExternalStore } from "react";
import { useVerifyEmail } from "@/components/auth/use-verify-email";
import { IconButton } from "@/components/common/icon-button";
import { Button } from "@/components/ui/button";
import { strongAddress } from "@/components/common/strong-address";

const DISMISSED_KEY = "kanal-verify-banner-dismissed";

function readDismissed(): boolean {
  try {
    return window.sessionStorage.getItem(DISMISSED_KEY) === "1";
  } catch {
    return false;
  }
}

const subscribeNever = () => () => {};

/**
 * "Your e-mail address is not verified yet" for the app shell. "Verify" mails a new code and opens
 * the verification page for it; dismissing hides the banner for this browser session. It renders
 * nothing on the server (the dismissal lives in sessionStorage), so a dismissed banner never flashes.
 */
export function VerifyEmailBanner({ email }: { email: string }) {
  const t = useTranslations("auth.banner");
  // The server snapshot says "dismissed": nothing is rendered until the browser can tell.
  const wasDismissed = useSyncExternalStore(subscribeNever, readDismissed, () => true);
  const [isDismissed, setIsDismissed] = useState(false);
  const { isSending, verify } = useVerifyEmail(email, t("error"));

  if (wasDismissed || isDismissed) return null;

  function dismiss() {
    try {
      window.sessionStorage.setItem(DISMISSED_KEY, "1");
    } catch {
      // Without storage it stays hidden until the next page load.
    }
    setIsDismissed(true);
  }

  return (
    <div role="region" aria-label={t("title")} className="border-b border-warning/30 bg-warning/10">
      <div className="mx-auto flex max-w-7xl items-center gap-3 px-4 py-2.5 sm:px-6">
        <MailWarning className="size-4 shrink-0 text-warning" aria-hidden />
        <p className="min-w-0 flex-1 text-sm">
          <span className="font-medium">{t("title")}</span>{" "}
          <span className="text-muted-foreground">{t.rich("text", { email, strong: strongAddress })}</span>
        </p>
        <Button size="sm" onClick={verify} disabled={isSending} className="shrink-0">
          {isSending ? t("sending") : t("verify")}
        </Button>
        <IconButton
          icon={X}
          label={t("dismiss")}
          size="icon-sm"
          onClick={dismiss}
          className="shrink-0 text-muted-foreground"
        />
      </div>
    </div>
  );
}
