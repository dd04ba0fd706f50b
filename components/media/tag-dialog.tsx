"use client";

import { useTranslations } from "next-intl";
import { useState } from "react";
import { FormRootAlert, KitForm, useErrorText, useSchemaForm } from "@/components/form/form-kit";
import { FormDialogFooter, TagsField } from "@/components/media/form-parts";
import { Dialog, DialogContent, DialogDescription, DialogHeader, DialogTitle } from "@/components/ui/dialog";
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
  const t = useTranslations();
  const [isBusy, setIsBusy] = useState(false);
  return (
    <Dialog open={open} onOpenChange={(next) => !next && !isBusy && onClose()}>
      <DialogContent closeLabel={t("common.close")} className="sm:max-w-sm">
        {open && <TagForm count={count} onBusy={setIsBusy} onClose={onClose} onApply={onApply} />}
      </DialogContent>
    </Dialog>
  );
}

function TagForm({
  count,
  onBusy,
  onClose,
  onApply,
}: {
  count: number;
  onBusy: (busy: boolean) => void;
  onClose: () => void;
  onApply: (tags: string[]) => Promise<void>;
}) {
  const t = useTranslations("collections.bulk");
  const errorText = useErrorText();
  const form = useSchemaForm(bulkTagFormSchema, { defaultValues: { tags: "" } });
  const error = errorText(firstError(form.formState.errors.tags));
  const isBusy = form.formState.isSubmitting;

  const submit = async ({ tags }: { tags: string[] }) => {
    onBusy(true);
    try {
      await onApply(tags);
    } finally {
      onBusy(false);
    }
  };

  return (
    <KitForm form={form} onSubmit={submit} fallback={t("error")} className="flex min-w-0 flex-col gap-4">
      <DialogHeader>
        <DialogTitle>{t("tagTitle")}</DialogTitle>
        <DialogDescription>{t("tagText", { count })}</DialogDescription>
      </DialogHeader>
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
