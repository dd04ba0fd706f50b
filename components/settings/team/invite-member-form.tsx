"use client";

import { Loader2, Send, X } from "lucide-react";
import { useTranslations } from "next-intl";
import { useState, type FormEvent } from "react";
import { toast } from "sonner";
import { errorId, fieldAria } from "@/components/form/field";
import {
  requestErrorMessages,
  useFieldMessageText,
  zodFieldMessages,
  type FieldMessages,
} from "@/components/form/field-messages";
import { FormAlert } from "@/components/form/form-alert";
import { Button } from "@/components/ui/button";
import { Input } from "@/components/ui/input";
import { Label } from "@/components/ui/label";
import { Select, SelectContent, SelectItem, SelectTrigger, SelectValue } from "@/components/ui/select";
import { api } from "@/lib/api-client";
import { INVITE_ROLES, inviteMemberSchema, type InviteRole } from "@/lib/validation/team";

const FIELDS = ["email", "role"] as const;

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
  const messageText = useFieldMessageText();
  const [email, setEmail] = useState("");
  const [role, setRole] = useState<InviteRole>(defaultRole);
  const [fieldMessages, setFieldMessages] = useState<FieldMessages>({});
  const [alert, setAlert] = useState<string | null>(null);
  const [isSending, setIsSending] = useState(false);

  async function onSubmit(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    if (isSending) return;
    setAlert(null);
    const parsed = inviteMemberSchema.safeParse({ email, role });
    if (!parsed.success) {
      setFieldMessages(zodFieldMessages(parsed.error));
      return;
    }
    setIsSending(true);
    try {
      const { message } = await api("/team/invitations", { method: "POST", body: parsed.data });
      setEmail("");
      setFieldMessages({});
      onSent(message);
      onClose();
    } catch (error) {
      const result = requestErrorMessages(error, FIELDS, t("error"));
      setFieldMessages(result.fieldMessages);
      setAlert(result.alert);
      if (result.alert) toast.error(result.alert);
    } finally {
      setIsSending(false);
    }
  }

  const emailError = messageText(fieldMessages.email);
  const roleError = messageText(fieldMessages.role);
  return (
    <form
      noValidate
      onSubmit={onSubmit}
      aria-labelledby="invite-title"
      data-testid="invite-form"
      className="flex flex-col gap-4 rounded-xl border border-primary/30 bg-card p-5 shadow-sm"
    >
      <div className="flex items-start justify-between gap-3">
        <div className="flex flex-col gap-1">
          <h2 id="invite-title" className="text-base font-semibold tracking-tight">
            {t("title")}
          </h2>
          <p className="text-sm text-muted-foreground">{t("description")}</p>
        </div>
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
            name="email"
            type="email"
            autoComplete="off"
            autoFocus
            placeholder={t("emailPlaceholder")}
            value={email}
            onChange={(event) => {
              setEmail(event.target.value);
              setFieldMessages(({ email: _cleared, ...rest }) => rest);
            }}
            {...fieldAria("invite-email", emailError)}
          />
          {emailError && (
            <p id={errorId("invite-email")} role="alert" className="text-sm text-destructive">
              {emailError}
            </p>
          )}
        </div>
        <div className="flex flex-col gap-2">
          <Label htmlFor="invite-role">{t("role")}</Label>
          <Select value={role} onValueChange={(value) => setRole(value as InviteRole)}>
            <SelectTrigger id="invite-role" className="w-full" {...fieldAria("invite-role", roleError)}>
              <SelectValue>{roles(role)}</SelectValue>
            </SelectTrigger>
            <SelectContent>
              {INVITE_ROLES.map((option) => (
                <SelectItem key={option} value={option}>
                  {roles(option)}
                </SelectItem>
              ))}
            </SelectContent>
          </Select>
          {roleError && (
            <p id={errorId("invite-role")} role="alert" className="text-sm text-destructive">
              {roleError}
            </p>
          )}
        </div>
      </div>
      {alert && <FormAlert>{alert}</FormAlert>}
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
    </form>
  );
}
