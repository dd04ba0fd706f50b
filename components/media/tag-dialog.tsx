"use client";

import { Loader2 } from "lucide-react";
import { useTranslations } from "next-intl";
import { useState } from "react";
import { Field } from "@/components/form/field";
import { FormRootAlert, KitForm, useErrorText, useSchemaForm } from "@/components/form/form-kit";
import { registerInput } from "@/components/form/register-input";
import { Button } from "@/components/ui/button";
import {
  Dialog,
  DialogContent,
  DialogDescription,
  DialogFooter,
  DialogHeader,
  DialogTitle,
} from "@/components/ui/dialog";
import { Input } from "@/components/ui/input";
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
      <Field id="bulk-tags" label={t("tagsLabel")} required error={error}>
        <Input autoFocus placeholder={t("tagsPlaceholder")} {...registerInput(form, "tags", "bulk-tags", error)} />
      </Field>
      <FormRootAlert />
      <DialogFooter>
        <Button type="button" variant="outline" onClick={onClose} disabled={isBusy}>
          {t("cancel")}
        </Button>
        <Button type="submit" disabled={isBusy}>
          {isBusy && <Loader2 className="animate-spin" aria-hidden />}
          {t("apply")}
        </Button>
      </DialogFooter>
    </KitForm>
  );
}
