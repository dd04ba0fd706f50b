"use client";

import { useTranslations } from "next-intl";
import { useFormContext, useWatch } from "react-hook-form";
import { ConfirmPasswordField, newPasswordIds } from "@/components/form/confirm-password-field";
import { Field } from "@/components/form/field";
import { useErrorText } from "@/components/form/form-kit";
import { PasswordChecklist } from "@/components/form/password-checklist";
import { PasswordInput } from "@/components/form/password-input";
import { registerInput } from "@/components/form/register-input";

/**
 * A new password of a sign-in card (reset link, invitation): the password with its rules and
 * strength under it, then its confirmation, inside a KitForm whose fields are `password` and
 * `confirmPassword`. The texts are the `messages` namespace's password, passwordPlaceholder,
 * confirmPassword and confirmPasswordPlaceholder, so both screens say the same thing the same way.
 */
export function NewPasswordFields({
  idPrefix,
  messages,
  required,
  autoFocus,
}: {
  idPrefix: string;
  messages: string;
  required?: boolean;
  autoFocus?: boolean;
}) {
  const t = useTranslations(messages);
  const form = useFormContext<{ password: string; confirmPassword: string }>();
  const password = useWatch({ control: form.control, name: "password" });
  const error = useErrorText()(form.formState.errors.password);
  const ids = newPasswordIds(idPrefix);
  return (
    <>
      <Field
        id={ids.password}
        label={t("password")}
        required={required}
        error={error}
        below={<PasswordChecklist id={ids.rules} password={password} showStrength />}
      >
        <PasswordInput
          autoComplete="new-password"
          autoFocus={autoFocus}
          placeholder={t("passwordPlaceholder")}
          {...registerInput(form, "password", ids.password, error, ids.rules)}
          className="h-10"
        />
      </Field>
      <ConfirmPasswordField
        idPrefix={idPrefix}
        label={t("confirmPassword")}
        required={required}
        placeholder={t("confirmPasswordPlaceholder")}
        className="h-10"
      />
    </>
  );
}
