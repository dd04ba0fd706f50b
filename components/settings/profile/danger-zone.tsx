"use client";

import { Loader2, PauseCircle, Trash2 } from "lucide-react";
import Link from "next/link";
import { useTranslations } from "next-intl";
import { useState, type ReactNode } from "react";
import { ConfirmDialog } from "@/components/common/confirm-dialog";
import { Field } from "@/components/form/field";
import { FormRootAlert, KitForm, useErrorText, useSchemaForm } from "@/components/form/form-kit";
import { registerInput } from "@/components/form/register-input";
import { FormAlert } from "@/components/form/form-alert";
import { PasswordInput } from "@/components/form/password-input";
import { SettingsSection } from "@/components/settings/settings-page";
import { Button } from "@/components/ui/button";
import { Dialog, DialogClose, DialogContent, DialogFooter } from "@/components/ui/dialog";
import { Input } from "@/components/ui/input";
import { api } from "@/lib/api-client";
import { deleteAccountSchema, type AccountDeletionOutcome } from "@/lib/validation/account";
import { HeadingBlock } from "@/components/common/heading-block";
import { DialogHeading } from "@/components/common/dialog-heading";

/** Where the browser goes once the account is deactivated or deleted: the login page says why. */
const LOGIN_AFTER = {
  deactivated: "/auth/login?reason=deactivated",
  deleted: "/auth/login?reason=accountDeleted",
} as const;

/** One way out of the account: what it does (its title and description) and its button. */
function DangerAction({ action, children }: { action: "deactivate" | "delete"; children: ReactNode }) {
  const t = useTranslations("settings.profile.danger");
  return (
    <div className="flex flex-col gap-4 sm:flex-row sm:items-center sm:justify-between">
      <HeadingBlock
        level="item"
        title={t(`${action}.title`)}
        description={t(`${action}.description`)}
        className="min-w-0"
      />
      {children}
    </div>
  );
}

/**
 * The danger zone (spec 02 §2.7): deactivate (a confirmation, then every session ends and the
 * browser goes to the login page) and delete (type the e-mail address and the password). Before
 * asking, the delete dialog says what will happen: the company goes too when the user is its only
 * one, and the last owner of a shared company is told to hand over ownership first.
 */
export function DangerZone({
  email,
  companyName,
  deletionOutcome,
}: {
  email: string;
  companyName: string;
  deletionOutcome: AccountDeletionOutcome;
}) {
  const t = useTranslations("settings.profile.danger");
  const [dialog, setDialog] = useState<"deactivate" | "delete" | null>(null);
  return (
    <SettingsSection id="danger" title={t("title")} description={t("description")} tone="danger">
      <DangerAction action="deactivate">
        <Button
          type="button"
          variant="outline"
          className="shrink-0 border-destructive/40 text-destructive hover:bg-destructive/10 hover:text-destructive"
          onClick={() => setDialog("deactivate")}
        >
          <PauseCircle aria-hidden />
          {t("deactivate.action")}
        </Button>
      </DangerAction>
      <div className="border-t" />
      <DangerAction action="delete">
        <Button type="button" variant="destructive" className="shrink-0" onClick={() => setDialog("delete")}>
          <Trash2 aria-hidden />
          {t("delete.action")}
        </Button>
      </DangerAction>
      <DeactivateDialog open={dialog === "deactivate"} onOpenChange={(open) => setDialog(open ? "deactivate" : null)} />
      <DeleteDialog
        open={dialog === "delete"}
        onOpenChange={(open) => setDialog(open ? "delete" : null)}
        email={email}
        companyName={companyName}
        outcome={deletionOutcome}
      />
    </SettingsSection>
  );
}

function DeactivateDialog(props: { open: boolean; onOpenChange: (open: boolean) => void }) {
  const t = useTranslations("settings.profile.danger");
  return (
    <ConfirmDialog
      {...props}
      title={t("deactivate.confirmTitle")}
      description={t("deactivate.confirmText")}
      confirmLabel={t("deactivate.confirm")}
      onConfirm={async () => {
        await api("/account/deactivate", { method: "POST" });
        // Every session has ended, this one too: a full navigation drops the signed-in pages, and
        // the dialog stays busy (a promise that never settles) while the browser leaves.
        window.location.replace(LOGIN_AFTER.deactivated);
        await new Promise<never>(() => {});
      }}
    />
  );
}

function DeleteDialog({
  open,
  onOpenChange,
  email,
  companyName,
  outcome,
}: {
  open: boolean;
  onOpenChange: (open: boolean) => void;
  email: string;
  companyName: string;
  outcome: AccountDeletionOutcome;
}) {
  const t = useTranslations("settings.profile.danger");
  const errorText = useErrorText();
  const form = useSchemaForm(deleteAccountSchema, { defaultValues: { confirmation: "", password: "" } });
  // Deleted, the dialog stays busy while the browser leaves the page.
  const [isLeaving, setIsLeaving] = useState(false);
  const isBusy = form.formState.isSubmitting || isLeaving;
  const [confirmation, password] = form.watch(["confirmation", "password"]);
  const isConfirmed = confirmation.trim().toLowerCase() === email.toLowerCase();
  const canDelete = isConfirmed && password.length > 0 && !isBusy;

  const close = (next: boolean) => {
    if (isBusy) return;
    if (!next) form.reset();
    onOpenChange(next);
  };

  async function deleteAccount(body: { confirmation: string; password: string }) {
    if (!canDelete) return;
    await api("/account", { method: "DELETE", body });
    setIsLeaving(true);
    window.location.replace(LOGIN_AFTER.deleted);
  }

  const confirmationError = errorText(form.formState.errors.confirmation);
  const passwordError = errorText(form.formState.errors.password);

  if (outcome === "blockedLastOwner") {
    return (
      <Dialog open={open} onOpenChange={close}>
        <DialogContent className="sm:max-w-md" closeLabel={t("close")}>
          <DialogHeading
            title={t("delete.blockedTitle")}
            description={t("delete.blockedText", { company: companyName })}
          />
          <DialogFooter>
            <DialogClose asChild>
              <Button variant="outline">{t("close")}</Button>
            </DialogClose>
            <Button asChild>
              <Link href="/settings/team">{t("delete.goToTeam")}</Link>
            </Button>
          </DialogFooter>
        </DialogContent>
      </Dialog>
    );
  }

  const confirmationId = "delete-account-confirmation";
  const passwordId = "delete-account-password";
  return (
    <Dialog open={open} onOpenChange={close}>
      <DialogContent className="sm:max-w-md" closeLabel={t("close")} aria-busy={isBusy}>
        <KitForm form={form} onSubmit={deleteAccount} fallback={t("error")} className="flex flex-col gap-4">
          <DialogHeading
            title={t("delete.confirmTitle")}
            description={
              outcome === "deletesCompany"
                ? t("delete.deletesCompany", { company: companyName })
                : t("delete.deletesUser", { company: companyName })
            }
          />
          {outcome === "deletesCompany" && (
            <FormAlert>{t("delete.companyWarning", { company: companyName })}</FormAlert>
          )}
          <Field
            id={confirmationId}
            label={
              // One span, so the label's flex layout keeps the sentence and the address in one flow.
              <span className="block leading-snug">
                {t.rich("delete.typeEmail", {
                  email,
                  strong: (chunks) => <strong className="font-semibold wrap-anywhere">{chunks}</strong>,
                })}
              </span>
            }
            error={confirmationError}
          >
            <Input
              autoComplete="off"
              autoCapitalize="none"
              spellCheck={false}
              {...registerInput(form, "confirmation", confirmationId, confirmationError)}
            />
          </Field>
          <Field id={passwordId} label={t("delete.password")} error={passwordError}>
            <PasswordInput
              autoComplete="current-password"
              {...registerInput(form, "password", passwordId, passwordError)}
            />
          </Field>
          <FormRootAlert />
          <DialogFooter>
            <DialogClose asChild>
              <Button type="button" variant="outline" disabled={isBusy}>
                {t("cancel")}
              </Button>
            </DialogClose>
            <Button type="submit" variant="destructive" disabled={!canDelete}>
              {isBusy && <Loader2 className="animate-spin motion-reduce:animate-none" aria-hidden />}
              {outcome === "deletesCompany" ? t("delete.confirmWithCompany") : t("delete.confirm")}
            </Button>
          </DialogFooter>
        </KitForm>
      </DialogContent>
    </Dialog>
  );
}
