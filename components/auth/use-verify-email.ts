"use client";

import { useRouter } from "next/navigation";
import { useState } from "react";
import { toast } from "sonner";
import { requestErrorText } from "@/components/form/field-messages";
import { api } from "@/lib/api-client";

/**
 * "Verify my e-mail" from inside the app (the shell's banner, the dashboard's checklist): mails a
 * new code and opens the verification page for it. The server hands the link's token only to the
 * signed-in owner of the address; without one (e.g. verified meanwhile) its message is shown.
 */
export function useVerifyEmail(email: string, errorFallback: string) {
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
      toast.error(requestErrorText(error, errorFallback));
    }
    setIsSending(false);
  }

  return { isSending, verify };
}
