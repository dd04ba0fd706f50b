import type { FieldValues, Path, PathValue, UseFormReturn } from "react-hook-form";
import { fieldAria } from "@/components/form/field";
import { registerField } from "@/components/form/form-kit";

/**
 * What an input of a kit form spreads: its id, `registerField`, and `fieldAria` for its error
 * (and the id of a hint that describes it too).
 */
export function registerInput<T extends FieldValues>(
  form: UseFormReturn<T, unknown, FieldValues>,
  name: Path<T>,
  id: string,
  error: string | undefined,
  hintId?: string,
) {
  return { id, ...registerField(form, name), ...fieldAria(id, error, hintId) };
}

/**
 * What the CodeInput of a kit form spreads: `registerInput`, and `onDigits` that sets the typed
 * or pasted digits as the value and clears the form's messages (a new code is a new attempt).
 */
export function registerCodeInput<T extends FieldValues>(
  form: UseFormReturn<T, unknown, FieldValues>,
  name: Path<T>,
  id: string,
  error: string | undefined,
) {
  return {
    ...registerInput(form, name, id, error),
    onDigits: (code: string) => {
      form.setValue(name, code as PathValue<T, Path<T>>);
      form.clearErrors();
    },
  };
}
