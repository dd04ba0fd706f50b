"use client";

import { Loader2 } from "lucide-react";
import type { ReactNode } from "react";
import type { FieldValues, UseFormReturn } from "react-hook-form";
import { DialogHeading } from "@/components/common/dialog-heading";
import { FormRootAlert, KitForm } from "@/components/form/form-kit";
import { SubmitButton } from "@/components/form/submit-button";
import { Button } from "@/components/ui/button";
import { DialogFooter } from "@/components/ui/dialog";

/**
 * The texts of a dialog's form: heading, buttons, and `error`, the alert's text when the server
 * sent no envelope.
 */
export type DialogFormCopy = {
  title: string;
  description?: string;
  cancel: string;
  submit: string;
  submitting: string;
  error: string;
};

/** A dialog form's texts under a namespace's keys of the same names (title, description, cancel, …). */
export const dialogFormCopy = (t: (key: keyof DialogFormCopy) => string): DialogFormCopy => ({
  title: t("title"),
  description: t("description"),
  cancel: t("cancel"),
  submit: t("submit"),
  submitting: t("submitting"),
  error: t("error"),
});

/**
 * A kit form that is a dialog's whole content: its heading, the fields, the form's alert, then
 * cancel and a submit that knows it is submitting (stacked on phones, at the right from `sm`).
 */
export function DialogKitForm<Input extends FieldValues, Output extends FieldValues>({
  form,
  onSubmit,
  copy,
  onCancel,
  children,
  "data-testid": testId,
}: {
  form: UseFormReturn<Input, unknown, Output>;
  onSubmit: (values: Output) => Promise<void> | void;
  copy: DialogFormCopy;
  onCancel: () => void;
  children: ReactNode;
  "data-testid"?: string;
}) {
  return (
    <KitForm form={form} onSubmit={onSubmit} fallback={copy.error} className="flex flex-col gap-4" data-testid={testId}>
      <DialogHeading title={copy.title} description={copy.description} />
      {children}
      <FormRootAlert />
      <div className="flex flex-col-reverse gap-2 sm:flex-row sm:justify-end">
        <Button type="button" variant="ghost" onClick={onCancel}>
          {copy.cancel}
        </Button>
        <SubmitButton label={copy.submit} submittingLabel={copy.submitting} className="sm:w-auto" />
      </div>
    </KitForm>
  );
}

/**
 * A form dialog's footer: Cancel and the form's submit, both disabled while the request runs, the
 * submit with a spinner (for a form that brings its own heading and layout; DialogKitForm has its own).
 */
export function FormDialogFooter({
  cancelLabel,
  submitLabel,
  isBusy,
  onCancel,
}: {
  cancelLabel: string;
  submitLabel: string;
  isBusy: boolean;
  onCancel: () => void;
}) {
  return (
    <DialogFooter>
      <Button type="button" variant="outline" onClick={onCancel} disabled={isBusy}>
        {cancelLabel}
      </Button>
      <Button type="submit" disabled={isBusy}>
        {isBusy && <Loader2 className="animate-spin" aria-hidden />}
        {submitLabel}
      </Button>
    </DialogFooter>
  );
}
