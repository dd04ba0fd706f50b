"use client";

import { Loader2 } from "lucide-react";
import { useTranslations } from "next-intl";
import { toast } from "sonner";
import { ConfirmPasswordField } from "@/components/form/confirm-password-field";
import { Field } from "@/components/form/field";
import { FormRootAlert, KitForm, useErrorText, useSchemaForm } from "@/components/form/form-kit";
import { registerInput } from "@/components/form/register-input";
import { PasswordChecklist } from "@/components/form/password-checklist";
import { PasswordInput } from "@/components/form/password-input";
import { SettingsSection } from "@/components/settings/settings-page";
import { Button } from "@/components/ui/button";
import { api } from "@/lib/api-client";
import { changePasswordFormSchema } from "@/lib/validation/account";

type PasswordField = "currentPassword" | "password" | "confirmPassword";
const fieldId = (field: PasswordField) => `change-${field}`;
const FORM_ID = "change-password-form";
const CHECKLIST_ID = "change-password-rules";
const EMPTY = { currentPassword: "", password: "", confirmPassword: "" };

/**
 * Change password (spec 02 §2.7; id="password" so the security page can link here): the current
 * password, then a new one by the reset page's rule with its checklist and show/hide toggles.
 * The server ends every other session; this one stays signed in.
 */
export function ChangePasswordSection({ email }: { email: string }) {
  const t = useTranslations("settings.profile.password");
  const errorText = useErrorText();
  const form = useSchemaForm(changePasswordFormSchema, { defaultValues: EMPTY });
  const { isSubmitting } = form.formState;
  const password = form.watch("password");

  async function send({ currentPassword, password }: { currentPassword: string; password: string }) {
    const { data } = await api<{ revokedSessions: number }>("/account/password", {
      method: "POST",
      body: { currentPassword, password },
    });
    form.reset(EMPTY);
    toast.success(t("changed"), {
      description: data.revokedSessions > 0 ? t("otherSessionsEnded", { count: data.revokedSessions }) : undefined,
    });
  }

  const error = (field: PasswordField) => errorText(form.formState.errors[field]);
  return (
    <SettingsSection
      id="password"
      title={t("title")}
      description={t("description")}
      footer={
        <Button type="submit" form={FORM_ID} disabled={isSubmitting} className="w-full sm:w-auto">
          {isSubmitting && <Loader2 className="animate-spin motion-reduce:animate-none" aria-hidden />}
          {isSubmitting ? t("submitting") : t("submit")}
        </Button>
      }
    >
      <KitForm form={form} onSubmit={send} fallback={t("error")} id={FORM_ID} className="flex flex-col gap-5">
        {/* For password managers: the account the new password belongs to. */}
        <input type="email" name="username" autoComplete="username" value={email} readOnly hidden />
        <div className="grid gap-5 sm:grid-cols-2">
          <Field id={fieldId("currentPassword")} label={t("current")} error={error("currentPassword")} required>
            <PasswordInput
              autoComplete="current-password"
              {...registerInput(form, "currentPassword", fieldId("currentPassword"), error("currentPassword"))}
            />
          </Field>
          {/* The new password starts a row of its own. */}
          <div aria-hidden className="hidden sm:block" />
          <Field id={fieldId("password")} label={t("new")} error={error("password")} required>
            <PasswordInput
              autoComplete="new-password"
              {...registerInput(form, "password", fieldId("password"), error("password"), CHECKLIST_ID)}
            />
          </Field>
          <ConfirmPasswordField idPrefix="change" label={t("confirm")} required />
        </div>
        <PasswordChecklist id={CHECKLIST_ID} password={password} showStrength />
        <p className="text-sm text-muted-foreground">{t("sessionsNote")}</p>
        <FormRootAlert />
      </KitForm>
    </SettingsSection>
  );
}
