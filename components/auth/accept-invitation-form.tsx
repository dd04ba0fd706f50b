"use client";

import { UsersRound } from "lucide-react";
import { useTranslations } from "next-intl";
import { useState } from "react";
import { AuthHeader } from "@/components/auth/auth-card";
import { Field, fieldAria } from "@/components/form/field";
import { FormRootAlert, KitForm, registerField, useErrorText, useSchemaForm } from "@/components/form/form-kit";
import { InvitationLinkView, type InvitationLinkProblem } from "@/components/auth/invitation-link-view";
import { NewPasswordFields } from "@/components/form/new-password-fields";
import { SubmitButton } from "@/components/form/submit-button";
import { legalLinks } from "@/components/auth/text-link";
import { useFormatter } from "@/components/format/formatter-provider";
import { Input } from "@/components/ui/input";
import { api, ApiError } from "@/lib/api-client";
import { AFTER_SIGN_IN } from "@/lib/auth/next-path";
import { isStrongPassword } from "@/lib/validation/auth";
import { acceptInvitationFormSchema, type InviteRole } from "@/lib/validation/team";
import type { z } from "zod";

type AcceptField = "firstName" | "lastName" | "password" | "confirmPassword";
const fieldId = (field: AcceptField | "email") => `invite-${field}`;
const EMAIL_HINT_ID = "invite-email-hint";

/**
 * Joining a company from an invitation the page has already checked (issue 7): the invited
 * e-mail (fixed), first and last name, and a password with the same checklist as registration.
 * On success the person is signed in as a member of that company and lands on the dashboard.
 * Should the link die meanwhile (used, cancelled), the form turns into the clear link page.
 */
export function AcceptInvitationForm({
  token,
  email,
  role,
  companyName,
  inviterName,
  expiresAt,
}: {
  token: string;
  email: string;
  role: InviteRole;
  companyName: string;
  inviterName: string | null;
  expiresAt: string;
}) {
  const t = useTranslations("auth.acceptInvitation");
  const format = useFormatter();
  const errorText = useErrorText();
  const form = useSchemaForm(acceptInvitationFormSchema, {
    defaultValues: { firstName: "", lastName: "", password: "", confirmPassword: "" },
  });
  // Joined, the form stays "submitting" while the browser leaves the page.
  const [isLeaving, setIsLeaving] = useState(false);
  const [problem, setProblem] = useState<InvitationLinkProblem | null>(null);
  const password = form.watch("password");

  async function send(values: z.output<typeof acceptInvitationFormSchema>) {
    const { confirmPassword: _confirm, ...input } = values;
    try {
      await api("/auth/accept-invitation", { method: "POST", body: { ...input, token, email }, skipRefresh: true });
    } catch (error) {
      if (error instanceof ApiError && error.fieldErrors.token) return setProblem("invalid");
      if (error instanceof ApiError && error.status === 409) return setProblem("accountExists");
      throw error;
    }
    // A full navigation, like register: the new session's cookies apply to everything loaded next
    // (and replace a session this browser may have had before).
    setIsLeaving(true);
    window.location.replace(AFTER_SIGN_IN);
  }

  if (problem) return <InvitationLinkView reason={problem} email={email} companyName={companyName} focusOnMount />;

  const errorOf = (field: AcceptField) => errorText(form.formState.errors[field]);
  const roleLabel = t(`roles.${role}`);
  const strong = (chunks: React.ReactNode) => <strong className="font-medium text-foreground">{chunks}</strong>;
  return (
    <div>
      <AuthHeader
        icon={<UsersRound />}
        title={t("title", { company: companyName })}
        description={
          inviterName
            ? t.rich("description", { inviter: inviterName, role: roleLabel, strong })
            : t.rich("descriptionNoInviter", { role: roleLabel, strong })
        }
      />
      <KitForm form={form} onSubmit={send} fallback={t("error")} className="flex flex-col gap-5">
        <Field id={fieldId("email")} label={t("email")}>
          <Input
            id={fieldId("email")}
            name="email"
            type="email"
            value={email}
            readOnly
            aria-readonly
            aria-describedby={EMAIL_HINT_ID}
            className="h-10 bg-muted/50 text-muted-foreground"
          />
          <p id={EMAIL_HINT_ID} className="text-xs text-muted-foreground">
            {t("emailHint")}
          </p>
        </Field>
        <div className="grid gap-5 sm:grid-cols-2">
          {(["firstName", "lastName"] as const).map((field) => (
            <Field key={field} id={fieldId(field)} label={t(field)} required error={errorOf(field)}>
              <Input
                id={fieldId(field)}
                autoComplete={field === "firstName" ? "given-name" : "family-name"}
                autoFocus={field === "firstName"}
                {...registerField(form, field)}
                className="h-10"
                {...fieldAria(fieldId(field), errorOf(field))}
              />
            </Field>
          ))}
        </div>
        <NewPasswordFields idPrefix="invite" messages="auth.acceptInvitation" required />
        <p className="text-xs text-muted-foreground">{t.rich("terms", legalLinks)}</p>
        <FormRootAlert />
        <SubmitButton
          isSubmitting={isLeaving}
          disabled={!isStrongPassword(password)}
          label={t("submit")}
          submittingLabel={t("submitting")}
        />
        <p className="text-center text-xs text-muted-foreground">
          {t("validUntil", { date: format.longDate(expiresAt) })}
        </p>
      </KitForm>
    </div>
  );
}
