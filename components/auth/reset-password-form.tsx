"use client";

import { KeyRound } from "lucide-react";
import { useTranslations } from "next-intl";
import { useState } from "react";
import { AuthHeader } from "@/components/auth/auth-card";
import { ConfirmPasswordField } from "@/components/form/confirm-password-field";
import { Field } from "@/components/form/field";
import { FormRootAlert, KitForm, registerField, useErrorText, useSchemaForm } from "@/components/form/form-kit";
import { registerInput } from "@/components/form/register-input";
import { InvalidLinkView } from "@/components/auth/invalid-link-view";
import { PasswordChecklist } from "@/components/form/password-checklist";
import { PasswordInput } from "@/components/form/password-input";
import { SubmitButton } from "@/components/form/submit-button";
import { SuccessRedirectView } from "@/components/auth/success-redirect-view";
import { TextLink } from "@/components/auth/text-link";
import { api, ApiError } from "@/lib/api-client";
import { isStrongPassword, resetPasswordFormSchema } from "@/lib/validation/auth";

type ResetField = "password" | "confirmPassword";
const fieldId = (field: ResetField) => `reset-${field}`;
const CHECKLIST_ID = "reset-password-rules";
const MATCH_ID = "reset-password-match";

/**
 * A new password for the account of a reset link the page has already checked (spec 01 §2, §5).
 * Submit waits for the four rules and a matching confirmation. Should the server find the link
 * used or expired meanwhile, the page turns into the invalid-link view.
 */
export function ResetPasswordForm({ email, token }: { email: string; token: string }) {
  const t = useTranslations("auth");
  const errorText = useErrorText();
  const form = useSchemaForm(resetPasswordFormSchema, { defaultValues: { password: "", confirmPassword: "" } });
  const [outcome, setOutcome] = useState<"form" | "done" | "invalidLink">("form");

  const [password, confirmPassword] = form.watch(["password", "confirmPassword"]);
  const canSubmit = isStrongPassword(password) && confirmPassword === password;

  async function send(values: { password: string }) {
    try {
      await api("/auth/reset-password", {
        method: "POST",
        body: { email, token, password: values.password },
        skipRefresh: true,
      });
      setOutcome("done");
    } catch (error) {
      if (error instanceof ApiError && error.fieldErrors.token) return setOutcome("invalidLink");
      throw error;
    }
  }

  if (outcome === "done") return <SuccessRedirectView screen="reset" href="/auth/login" />;
  if (outcome === "invalidLink") {
    return (
      <InvalidLinkView
        title={t("reset.invalidTitle")}
        text={t("reset.invalidText")}
        actionHref="/auth/forgot-password"
        actionLabel={t("reset.requestNew")}
        focusOnMount
      />
    );
  }

  const passwordError = errorText(form.formState.errors.password);
  const confirmError = errorText(form.formState.errors.confirmPassword);
  return (
    <div>
      <AuthHeader
        icon={<KeyRound />}
        title={t("reset.title")}
        description={t.rich("reset.description", {
          email,
          strong: (chunks) => <strong className="font-medium wrap-anywhere text-foreground">{chunks}</strong>,
        })}
      />
      <KitForm form={form} onSubmit={send} fallback={t("reset.error")} className="flex flex-col gap-5">
        <Field
          id={fieldId("password")}
          label={t("reset.password")}
          error={passwordError}
          below={<PasswordChecklist id={CHECKLIST_ID} password={password} showStrength />}
        >
          <PasswordInput
            autoComplete="new-password"
            autoFocus
            placeholder={t("reset.passwordPlaceholder")}
            {...registerInput(form, "password", fieldId("password"), passwordError, CHECKLIST_ID)}
            className="h-10"
          />
        </Field>
        <ConfirmPasswordField
          id={fieldId("confirmPassword")}
          matchId={MATCH_ID}
          label={t("reset.confirmPassword")}
          password={password}
          value={confirmPassword}
          registration={registerField(form, "confirmPassword")}
          error={confirmError}
          placeholder={t("reset.confirmPasswordPlaceholder")}
          className="h-10"
        />
        <FormRootAlert />
        <SubmitButton disabled={!canSubmit} label={t("reset.submit")} submittingLabel={t("reset.submitting")} />
      </KitForm>
      <p className="mt-8 text-center text-sm">
        <TextLink href="/auth/login">{t("common.backToLogin")}</TextLink>
      </p>
    </div>
  );
}
