"use client";

import { Loader2 } from "lucide-react";
import { useTranslations } from "next-intl";
import { useState, type FormEvent, type ReactNode } from "react";
import { Field, fieldAria } from "@/components/form/field";
import {
  requestErrorMessages,
  useFieldMessageText,
  zodFieldMessages,
  type FieldMessages,
} from "@/components/form/field-messages";
import { FormAlert } from "@/components/form/form-alert";
import { PasswordInput } from "@/components/form/password-input";
import { Button } from "@/components/ui/button";
import {
  Dialog,
  DialogContent,
  DialogDescription,
  DialogFooter,
  DialogHeader,
  DialogTitle,
} from "@/components/ui/dialog";
import { confirmPasswordSchema } from "@/lib/validation/two-factor";

const PASSWORD_ID = "two-factor-confirm-password";

/**
 * "Enter your password to confirm" before turning two-factor off or replacing the recovery codes.
 * `onConfirm` calls the server; its errors (wrong password, too many tries) are shown here for
 * another try. Closing on success is the caller's job.
 */
export function TwoFactorPasswordDialog({
  open,
  onOpenChange,
  title,
  description,
  warning,
  submitLabel,
  submittingLabel,
  isDestructive = false,
  onConfirm,
}: {
  open: boolean;
  onOpenChange: (open: boolean) => void;
  title: string;
  description: string;
  warning?: ReactNode;
  submitLabel: string;
  submittingLabel: string;
  isDestructive?: boolean;
  onConfirm: (password: string) => Promise<void>;
}) {
  const t = useTranslations("settings.security.twoFactor");
  const tCommon = useTranslations("common");
  const messageText = useFieldMessageText();
  const [password, setPassword] = useState("");
  const [fieldMessages, setFieldMessages] = useState<FieldMessages>({});
  const [alert, setAlert] = useState<string | null>(null);
  const [isBusy, setIsBusy] = useState(false);
  // A new opening starts empty (adjusted during render, not in an effect).
  const [wasOpen, setWasOpen] = useState(open);
  if (open !== wasOpen) {
    setWasOpen(open);
    if (open) {
      setPassword("");
      setFieldMessages({});
      setAlert(null);
    }
  }

  async function onSubmit(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    if (isBusy) return;
    setAlert(null);
    const parsed = confirmPasswordSchema.safeParse({ password });
    if (!parsed.success) {
      setFieldMessages(zodFieldMessages(parsed.error));
      document.getElementById(PASSWORD_ID)?.focus();
      return;
    }
    setIsBusy(true);
    try {
      await onConfirm(parsed.data.password);
    } catch (error) {
      const result = requestErrorMessages(error, ["password"], t("error"));
      setFieldMessages(result.fieldMessages);
      setAlert(result.alert);
      document.getElementById(PASSWORD_ID)?.focus();
    } finally {
      setIsBusy(false);
    }
  }

  const error = messageText(fieldMessages.password);
  return (
    <Dialog open={open} onOpenChange={(next) => !isBusy && onOpenChange(next)}>
      <DialogContent className="sm:max-w-md" closeLabel={tCommon("close")} aria-busy={isBusy}>
        <form noValidate onSubmit={onSubmit} className="flex flex-col gap-4">
          <DialogHeader>
            <DialogTitle>{title}</DialogTitle>
            <DialogDescription>{description}</DialogDescription>
          </DialogHeader>
          {warning && (
            <p className="rounded-lg border border-warning/40 bg-warning/10 px-3 py-2.5 text-sm text-foreground">
              {warning}
            </p>
          )}
          <Field id={PASSWORD_ID} label={t("passwordLabel")} error={error}>
            <PasswordInput
              id={PASSWORD_ID}
              name="password"
              autoComplete="current-password"
              autoFocus
              value={password}
              onChange={(event) => {
                setPassword(event.target.value);
                setFieldMessages({});
              }}
              {...fieldAria(PASSWORD_ID, error)}
            />
          </Field>
          {alert && <FormAlert>{alert}</FormAlert>}
          <DialogFooter>
            <Button type="button" variant="outline" disabled={isBusy} onClick={() => onOpenChange(false)}>
              {t("cancel")}
            </Button>
            <Button type="submit" variant={isDestructive ? "destructive" : "default"} disabled={isBusy}>
              {isBusy && <Loader2 className="animate-spin motion-reduce:animate-none" aria-hidden />}
              {isBusy ? submittingLabel : submitLabel}
            </Button>
          </DialogFooter>
        </form>
      </DialogContent>
    </Dialog>
  );
}
