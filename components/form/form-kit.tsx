"use client";

import { useTranslations } from "next-intl";
import { useCallback, type ComponentProps } from "react";
import {
  FormProvider,
  useForm,
  useFormContext,
  type FieldErrors,
  type FieldValues,
  type Path,
  type UseFormProps,
  type UseFormReturn,
} from "react-hook-form";
import { toast } from "sonner";
import type { z } from "zod";
import { FormAlert } from "@/components/form/form-alert";
import { fieldErrorText, formResolver } from "@/components/form/resolver";
import { applyServerErrors } from "@/components/form/server-errors";
import { isAbortError } from "@/lib/api-client";

// The form kit (house-style.md → Forms): react-hook-form on the route's zod schema. A form is
//   const form = useSchemaForm(schema, { defaultValues });
//   <KitForm form={form} onSubmit={send} fallback={t("error")}> <Field … error={errorText(errors.x)} /> …
//     <FormRootAlert /> <SubmitButton … /> </KitForm>
// Validation runs on submit (as before the kit); editing a field clears its message, and the next
// submit validates again. A thrown request error lands through applyServerErrors.

/** useForm with the schema's resolver; fields are validated on submit only. */
export function useSchemaForm<Input extends FieldValues, Output extends FieldValues>(
  schema: z.ZodType<Output, Input>,
  options: Omit<UseFormProps<Input, unknown, Output>, "resolver"> = {},
): UseFormReturn<Input, unknown, Output> {
  return useForm<Input, unknown, Output>({
    mode: "onSubmit",
    reValidateMode: "onSubmit",
    ...options,
    resolver: formResolver(schema),
  });
}

/** `register` that clears the field's message when the field is edited. */
export function registerField<T extends FieldValues>(form: UseFormReturn<T, unknown, FieldValues>, name: Path<T>) {
  return form.register(name, { onChange: () => form.clearErrors(name) });
}

/** The text of a field's error in the current language: a client key is translated, the server's text is shown as is. */
export function useErrorText() {
  const t = useTranslations();
  return useCallback((error: { message?: string } | undefined) => fieldErrorText(t, error), [t]);
}

/**
 * The <form>: react-hook-form's submit with the schema's values; a thrown request error goes onto
 * the fields and the alert (`fallback` when the server sent no envelope).
 */
export function KitForm<Input extends FieldValues, Output extends FieldValues>({
  form,
  onSubmit,
  fallback,
  onServerError,
  onInvalid,
  shownFields,
  errorToast,
  children,
  ...formProps
}: Omit<ComponentProps<"form">, "onSubmit" | "noValidate"> & {
  form: UseFormReturn<Input, unknown, Output>;
  onSubmit: (values: Output) => Promise<void> | void;
  fallback: string;
  /** After a failed request has landed on the form, with its alert (null when all went to fields). */
  onServerError?: (alert: string | null) => void;
  /** When the schema refused the values (their messages are already under the fields). */
  onInvalid?: (errors: FieldErrors<Input>) => void;
  /** The fields that show their own errors (the rest go to the alert); by default all of them. */
  shownFields?: readonly string[];
  /** Also say a refusal in a toast (a long settings page): the alert's text, else this. */
  errorToast?: string;
}) {
  const submit = form.handleSubmit(
    async (values) => {
      try {
        await onSubmit(values);
      } catch (error) {
        if (isAbortError(error)) return;
        const alert = applyServerErrors(form, error, fallback, shownFields);
        if (errorToast) toast.error(alert ?? errorToast);
        onServerError?.(alert);
      }
    },
    (errors) => {
      if (errorToast) toast.error(errorToast);
      onInvalid?.(errors);
    },
  );
  return (
    <FormProvider {...form}>
      {/* POST: a submit before hydration (a fast typist on a slow connection) is the browser's
          own, and a GET would put the fields (a password) in the address, history and logs. */}
      <form method="post" {...formProps} noValidate onSubmit={submit}>
        {children}
      </form>
    </FormProvider>
  );
}

/** The form's alert (errors.root.server), when there is one. */
export function FormRootAlert() {
  const { formState } = useFormContext();
  const message = useErrorText()(formState.errors.root?.server);
  return message ? <FormAlert>{message}</FormAlert> : null;
}
