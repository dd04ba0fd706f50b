"use client";

import { DialogHeading } from "@/components/common/dialog-heading";
import { Check } from "lucide-react";
import { useTranslations } from "next-intl";
import { RadioGroup as RadioGroupPrimitive } from "radix-ui";
import { Controller } from "react-hook-form";
import { toast } from "sonner";
import { FormDialog, useDialogBusy } from "@/components/common/form-dialog";
import type { SidebarEditFormProps, SidebarEditorProps } from "@/components/common/named-list-sidebar";
import { Field } from "@/components/form/field";
import { FormRootAlert, KitForm, useErrorText, useSchemaForm } from "@/components/form/form-kit";
import { registerInput } from "@/components/form/register-input";
import { FormDialogFooter } from "@/components/form/dialog-form";
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

type FolderNaming = {
  /** A default folder's name in the viewer's language (useFolderName). */
  folderName: (folder: MediaFolder) => string;
};

/** Create a folder, or rename and recolour one (the shared schema first, then the server: 409 on a taken name). */
export function FolderDialog(props: SidebarEditorProps<MediaFolder> & FolderNaming) {
  const { editing } = props;
  return (
    <FormDialog open={editing !== null} onClose={props.onClose} className="sm:max-w-sm">
      {editing && <FolderForm {...props} editing={editing} />}
    </FormDialog>
  );
}

function FolderForm({ editing, folderName, onClose, onSaved }: SidebarEditFormProps<MediaFolder, FolderNaming>) {
  const t = useTranslations("collections.folders");
  const errorText = useErrorText();
  const current = editing.mode === "edit" ? editing.item : null;
  const shownName = current ? folderName(current) : "";
  const form = useSchemaForm(mediaFolderSchema, {
    defaultValues: {
      name: shownName,
      color: current && isFolderColor(current.color) ? current.color : MEDIA_FOLDER_COLORS[0],
    },
  });
  const isBusy = form.formState.isSubmitting;
  useDialogBusy(isBusy);
  const nameError = errorText(form.formState.errors.name);

  const submit = async (values: MediaFolderInput) => {
    if (editing.mode === "create") {
      const { data } = await api<MediaFolder>("/media/folders", { body: values });
      toast.success(t("created"));
      onSaved(data);
      return;
    }
    // A default folder shows its translated name: sending that back unchanged would rename it
    // (and end its translation), so only what was changed goes out.
    const body: Partial<MediaFolderInput> = { color: values.color };
    if (values.name !== shownName.trim()) body.name = values.name;
    const { data } = await api<MediaFolder>(`/media/folders/${encodeURIComponent(editing.item.id)}`, {
      method: "PUT",
      body,
    });
    toast.success(t("saved"));
    onSaved(data);
  };

  return (
    <KitForm form={form} onSubmit={submit} fallback={t("error")} className="flex flex-col gap-4">
      <DialogHeading title={t(editing.mode === "edit" ? "editTitle" : "createTitle")} />
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
