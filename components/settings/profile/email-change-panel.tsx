"use client";

import { Loader2, MailCheck } from "lucide-react";
import { useTranslations } from "next-intl";
import { useState, type KeyboardEvent } from "react";
import { toast } from "sonner";
import { CodeInput } from "@/components/form/code-input";
import { errorId, FieldError } from "@/components/form/field";
import { requestErrorText } from "@/components/form/field-messages";
import { formatMinutesSeconds, useCountdown } from "@/components/auth/use-countdown";
import { useNow } from "@/components/format/now-provider";
import { Button } from "@/components/ui/button";
import { Label } from "@/components/ui/label";
import { strongAddress } from "@/components/common/strong-address";
import { api, ApiError } from "@/lib/api-client";
import { confirmEmailChangeSchema } from "@/lib/validation/account";
import type { PendingEmailChange as PendingEmail } from "@/lib/account/types";

const CODE_ID = "profile-email-code";
const secondsUntil = (iso: string, now: number) => Math.max(0, Math.ceil((new Date(iso).getTime() - now) / 1000));

/**
 * The code step of an e-mail change: the 6-digit code mailed to the new address switches the
 * account to it. Shows how long the code lives, sends a new one on request, or gives up. It sits
 * inside the profile form, so it submits on Enter by itself and never submits that form.
 */
export function EmailChangePanel({
  pending,
  onPendingChange,
  onChanged,
  onCancel,
}: {
  pending: PendingEmail;
  onPendingChange: (pending: PendingEmail) => void;
  onChanged: (email: string) => void;
  onCancel: () => void;
}) {
  const t = useTranslations("settings.profile.emailChange");
  const tAll = useTranslations();
  const [code, setCode] = useState("");
  const [error, setError] = useState<string | null>(null);
  const [busy, setBusy] = useState<"confirm" | "resend" | null>(null);
  // The parent keys this panel by the code's expiry, so a new code (resend) starts a new clock.
  // Counted from useNow(): the server's moment while hydrating, so both renders show the same time.
  const now = useNow();
  const [initialSeconds] = useState(() => secondsUntil(pending.expiresAt, now));
  const { secondsLeft } = useCountdown(initialSeconds);
  const isExpired = secondsLeft === 0;

  const confirm = async () => {
    if (busy) return;
    const parsed = confirmEmailChangeSchema.safeParse({ code: code.trim() });
    if (!parsed.success) {
      setError(tAll(parsed.error.issues[0]?.message ?? "validation.code"));
      return;
    }
    setError(null);
    setBusy("confirm");
    try {
      await api("/account/email/confirm", { method: "POST", body: parsed.data });
      toast.success(t("changed", { email: pending.email }));
      onChanged(pending.email);
    } catch (caught) {
      setError(
        caught instanceof ApiError && caught.fieldErrors.code
          ? caught.fieldErrors.code
          : requestErrorText(caught, t("error")),
      );
    } finally {
      setBusy(null);
    }
  };

  const resend = async () => {
    if (busy) return;
    setError(null);
    setBusy("resend");
    try {
      const { data } = await api<{ pendingEmail: PendingEmail }>("/account/email", {
        method: "POST",
        body: { email: pending.email },
      });
      onPendingChange(data.pendingEmail);
      toast.success(t("resent", { email: pending.email }));
    } catch (caught) {
      setError(requestErrorText(caught, t("error")));
    } finally {
      setBusy(null);
    }
  };

  const onKeyDown = (event: KeyboardEvent<HTMLInputElement>) => {
    if (event.key !== "Enter") return;
    // The panel sits inside the profile form: Enter confirms the code, not the profile.
    event.preventDefault();
    void confirm();
  };

  const statusId = `${CODE_ID}-status`;
  return (
    <div
      role="group"
      aria-labelledby={`${CODE_ID}-title`}
      className="flex flex-col gap-3 rounded-lg border border-primary/30 bg-primary/5 p-4 dark:bg-primary/10"
    >
      <div className="flex items-start gap-3">
        <MailCheck className="mt-0.5 size-5 shrink-0 text-primary dark:text-accent-foreground" aria-hidden />
        <div className="flex min-w-0 flex-col gap-1">
          <p id={`${CODE_ID}-title`} className="text-sm font-medium">
            {t("title")}
          </p>
          <p className="text-sm text-muted-foreground">
            {t.rich("description", { email: pending.email, strong: strongAddress })}
          </p>
        </div>
      </div>
      <div className="flex flex-col gap-2">
        <Label htmlFor={CODE_ID}>{t("codeLabel")}</Label>
        <div className="flex flex-col gap-2 sm:flex-row">
          <CodeInput
            id={CODE_ID}
            name="code"
            placeholder={t("codePlaceholder")}
            value={code}
            onDigits={(digits) => {
              setCode(digits);
              setError(null);
            }}
            onKeyDown={onKeyDown}
            className="font-mono tracking-[0.3em] sm:max-w-48"
            aria-invalid={error ? true : undefined}
            aria-describedby={[error ? errorId(CODE_ID) : null, statusId].filter(Boolean).join(" ")}
          />
          <Button type="button" onClick={() => void confirm()} disabled={busy !== null || isExpired}>
            {busy === "confirm" && <Loader2 className="animate-spin motion-reduce:animate-none" aria-hidden />}
            {t("confirm")}
          </Button>
        </div>
        <FieldError id={CODE_ID} error={error} />
        <p id={statusId} className="text-xs text-muted-foreground tabular-nums">
          {isExpired ? t("expired") : t("expiresIn", { time: formatMinutesSeconds(secondsLeft) })}
        </p>
      </div>
      <div className="flex flex-wrap gap-2">
        <Button type="button" variant="outline" size="sm" onClick={() => void resend()} disabled={busy !== null}>
          {busy === "resend" && <Loader2 className="animate-spin motion-reduce:animate-none" aria-hidden />}
          {t("resend")}
        </Button>
        <Button type="button" variant="ghost" size="sm" onClick={onCancel} disabled={busy !== null}>
          {t("cancel")}
        </Button>
      </div>
    </div>
  );
}
