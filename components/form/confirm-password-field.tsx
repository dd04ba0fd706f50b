"use client";

import { useFormContext, useWatch } from "react-hook-form";
import { Field, fieldAria } from "@/components/form/field";
import { registerField, useErrorText } from "@/components/form/form-kit";
import { PasswordInput } from "@/components/form/password-input";
import { PasswordMatch } from "@/components/form/password-match";

/** The ids of a kit form's new-password fields, from the form's prefix ("reset" → "reset-password", …). */
export const newPasswordIds = (prefix: string) => ({
  password: `${prefix}-password`,
  confirmPassword: `${prefix}-confirmPassword`,
  rules: `${prefix}-password-rules`,
  match: `${prefix}-password-match`,
});

/**
 * "Confirm password" under a new password, inside a KitForm whose fields are `password` and
 * `confirmPassword`: a show/hide input and, once something is typed, whether it matches (the input
 * is then described by that line too).
 */
export function ConfirmPasswordField({
  idPrefix,
  label,
  required,
  placeholder,
  className,
}: {
  /** The form's id prefix (see newPasswordIds). */
  idPrefix: string;
  label: string;
  required?: boolean;
  placeholder?: string;
  className?: string;
}) {
  const form = useFormContext<{ password: string; confirmPassword: string }>();
  const [password, value] = useWatch({ control: form.control, name: ["password", "confirmPassword"] });
  const error = useErrorText()(form.formState.errors.confirmPassword);
  const ids = newPasswordIds(idPrefix);
  return (
    <Field id={ids.confirmPassword} label={label} required={required} error={error}>
      <PasswordInput
        id={ids.confirmPassword}
        autoComplete="new-password"
        placeholder={placeholder}
        {...registerField(form, "confirmPassword")}
        className={className}
        {...fieldAria(ids.confirmPassword, error, value ? ids.match : undefined)}
      />
      <PasswordMatch id={ids.match} password={password} confirmation={value} />
    </Field>
  );
}
