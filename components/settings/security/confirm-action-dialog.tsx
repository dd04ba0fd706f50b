"use client";

import { Loader2 } from "lucide-react";
import { useTranslations } from "next-intl";
import { useState, type ReactNode } from "react";
import { FormAlert } from "@/components/auth/form-alert";
import { requestErrorText } from "@/components/auth/field-messages";
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
 * A confirmation before ending sessions: Cancel has the focus, the red button runs `onConfirm`
 * and stays busy until it settles; a failure is shown inside for another try. Closing on success
 * is the caller's job.
 */
export function ConfirmActionDialog({
  open,
  onOpenChange,
  title,
  description,
  confirmLabel,
  onConfirm,
}: {
  open: boolean;
  onOpenChange: (open: boolean) => void;
  title: string;
  description: ReactNode;
  confirmLabel: string;
  onConfirm: () => Promise<void>;
}) {
  const t = useTranslations("settings.security.confirm");
  const [isBusy, setIsBusy] = useState(false);
  const [error, setError] = useState<string | null>(null);
  // A new opening starts without the last attempt's error (adjusted during render, not in an effect).
  const [wasOpen, setWasOpen] = useState(open);
  if (open !== wasOpen) {
    setWasOpen(open);
    if (open) setError(null);
  }

  const confirm = async () => {
    setError(null);
    setIsBusy(true);
    try {
      await onConfirm();
    } catch (caught) {
      setError(requestErrorText(caught, t("error")));
    } finally {
      setIsBusy(false);
    }
  };

  return (
    <AlertDialog open={open} onOpenChange={(next) => !isBusy && onOpenChange(next)}>
      <AlertDialogContent className="sm:max-w-md" aria-busy={isBusy}>
        <AlertDialogHeader>
          <AlertDialogTitle>{title}</AlertDialogTitle>
          <AlertDialogDescription>{description}</AlertDialogDescription>
        </AlertDialogHeader>
        {error && <FormAlert>{error}</FormAlert>}
        <AlertDialogFooter>
          <AlertDialogCancel disabled={isBusy}>{t("cancel")}</AlertDialogCancel>
          <Button variant="destructive" disabled={isBusy} aria-disabled={isBusy} onClick={confirm}>
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
