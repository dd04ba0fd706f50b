"use client";

import { ArrowLeft, KeyRound, ShieldCheck } from "lucide-react";
import { useTranslations } from "next-intl";
import { useState, type FormEvent } from "react";
import { AuthHeader } from "@/components/auth/auth-card";
import { Field, fieldAria } from "@/components/form/field";
import {
  requestErrorMessages,
  useFieldMessageText,
  zodFieldMessages,
  type FieldMessages,
} from "@/components/form/field-messages";
import { FormAlert } from "@/components/form/form-alert";
import { SubmitButton } from "@/components/form/submit-button";
import { Button } from "@/components/ui/button";
import { Input } from "@/components/ui/input";
import { api, ApiError } from "@/lib/api-client";
import { VERIFICATION_CODE_LENGTH } from "@/lib/constants";
import { twoFactorCodeFormSchema, twoFactorRecoveryFormSchema, type SignInAnswer } from "@/lib/validation/two-factor";

type Mode = "code" | "recoveryCode";
const fieldId = (mode: Mode) => (mode === "code" ? "two-factor-code" : "two-factor-recovery-code");

/** Digits only, at most six: typing, pasting "123 456" or "Kod: 123456" all end up as digits. */
const onlyDigits = (value: string) => value.replace(/\D/g, "").slice(0, VERIFICATION_CODE_LENGTH);

/**
 * The sign-in's second step (issue 6), in the login card: the 6-digit code of the authenticator
 * app, or one recovery code. `onAnswer` gets the server's answer (signed in, or "reactivate?");
 * `onRestart` goes back to the password step, with a message when the challenge has expired.
 */
export function TwoFactorStep({
  challenge,
  onAnswer,
  onRestart,
}: {
  challenge: string;
  onAnswer: (answer: SignInAnswer) => void;
  onRestart: (message?: string) => void;
}) {
  const t = useTranslations("auth.twoFactor");
  const messageText = useFieldMessageText();
  const [mode, setMode] = useState<Mode>("code");
  const [values, setValues] = useState({ code: "", recoveryCode: "" });
  const [fieldMessages, setFieldMessages] = useState<FieldMessages>({});
  const [alert, setAlert] = useState<string | null>(null);
  const [isSubmitting, setIsSubmitting] = useState(false);

  const switchMode = () => {
    const next: Mode = mode === "code" ? "recoveryCode" : "code";
    setMode(next);
    setFieldMessages({});
    setAlert(null);
    // The other input is rendered after this update.
    window.requestAnimationFrame(() => document.getElementById(fieldId(next))?.focus());
  };

  async function onSubmit(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    if (isSubmitting) return;
    setAlert(null);
    const parsed =
      mode === "code"
        ? twoFactorCodeFormSchema.safeParse({ code: values.code })
        : twoFactorRecoveryFormSchema.safeParse({ recoveryCode: values.recoveryCode });
    if (!parsed.success) {
      setFieldMessages(zodFieldMessages(parsed.error));
      document.getElementById(fieldId(mode))?.focus();
      return;
    }
    setFieldMessages({});
    setIsSubmitting(true);
    try {
      const { data } = await api<SignInAnswer>("/auth/two-factor", {
        method: "POST",
        body: { challenge, ...parsed.data },
        skipRefresh: true,
      });
      onAnswer(data);
      // Signed in: stays "submitting" while the browser leaves the page.
      if ("reactivationRequired" in data) setIsSubmitting(false);
    } catch (error) {
      setIsSubmitting(false);
      if (error instanceof ApiError && error.status === 401) {
        onRestart(error.message);
        return;
      }
      const result = requestErrorMessages(error, [mode], t("error"));
      setFieldMessages(result.fieldMessages);
      setAlert(result.alert);
      (document.getElementById(fieldId(mode)) as HTMLInputElement | null)?.select();
    }
  }

  const id = fieldId(mode);
  const error = messageText(fieldMessages[mode]);
  return (
    <div>
      <AuthHeader
        icon={mode === "code" ? <ShieldCheck /> : <KeyRound />}
        title={t("title")}
        description={mode === "code" ? t("description") : t("recoveryDescription")}
      />
      <form noValidate onSubmit={onSubmit} className="flex flex-col gap-5">
        {mode === "code" ? (
          <Field key="code" id={id} label={t("codeLabel")} error={error}>
            <Input
              id={id}
              name="code"
              inputMode="numeric"
              autoComplete="one-time-code"
              pattern="[0-9]*"
              maxLength={VERIFICATION_CODE_LENGTH}
              autoFocus
              spellCheck={false}
              value={values.code}
              onChange={(event) => {
                setValues((current) => ({ ...current, code: onlyDigits(event.target.value) }));
                setFieldMessages({});
              }}
              className="h-14 text-center font-mono text-2xl tracking-[0.5em] indent-[0.5em] md:text-2xl"
              {...fieldAria(id, error)}
            />
          </Field>
        ) : (
          <Field key="recoveryCode" id={id} label={t("recoveryCodeLabel")} error={error}>
            <Input
              id={id}
              name="recoveryCode"
              autoComplete="off"
              autoCapitalize="none"
              autoCorrect="off"
              autoFocus
              spellCheck={false}
              maxLength={20}
              placeholder={t("recoveryCodePlaceholder")}
              value={values.recoveryCode}
              onChange={(event) => {
                setValues((current) => ({ ...current, recoveryCode: event.target.value }));
                setFieldMessages({});
              }}
              className="h-12 text-center font-mono text-lg tracking-widest md:text-lg"
              {...fieldAria(id, error)}
            />
          </Field>
        )}
        {alert && <FormAlert>{alert}</FormAlert>}
        <SubmitButton isSubmitting={isSubmitting} label={t("submit")} submittingLabel={t("submitting")} />
      </form>
      <div className="mt-6 flex flex-col items-center gap-3 border-t pt-6 text-sm">
        <Button type="button" variant="link" className="h-auto p-0" onClick={switchMode} disabled={isSubmitting}>
          {mode === "code" ? t("useRecoveryCode") : t("useAuthenticator")}
        </Button>
        <Button
          type="button"
          variant="ghost"
          size="sm"
          className="text-muted-foreground"
          onClick={() => onRestart()}
          disabled={isSubmitting}
        >
          <ArrowLeft aria-hidden />
          {t("back")}
        </Button>
      </div>
    </div>
  );
}
