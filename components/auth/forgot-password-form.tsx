"use client";

import { LockKeyhole, MailCheck } from "lucide-react";
import { useTranslations } from "next-intl";
import { useState } from "react";
import { AuthFooterNote, AuthHeader } from "@/components/auth/auth-card";
import { Field } from "@/components/form/field";
import { FormRootAlert, KitForm, useErrorText, useSchemaForm } from "@/components/form/form-kit";
import { registerInput } from "@/components/form/register-input";
import { StatusView } from "@/components/auth/status-view";
import { SubmitButton } from "@/components/form/submit-button";
import { TextLink } from "@/components/auth/text-link";
import { Button } from "@/components/ui/button";
import { Input } from "@/components/ui/input";
import { strongAddress } from "@/components/common/strong-address";
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
  const errorText = useErrorText();
  const form = useSchemaForm(forgotPasswordSchema, { defaultValues: { email: "" } });
  const [sentTo, setSentTo] = useState<string | null>(null);

  async function send(body: { email: string }) {
    await api("/auth/forgot-password", { method: "POST", body, skipRefresh: true });
    setSentTo(body.email);
  }

  if (sentTo) {
    return (
      <StatusView
        tone="info"
        icon={<MailCheck />}
        title={t("forgot.sentTitle")}
        focusOnMount
        link={{ href: "/auth/login", label: t("common.backToLogin") }}
        actions={
          <Button
            type="button"
            variant="ghost"
            size="lg"
            className="w-full"
            onClick={() => {
              setSentTo(null);
              form.reset();
            }}
          >
            {t("forgot.tryAnother")}
          </Button>
        }
      >
        <p>{t.rich("forgot.sentText", { email: sentTo, strong: strongAddress })}</p>
        <p>{t("forgot.validity", { hours: RESET_LINK_TTL_HOURS })}</p>
        <p>{t("forgot.spam")}</p>
      </StatusView>
    );
  }

  const emailError = errorText(form.formState.errors.email);
  return (
    <div>
      <AuthHeader icon={<LockKeyhole />} title={t("forgot.title")} description={t("forgot.description")} />
      <KitForm form={form} onSubmit={send} fallback={t("forgot.error")} className="flex flex-col gap-5">
        <Field id={EMAIL_ID} label={t("common.email")} error={emailError}>
          <Input
            type="email"
            autoComplete="email"
            inputMode="email"
            required
            autoFocus
            placeholder={t("common.emailPlaceholder")}
            {...registerInput(form, "email", EMAIL_ID, emailError)}
            className="h-10"
          />
        </Field>
        <FormRootAlert />
        <SubmitButton label={t("forgot.submit")} submittingLabel={t("forgot.submitting")} />
      </KitForm>
      <AuthFooterNote>
        {t("forgot.remembered")} <TextLink href="/auth/login">{t("forgot.login")}</TextLink>
      </AuthFooterNote>
    </div>
  );
}
