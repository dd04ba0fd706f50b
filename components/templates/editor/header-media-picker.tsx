"use client";

import { useTranslations } from "next-intl";
import { DialogHeading } from "@/components/common/dialog-heading";
import { MediaLibraryPicker } from "@/components/media/media-picker";
import { Dialog, DialogContent } from "@/components/ui/dialog";
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
  const t = useTranslations();
  return (
    <Dialog open={open} onOpenChange={onOpenChange}>
      <DialogContent
        closeLabel={t("common.close")}
        className="max-h-[calc(100dvh-2rem)] grid-rows-[auto_minmax(0,1fr)] sm:max-w-2xl"
        onDragOver={(event) => event.preventDefault()}
        onDrop={(event) => event.preventDefault()}
      >
        <DialogHeading
          title={t("templates.editor.media.pickTitle")}
          description={t(`templates.editor.media.pickText.${headerType}`)}
        />
        {open && (
          <MediaLibraryPicker
            messages="templates.editor.media"
            type={headerType}
            accept={HEADER_MEDIA_ACCEPT[headerType]}
            uploadHint={t(`templates.editor.media.uploadHint.${headerType}`)}
            emptyText={t(`templates.editor.media.empty.${headerType}`)}
            selectedIds={selectedId ? [selectedId] : []}
            testIds={{ upload: "template-media-upload", option: "template-media-option" }}
            onPick={(file) => {
              onPick(file);
              onOpenChange(false);
            }}
          />
        )}
      </DialogContent>
    </Dialog>
  );
}
