"use client";

import { Loader2 } from "lucide-react";
import { useTranslations } from "next-intl";
import { useState, type FormEvent } from "react";
import { toast } from "sonner";
import { ConfirmPasswordField } from "@/components/form/confirm-password-field";
import { Field, fieldAria } from "@/components/form/field";
import {
  requestErrorMessages,
  useFieldMessageText,
  zodFieldMessages,
  type FieldMessages,
} from "@/components/form/field-messages";
import { FormAlert } from "@/components/form/form-alert";
import { PasswordChecklist } from "@/components/form/password-checklist";
import { PasswordInput } from "@/components/form/password-input";
import { SettingsSection } from "@/components/settings/settings-page";
import { Button } from "@/components/ui/button";
import { api } from "@/lib/api-client";
import { changePasswordFormSchema } from "@/lib/validation/account";

const FIELDS = ["currentPassword", "password", "confirmPassword"] as const;
type PasswordField = (typeof FIELDS)[number];
const fieldId = (field: PasswordField) => `change-${field}`;
const FORM_ID = "change-password-form";
const CHECKLIST_ID = "change-password-rules";
const MATCH_ID = "change-password-match";
const EMPTY = { currentPassword: "", password: "", confirmPassword: "" };

/**
 * Change password (spec 02 §2.7; id="password" so the security page can link here): the current
 * password, then a new one by the reset page's rule with its checklist and show/hide toggles.
 * The server ends every other session; this one stays signed in.
 */
export function ChangePasswordSection({ email }: { email: string }) {
  const t = useTranslations("settings.profile.password");
  const messageText = useFieldMessageText();
  const [values, setValues] = useState(EMPTY);
  const [fieldMessages, setFieldMessages] = useState<FieldMessages>({});
  const [alert, setAlert] = useState<string | null>(null);
  const [isSubmitting, setIsSubmitting] = useState(false);

  const edit = (field: PasswordField, value: string) => {
    setValues((current) => ({ ...current, [field]: value }));
    setFieldMessages(({ [field]: _cleared, ...rest }) => rest);
  };

  async function onSubmit(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    if (isSubmitting) return;
    setAlert(null);
    const parsed = changePasswordFormSchema.safeParse(values);
    if (!parsed.success) {
      setFieldMessages(zodFieldMessages(parsed.error));
      return;
    }
    setIsSubmitting(true);
    try {
      const { data } = await api<{ revokedSessions: number }>("/account/password", {
        method: "POST",
        body: { currentPassword: parsed.data.currentPassword, password: parsed.data.password },
      });
      setValues(EMPTY);
      setFieldMessages({});
      toast.success(t("changed"), {
        description: data.revokedSessions > 0 ? t("otherSessionsEnded", { count: data.revokedSessions }) : undefined,
      });
    } catch (error) {
      const result = requestErrorMessages(error, FIELDS, t("error"));
      setFieldMessages(result.fieldMessages);
      setAlert(result.alert);
    } finally {
      setIsSubmitting(false);
    }
  }

  const error = (field: PasswordField) => messageText(fieldMessages[field]);
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
      <form id={FORM_ID} noValidate onSubmit={onSubmit} className="flex flex-col gap-5">
        {/* For password managers: the account the new password belongs to. */}
        <input type="email" name="username" autoComplete="username" value={email} readOnly hidden />
        <div className="grid gap-5 sm:grid-cols-2">
          <Field id={fieldId("currentPassword")} label={t("current")} error={error("currentPassword")} required>
            <PasswordInput
              id={fieldId("currentPassword")}
              name="currentPassword"
              autoComplete="current-password"
              value={values.currentPassword}
              onChange={(event) => edit("currentPassword", event.target.value)}
              {...fieldAria(fieldId("currentPassword"), error("currentPassword"))}
            />
          </Field>
          {/* The new password starts a row of its own. */}
          <div aria-hidden className="hidden sm:block" />
          <Field id={fieldId("password")} label={t("new")} error={error("password")} required>
            <PasswordInput
              id={fieldId("password")}
              name="password"
              autoComplete="new-password"
              value={values.password}
              onChange={(event) => edit("password", event.target.value)}
              {...fieldAria(fieldId("password"), error("password"), CHECKLIST_ID)}
            />
          </Field>
          <ConfirmPasswordField
            id={fieldId("confirmPassword")}
            matchId={MATCH_ID}
            label={t("confirm")}
            password={values.password}
            value={values.confirmPassword}
            onChange={(value) => edit("confirmPassword", value)}
            error={error("confirmPassword")}
            required
          />
        </div>
        <PasswordChecklist id={CHECKLIST_ID} password={values.password} showStrength />
        <p className="text-sm text-muted-foreground">{t("sessionsNote")}</p>
        {alert && <FormAlert>{alert}</FormAlert>}
      </form>
    </SettingsSection>
  );
}
