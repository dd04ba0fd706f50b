"use client";

import { MailCheck } from "lucide-react";
import { useTranslations } from "next-intl";
import { useVerifyEmail } from "@/components/auth/use-verify-email";
import { Button } from "@/components/ui/button";

/**
 * The checklist's "Verify" step, the same action as the shell's banner (which may have been dismissed).
 */
export function VerifyEmailButton({ email, isPrimary }: { email: string; isPrimary: boolean }) {
  const t = useTranslations("dashboard.getStarted.steps.verifyEmail");
  const { isSending, verify } = useVerifyEmail(email, t("error"));

  return (
    <Button type="button" size="sm" variant={isPrimary ? "default" : "outline"} onClick={verify} disabled={isSending}>
      <MailCheck aria-hidden />
      {isSending ? t("sending") : t("action")}
    </Button>
  );
}
