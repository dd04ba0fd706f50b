"use client";

import { Loader2 } from "lucide-react";
import { Controller, type Control, type FieldValues, type Path, type UseFormReturn } from "react-hook-form";
import { Field } from "@/components/form/field";
import { registerInput } from "@/components/form/register-input";
import { FolderSelect } from "@/components/media/folder-select";
import { Button } from "@/components/ui/button";
import { DialogFooter } from "@/components/ui/dialog";
import { Input } from "@/components/ui/input";
import type { MediaFolder } from "@/lib/media/types";

// The pieces the collections screen's dialogs share: the folder and tags fields of the edit and
// upload forms, and the Cancel / submit footer of every form dialog.

/** A folder to put files in, or none, bound to a kit form's `folderId`. */
export function FolderField<T extends FieldValues & { folderId: string }>({
  control,
  id,
  label,
  folders,
  folderName,
  disabled,
}: {
  control: Control<T, unknown, FieldValues>;
  id: string;
  label: string;
  folders: MediaFolder[];
  folderName: (folder: MediaFolder) => string;
  disabled?: boolean;
}) {
  return (
    <Field id={id} label={label}>
      <Controller
        control={control}
        name={"folderId" as Path<T>}
        render={({ field }) => (
          <FolderSelect
            id={id}
            value={field.value as string}
            onChange={field.onChange}
            folders={folders}
            folderName={folderName}
            disabled={disabled}
          />
        )}
      />
    </Field>
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

/** Cancel and the form's submit, which says it is busy while the request runs. */
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
