"use client";

import { MailCheck } from "lucide-react";
import { useRouter } from "next/navigation";
import { useTranslations } from "next-intl";
import { useState } from "react";
import { toast } from "sonner";
import { requestErrorText } from "@/components/auth/field-messages";
import { Button } from "@/components/ui/button";
import { api } from "@/lib/api-client";

/**
 * The checklist's "Verify" step: mails a new code and opens the verification page for it, the same
 * way the shell's banner does (the banner may have been dismissed).
 */
export function VerifyEmailButton({ email, isPrimary }: { email: string; isPrimary: boolean }) {
  const t = useTranslations("dashboard.getStarted.steps.verifyEmail");
  const router = useRouter();
  const [isSending, setIsSending] = useState(false);

  async function verify() {
    setIsSending(true);
    try {
      const { data, message } = await api<{ token?: string }>("/auth/resend-verification", {
        method: "POST",
        body: { email },
      });
      if (data.token) {
        router.push(`/auth/email-verify?${new URLSearchParams({ token: data.token, email })}`);
        return;
      }
      if (message) toast.success(message);
    } catch (error) {
      toast.error(requestErrorText(error, t("error")));
    }
    setIsSending(false);
  }

  return (
    <Button type="button" size="sm" variant={isPrimary ? "default" : "outline"} onClick={verify} disabled={isSending}>
      <MailCheck aria-hidden />
      {isSending ? t("sending") : t("action")}
    </Button>
  );
}
