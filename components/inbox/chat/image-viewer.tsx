"use client";

import { Download } from "lucide-react";
import { useTranslations } from "next-intl";
import { StepButtons } from "@/components/common/step-buttons";
import { MediaImage } from "@/components/media/media-visual";
import { Button } from "@/components/ui/button";
import { Dialog, DialogContent, DialogDescription, DialogHeader, DialogTitle } from "@/components/ui/dialog";
import type { MediaFile } from "@/lib/media/types";

// A message's images, one at a time, full size: previous/next (buttons and the arrow keys), the
// position ("2 / 4") and a download. Escape or the close button closes it.

const inlineUrl = (url: string) => `${url}${url.includes("?") ? "&" : "?"}inline=1`;

export function ImageViewer({
  files,
  index,
  onIndexChange,
  onClose,
}: {
  files: MediaFile[];
  index: number | null;
  onIndexChange: (index: number) => void;
  onClose: () => void;
}) {
  const t = useTranslations();
  const file = index === null ? null : files[index];
  const count = files.length;
  const step = (delta: number) => index !== null && onIndexChange((index + delta + count) % count);

  return (
    <Dialog open={file != null} onOpenChange={(open) => !open && onClose()}>
      <DialogContent
        closeLabel={t("common.close")}
        className="max-h-[calc(100dvh-2rem)] grid-rows-[auto_minmax(0,1fr)_auto] gap-0 overflow-hidden p-0 sm:max-w-4xl"
        onKeyDown={(event) => {
          if (event.key === "ArrowLeft") step(-1);
          if (event.key === "ArrowRight") step(1);
        }}
        data-testid="image-viewer"
      >
        {file && (
          <>
            <DialogHeader className="border-b px-4 py-3 pr-12 text-left">
              <DialogTitle className="truncate leading-normal">{file.name}</DialogTitle>
              <DialogDescription>
                {t("inboxChat.viewer.position", { current: (index ?? 0) + 1, total: count })}
              </DialogDescription>
            </DialogHeader>
            <div className="grid min-h-56 place-items-center bg-black/90 p-2">
              <MediaImage
                src={inlineUrl(file.url)}
                alt={file.name}
                className="max-h-[70dvh] max-w-full object-contain"
              />
            </div>
            <div className="flex items-center justify-between gap-2 border-t px-4 py-2">
              <StepButtons
                onStep={step}
                labels={{ previous: t("inboxChat.viewer.previous"), next: t("inboxChat.viewer.next") }}
                disabled={{ previous: count < 2, next: count < 2 }}
              />
              <Button asChild size="sm" variant="outline">
                <a href={file.url} download={file.name}>
                  <Download aria-hidden />
                  {t("inboxChat.file.download")}
                </a>
              </Button>
            </div>
          </>
        )}
      </DialogContent>
    </Dialog>
  );
}
