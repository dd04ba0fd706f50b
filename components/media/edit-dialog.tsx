"use client";

import { useTranslations } from "next-intl";
import { useState } from "react";
import { Controller } from "react-hook-form";
import { toast } from "sonner";
import { Field } from "@/components/form/field";
import { FormRootAlert, KitForm, useErrorText, useSchemaForm } from "@/components/form/form-kit";
import { registerInput } from "@/components/form/register-input";
import { FolderField, FormDialogFooter, TagsField } from "@/components/media/form-parts";
import { SwitchRow } from "@/components/common/switch-row";
import { Dialog, DialogContent, DialogHeader, DialogTitle } from "@/components/ui/dialog";
import { Input } from "@/components/ui/input";
import { api } from "@/lib/api-client";
import { NO_FOLDER, firstError, mediaEditFormSchema, tagsText, type MediaEditFormOutput } from "@/lib/media/edit-form";
import type { MediaFile, MediaFolder } from "@/lib/media/types";
import { MEDIA_NAME_MAX_LENGTH } from "@/lib/validation/media";

/** Name, folder, tags and (for roles with media.makePublic) the public flag of one file. */
export function EditDialog({
  file,
  folders,
  folderName,
  canMakePublic,
  onClose,
  onSaved,
}: {
  file: MediaFile | null;
  folders: MediaFolder[];
  folderName: (folder: MediaFolder) => string;
  canMakePublic: boolean;
  onClose: () => void;
  onSaved: () => void;
}) {
  const t = useTranslations();
  const [isBusy, setIsBusy] = useState(false);
  return (
    <Dialog open={file !== null} onOpenChange={(open) => !open && !isBusy && onClose()}>
      <DialogContent closeLabel={t("common.close")} className="sm:max-w-md">
        {file && (
          <EditForm
            file={file}
            folders={folders}
            folderName={folderName}
            canMakePublic={canMakePublic}
            onBusy={setIsBusy}
            onClose={onClose}
            onSaved={onSaved}
          />
        )}
      </DialogContent>
    </Dialog>
  );
}

function EditForm({
  file,
  folders,
  folderName,
  canMakePublic,
  onBusy,
  onClose,
  onSaved,
}: {
  file: MediaFile;
  folders: MediaFolder[];
  folderName: (folder: MediaFolder) => string;
  canMakePublic: boolean;
  onBusy: (busy: boolean) => void;
  onClose: () => void;
  onSaved: () => void;
}) {
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
  const tagsError = errorText(firstError(errors.tags));

  const submit = async ({ isPublic, ...values }: MediaEditFormOutput) => {
    onBusy(true);
    try {
      // The public flag goes out only from roles that may set it (the server refuses it otherwise).
      const body = canMakePublic ? { ...values, isPublic } : values;
      await api(`/media/${encodeURIComponent(file.id)}`, { method: "PUT", body });
      toast.success(t("saved"));
      onSaved();
    } finally {
      onBusy(false);
    }
  };

  return (
    <KitForm form={form} onSubmit={submit} fallback={t("error")} className="flex min-w-0 flex-col gap-4">
      <DialogHeader>
        <DialogTitle>{t("title")}</DialogTitle>
      </DialogHeader>
      <Field id="media-name" label={t("name")} required error={nameError}>
        <Input maxLength={MEDIA_NAME_MAX_LENGTH} {...registerInput(form, "name", "media-name", nameError)} />
      </Field>
      <FolderField
        control={form.control}
        id="media-folder"
        label={t("folder")}
        folders={folders}
        folderName={folderName}
      />
      <TagsField
        form={form}
        id="media-tags"
        label={t("tags")}
        placeholder={t("tagsPlaceholder")}
        hint={t("tagsHint")}
        error={tagsError}
      />
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
