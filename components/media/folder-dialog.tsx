"use client";

import { Check } from "lucide-react";
import { useTranslations } from "next-intl";
import { RadioGroup as RadioGroupPrimitive } from "radix-ui";
import { useState } from "react";
import { Controller } from "react-hook-form";
import { toast } from "sonner";
import { Field } from "@/components/form/field";
import { FormRootAlert, KitForm, useErrorText, useSchemaForm } from "@/components/form/form-kit";
import { registerInput } from "@/components/form/register-input";
import { FormDialogFooter } from "@/components/media/form-parts";
import { Dialog, DialogContent, DialogHeader, DialogTitle } from "@/components/ui/dialog";
import { Input } from "@/components/ui/input";
import { Label } from "@/components/ui/label";
import { api } from "@/lib/api-client";
import { folderDotClass, isFolderColor } from "@/lib/media/folder-colors";
import type { MediaFolder } from "@/lib/media/types";
import { cn } from "@/lib/utils";
import {
  MEDIA_FOLDER_COLORS,
  MEDIA_FOLDER_NAME_MAX_LENGTH,
  mediaFolderSchema,
  type MediaFolderInput,
} from "@/lib/validation/media";

export type FolderEditing = { mode: "create" } | { mode: "edit"; folder: MediaFolder; shownName: string } | null;

/** Create a folder, or rename and recolour one (the shared schema first, then the server: 409 on a taken name). */
export function FolderDialog({
  editing,
  onClose,
  onSaved,
}: {
  editing: FolderEditing;
  onClose: () => void;
  onSaved: (folder: MediaFolder) => void;
}) {
  const t = useTranslations();
  const [isBusy, setIsBusy] = useState(false);
  return (
    <Dialog open={editing !== null} onOpenChange={(open) => !open && !isBusy && onClose()}>
      <DialogContent closeLabel={t("common.close")} className="sm:max-w-sm">
        {/* Unmounted on close: each opening starts from the folder as it is. */}
        {editing && <FolderForm editing={editing} onBusy={setIsBusy} onClose={onClose} onSaved={onSaved} />}
      </DialogContent>
    </Dialog>
  );
}

function FolderForm({
  editing,
  onBusy,
  onClose,
  onSaved,
}: {
  editing: NonNullable<FolderEditing>;
  onBusy: (busy: boolean) => void;
  onClose: () => void;
  onSaved: (folder: MediaFolder) => void;
}) {
  const t = useTranslations("collections.folders");
  const errorText = useErrorText();
  const current = editing.mode === "edit" ? editing.folder : null;
  const form = useSchemaForm(mediaFolderSchema, {
    defaultValues: {
      name: editing.mode === "edit" ? editing.shownName : "",
      color: current && isFolderColor(current.color) ? current.color : MEDIA_FOLDER_COLORS[0],
    },
  });
  const isBusy = form.formState.isSubmitting;
  const nameError = errorText(form.formState.errors.name);

  const submit = async (values: MediaFolderInput) => {
    onBusy(true);
    try {
      if (editing.mode === "create") {
        const { data } = await api<MediaFolder>("/media/folders", { body: values });
        toast.success(t("created"));
        onSaved(data);
        return;
      }
      // A default folder shows its translated name: sending that back unchanged would rename it
      // (and end its translation), so only what was changed goes out.
      const body: Partial<MediaFolderInput> = { color: values.color };
      if (values.name !== editing.shownName.trim()) body.name = values.name;
      const { data } = await api<MediaFolder>(`/media/folders/${encodeURIComponent(editing.folder.id)}`, {
        method: "PUT",
        body,
      });
      toast.success(t("saved"));
      onSaved(data);
    } finally {
      onBusy(false);
    }
  };

  return (
    <KitForm form={form} onSubmit={submit} fallback={t("error")} className="flex flex-col gap-4">
      <DialogHeader>
        <DialogTitle>{t(editing.mode === "edit" ? "editTitle" : "createTitle")}</DialogTitle>
      </DialogHeader>
      <Field id="folder-name" label={t("name")} required error={nameError}>
        <Input
          maxLength={MEDIA_FOLDER_NAME_MAX_LENGTH}
          autoFocus
          {...registerInput(form, "name", "folder-name", nameError)}
        />
      </Field>
      <div className="flex flex-col gap-2">
        <Label id="folder-color-label">{t("color")}</Label>
        <Controller
          control={form.control}
          name="color"
          render={({ field }) => (
            <RadioGroupPrimitive.Root
              aria-labelledby="folder-color-label"
              value={field.value}
              onValueChange={field.onChange}
              className="flex flex-wrap gap-2"
            >
              {MEDIA_FOLDER_COLORS.map((color) => (
                <RadioGroupPrimitive.Item
                  key={color}
                  value={color}
                  aria-label={t(`colors.${color}`)}
                  className={cn(
                    "grid size-8 place-items-center rounded-full text-white ring-offset-2 ring-offset-background outline-none focus-visible:ring-[3px] focus-visible:ring-ring/50 data-[state=checked]:ring-2 data-[state=checked]:ring-foreground",
                    folderDotClass(color),
                  )}
                >
                  <RadioGroupPrimitive.Indicator>
                    <Check className="size-4" aria-hidden />
                  </RadioGroupPrimitive.Indicator>
                </RadioGroupPrimitive.Item>
              ))}
            </RadioGroupPrimitive.Root>
          )}
        />
      </div>
      <FormRootAlert />
      <FormDialogFooter cancelLabel={t("cancel")} submitLabel={t("save")} isBusy={isBusy} onCancel={onClose} />
    </KitForm>
  );
}
