"use client";

import { useTranslations } from "next-intl";
import { createContext, useContext, useEffect, useState, type ReactNode } from "react";
import { Dialog, DialogContent } from "@/components/ui/dialog";

const SetBusyContext = createContext<(isBusy: boolean) => void>(() => undefined);

/**
 * A dialog around one form (a name, a file's details, tags): it cannot be dismissed while the form
 * inside reports itself busy (`useDialogBusy`). `children` should be rendered only while open, so
 * the form unmounts on close and each opening starts from what it edits.
 */
export function FormDialog({
  open,
  onClose,
  className,
  children,
}: {
  open: boolean;
  onClose: () => void;
  className?: string;
  children: ReactNode;
}) {
  const t = useTranslations("common");
  const [isBusy, setIsBusy] = useState(false);
  return (
    <Dialog open={open} onOpenChange={(next) => !next && !isBusy && onClose()}>
      <DialogContent closeLabel={t("close")} className={className}>
        <SetBusyContext.Provider value={setIsBusy}>{children}</SetBusyContext.Provider>
      </DialogContent>
    </Dialog>
  );
}

/** Inside a FormDialog: keeps it from being dismissed while `isBusy` (a submit under way). */
export function useDialogBusy(isBusy: boolean) {
  const setBusy = useContext(SetBusyContext);
  useEffect(() => {
    setBusy(isBusy);
    return () => setBusy(false);
  }, [isBusy, setBusy]);
}
