"use client";

import { UserRoundCheck } from "lucide-react";
import { useTranslations } from "next-intl";
import { useState, type FormEvent } from "react";
import { AuthFooterNote, AuthHeader } from "@/components/auth/auth-card";
import { Field, fieldAria } from "@/components/form/field";
import {
  requestErrorMessages,
  useFieldMessageText,
  zodFieldMessages,
  type FieldMessages,
} from "@/components/form/field-messages";
import { FormAlert } from "@/components/form/form-alert";
import { GoogleButton } from "@/components/auth/google-button";
import { OrDivider } from "@/components/auth/or-divider";
import { PasswordInput } from "@/components/form/password-input";
import { SubmitButton } from "@/components/form/submit-button";
import { TextLink } from "@/components/auth/text-link";
import { TwoFactorStep } from "@/components/auth/two-factor-step";
import { Button } from "@/components/ui/button";
import { Checkbox } from "@/components/ui/checkbox";
import { Input } from "@/components/ui/input";
import { Label } from "@/components/ui/label";
import { api, ApiError } from "@/lib/api-client";
import { loginSchema } from "@/lib/validation/auth";
import { TWO_FACTOR_SETUP_PATH, type SignInAnswer } from "@/lib/validation/two-factor";

const FIELDS = ["email", "password"] as const;
type LoginField = (typeof FIELDS)[number];

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
  const messageText = useFieldMessageText();
  const [values, setValues] = useState({ email: "", password: "", rememberMe: false });
  const [fieldMessages, setFieldMessages] = useState<FieldMessages>({});
  const [alert, setAlert] = useState<string | null>(null);
  const [isSubmitting, setIsSubmitting] = useState(false);
  const [step, setStep] = useState<Step>({ name: "password" });

  /** Where each answer of the sign-in leads. */
  function follow(answer: SignInAnswer) {
    if ("twoFactorRequired" in answer) {
      setIsSubmitting(false);
      setStep({ name: "twoFactor", challenge: answer.challenge });
      return;
    }
    if ("reactivationRequired" in answer) {
      setIsSubmitting(false);
      setStep({ name: "reactivate" });
      return;
    }
    window.location.replace(answer.twoFactorSetupRequired ? TWO_FACTOR_SETUP_PATH : redirectTo);
    // Stays "submitting" while the browser leaves the page.
  }

  /** Back to the password form, keeping the e-mail; `message` says why (an expired challenge). */
  function restart(message?: string) {
    setValues((current) => ({ ...current, password: "" }));
    setFieldMessages({});
    setAlert(message ?? null);
    setIsSubmitting(false);
    setStep({ name: "password" });
    window.requestAnimationFrame(() => document.getElementById(fieldId("password"))?.focus());
  }

  const edit = (field: LoginField, value: string) => {
    setValues((current) => ({ ...current, [field]: value }));
    setFieldMessages(({ [field]: _cleared, ...rest }) => rest);
  };

  async function signIn({ reactivate }: { reactivate: boolean }) {
    const parsed = loginSchema.safeParse(values);
    if (!parsed.success) return restart();
    setIsSubmitting(true);
    try {
      const { email, password, rememberMe } = parsed.data;
      const { data } = await api<SignInAnswer>("/auth/login", {
        method: "POST",
        body: { email, password, rememberMe, ...(reactivate ? { reactivate } : {}) },
        skipRefresh: true,
      });
      follow(data);
    } catch (error) {
      setIsSubmitting(false);
      if (error instanceof ApiError && isShortPasswordMessage(error.message)) {
        setStep({ name: "password" });
        setFieldMessages({ password: { key: "auth.login.passwordMinLegacy" } });
        return;
      }
      const result = requestErrorMessages(error, FIELDS, t("login.error"));
      setStep({ name: "password" });
      setFieldMessages(result.fieldMessages);
      setAlert(result.alert);
    }
  }

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
    await signIn({ reactivate: false });
  }

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
          {alert && <FormAlert>{alert}</FormAlert>}
          <Button
            type="button"
            size="lg"
            className="w-full"
            disabled={isSubmitting}
            onClick={() => void signIn({ reactivate: true })}
          >
            {isSubmitting ? t("twoFactor.reactivate.confirming") : t("twoFactor.reactivate.confirm")}
          </Button>
          <Button
            type="button"
            variant="outline"
            size="lg"
            className="w-full"
            disabled={isSubmitting}
            onClick={() => restart()}
          >
            {t("twoFactor.reactivate.cancel")}
          </Button>
        </div>
      </div>
    );
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
