"use client";

import type { ReactNode } from "react";
import type { FieldValues, UseFormReturn } from "react-hook-form";
import { DialogHeading } from "@/components/common/dialog-heading";
import { FormRootAlert, KitForm } from "@/components/form/form-kit";
import { SubmitButton } from "@/components/form/submit-button";
import { Button } from "@/components/ui/button";

/**
 * A kit form that is a dialog's whole content: its heading, the fields, the form's alert, then
 * cancel and a submit that knows it is submitting (stacked on phones, at the right from `sm`).
 */
export function DialogKitForm<Input extends FieldValues, Output extends FieldValues>({
  form,
  onSubmit,
  fallback,
  title,
  description,
  cancelLabel,
  submitLabel,
  submittingLabel,
  onCancel,
  children,
  "data-testid": testId,
}: {
  form: UseFormReturn<Input, unknown, Output>;
  onSubmit: (values: Output) => Promise<void> | void;
  /** The alert's text when the server sent no envelope. */
  fallback: string;
  title: ReactNode;
  description?: ReactNode;
  cancelLabel: string;
  submitLabel: string;
  submittingLabel: string;
  onCancel: () => void;
  children: ReactNode;
  "data-testid"?: string;
}) {
  return (
    <KitForm form={form} onSubmit={onSubmit} fallback={fallback} className="flex flex-col gap-4" data-testid={testId}>
      <DialogHeading title={title} description={description} />
      {children}
      <FormRootAlert />
      <div className="flex flex-col-reverse gap-2 sm:flex-row sm:justify-end">
        <Button type="button" variant="ghost" onClick={onCancel}>
          {cancelLabel}
        </Button>
        <SubmitButton label={submitLabel} submittingLabel={submittingLabel} className="sm:w-auto" />
      </div>
    </KitForm>
  );
}
