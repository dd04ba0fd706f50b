"use client";

import { X } from "lucide-react";
import { useTranslations } from "next-intl";
import { useState } from "react";
import { FileDropDialog } from "@/components/common/file-drop-dialog";
import { MediaLibraryPicker } from "@/components/media/media-picker";
import { Button } from "@/components/ui/button";
import { DialogFooter } from "@/components/ui/dialog";
import { Label } from "@/components/ui/label";
import { Textarea } from "@/components/ui/textarea";
import type { MediaFile } from "@/lib/media/types";
import { MESSAGE_CAPTION_MAX, MESSAGE_MAX_FILES } from "@/lib/validation/messages";

// Attaching files to a reply: pick them from the media library (searchable, up to 10) or upload
// new ones here (into the library, with progress; each is picked once it is in), add a caption,
// and send them as one message (POST …/messages { type: "media", fileIds, caption }).

export function AttachDialog({
  open,
  onOpenChange,
  onSend,
}: {
  open: boolean;
  onOpenChange: (open: boolean) => void;
  onSend: (files: MediaFile[], caption: string) => void;
}) {
  const t = useTranslations("inboxChat.attach");
  return (
    <FileDropDialog
      open={open}
      onOpenChange={onOpenChange}
      title={t("title")}
      description={t("text")}
      className="grid-rows-[auto_minmax(0,1fr)_auto] sm:max-w-2xl"
    >
      <AttachBody
        onSend={(files, caption) => {
          onSend(files, caption);
          onOpenChange(false);
        }}
      />
    </FileDropDialog>
  );
}

function AttachBody({ onSend }: { onSend: (files: MediaFile[], caption: string) => void }) {
  const t = useTranslations("inboxChat.attach");
  const [picked, setPicked] = useState<MediaFile[]>([]);
  const [caption, setCaption] = useState("");
  const [isUploading, setIsUploading] = useState(false);

  const toggle = (file: MediaFile) =>
    setPicked((current) =>
      current.some((item) => item.id === file.id)
        ? current.filter((item) => item.id !== file.id)
        : current.length < MESSAGE_MAX_FILES
          ? [...current, file]
          : current,
    );

  return (
    <>
      <MediaLibraryPicker
        messages="inboxChat.attach"
        accept="image/*,video/*,audio/*,application/pdf,.doc,.docx,.xls,.xlsx,.ppt,.pptx,.txt,.csv,.zip"
        uploadHint={t("uploadHint", { max: MESSAGE_MAX_FILES })}
        emptyText={t("empty")}
        selectedIds={picked.map((file) => file.id)}
        onPick={toggle}
        maxUploads={MESSAGE_MAX_FILES - picked.length}
        isFull={picked.length >= MESSAGE_MAX_FILES}
        onUploadingChange={setIsUploading}
        testIds={{ upload: "attach-upload", option: "attach-option" }}
      />

      <div className="flex flex-col gap-3 border-t pt-3">
        {picked.length > 0 && (
          <ul className="flex flex-wrap gap-1.5" aria-label={t("picked", { count: picked.length })}>
            {picked.map((file) => (
              <li
                key={file.id}
                className="flex max-w-48 items-center gap-1 rounded-full border bg-muted py-0.5 pr-1 pl-2.5 text-xs"
              >
                <span className="truncate">{file.name}</span>
                <button
                  type="button"
                  onClick={() => toggle(file)}
                  aria-label={t("remove", { name: file.name })}
                  className="grid size-5 place-items-center rounded-full outline-none hover:bg-background focus-visible:ring-[3px] focus-visible:ring-ring/50"
                >
                  <X className="size-3" aria-hidden />
                </button>
              </li>
            ))}
          </ul>
        )}
        <div className="flex flex-col gap-1.5">
          <Label htmlFor="attach-caption">{t("caption")}</Label>
          <Textarea
            id="attach-caption"
            value={caption}
            maxLength={MESSAGE_CAPTION_MAX}
            onChange={(event) => setCaption(event.target.value)}
            className="max-h-24 min-h-10"
            rows={1}
          />
        </div>
        <DialogFooter>
          <Button
            type="button"
            disabled={picked.length === 0 || isUploading}
            onClick={() => onSend(picked, caption.trim())}
            data-testid="attach-send"
          >
            {t("send", { count: picked.length })}
          </Button>
        </DialogFooter>
      </div>
    </>
  );
}
