"use client";

import { ImageUp, Loader2, Trash2 } from "lucide-react";
import { useRouter } from "next/navigation";
import { useTranslations } from "next-intl";
import { UploadHint } from "@/components/common/upload-hint";
import { useImageFileInput } from "@/components/common/use-image-file-input";
import { useState } from "react";
import { toast } from "sonner";
import { errorId, FieldError } from "@/components/form/field";
import { requestErrorText } from "@/components/form/field-messages";
import { SettingsSection } from "@/components/settings/settings-page";
import { UserAvatar } from "@/components/settings/user-avatar";
import { Button } from "@/components/ui/button";
import { PhotoPickerLayout } from "@/components/common/photo-picker-layout";
import { api, ApiError, apiUpload } from "@/lib/api-client";
// The upload rules are shared with the server (its module is free of server-only code).
import { IMAGE_UPLOAD_MAX_LABEL } from "@/lib/images/image-kind";

const INPUT_ID = "profile-avatar";
const HINT_ID = "profile-avatar-hint";

/**
 * The profile photo (spec 02 §2.7): upload (checked here first by size and bytes with the
 * server's own rules, then resized by the server) and remove. Each takes effect at once; the
 * page refreshes its server data so the top bar's menu shows the new photo too.
 */
export function AvatarSection({
  firstName,
  lastName,
  initialAvatar,
}: {
  firstName: string;
  lastName: string;
  initialAvatar: string | null;
}) {
  const t = useTranslations("settings.profile.photo");
  const tAll = useTranslations();
  const router = useRouter();
  const [avatar, setAvatar] = useState(initialAvatar);
  const [progress, setProgress] = useState<number | null>(null);
  const [isRemoving, setIsRemoving] = useState(false);
  const [error, setError] = useState<string | null>(null);
  const isBusy = progress !== null || isRemoving;

  const upload = async (file: File) => {
    setError(null);
    const body = new FormData();
    body.set("file", file);
    setProgress(0);
    try {
      const { data } = await apiUpload<{ avatar: string }>("/account/avatar", body, {
        onProgress: ({ loaded, total }) => setProgress(total ? Math.round((loaded / total) * 100) : 0),
      });
      setAvatar(data.avatar);
      toast.success(t("uploaded"));
      router.refresh();
    } catch (caught) {
      const message =
        caught instanceof ApiError && caught.fieldErrors.avatar
          ? caught.fieldErrors.avatar
          : requestErrorText(caught, t("uploadError"));
      setError(message);
    } finally {
      setProgress(null);
    }
  };

  const picker = useImageFileInput({
    onFile: upload,
    onProblem: (problem) => setError(tAll(problem.key, problem.values)),
  });

  const remove = async () => {
    setError(null);
    setIsRemoving(true);
    try {
      await api("/account/avatar", { method: "DELETE" });
      setAvatar(null);
      toast.success(t("removed"));
      router.refresh();
    } catch (caught) {
      setError(requestErrorText(caught, t("removeError")));
    } finally {
      setIsRemoving(false);
    }
  };

  return (
    <SettingsSection id="photo" title={t("title")} description={t("description")}>
      <PhotoPickerLayout
        photo={
          <UserAvatar
            person={{ firstName, lastName, avatar }}
            className="size-16 sm:size-20"
            textClassName="sm:text-xl"
          />
        }
        buttons={
          <>
            <input
              id={INPUT_ID}
              {...picker.inputProps}
              className="sr-only"
              tabIndex={-1}
              aria-hidden
              disabled={isBusy}
            />
            <Button
              type="button"
              variant="outline"
              size="sm"
              disabled={isBusy}
              onClick={picker.open}
              aria-describedby={[error ? errorId(INPUT_ID) : null, HINT_ID].filter(Boolean).join(" ")}
            >
              {progress !== null ? (
                <Loader2 className="animate-spin motion-reduce:animate-none" aria-hidden />
              ) : (
                <ImageUp aria-hidden />
              )}
              {avatar ? t("change") : t("upload")}
            </Button>
            {avatar && (
              <Button type="button" variant="ghost" size="sm" disabled={isBusy} onClick={() => void remove()}>
                {isRemoving ? (
                  <Loader2 className="animate-spin motion-reduce:animate-none" aria-hidden />
                ) : (
                  <Trash2 aria-hidden />
                )}
                {t("remove")}
              </Button>
            )}
          </>
        }
      >
        <UploadHint
          id={HINT_ID}
          hint={t("hint", { max: IMAGE_UPLOAD_MAX_LABEL })}
          progress={progress}
          progressLabel={t("uploading", { percent: progress ?? 0 })}
          className="max-w-xs"
        />
        <FieldError id={INPUT_ID} error={error} />
      </PhotoPickerLayout>
    </SettingsSection>
  );
}
