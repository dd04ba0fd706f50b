"use client";

import { useTranslations } from "next-intl";
import { Controller, type FieldValues, type Path, type UseFormReturn } from "react-hook-form";
import { Field } from "@/components/form/field";
import { useErrorText } from "@/components/form/form-kit";
import { registerInput } from "@/components/form/register-input";
import { NamedItemSelect } from "@/components/form/named-item-select";
import { FolderDot } from "@/components/media/folder-dot";
import { useFolderName } from "@/components/media/use-folder-name";
import { Input } from "@/components/ui/input";
import { firstError, NO_FOLDER } from "@/lib/media/edit-form";
import type { MediaFolder } from "@/lib/media/types";

// The pieces the collections screen's dialogs share: the folder and tags fields of the edit and
// upload forms, and the tags field of the bulk tag form.

/**
 * The folder (or none) and the comma-separated tags of the files being edited or uploaded, bound to
 * a kit form's `folderId` and `tags` (ids `<idPrefix>-folder`, `<idPrefix>-tags`); labels from the
 * dialog's messages (`t`): folder, tags, tagsPlaceholder, tagsHint.
 */
export function FolderAndTagsFields<T extends FieldValues & { folderId: string; tags: string }>({
  form,
  idPrefix,
  t,
  folders,
  disabled,
}: {
  form: UseFormReturn<T, unknown, FieldValues>;
  idPrefix: string;
  t: (key: "folder" | "tags" | "tagsPlaceholder" | "tagsHint") => string;
  folders: MediaFolder[];
  disabled?: boolean;
}) {
  const errorText = useErrorText();
  const tFolders = useTranslations("collections.folders");
  const folderName = useFolderName(folders);
  const folderId = `${idPrefix}-folder`;
  return (
    <>
      <Field id={folderId} label={t("folder")}>
        <Controller
          control={form.control}
          name={"folderId" as Path<T>}
          render={({ field }) => (
            <NamedItemSelect
              id={folderId}
              value={field.value as string}
              onChange={field.onChange}
              none={{ value: NO_FOLDER, label: tFolders("none") }}
              items={folders.map((folder) => ({
                id: folder.id,
                name: folderName(folder),
                marker: <FolderDot color={folder.color} />,
              }))}
              disabled={disabled}
            />
          )}
        />
      </Field>
      <TagsField
        form={form}
        id={`${idPrefix}-tags`}
        label={t("tags")}
        placeholder={t("tagsPlaceholder")}
        hint={t("tagsHint")}
        error={errorText(firstError(form.formState.errors.tags))}
        disabled={disabled}
      />
    </>
  );
}

/** Comma-separated tags, with their hint under the input and every tag's error in one place. */
export function TagsField<T extends FieldValues & { tags: string }>({
  form,
  id,
  label,
  placeholder,
  hint,
  error,
  required,
  disabled,
  autoFocus,
}: {
  form: UseFormReturn<T, unknown, FieldValues>;
  id: string;
  label: string;
  placeholder: string;
  hint?: string;
  error: string | undefined;
  required?: boolean;
  disabled?: boolean;
  autoFocus?: boolean;
}) {
  const hintId = hint ? `${id}-hint` : undefined;
  return (
    <Field id={id} label={label} required={required} error={error}>
      <Input
        placeholder={placeholder}
        disabled={disabled}
        autoFocus={autoFocus}
        {...registerInput(form, "tags" as Path<T>, id, error, hintId)}
      />
      {hint && (
        <p id={hintId} className="text-xs text-muted-foreground">
          {hint}
        </p>
      )}
    </Field>
  );
}
