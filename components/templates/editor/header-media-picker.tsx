"use client";

import { useTranslations } from "next-intl";
import { FileDropDialog } from "@/components/common/file-drop-dialog";
import { MediaLibraryPicker } from "@/components/media/media-picker";
import type { MediaFile } from "@/lib/media/types";
import { HEADER_MEDIA_ACCEPT, type MediaHeaderType } from "@/components/templates/editor/header-media";

/**
 * The header file: chosen from the media library (files of the header's kind, searchable) or
 * uploaded here, into the library, and chosen at once. Choosing closes the dialog.
 */
export function HeaderMediaPicker({
  open,
  onOpenChange,
  headerType,
  selectedId,
  onPick,
}: {
  open: boolean;
  onOpenChange: (open: boolean) => void;
  headerType: MediaHeaderType;
  selectedId: string | null;
  onPick: (file: MediaFile) => void;
}) {
  const t = useTranslations("templates.editor.media");
  return (
    <FileDropDialog
      open={open}
      onOpenChange={onOpenChange}
      title={t("pickTitle")}
      description={t(`pickText.${headerType}`)}
      className="grid-rows-[auto_minmax(0,1fr)] sm:max-w-2xl"
    >
      <MediaLibraryPicker
        messages="templates.editor.media"
        type={headerType}
        accept={HEADER_MEDIA_ACCEPT[headerType]}
        uploadHint={t(`uploadHint.${headerType}`)}
        emptyText={t(`empty.${headerType}`)}
        selectedIds={selectedId ? [selectedId] : []}
        testIds={{ upload: "template-media-upload", option: "template-media-option" }}
        onPick={(file) => {
          onPick(file);
          onOpenChange(false);
        }}
      />
    </FileDropDialog>
  );
}
