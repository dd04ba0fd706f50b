"use client";

import { useTranslations } from "next-intl";
import { toast } from "sonner";
import { DialogHeading } from "@/components/common/dialog-heading";
import { FormDialog, useDialogBusy } from "@/components/common/form-dialog";
import { FormDialogFooter } from "@/components/form/dialog-form";
import { Field, fieldAria } from "@/components/form/field";
import { FormRootAlert, KitForm, registerField, useErrorText, useSchemaForm } from "@/components/form/form-kit";
import { Input } from "@/components/ui/input";
import { api } from "@/lib/api-client";
import type { TemplateJson } from "@/lib/templates/types";
import { testTemplateSchema } from "@/lib/validation/templates";

/** A test send of an approved template to one number (international format, checked as you submit). */
export function SendTestDialog({ template, onClose }: { template: TemplateJson | null; onClose: () => void }) {
  return (
    <FormDialog open={template !== null} onClose={onClose} className="sm:max-w-md">
      {template && <SendTestForm template={template} onClose={onClose} />}
    </FormDialog>
  );
}

const PHONE_ID = "template-test-phone";

function SendTestForm({ template, onClose }: { template: TemplateJson; onClose: () => void }) {
  const t = useTranslations("templates.screen.test");
  const errorText = useErrorText();
  const form = useSchemaForm(testTemplateSchema, { defaultValues: { to: "" } });
  const busy = form.formState.isSubmitting;
  useDialogBusy(busy);
  const error = errorText(form.formState.errors.to);
  const hintId = `${PHONE_ID}-hint`;

  const send = async ({ to }: { to: string }) => {
    const { message } = await api(`/templates/${encodeURIComponent(template.id)}/test`, { body: { to } });
    toast.success(message ?? t("sent"));
    onClose();
  };

  return (
    <KitForm form={form} onSubmit={send} fallback={t("error")} className="flex flex-col gap-4">
      <DialogHeading title={t("title")} description={t("text", { name: template.displayName })} />
      <Field id={PHONE_ID} label={t("phone")} required error={error}>
        <Input
          id={PHONE_ID}
          type="tel"
          inputMode="tel"
          autoComplete="tel"
          placeholder="+905321234567"
          autoFocus
          {...registerField(form, "to")}
          {...fieldAria(PHONE_ID, error, hintId)}
        />
        <p id={hintId} className="text-xs text-muted-foreground">
          {t("phoneHint")}
        </p>
      </Field>
      <FormRootAlert />
      <FormDialogFooter cancelLabel={t("cancel")} submitLabel={t("send")} isBusy={busy} onCancel={onClose} />
    </KitForm>
  );
}
