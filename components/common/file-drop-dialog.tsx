"use client";

import { useTranslations } from "next-intl";
import type { ReactNode } from "react";
import { DialogHeading } from "@/components/common/dialog-heading";
import { Dialog, DialogContent } from "@/components/ui/dialog";
import { cn } from "@/lib/utils";

/**
 * A dialog holding a FileDropZone (an upload, a media pick): a drop that misses the zone must not
 * make the browser open the file instead. Its content scrolls within the screen's height; `rows`
 * are its grid rows ("auto_minmax(0,1fr)_auto": heading, body, footer). `children` is rendered
 * only while open, so each opening starts afresh.
 */
export function FileDropDialog({
  open,
  onOpenChange,
  title,
  description,
  className,
  children,
}: {
  open: boolean;
  onOpenChange: (open: boolean) => void;
  /** The heading; without it the body brings its own. */
  title?: string;
  description?: string;
  /** Its rows and width: "grid-rows-[auto_minmax(0,1fr)] sm:max-w-2xl". */
  className: string;
  children: ReactNode;
}) {
  const t = useTranslations("common");
  return (
    <Dialog open={open} onOpenChange={onOpenChange}>
      <DialogContent
        closeLabel={t("close")}
        className={cn("max-h-[calc(100dvh-2rem)]", className)}
        onDragOver={(event) => event.preventDefault()}
        onDrop={(event) => event.preventDefault()}
      >
        {title !== undefined && <DialogHeading title={title} description={description} />}
        {open && children}
      </DialogContent>
    </Dialog>
  );
}
