"use client";

import { UsersRound } from "lucide-react";
import { useTranslations } from "next-intl";
import { useState, type FormEvent } from "react";
import { AuthHeader } from "@/components/auth/auth-card";
import { ConfirmPasswordField } from "@/components/form/confirm-password-field";
import { Field, fieldAria } from "@/components/form/field";
import {
  requestErrorMessages,
  useFieldMessageText,
  zodFieldMessages,
  type FieldMessages,
} from "@/components/form/field-messages";
import { FormAlert } from "@/components/form/form-alert";
import { InvitationLinkView, type InvitationLinkProblem } from "@/components/auth/invitation-link-view";
import { PasswordChecklist } from "@/components/form/password-checklist";
import { PasswordInput } from "@/components/form/password-input";
import { SubmitButton } from "@/components/form/submit-button";
import { TextLink } from "@/components/auth/text-link";
import { useFormatter } from "@/components/format/formatter-provider";
import { Input } from "@/components/ui/input";
import { api, ApiError } from "@/lib/api-client";
import { AFTER_SIGN_IN } from "@/lib/auth/next-path";
import { isStrongPassword } from "@/lib/validation/auth";
import { acceptInvitationFormSchema, type InviteRole } from "@/lib/validation/team";

const FIELDS = ["firstName", "lastName", "password", "confirmPassword"] as const;
type AcceptField = (typeof FIELDS)[number];
const fieldId = (field: AcceptField | "email") => `invite-${field}`;
const CHECKLIST_ID = "invite-password-rules";
const MATCH_ID = "invite-password-match";
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
  const messageText = useFieldMessageText();
  const [values, setValues] = useState({ firstName: "", lastName: "", password: "", confirmPassword: "" });
  const [fieldMessages, setFieldMessages] = useState<FieldMessages>({});
  const [alert, setAlert] = useState<string | null>(null);
  const [isSubmitting, setIsSubmitting] = useState(false);
  const [problem, setProblem] = useState<InvitationLinkProblem | null>(null);

  const edit = (field: AcceptField, value: string) => {
    setValues((current) => ({ ...current, [field]: value }));
    setFieldMessages(({ [field]: _cleared, ...rest }) => rest);
  };

  async function onSubmit(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    if (isSubmitting) return;
    setAlert(null);
    const parsed = acceptInvitationFormSchema.safeParse(values);
    if (!parsed.success) {
      setFieldMessages(zodFieldMessages(parsed.error));
      return;
    }
    setIsSubmitting(true);
    try {
      const { confirmPassword: _confirm, ...input } = parsed.data;
      await api("/auth/accept-invitation", { method: "POST", body: { ...input, token, email }, skipRefresh: true });
      // A full navigation, like register: the new session's cookies apply to everything loaded next
      // (and replace a session this browser may have had before).
      window.location.replace(AFTER_SIGN_IN);
    } catch (error) {
      setIsSubmitting(false);
      if (error instanceof ApiError && error.fieldErrors.token) {
        setProblem("invalid");
        return;
      }
      if (error instanceof ApiError && error.status === 409) {
        setProblem("accountExists");
        return;
      }
      const result = requestErrorMessages(error, FIELDS, t("error"));
      setFieldMessages(result.fieldMessages);
      setAlert(result.alert);
    }
  }

  if (problem) return <InvitationLinkView reason={problem} email={email} companyName={companyName} focusOnMount />;

  const errorOf = (field: AcceptField) => messageText(fieldMessages[field]);
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
      <form noValidate onSubmit={onSubmit} className="flex flex-col gap-5">
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
                name={field}
                autoComplete={field === "firstName" ? "given-name" : "family-name"}
                autoFocus={field === "firstName"}
                value={values[field]}
                onChange={(event) => edit(field, event.target.value)}
                className="h-10"
                {...fieldAria(fieldId(field), errorOf(field))}
              />
            </Field>
          ))}
        </div>
        <Field
          id={fieldId("password")}
          label={t("password")}
          required
          error={errorOf("password")}
          below={<PasswordChecklist id={CHECKLIST_ID} password={values.password} showStrength />}
        >
          <PasswordInput
            id={fieldId("password")}
            name="password"
            autoComplete="new-password"
            placeholder={t("passwordPlaceholder")}
            value={values.password}
            onChange={(event) => edit("password", event.target.value)}
            className="h-10"
            {...fieldAria(fieldId("password"), errorOf("password"), CHECKLIST_ID)}
          />
        </Field>
        <ConfirmPasswordField
          id={fieldId("confirmPassword")}
          matchId={MATCH_ID}
          label={t("confirmPassword")}
          password={values.password}
          value={values.confirmPassword}
          onChange={(value) => edit("confirmPassword", value)}
          error={errorOf("confirmPassword")}
          required
          placeholder={t("confirmPasswordPlaceholder")}
          className="h-10"
        />
        <p className="text-xs text-muted-foreground">
          {t.rich("terms", {
            terms: (chunks) => (
              <TextLink href="/terms" target="_blank">
                {chunks}
              </TextLink>
            ),
            privacy: (chunks) => (
              <TextLink href="/privacy" target="_blank">
                {chunks}
              </TextLink>
            ),
          })}
        </p>
        {alert && <FormAlert>{alert}</FormAlert>}
        <SubmitButton
          isSubmitting={isSubmitting}
          disabled={!isStrongPassword(values.password)}
          label={t("submit")}
          submittingLabel={t("submitting")}
        />
        <p className="text-center text-xs text-muted-foreground">
          {t("validUntil", { date: format.longDate(expiresAt) })}
        </p>
      </form>
    </div>
  );
}
