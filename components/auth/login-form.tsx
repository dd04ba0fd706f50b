"use client";

import { useTranslations } from "next-intl";
import { useState, type FormEvent } from "react";
import { AuthFooterNote, AuthHeader } from "@/components/auth/auth-card";
import { Field, fieldAria } from "@/components/auth/field";
import {
  requestErrorMessages,
  useFieldMessageText,
  zodFieldMessages,
  type FieldMessages,
} from "@/components/auth/field-messages";
import { FormAlert } from "@/components/auth/form-alert";
import { GoogleButton } from "@/components/auth/google-button";
import { OrDivider } from "@/components/auth/or-divider";
import { PasswordInput } from "@/components/auth/password-input";
import { SubmitButton } from "@/components/auth/submit-button";
import { TextLink } from "@/components/auth/text-link";
import { Checkbox } from "@/components/ui/checkbox";
import { Input } from "@/components/ui/input";
import { Label } from "@/components/ui/label";
import { api, ApiError } from "@/lib/api-client";
import { loginSchema } from "@/lib/validation/auth";

const FIELDS = ["email", "password"] as const;
type LoginField = (typeof FIELDS)[number];

const fieldId = (field: LoginField) => `login-${field}`;

/** Spec 01 §5: a server complaint about a 6-character password is shown on the password field. */
function isShortPasswordMessage(message: string): boolean {
  const text = message.toLowerCase();
  return text.includes("password") && text.includes("6 characters");
}

/**
 * E-mail, password, remember me (spec 01 §2, §4). On success a full navigation to `redirectTo`
 * (already checked by safeNextPath), replacing this entry, so the server layout sees the new cookies.
 */
export function LoginForm({ redirectTo }: { redirectTo: string }) {
  const t = useTranslations("auth");
  const messageText = useFieldMessageText();
  const [values, setValues] = useState({ email: "", password: "", rememberMe: false });
  const [fieldMessages, setFieldMessages] = useState<FieldMessages>({});
  const [alert, setAlert] = useState<string | null>(null);
  const [isSubmitting, setIsSubmitting] = useState(false);

  const edit = (field: LoginField, value: string) => {
    setValues((current) => ({ ...current, [field]: value }));
    setFieldMessages(({ [field]: _cleared, ...rest }) => rest);
  };

  async function onSubmit(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    if (isSubmitting) return;
    setAlert(null);
    const parsed = loginSchema.safeParse(values);
    if (!parsed.success) {
      const messages = zodFieldMessages(parsed.error);
      setFieldMessages(messages);
      const firstInvalid = FIELDS.find((field) => messages[field]);
      if (firstInvalid) document.getElementById(fieldId(firstInvalid))?.focus();
      return;
    }
    setFieldMessages({});
    setIsSubmitting(true);
    try {
      const { email, password, rememberMe } = parsed.data;
      await api("/auth/login", { method: "POST", body: { email, password, rememberMe }, skipRefresh: true });
      window.location.replace(redirectTo);
      // Stays "submitting" while the browser leaves the page.
    } catch (error) {
      setIsSubmitting(false);
      if (error instanceof ApiError && isShortPasswordMessage(error.message)) {
        setFieldMessages({ password: { key: "auth.login.passwordMinLegacy" } });
        return;
      }
      const result = requestErrorMessages(error, FIELDS, t("login.error"));
      setFieldMessages(result.fieldMessages);
      setAlert(result.alert);
    }
  }

  const emailError = messageText(fieldMessages.email);
  const passwordError = messageText(fieldMessages.password);

  return (
    <div>
      <AuthHeader title={t("login.title")} description={t("login.description")} />
      <form noValidate onSubmit={onSubmit} className="flex flex-col gap-5">
        <Field id={fieldId("email")} label={t("common.email")} error={emailError}>
          <Input
            id={fieldId("email")}
            name="email"
            type="email"
            autoComplete="email"
            inputMode="email"
            required
            placeholder={t("common.emailPlaceholder")}
            value={values.email}
            onChange={(event) => edit("email", event.target.value)}
            className="h-10"
            {...fieldAria(fieldId("email"), emailError)}
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
            id={fieldId("password")}
            name="password"
            autoComplete="current-password"
            required
            placeholder={t("login.passwordPlaceholder")}
            value={values.password}
            onChange={(event) => edit("password", event.target.value)}
            className="h-10"
            {...fieldAria(fieldId("password"), passwordError)}
          />
        </Field>
        <div className="flex items-center gap-2">
          <Checkbox
            id="login-remember-me"
            checked={values.rememberMe}
            onCheckedChange={(checked) => setValues((current) => ({ ...current, rememberMe: checked === true }))}
          />
          <Label htmlFor="login-remember-me" className="font-normal">
            {t("login.rememberMe")}
          </Label>
        </div>
        {alert && <FormAlert>{alert}</FormAlert>}
        <SubmitButton isSubmitting={isSubmitting} label={t("login.submit")} submittingLabel={t("login.submitting")} />
      </form>
      <OrDivider label={t("common.or")} />
      <GoogleButton mode="signIn" />
      <AuthFooterNote>
        {t("login.noAccount")} <TextLink href="/auth/register">{t("login.register")}</TextLink>
      </AuthFooterNote>
    </div>
  );
}
