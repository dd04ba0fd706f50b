"use client";

import type { ReactNode } from "react";
import { Controller, useFormContext } from "react-hook-form";
import { fieldAria, FieldError } from "@/components/form/field";
import { useErrorText } from "@/components/form/form-kit";
import { Checkbox } from "@/components/ui/checkbox";
import { Label } from "@/components/ui/label";

/**
 * A yes/no field of a KitForm (remember me, accept the terms): the checkbox with its label beside
 * it, and its error under them. `align="start"` keeps the box on the first line of a long label.
 * A required one (`z.literal(true)`) is announced as such and described by its error.
 */
export function CheckboxField({
  name,
  id,
  label,
  labelClassName = "font-normal",
  align = "center",
  required = false,
}: {
  name: string;
  id: string;
  label: ReactNode;
  labelClassName?: string;
  align?: "center" | "start";
  required?: boolean;
}) {
  const form = useFormContext();
  const error = useErrorText()(form.formState.errors[name]);
  const box = (
    <div className={align === "start" ? "flex items-start gap-2.5" : "flex items-center gap-2"}>
      <Controller
        control={form.control}
        name={name}
        render={({ field }) => (
          <Checkbox
            id={id}
            ref={field.ref}
            checked={field.value === true}
            onCheckedChange={(checked) => {
              field.onChange(checked === true);
              form.clearErrors(name);
            }}
            aria-required={required || undefined}
            className={align === "start" ? "mt-0.5" : undefined}
            {...(required ? fieldAria(id, error) : {})}
          />
        )}
      />
      <Label htmlFor={id} className={labelClassName}>
        {label}
      </Label>
    </div>
  );
  if (!required) return box;
  return (
    <>
      {box}
      <FieldError id={id} error={error} />
    </>
  );
}
