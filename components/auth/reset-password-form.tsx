"use client";

import { KeyRound } from "lucide-react";
import { useTranslations } from "next-intl";
import { useState, type FormEvent } from "react";
import { AuthHeader } from "@/components/auth/auth-card";
import { ConfirmPasswordField } from "@/components/form/confirm-password-field";
import { Field, fieldAria } from "@/components/form/field";
import {
  requestErrorMessages,
  useFieldMessageText,
  zodFieldMessages,
  type FieldMessages,
} from "@/components/form/field-messages";
import { FormAlert } from "@/components/form/form-alert";
import { InvalidLinkView } from "@/components/auth/invalid-link-view";
import { PasswordChecklist } from "@/components/form/password-checklist";
import { PasswordInput } from "@/components/form/password-input";
import { SubmitButton } from "@/components/form/submit-button";
import { SuccessRedirectView } from "@/components/auth/success-redirect-view";
import { TextLink } from "@/components/auth/text-link";
import { api, ApiError } from "@/lib/api-client";
import { isStrongPassword, resetPasswordFormSchema } from "@/lib/validation/auth";

const FIELDS = ["password", "confirmPassword"] as const;
type ResetField = (typeof FIELDS)[number];
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
  const messageText = useFieldMessageText();
  const [values, setValues] = useState({ password: "", confirmPassword: "" });
  const [fieldMessages, setFieldMessages] = useState<FieldMessages>({});
  const [alert, setAlert] = useState<string | null>(null);
  const [isSubmitting, setIsSubmitting] = useState(false);
  const [outcome, setOutcome] = useState<"form" | "done" | "invalidLink">("form");

  const isStrong = isStrongPassword(values.password);
  const isMatch = values.confirmPassword === values.password;
  const canSubmit = isStrong && isMatch;

  const edit = (field: ResetField, value: string) => {
    setValues((current) => ({ ...current, [field]: value }));
    setFieldMessages(({ [field]: _cleared, ...rest }) => rest);
  };

  async function onSubmit(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    if (isSubmitting || !canSubmit) return;
    setAlert(null);
    const parsed = resetPasswordFormSchema.safeParse(values);
    if (!parsed.success) {
      setFieldMessages(zodFieldMessages(parsed.error));
      return;
    }
    setIsSubmitting(true);
    try {
      await api("/auth/reset-password", {
        method: "POST",
        body: { email, token, password: parsed.data.password },
        skipRefresh: true,
      });
      setOutcome("done");
    } catch (error) {
      setIsSubmitting(false);
      if (error instanceof ApiError && error.fieldErrors.token) {
        setOutcome("invalidLink");
        return;
      }
      const result = requestErrorMessages(error, FIELDS, t("reset.error"));
      setFieldMessages(result.fieldMessages);
      setAlert(result.alert);
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

  const passwordError = messageText(fieldMessages.password);
  const confirmError = messageText(fieldMessages.confirmPassword);
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
      <form noValidate onSubmit={onSubmit} className="flex flex-col gap-5">
        <Field
          id={fieldId("password")}
          label={t("reset.password")}
          error={passwordError}
          below={<PasswordChecklist id={CHECKLIST_ID} password={values.password} showStrength />}
        >
          <PasswordInput
            id={fieldId("password")}
            name="password"
            autoComplete="new-password"
            autoFocus
            placeholder={t("reset.passwordPlaceholder")}
            value={values.password}
            onChange={(event) => edit("password", event.target.value)}
            className="h-10"
            {...fieldAria(fieldId("password"), passwordError, CHECKLIST_ID)}
          />
        </Field>
        <ConfirmPasswordField
          id={fieldId("confirmPassword")}
          matchId={MATCH_ID}
          label={t("reset.confirmPassword")}
          password={values.password}
          value={values.confirmPassword}
          onChange={(value) => edit("confirmPassword", value)}
          error={confirmError}
          placeholder={t("reset.confirmPasswordPlaceholder")}
          className="h-10"
        />
        {alert && <FormAlert>{alert}</FormAlert>}
        <SubmitButton
          isSubmitting={isSubmitting}
          disabled={!canSubmit}
          label={t("reset.submit")}
          submittingLabel={t("reset.submitting")}
        />
      </form>
      <p className="mt-8 text-center text-sm">
        <TextLink href="/auth/login">{t("common.backToLogin")}</TextLink>
      </p>
    </div>
  );
}
