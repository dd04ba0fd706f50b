"use client";

import { MailCheck, Timer, TimerOff } from "lucide-react";
import { useTranslations } from "next-intl";
import { useState } from "react";
import { Controller } from "react-hook-form";
import { AuthHeader } from "@/components/auth/auth-card";
import { CodeInput } from "@/components/form/code-input";
import { errorId, FieldError } from "@/components/form/field";
import { requestErrorText } from "@/components/form/field-messages";
import { FormRootAlert, KitForm, useErrorText, useSchemaForm } from "@/components/form/form-kit";
import { InvalidLinkView } from "@/components/auth/invalid-link-view";
import { SubmitButton } from "@/components/form/submit-button";
import { SuccessRedirectView } from "@/components/auth/success-redirect-view";
import { TextLink } from "@/components/auth/text-link";
import { formatMinutesSeconds, useCountdown } from "@/components/auth/use-countdown";
import { Button } from "@/components/ui/button";
import { Label } from "@/components/ui/label";
import { strongAddress } from "@/components/common/strong-address";
import { api, ApiError } from "@/lib/api-client";
import { AFTER_SIGN_IN } from "@/lib/auth/next-path";
import { VERIFICATION_CODE_TTL_SECONDS } from "@/lib/constants";
import { cn } from "@/lib/utils";
import { verificationCodeSchema, verifyEmailSchema } from "@/lib/validation/auth";

const CODE_ID = "verify-code";
// The route's schema; the page knows the e-mail and token, the reader types the code.
const codeFormSchema = verifyEmailSchema.pick({ code: true });
const TIMER_ID = "verify-code-timer";

/**
 * The 6-digit code of a verification link (spec 01 §2, §4): a countdown from the code's real
 * remaining time; at 0 the code is expired, submit is off and a new code can be asked for, which
 * restarts the countdown at 300 s.
 */
export function EmailVerifyForm({
  email,
  token,
  initialSecondsLeft,
}: {
  email: string;
  token: string;
  initialSecondsLeft: number;
}) {
  const t = useTranslations("auth");
  const { secondsLeft, restart } = useCountdown(initialSecondsLeft);
  const errorText = useErrorText();
  const form = useSchemaForm(codeFormSchema, { defaultValues: { code: "" } });
  const [resendNote, setResendNote] = useState<{ tone: "success" | "error"; text: string } | null>(null);
  const [isResending, setIsResending] = useState(false);
  const [outcome, setOutcome] = useState<"form" | "done" | "invalidLink">("form");

  const code = form.watch("code");
  const isExpired = secondsLeft === 0;
  const isComplete = verificationCodeSchema.safeParse(code).success;

  async function verify({ code }: { code: string }) {
    if (isExpired) return;
    try {
      await api("/auth/verify-email", { method: "POST", body: { email, token, code }, skipRefresh: true });
      setOutcome("done");
    } catch (error) {
      if (error instanceof ApiError && error.fieldErrors.token) return setOutcome("invalidLink");
      throw error;
    }
  }

  async function resend() {
    if (isResending || !isExpired) return;
    setIsResending(true);
    setResendNote(null);
    try {
      const { message } = await api("/auth/resend-verification", {
        method: "POST",
        body: { email, token },
        skipRefresh: true,
      });
      restart(VERIFICATION_CODE_TTL_SECONDS);
      form.reset({ code: "" });
      setResendNote({ tone: "success", text: message || t("verify.resent") });
      // The input is enabled again only after this render.
      window.requestAnimationFrame(() => document.getElementById(CODE_ID)?.focus());
    } catch (error) {
      if (error instanceof ApiError && error.fieldErrors.token) {
        setOutcome("invalidLink");
        return;
      }
      setResendNote({ tone: "error", text: requestErrorText(error, t("verify.resendError")) });
    } finally {
      setIsResending(false);
    }
  }

  if (outcome === "done") return <SuccessRedirectView screen="verify" href={AFTER_SIGN_IN} />;
  if (outcome === "invalidLink") {
    return <InvalidLinkView link="verify" focusOnMount />;
  }

  const codeError = errorText(form.formState.errors.code);
  const describedBy = [codeError ? errorId(CODE_ID) : null, TIMER_ID].filter(Boolean).join(" ");
  return (
    <div>
      <AuthHeader
        icon={<MailCheck />}
        title={t("verify.title")}
        description={t.rich("verify.description", { email, strong: strongAddress })}
      />
      <KitForm form={form} onSubmit={verify} fallback={t("verify.error")} className="flex flex-col gap-5">
        <div className="flex flex-col gap-2">
          <div className="flex items-center justify-between gap-2">
            <Label htmlFor={CODE_ID}>{t("verify.codeLabel")}</Label>
            <p
              id={TIMER_ID}
              className={cn(
                "flex items-center gap-1.5 text-sm tabular-nums",
                isExpired ? "text-destructive" : "text-muted-foreground",
              )}
            >
              {isExpired ? <TimerOff className="size-4" aria-hidden /> : <Timer className="size-4" aria-hidden />}
              <span>{t("verify.expiresIn")}</span>
              <time dateTime={`PT${secondsLeft}S`} className={cn("font-medium", !isExpired && "text-foreground")}>
                {formatMinutesSeconds(secondsLeft)}
              </time>
            </p>
          </div>
          <Controller
            control={form.control}
            name="code"
            render={({ field }) => (
              <CodeInput
                id={CODE_ID}
                name={field.name}
                ref={field.ref}
                autoFocus
                value={field.value}
                onDigits={(code) => {
                  field.onChange(code);
                  form.clearErrors("code");
                }}
                onBlur={field.onBlur}
                disabled={isExpired}
                aria-invalid={codeError ? true : undefined}
                aria-describedby={describedBy}
                className="h-14 text-center font-mono text-2xl tracking-[0.5em] indent-[0.5em] md:text-2xl"
              />
            )}
          />
          <FieldError id={CODE_ID} error={codeError} />
          {isExpired && (
            <p role="alert" className="text-sm font-medium text-destructive">
              {t("verify.expired")}
            </p>
          )}
        </div>
        <FormRootAlert />
        <SubmitButton
          disabled={isExpired || !isComplete}
          label={t("verify.submit")}
          submittingLabel={t("verify.submitting")}
        />
      </KitForm>
      <div className="mt-6 flex flex-col items-center gap-2 border-t pt-6 text-center text-sm">
        <p className="text-muted-foreground">{t("verify.noCode")}</p>
        <Button type="button" variant="outline" onClick={resend} disabled={!isExpired || isResending}>
          {isResending ? t("verify.resending") : t("verify.resend")}
        </Button>
        {!isExpired && <p className="text-xs text-muted-foreground">{t("verify.resendLater")}</p>}
        {resendNote && (
          <p
            role={resendNote.tone === "error" ? "alert" : "status"}
            className={cn("text-sm", resendNote.tone === "error" ? "text-destructive" : "text-success")}
          >
            {resendNote.text}
          </p>
        )}
      </div>
      <p className="mt-6 text-center text-sm">
        <TextLink href="/auth/login">{t("common.backToLogin")}</TextLink>
      </p>
    </div>
  );
}
