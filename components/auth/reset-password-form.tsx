"use client";

import { KeyRound } from "lucide-react";
import { useTranslations } from "next-intl";
import { useState } from "react";
import { AuthHeader } from "@/components/auth/auth-card";
import { FormRootAlert, KitForm, useSchemaForm } from "@/components/form/form-kit";
import { InvalidLinkView } from "@/components/auth/invalid-link-view";
import { NewPasswordFields } from "@/components/form/new-password-fields";
import { SubmitButton } from "@/components/form/submit-button";
import { SuccessRedirectView } from "@/components/auth/success-redirect-view";
import { TextLink } from "@/components/auth/text-link";
import { strongAddress } from "@/components/common/strong-address";
import { api, ApiError } from "@/lib/api-client";
import { isStrongPassword, resetPasswordFormSchema } from "@/lib/validation/auth";

/**
 * A new password for the account of a reset link the page has already checked (spec 01 §2, §5).
 * Submit waits for the four rules and a matching confirmation. Should the server find the link
 * used or expired meanwhile, the page turns into the invalid-link view.
 */
export function ResetPasswordForm({ email, token }: { email: string; token: string }) {
  const t = useTranslations("auth");
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
    return <InvalidLinkView link="reset" focusOnMount />;
  }

  return (
    <div>
      <AuthHeader
        icon={<KeyRound />}
        title={t("reset.title")}
        description={t.rich("reset.description", { email, strong: strongAddress })}
      />
      <KitForm form={form} onSubmit={send} fallback={t("reset.error")} className="flex flex-col gap-5">
        <NewPasswordFields idPrefix="reset" messages="auth.reset" autoFocus />
        <FormRootAlert />
        <SubmitButton disabled={!canSubmit} label={t("reset.submit")} submittingLabel={t("reset.submitting")} />
      </KitForm>
      <p className="mt-8 text-center text-sm">
        <TextLink href="/auth/login">{t("common.backToLogin")}</TextLink>
      </p>
    </div>
  );
}
