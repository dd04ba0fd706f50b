"use client";

import { UserRoundCheck } from "lucide-react";
import { useTranslations } from "next-intl";
import { useState } from "react";
import { AuthHeader } from "@/components/auth/auth-card";
import { CheckboxField } from "@/components/form/checkbox-field";
import { Field } from "@/components/form/field";
import { FormRootAlert, KitForm, useErrorText, useSchemaForm } from "@/components/form/form-kit";
import { registerInput } from "@/components/form/register-input";
import { FormAlert } from "@/components/form/form-alert";
import { encodeIssueMessage } from "@/components/form/resolver";
import { applyServerErrors, SERVER_ERROR } from "@/components/form/server-errors";
import { OtherWaysIn } from "@/components/auth/other-ways-in";
import { PasswordInput } from "@/components/form/password-input";
import { SubmitButton } from "@/components/form/submit-button";
import { TextLink } from "@/components/auth/text-link";
import { TwoFactorStep } from "@/components/auth/two-factor-step";
import { Button } from "@/components/ui/button";
import { Input } from "@/components/ui/input";
import { api, ApiError } from "@/lib/api-client";
import { loginSchema } from "@/lib/validation/auth";
import { TWO_FACTOR_SETUP_PATH, type SignInAnswer } from "@/lib/validation/two-factor";
import type { z } from "zod";

type LoginField = "email" | "password";
type LoginValues = z.output<typeof loginSchema>;

const fieldId = (field: LoginField) => `login-${field}`;

/** Spec 01 §5: a server complaint about a 6-character password is shown on the password field. */
function isShortPasswordMessage(message: string): boolean {
  const text = message.toLowerCase();
  return text.includes("password") && text.includes("6 characters");
}

/** The login card's steps: the password form, the two-factor code, "reactivate your account?". */
type Step = { name: "password" } | { name: "twoFactor"; challenge: string } | { name: "reactivate" };

/**
 * E-mail, password, remember me (spec 01 §2, §4), then, when the server asks, the two-factor code
 * or the reactivation of a deactivated account (issue 6), in the same card. Signed in, a full
 * navigation to `redirectTo` (already checked by safeNextPath), replacing this entry, so the
 * server layout sees the new cookies; a member whose company requires two-factor and who has none
 * goes to the security page's setup instead.
 */
export function LoginForm({ redirectTo }: { redirectTo: string }) {
  const t = useTranslations("auth");
  const errorText = useErrorText();
  const form = useSchemaForm(loginSchema, { defaultValues: { email: "", password: "", rememberMe: false } });
  const { errors, isSubmitting } = form.formState;
  // Signed in, the form stays "submitting" while the browser leaves the page.
  const [isLeaving, setIsLeaving] = useState(false);
  const [step, setStep] = useState<Step>({ name: "password" });

  /** Where each answer of the sign-in leads. */
  function follow(answer: SignInAnswer) {
    if ("twoFactorRequired" in answer) {
      setStep({ name: "twoFactor", challenge: answer.challenge });
      return;
    }
    if ("reactivationRequired" in answer) {
      setStep({ name: "reactivate" });
      return;
    }
    setIsLeaving(true);
    window.location.replace(answer.twoFactorSetupRequired ? TWO_FACTOR_SETUP_PATH : redirectTo);
  }

  /** Back to the password form, keeping the e-mail; `message` says why (an expired challenge). */
  function restart(message?: string) {
    form.setValue("password", "");
    form.clearErrors();
    if (message) form.setError("root.server", { type: SERVER_ERROR, message });
    setStep({ name: "password" });
    window.requestAnimationFrame(() => document.getElementById(fieldId("password"))?.focus());
  }

  const signIn =
    ({ reactivate }: { reactivate: boolean }) =>
    async ({ email, password, rememberMe }: LoginValues) => {
      try {
        const { data } = await api<SignInAnswer>("/auth/login", {
          method: "POST",
          body: { email, password, rememberMe, ...(reactivate ? { reactivate } : {}) },
          skipRefresh: true,
        });
        follow(data);
      } catch (error) {
        setStep({ name: "password" });
        if (error instanceof ApiError && isShortPasswordMessage(error.message)) {
          const message = encodeIssueMessage({ key: "auth.login.passwordMinLegacy" });
          form.setError("password", { type: "legacy", message });
          return;
        }
        applyServerErrors(form, error, t("login.error"));
      }
    };

  if (step.name === "twoFactor") {
    return <TwoFactorStep challenge={step.challenge} onAnswer={follow} onRestart={restart} />;
  }
  if (step.name === "reactivate") {
    return (
      <div>
        <AuthHeader
          icon={<UserRoundCheck />}
          title={t("twoFactor.reactivate.title")}
          description={t("twoFactor.reactivate.description")}
          focusOnMount
        />
        <div className="flex flex-col gap-3">
          {errors.root?.server?.message && <FormAlert>{errors.root.server.message}</FormAlert>}
          <Button
            type="button"
            size="lg"
            className="w-full"
            disabled={isSubmitting || isLeaving}
            onClick={() => void form.handleSubmit(signIn({ reactivate: true }), () => restart())()}
          >
            {isSubmitting ? t("twoFactor.reactivate.confirming") : t("twoFactor.reactivate.confirm")}
          </Button>
          <Button
            type="button"
            variant="outline"
            size="lg"
            className="w-full"
            disabled={isSubmitting || isLeaving}
            onClick={() => restart()}
          >
            {t("twoFactor.reactivate.cancel")}
          </Button>
        </div>
      </div>
    );
  }

  const emailError = errorText(errors.email);
  const passwordError = errorText(errors.password);

  return (
    <div>
      <AuthHeader title={t("login.title")} description={t("login.description")} />
      <KitForm
        form={form}
        onSubmit={signIn({ reactivate: false })}
        fallback={t("login.error")}
        className="flex flex-col gap-5"
      >
        <Field id={fieldId("email")} label={t("common.email")} error={emailError}>
          <Input
            type="email"
            autoComplete="email"
            inputMode="email"
            required
            placeholder={t("common.emailPlaceholder")}
            {...registerInput(form, "email", fieldId("email"), emailError)}
            className="h-10"
          />
        </Field>
        <Field
          id={fieldId("password")}
          label={t("common.password")}
          error={passwordError}
          labelAside={
            <TextLink href="/auth/forgot-password" className="text-sm">
              {t("login.forgotPassword")}
            </TextLink>
          }
        >
          <PasswordInput
            autoComplete="current-password"
            required
            placeholder={t("login.passwordPlaceholder")}
            {...registerInput(form, "password", fieldId("password"), passwordError)}
            className="h-10"
          />
        </Field>
        <CheckboxField name="rememberMe" id="login-remember-me" label={t("login.rememberMe")} />
        <FormRootAlert />
        <SubmitButton isSubmitting={isLeaving} label={t("login.submit")} submittingLabel={t("login.submitting")} />
      </KitForm>
      <OtherWaysIn mode="signIn" />
    </div>
  );
}
