"use client";

import { LockKeyhole, MailCheck } from "lucide-react";
import Link from "next/link";
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
import { StatusView } from "@/components/auth/status-view";
import { SubmitButton } from "@/components/form/submit-button";
import { TextLink } from "@/components/auth/text-link";
import { Button } from "@/components/ui/button";
import { Input } from "@/components/ui/input";
import { api } from "@/lib/api-client";
import { RESET_LINK_TTL_HOURS } from "@/lib/constants";
import { forgotPasswordSchema } from "@/lib/validation/auth";

const EMAIL_ID = "forgot-email";

/**
 * Asks for a reset link (spec 01 §2). The server answers the same whether or not the address has an
 * account, so the page always goes on to "sent"; only a refusal (e.g. 429) stays on the form.
 */
export function ForgotPasswordForm() {
  const t = useTranslations("auth");
  const messageText = useFieldMessageText();
  const [email, setEmail] = useState("");
  const [sentTo, setSentTo] = useState<string | null>(null);
  const [fieldMessages, setFieldMessages] = useState<FieldMessages>({});
  const [alert, setAlert] = useState<string | null>(null);
  const [isSubmitting, setIsSubmitting] = useState(false);

  async function onSubmit(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    if (isSubmitting) return;
    setAlert(null);
    const parsed = forgotPasswordSchema.safeParse({ email });
    if (!parsed.success) {
      setFieldMessages(zodFieldMessages(parsed.error));
      document.getElementById(EMAIL_ID)?.focus();
      return;
    }
    setFieldMessages({});
    setIsSubmitting(true);
    try {
      await api("/auth/forgot-password", { method: "POST", body: parsed.data, skipRefresh: true });
      setSentTo(parsed.data.email);
    } catch (error) {
      const result = requestErrorMessages(error, ["email"], t("forgot.error"));
      setFieldMessages(result.fieldMessages);
      setAlert(result.alert);
    } finally {
      setIsSubmitting(false);
    }
  }

  if (sentTo) {
    return (
      <StatusView
        tone="info"
        icon={<MailCheck />}
        title={t("forgot.sentTitle")}
        focusOnMount
        actions={
          <>
            <Button asChild size="lg" className="w-full">
              <Link href="/auth/login">{t("common.backToLogin")}</Link>
            </Button>
            <Button
              type="button"
              variant="ghost"
              size="lg"
              className="w-full"
              onClick={() => {
                setSentTo(null);
                setEmail("");
              }}
            >
              {t("forgot.tryAnother")}
            </Button>
          </>
        }
      >
        <p>
          {t.rich("forgot.sentText", {
            email: sentTo,
            strong: (chunks) => <strong className="font-medium wrap-anywhere text-foreground">{chunks}</strong>,
          })}
        </p>
        <p>{t("forgot.validity", { hours: RESET_LINK_TTL_HOURS })}</p>
        <p>{t("forgot.spam")}</p>
      </StatusView>
    );
  }

  const emailError = messageText(fieldMessages.email);
  return (
    <div>
      <AuthHeader icon={<LockKeyhole />} title={t("forgot.title")} description={t("forgot.description")} />
      <form noValidate onSubmit={onSubmit} className="flex flex-col gap-5">
        <Field id={EMAIL_ID} label={t("common.email")} error={emailError}>
          <Input
            id={EMAIL_ID}
            name="email"
            type="email"
            autoComplete="email"
            inputMode="email"
            required
            autoFocus
            placeholder={t("common.emailPlaceholder")}
            value={email}
            onChange={(event) => {
              setEmail(event.target.value);
              setFieldMessages({});
            }}
            className="h-10"
            {...fieldAria(EMAIL_ID, emailError)}
          />
        </Field>
        {alert && <FormAlert>{alert}</FormAlert>}
        <SubmitButton isSubmitting={isSubmitting} label={t("forgot.submit")} submittingLabel={t("forgot.submitting")} />
      </form>
      <AuthFooterNote>
        {t("forgot.remembered")} <TextLink href="/auth/login">{t("forgot.login")}</TextLink>
      </AuthFooterNote>
    </div>
  );
}
