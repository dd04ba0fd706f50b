import type { ReactNode } from "react";
import { DialogDescription, DialogHeader, DialogTitle } from "@/components/ui/dialog";

/** The top of a dialog: its title (what the dialog is named by) and, when it has one, the line under it. */
export function DialogHeading({
  title,
  description,
  titleClassName,
}: {
  title: ReactNode;
  description?: ReactNode;
  titleClassName?: string;
}) {
  return (
    <DialogHeader>
      <DialogTitle className={titleClassName}>{title}</DialogTitle>
      {description && <DialogDescription>{description}</DialogDescription>}
    </DialogHeader>
  );
}
