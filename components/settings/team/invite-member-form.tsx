"use client";

import { Loader2, Send, X } from "lucide-react";
import { useTranslations } from "next-intl";
import { Controller } from "react-hook-form";
import { toast } from "sonner";
import { fieldAria, FieldError } from "@/components/form/field";
import { FormRootAlert, KitForm, registerField, useErrorText, useSchemaForm } from "@/components/form/form-kit";
import { Button } from "@/components/ui/button";
import { Input } from "@/components/ui/input";
import { Label } from "@/components/ui/label";
import { Select, SelectContent, SelectTrigger, SelectValue } from "@/components/ui/select";
import { api } from "@/lib/api-client";
import { INVITE_ROLES, inviteMemberSchema, type InviteRole } from "@/lib/validation/team";
import { HeadingBlock } from "@/components/common/heading-block";
import { SelectOptions } from "@/components/form/select-options";

/**
 * The invite form (spec 02 §2.13, §4, §5): e-mail (non-empty, valid) and role (member or admin),
 * checked with the route's schema first. Sending mails the link, clears the e-mail and closes
 * the form; a refusal (seats full, existing account) stays under the field it concerns.
 */
export function InviteMemberForm({
  defaultRole,
  onSent,
  onClose,
}: {
  defaultRole: InviteRole;
  onSent: (message: string | undefined) => void;
  onClose: () => void;
}) {
  const t = useTranslations("settings.team.invite");
  const roles = useTranslations("settings.team.roles");
  const errorText = useErrorText();
  const form = useSchemaForm(inviteMemberSchema, { defaultValues: { email: "", role: defaultRole } });
  const isSending = form.formState.isSubmitting;

  async function send(values: { email: string; role: InviteRole }) {
    const { message } = await api("/team/invitations", { method: "POST", body: values });
    form.reset({ email: "", role: values.role });
    onSent(message);
    onClose();
  }

  const emailError = errorText(form.formState.errors.email);
  const roleError = errorText(form.formState.errors.role);
  return (
    <KitForm
      form={form}
      onSubmit={send}
      fallback={t("error")}
      onServerError={(alert) => alert && toast.error(alert)}
      aria-labelledby="invite-title"
      data-testid="invite-form"
      className="flex flex-col gap-4 rounded-xl border border-primary/30 bg-card p-5 shadow-sm"
    >
      <div className="flex items-start justify-between gap-3">
        <HeadingBlock level="section" id="invite-title" title={t("title")} description={t("description")} />
        <Button type="button" variant="ghost" size="icon" className="-mt-1 -mr-2 shrink-0" onClick={onClose}>
          <X aria-hidden />
          <span className="sr-only">{t("cancel")}</span>
        </Button>
      </div>
      <div className="grid gap-4 sm:grid-cols-[1fr_12rem]">
        <div className="flex flex-col gap-2">
          <Label htmlFor="invite-email">{t("email")}</Label>
          <Input
            id="invite-email"
            type="email"
            autoComplete="off"
            autoFocus
            placeholder={t("emailPlaceholder")}
            {...registerField(form, "email")}
            {...fieldAria("invite-email", emailError)}
          />
          <FieldError id={"invite-email"} error={emailError} />
        </div>
        <div className="flex flex-col gap-2">
          <Label htmlFor="invite-role">{t("role")}</Label>
          <Controller
            control={form.control}
            name="role"
            render={({ field }) => (
              <Select value={field.value} onValueChange={(value) => field.onChange(value as InviteRole)}>
                <SelectTrigger
                  id="invite-role"
                  ref={field.ref}
                  className="w-full"
                  {...fieldAria("invite-role", roleError)}
                >
                  <SelectValue>{roles(field.value)}</SelectValue>
                </SelectTrigger>
                <SelectContent>
                  <SelectOptions values={INVITE_ROLES} label={(option) => roles(option)} />
                </SelectContent>
              </Select>
            )}
          />
          <FieldError id={"invite-role"} error={roleError} />
        </div>
      </div>
      <FormRootAlert />
      <div className="flex flex-col-reverse gap-2 sm:flex-row sm:justify-end">
        <Button type="button" variant="ghost" onClick={onClose}>
          {t("cancel")}
        </Button>
        <Button type="submit" disabled={isSending}>
          {isSending ? (
            <Loader2 className="animate-spin motion-reduce:animate-none" aria-hidden />
          ) : (
            <Send aria-hidden />
          )}
          {isSending ? t("sending") : t("send")}
        </Button>
      </div>
    </KitForm>
  );
}
