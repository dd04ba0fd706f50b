"use client";

import type { ComponentProps } from "react";
import { Input } from "@/components/ui/input";
import { VERIFICATION_CODE_LENGTH } from "@/lib/constants";

/** Digits only, at most six: typing, pasting "123 456" or "Kod: 123456" all end up as digits. */
const onlyDigits = (value: string) => value.replace(/\D/g, "").slice(0, VERIFICATION_CODE_LENGTH);

/**
 * The input of a mailed or authenticator code: the phone's number pad, the one-time-code autofill,
 * and `onDigits` with what was typed or pasted reduced to its digits.
 */
export function CodeInput({
  onDigits,
  ...props
}: Omit<ComponentProps<typeof Input>, "onChange" | "type"> & { onDigits: (code: string) => void }) {
  return (
    <Input
      inputMode="numeric"
      autoComplete="one-time-code"
      pattern="[0-9]*"
      maxLength={VERIFICATION_CODE_LENGTH}
      spellCheck={false}
      {...props}
      onChange={(event) => onDigits(onlyDigits(event.target.value))}
    />
  );
}
