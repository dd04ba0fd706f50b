"use client";

import { Loader2 } from "lucide-react";
import { useTranslations } from "next-intl";
import { useRef, useState, type ReactNode } from "react";
import { FormAlert } from "@/components/form/form-alert";
import { requestErrorText } from "@/components/form/field-messages";
import {
  AlertDialog,
  AlertDialogCancel,
  AlertDialogContent,
  AlertDialogDescription,
  AlertDialogFooter,
  AlertDialogHeader,
  AlertDialogTitle,
} from "@/components/ui/alert-dialog";
import { Button } from "@/components/ui/button";

/**
 * A destructive confirmation (role="alertdialog"): Cancel has the focus when it opens, the red
 * button runs `onConfirm` and the dialog stays open and busy until it settles. If `onConfirm`
 * throws, the error is shown inside the dialog, which stays open for another try; closing it is
 * the caller's job on success (`onOpenChange(false)`).
 */
export function ConfirmDialog({
  open,
  onOpenChange,
  title,
  description,
  confirmLabel,
  onConfirm,
  confirmVariant = "destructive",
}: {
  open: boolean;
  onOpenChange: (open: boolean) => void;
  title: string;
  description: ReactNode;
  confirmLabel: string;
  onConfirm: () => Promise<void>;
  /** "default" for a confirmation that destroys nothing (e.g. a plan change). */
  confirmVariant?: "destructive" | "default";
}) {
  const t = useTranslations("common.confirm");
  const [isBusy, setIsBusy] = useState(false);
  const [error, setError] = useState<string | null>(null);
  // A new opening starts without the last attempt's error (state adjusted during render, not in an effect).
  const [wasOpen, setWasOpen] = useState(open);
  if (open !== wasOpen) {
    setWasOpen(open);
    if (open) setError(null);
  }

  const confirmButton = useRef<HTMLButtonElement>(null);

  const confirm = async () => {
    setError(null);
    setIsBusy(true);
    try {
      await onConfirm();
    } catch (caught) {
      setError(requestErrorText(caught, t("error")));
      // The button was disabled while busy, which dropped the focus: give it back for another try.
      window.requestAnimationFrame(() => confirmButton.current?.focus());
    } finally {
      setIsBusy(false);
    }
  };

  return (
    <AlertDialog open={open} onOpenChange={(next) => !isBusy && onOpenChange(next)}>
      <AlertDialogContent className="outline-none sm:max-w-md" aria-busy={isBusy}>
        <AlertDialogHeader>
          <AlertDialogTitle>{title}</AlertDialogTitle>
          <AlertDialogDescription>{description}</AlertDialogDescription>
        </AlertDialogHeader>
        {error && <FormAlert>{error}</FormAlert>}
        <AlertDialogFooter>
          <AlertDialogCancel disabled={isBusy}>{t("cancel")}</AlertDialogCancel>
          <Button ref={confirmButton} variant={confirmVariant} disabled={isBusy} onClick={confirm}>
            {isBusy && <Loader2 className="animate-spin" aria-hidden />}
            {confirmLabel}
          </Button>
        </AlertDialogFooter>
        <p role="status" className="sr-only">
          {isBusy ? t("busy") : ""}
        </p>
      </AlertDialogContent>
    </AlertDialog>
  );
}

export { useConfirmation } from "@/components/common/use-confirmation";
