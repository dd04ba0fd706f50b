"use client";

import { DialogHeading } from "@/components/common/dialog-heading";
import { useTranslations } from "next-intl";
import { Controller } from "react-hook-form";
import { toast } from "sonner";
import { FormDialog, useDialogBusy } from "@/components/common/form-dialog";
import { Field } from "@/components/form/field";
import { FormRootAlert, KitForm, useErrorText, useSchemaForm } from "@/components/form/form-kit";
import { registerInput } from "@/components/form/register-input";
import { FormDialogFooter } from "@/components/form/dialog-form";
import { FolderAndTagsFields } from "@/components/media/form-parts";
import { SwitchRow } from "@/components/common/switch-row";
import { Input } from "@/components/ui/input";
import { api } from "@/lib/api-client";
import { NO_FOLDER, mediaEditFormSchema, tagsText, type MediaEditFormOutput } from "@/lib/media/edit-form";
import type { MediaFile, MediaFolder } from "@/lib/media/types";
import { MEDIA_NAME_MAX_LENGTH } from "@/lib/validation/media";

/** Name, folder, tags and (for roles with media.makePublic) the public flag of one file. */
export function EditDialog({ file, ...props }: Omit<EditFormProps, "file"> & { file: MediaFile | null }) {
  return (
    <FormDialog open={file !== null} onClose={props.onClose} className="sm:max-w-md">
      {file && <EditForm {...props} file={file} />}
    </FormDialog>
  );
}

type EditFormProps = {
  file: MediaFile;
  folders: MediaFolder[];
  canMakePublic: boolean;
  onClose: () => void;
  onSaved: () => void;
};

function EditForm({ file, folders, canMakePublic, onClose, onSaved }: EditFormProps) {
  const t = useTranslations("collections.edit");
  const errorText = useErrorText();
  const form = useSchemaForm(mediaEditFormSchema, {
    defaultValues: {
      name: file.name,
      folderId: file.folder?.id ?? NO_FOLDER,
      tags: tagsText(file.tags),
      isPublic: file.isPublic,
    },
  });
  const { errors } = form.formState;
  const nameError = errorText(errors.name);
  useDialogBusy(form.formState.isSubmitting);

  const submit = async ({ isPublic, ...values }: MediaEditFormOutput) => {
    // The public flag goes out only from roles that may set it (the server refuses it otherwise).
    const body = canMakePublic ? { ...values, isPublic } : values;
    await api(`/media/${encodeURIComponent(file.id)}`, { method: "PUT", body });
    toast.success(t("saved"));
    onSaved();
  };

  return (
    <KitForm form={form} onSubmit={submit} fallback={t("error")} className="flex min-w-0 flex-col gap-4">
      <DialogHeading title={t("title")} />
      <Field id="media-name" label={t("name")} required error={nameError}>
        <Input maxLength={MEDIA_NAME_MAX_LENGTH} {...registerInput(form, "name", "media-name", nameError)} />
      </Field>
      <FolderAndTagsFields form={form} idPrefix="media" t={t} folders={folders} />
      {canMakePublic && (
        <Controller
          control={form.control}
          name="isPublic"
          render={({ field }) => (
            <SwitchRow
              id="media-public"
              label={t("public")}
              hint={t("publicHint")}
              checked={field.value}
              onCheckedChange={field.onChange}
              align="start"
            />
          )}
        />
      )}
      <FormRootAlert />
      <FormDialogFooter
        cancelLabel={t("cancel")}
        submitLabel={t("save")}
        isBusy={form.formState.isSubmitting}
        onCancel={onClose}
      />
    </KitForm>
  );
}
