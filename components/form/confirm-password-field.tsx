"use client";

import type { UseFormRegisterReturn } from "react-hook-form";
import { Field, fieldAria } from "@/components/form/field";
import { PasswordInput } from "@/components/form/password-input";
import { PasswordMatch } from "@/components/form/password-match";

/**
 * "Confirm password" under a new password: a show/hide input and, once something is typed,
 * whether it matches (the input is then described by that line too).
 */
export function ConfirmPasswordField({
  id,
  matchId,
  label,
  password,
  value,
  onChange,
  registration,
  error,
  required,
  placeholder,
  className,
}: {
  id: string;
  /** The id of the "passwords match / differ" line. */
  matchId: string;
  label: string;
  /** The new password it must match. */
  password: string;
  value: string;
  /** A controlled input says each change here; a kit form registers the input instead. */
  onChange?: (value: string) => void;
  registration?: UseFormRegisterReturn;
  error?: string;
  required?: boolean;
  placeholder?: string;
  className?: string;
}) {
  return (
    <Field id={id} label={label} required={required} error={error}>
      <PasswordInput
        id={id}
        autoComplete="new-password"
        placeholder={placeholder}
        {...(registration ?? {
          name: "confirmPassword",
          value,
          onChange: (event) => onChange?.(event.target.value),
        })}
        className={className}
        {...fieldAria(id, error, value ? matchId : undefined)}
      />
      <PasswordMatch id={matchId} password={password} confirmation={value} />
    </Field>
  );
}
