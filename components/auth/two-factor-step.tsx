"use client";

import { ArrowLeft, KeyRound, ShieldCheck } from "lucide-react";
import { useTranslations } from "next-intl";
import { useState } from "react";
import type { z } from "zod";
import { AuthHeader } from "@/components/auth/auth-card";
import { CodeInput } from "@/components/form/code-input";
import { Field } from "@/components/form/field";
import { FormRootAlert, KitForm, useErrorText, useSchemaForm } from "@/components/form/form-kit";
import { registerCodeInput, registerInput } from "@/components/form/register-input";
import { SubmitButton } from "@/components/form/submit-button";
import { Button } from "@/components/ui/button";
import { Input } from "@/components/ui/input";
import { api, ApiError } from "@/lib/api-client";
import { twoFactorCodeFormSchema, twoFactorRecoveryFormSchema, type SignInAnswer } from "@/lib/validation/two-factor";

type Mode = "code" | "recoveryCode";
const fieldId = (mode: Mode) => (mode === "code" ? "two-factor-code" : "two-factor-recovery-code");

type StepValues = { code: string; recoveryCode: string };
// One form, two inputs: the schema in use is the route's for the mode shown (it drops the other field).
type StepSchema = z.ZodType<{ code?: string; recoveryCode?: string }, StepValues>;
const schemas = {
  code: twoFactorCodeFormSchema as unknown as StepSchema,
  recoveryCode: twoFactorRecoveryFormSchema as unknown as StepSchema,
};

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
  const errorText = useErrorText();
  const [mode, setMode] = useState<Mode>("code");
  const form = useSchemaForm(schemas[mode], { defaultValues: { code: "", recoveryCode: "" } });
  // Signed in, the step stays "submitting" while the browser leaves the page.
  const [isLeaving, setIsLeaving] = useState(false);
  const isSubmitting = form.formState.isSubmitting || isLeaving;

  const switchMode = () => {
    const next: Mode = mode === "code" ? "recoveryCode" : "code";
    setMode(next);
    form.clearErrors();
    // The other input is rendered after this update.
    window.requestAnimationFrame(() => document.getElementById(fieldId(next))?.focus());
  };

  async function send(body: { code?: string; recoveryCode?: string }) {
    try {
      const { data } = await api<SignInAnswer>("/auth/two-factor", {
        method: "POST",
        body: { challenge, ...body },
        skipRefresh: true,
      });
      setIsLeaving(!("reactivationRequired" in data));
      onAnswer(data);
    } catch (error) {
      if (error instanceof ApiError && error.status === 401) return onRestart(error.message);
      throw error;
    }
  }

  const id = fieldId(mode);
  const error = errorText(form.formState.errors[mode]);
  return (
    <div>
      <AuthHeader
        icon={mode === "code" ? <ShieldCheck /> : <KeyRound />}
        title={t("title")}
        description={mode === "code" ? t("description") : t("recoveryDescription")}
      />
      <KitForm
        form={form}
        onSubmit={send}
        fallback={t("error")}
        shownFields={[mode]}
        onServerError={() => (document.getElementById(fieldId(mode)) as HTMLInputElement | null)?.select()}
        className="flex flex-col gap-5"
      >
        {mode === "code" ? (
          <Field key="code" id={id} label={t("codeLabel")} error={error}>
            <CodeInput
              autoFocus
              {...registerCodeInput(form, "code", id, error)}
              className="h-14 text-center font-mono text-2xl tracking-[0.5em] indent-[0.5em] md:text-2xl"
            />
          </Field>
        ) : (
          <Field key="recoveryCode" id={id} label={t("recoveryCodeLabel")} error={error}>
            <Input
              autoComplete="off"
              autoCapitalize="none"
              autoCorrect="off"
              autoFocus
              spellCheck={false}
              maxLength={20}
              placeholder={t("recoveryCodePlaceholder")}
              {...registerInput(form, "recoveryCode", id, error)}
              className="h-12 text-center font-mono text-lg tracking-widest md:text-lg"
            />
          </Field>
        )}
        <FormRootAlert />
        <SubmitButton isSubmitting={isLeaving} label={t("submit")} submittingLabel={t("submitting")} />
      </KitForm>
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
