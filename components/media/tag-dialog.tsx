"use client";

import { DialogHeading } from "@/components/common/dialog-heading";
import { useTranslations } from "next-intl";
import { FormDialog, useDialogBusy } from "@/components/common/form-dialog";
import { FormRootAlert, KitForm, useErrorText, useSchemaForm } from "@/components/form/form-kit";
import { FormDialogFooter } from "@/components/form/dialog-form";
import { TagsField } from "@/components/media/form-parts";
import { bulkTagFormSchema, firstError } from "@/lib/media/edit-form";

/** Tags to add to every ticked file (comma-separated); `onApply` sends them and throws on refusal. */
export function TagDialog({
  count,
  open,
  onClose,
  onApply,
}: {
  count: number;
  open: boolean;
  onClose: () => void;
  onApply: (tags: string[]) => Promise<void>;
}) {
  return (
    <FormDialog open={open} onClose={onClose} className="sm:max-w-sm">
      {open && <TagForm count={count} onClose={onClose} onApply={onApply} />}
    </FormDialog>
  );
}

function TagForm({
  count,
  onClose,
  onApply,
}: {
  count: number;
  onClose: () => void;
  onApply: (tags: string[]) => Promise<void>;
}) {
  const t = useTranslations("collections.bulk");
  const errorText = useErrorText();
  const form = useSchemaForm(bulkTagFormSchema, { defaultValues: { tags: "" } });
  const error = errorText(firstError(form.formState.errors.tags));
  const isBusy = form.formState.isSubmitting;
  useDialogBusy(isBusy);

  return (
    <KitForm
      form={form}
      onSubmit={({ tags }) => onApply(tags)}
      fallback={t("error")}
      className="flex min-w-0 flex-col gap-4"
    >
      <DialogHeading title={t("tagTitle")} description={t("tagText", { count })} />
      <TagsField
        form={form}
        id="bulk-tags"
        label={t("tagsLabel")}
        placeholder={t("tagsPlaceholder")}
        error={error}
        required
        autoFocus
      />
      <FormRootAlert />
      <FormDialogFooter cancelLabel={t("cancel")} submitLabel={t("apply")} isBusy={isBusy} onCancel={onClose} />
    </KitForm>
  );
}
