"use client";

import { ImageUp, Trash2, Undo2, UserRound } from "lucide-react";
import { useTranslations } from "next-intl";
import { useEffect } from "react";
import { UploadHint } from "@/components/common/upload-hint";
import { useImageFileInput } from "@/components/common/use-image-file-input";
import { Field } from "@/components/form/field";
import { Avatar, AvatarFallback, AvatarImage } from "@/components/ui/avatar";
import { Button } from "@/components/ui/button";
import { PhotoPickerLayout } from "@/components/common/photo-picker-layout";
import { apiUpload } from "@/lib/api-client";
import { initials, type Customer } from "@/lib/customers/list-query";
import type { ImageUploadProblem } from "@/lib/images/image-kind";

/** What the form will do with the photo when it is saved. */
export type PhotoDraft = { kind: "keep" } | { kind: "replace"; file: File; preview: string } | { kind: "remove" };

/**
 * The customer form's photo: a preview (initials when there is none), choose, remove and undo.
 * A chosen file is checked here first (size and magic bytes, the server's own rules and
 * messages) and only becomes a draft; the form uploads it when it saves.
 */
export function CustomerPhotoField({
  id,
  name,
  currentUrl,
  draft,
  onDraftChange,
  error,
  onProblem,
  progress,
  disabled,
}: {
  id: string;
  name: Pick<Customer, "firstName" | "lastName">;
  /** The saved photo's URL, if any. */
  currentUrl: string | null;
  draft: PhotoDraft;
  onDraftChange: (draft: PhotoDraft) => void;
  error?: string;
  /** A chosen file that may not be uploaded (message key and values under images.errors). */
  onProblem: (problem: ImageUploadProblem) => void;
  /** Upload progress in percent while the form saves; null otherwise. */
  progress: number | null;
  disabled: boolean;
}) {
  const t = useTranslations("customers.photo");
  const src = draft.kind === "replace" ? draft.preview : draft.kind === "remove" ? null : currentUrl;
  const letters = initials(name);
  const hintId = `${id}-hint`;

  // A preview's object URL lives as long as its draft.
  useEffect(() => {
    if (draft.kind !== "replace") return;
    return () => URL.revokeObjectURL(draft.preview);
  }, [draft]);

  const picker = useImageFileInput({
    onFile: (file) => onDraftChange({ kind: "replace", file, preview: URL.createObjectURL(file) }),
    onProblem,
  });

  let hint = t("hint");
  if (draft.kind === "replace") hint = t("pendingUpload");
  if (draft.kind === "remove") hint = t("pendingRemove");

  return (
    <Field id={id} label={t("label")} error={error}>
      <PhotoPickerLayout
        photo={
          <Avatar className="size-16">
            {src && <AvatarImage src={src} alt="" className="object-cover" />}
            <AvatarFallback className="bg-primary/10 text-lg font-medium text-primary">
              {letters || <UserRound className="size-7" aria-hidden />}
            </AvatarFallback>
          </Avatar>
        }
        buttons={
          <>
            <input
              id={id}
              {...picker.inputProps}
              className="sr-only"
              disabled={disabled}
              aria-invalid={error ? true : undefined}
              aria-describedby={[error ? `${id}-error` : null, hintId].filter(Boolean).join(" ")}
            />
            <Button type="button" variant="outline" size="sm" disabled={disabled} onClick={picker.open}>
              <ImageUp aria-hidden />
              {src ? t("change") : t("choose")}
            </Button>
            {src && (
              <Button
                type="button"
                variant="ghost"
                size="sm"
                disabled={disabled}
                onClick={() => onDraftChange(currentUrl ? { kind: "remove" } : { kind: "keep" })}
              >
                <Trash2 aria-hidden />
                {t("remove")}
              </Button>
            )}
            {draft.kind !== "keep" && currentUrl && (
              <Button
                type="button"
                variant="ghost"
                size="sm"
                disabled={disabled}
                onClick={() => onDraftChange({ kind: "keep" })}
              >
                <Undo2 aria-hidden />
                {t("undo")}
              </Button>
            )}
          </>
        }
      >
        <UploadHint
          id={hintId}
          hint={hint}
          progress={progress}
          progressLabel={t("uploading", { percent: progress ?? 0 })}
        />
      </PhotoPickerLayout>
    </Field>
  );
}

/** Uploads a customer's photo (with progress, through the one fetch wrapper); answers the updated customer. */
export async function uploadCustomerPhoto(
  customerId: string,
  file: File,
  onProgress: (percent: number) => void,
): Promise<Customer> {
  const form = new FormData();
  form.set("file", file);
  const { data } = await apiUpload<Customer>(`/customers/${encodeURIComponent(customerId)}/photo`, form, {
    onProgress: ({ loaded, total }) => onProgress(total ? Math.min(100, Math.round((loaded / total) * 100)) : 0),
  });
  return data;
}
