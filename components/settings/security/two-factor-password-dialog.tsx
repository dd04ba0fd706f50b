"use client";

import { Loader2 } from "lucide-react";
import { useTranslations } from "next-intl";
import { useState, type ReactNode } from "react";
import { Field } from "@/components/form/field";
import { FormRootAlert, KitForm, useErrorText, useSchemaForm } from "@/components/form/form-kit";
import { registerInput } from "@/components/form/register-input";
import { PasswordInput } from "@/components/form/password-input";
import { Button } from "@/components/ui/button";
import { DialogHeading } from "@/components/common/dialog-heading";
import { Dialog, DialogContent, DialogFooter } from "@/components/ui/dialog";
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
  const [isBusy, setIsBusy] = useState(false);
  const confirm = async (password: string) => {
    setIsBusy(true);
    try {
      await onConfirm(password);
    } finally {
      setIsBusy(false);
    }
  };
  // The form lives inside the dialog's content, which unmounts when closed: each opening starts empty.
  return (
    <Dialog open={open} onOpenChange={(next) => !isBusy && onOpenChange(next)}>
      <DialogContent className="sm:max-w-md" closeLabel={tCommon("close")} aria-busy={isBusy}>
        <PasswordForm
          title={title}
          description={description}
          warning={warning}
          submitLabel={submitLabel}
          submittingLabel={submittingLabel}
          isDestructive={isDestructive}
          onConfirm={confirm}
          onCancel={() => onOpenChange(false)}
          fallback={t("error")}
          cancelLabel={t("cancel")}
          passwordLabel={t("passwordLabel")}
        />
      </DialogContent>
    </Dialog>
  );
}

function PasswordForm({
  title,
  description,
  warning,
  submitLabel,
  submittingLabel,
  isDestructive,
  onConfirm,
  onCancel,
  fallback,
  cancelLabel,
  passwordLabel,
}: {
  title: string;
  description: string;
  warning?: ReactNode;
  submitLabel: string;
  submittingLabel: string;
  isDestructive: boolean;
  onConfirm: (password: string) => Promise<void>;
  onCancel: () => void;
  fallback: string;
  cancelLabel: string;
  passwordLabel: string;
}) {
  const errorText = useErrorText();
  const form = useSchemaForm(confirmPasswordSchema, { defaultValues: { password: "" } });
  const isBusy = form.formState.isSubmitting;
  const error = errorText(form.formState.errors.password);
  return (
    <KitForm
      form={form}
      onSubmit={({ password }) => onConfirm(password)}
      fallback={fallback}
      onServerError={() => form.setFocus("password")}
      className="flex flex-col gap-4"
    >
      <DialogHeading title={title} description={description} />
      {warning && (
        <p className="rounded-lg border border-warning/40 bg-warning/10 px-3 py-2.5 text-sm text-foreground">
          {warning}
        </p>
      )}
      <Field id={PASSWORD_ID} label={passwordLabel} error={error}>
        <PasswordInput
          autoComplete="current-password"
          autoFocus
          {...registerInput(form, "password", PASSWORD_ID, error)}
        />
      </Field>
      <FormRootAlert />
      <DialogFooter>
        <Button type="button" variant="outline" disabled={isBusy} onClick={onCancel}>
          {cancelLabel}
        </Button>
        <Button type="submit" variant={isDestructive ? "destructive" : "default"} disabled={isBusy}>
          {isBusy && <Loader2 className="animate-spin motion-reduce:animate-none" aria-hidden />}
          {isBusy ? submittingLabel : submitLabel}
        </Button>
      </DialogFooter>
    </KitForm>
  );
}
