"use client";

import { useTranslations } from "next-intl";
import { useState, type FormEvent } from "react";
import { AuthFooterNote, AuthHeader } from "@/components/auth/auth-card";
import { errorId, Field, fieldAria } from "@/components/form/field";
import {
  requestErrorMessages,
  useFieldMessageText,
  zodFieldMessages,
  type FieldMessages,
} from "@/components/form/field-messages";
import { FormAlert } from "@/components/form/form-alert";
import { GoogleButton } from "@/components/auth/google-button";
import { OrDivider } from "@/components/auth/or-divider";
import { PasswordChecklist } from "@/components/form/password-checklist";
import { PasswordInput } from "@/components/form/password-input";
import { SubmitButton } from "@/components/form/submit-button";
import { TextLink } from "@/components/auth/text-link";
import { Checkbox } from "@/components/ui/checkbox";
import { Input } from "@/components/ui/input";
import { Label } from "@/components/ui/label";
import { Select, SelectContent, SelectItem, SelectTrigger, SelectValue } from "@/components/ui/select";
import { api } from "@/lib/api-client";
import { AFTER_SIGN_IN } from "@/lib/auth/next-path";
import { COMPANY_SIZES } from "@/lib/constants";
import { registerFormSchema } from "@/lib/validation/auth";

type CompanySize = (typeof COMPANY_SIZES)[number];

type RegisterValues = {
  firstName: string;
  lastName: string;
  email: string;
  phone: string;
  company: string;
  companySize: CompanySize | undefined;
  password: string;
  confirmPassword: string;
  acceptTerms: boolean;
  acceptMarketing: boolean;
};

// In the order they appear, so the first invalid one can take focus.
const FIELDS = [
  "firstName",
  "lastName",
  "email",
  "phone",
  "company",
  "companySize",
  "password",
  "confirmPassword",
  "acceptTerms",
  "acceptMarketing",
] as const satisfies readonly (keyof RegisterValues)[];
type RegisterField = (typeof FIELDS)[number];

const fieldId = (field: RegisterField) => `register-${field}`;
const CHECKLIST_ID = "register-password-rules";

const isCompanySize = (value: string): value is CompanySize => (COMPANY_SIZES as readonly string[]).includes(value);

/**
 * Registration (spec 01 §2, §3). Registering signs in (the server sets the cookies), so success is a
 * full navigation to the dashboard. Submit stays disabled until the terms are accepted (spec 01 §4).
 */
export function RegisterForm() {
  const t = useTranslations("auth");
  const messageText = useFieldMessageText();
  const [values, setValues] = useState<RegisterValues>({
    firstName: "",
    lastName: "",
    email: "",
    phone: "",
    company: "",
    companySize: undefined,
    password: "",
    confirmPassword: "",
    acceptTerms: false,
    acceptMarketing: false,
  });
  const [fieldMessages, setFieldMessages] = useState<FieldMessages>({});
  const [alert, setAlert] = useState<string | null>(null);
  const [isSubmitting, setIsSubmitting] = useState(false);

  function edit<F extends RegisterField>(field: F, value: RegisterValues[F]) {
    setValues((current) => ({ ...current, [field]: value }));
    setFieldMessages(({ [field]: _cleared, ...rest }) => rest);
  }

  async function onSubmit(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    if (isSubmitting || !values.acceptTerms) return;
    setAlert(null);
    const parsed = registerFormSchema.safeParse(values);
    if (!parsed.success) {
      const messages = zodFieldMessages(parsed.error);
      setFieldMessages(messages);
      const firstInvalid = FIELDS.find((field) => messages[field]);
      if (firstInvalid) document.getElementById(fieldId(firstInvalid))?.focus();
      return;
    }
    setFieldMessages({});
    setIsSubmitting(true);
    try {
      // The API does not take the confirmation.
      const { confirmPassword: _confirmation, ...body } = parsed.data;
      await api("/auth/register", { method: "POST", body, skipRefresh: true });
      window.location.replace(AFTER_SIGN_IN);
    } catch (error) {
      setIsSubmitting(false);
      const result = requestErrorMessages(error, FIELDS, t("register.error"));
      setFieldMessages(result.fieldMessages);
      setAlert(result.alert);
      const firstInvalid = FIELDS.find((field) => result.fieldMessages[field]);
      if (firstInvalid) document.getElementById(fieldId(firstInvalid))?.focus();
    }
  }

  const errorOf = (field: RegisterField) => messageText(fieldMessages[field]);
  const textField = (
    field: "firstName" | "lastName" | "email" | "phone" | "company",
    options: {
      type?: string;
      autoComplete: string;
      inputMode?: "email" | "tel";
      placeholder?: string;
      required?: boolean;
    },
  ) => (
    <Input
      id={fieldId(field)}
      name={field}
      type={options.type ?? "text"}
      autoComplete={options.autoComplete}
      inputMode={options.inputMode}
      placeholder={options.placeholder}
      required={options.required}
      value={values[field]}
      onChange={(event) => edit(field, event.target.value)}
      className="h-10"
      {...fieldAria(fieldId(field), errorOf(field))}
    />
  );

  return (
    <div>
      <AuthHeader title={t("register.title")} description={t("register.description")} />
      <form noValidate onSubmit={onSubmit} className="flex flex-col gap-5">
        <div className="grid gap-5 sm:grid-cols-2">
          <Field id={fieldId("firstName")} label={t("register.firstName")} required error={errorOf("firstName")}>
            {textField("firstName", { autoComplete: "given-name", required: true })}
          </Field>
          <Field id={fieldId("lastName")} label={t("register.lastName")} required error={errorOf("lastName")}>
            {textField("lastName", { autoComplete: "family-name", required: true })}
          </Field>
        </div>
        <Field id={fieldId("email")} label={t("common.email")} required error={errorOf("email")}>
          {textField("email", {
            type: "email",
            autoComplete: "email",
            inputMode: "email",
            placeholder: t("common.emailPlaceholder"),
            required: true,
          })}
        </Field>
        <Field
          id={fieldId("phone")}
          label={t("register.phone")}
          optionalLabel={t("common.optional")}
          error={errorOf("phone")}
        >
          {textField("phone", {
            type: "tel",
            autoComplete: "tel",
            inputMode: "tel",
            placeholder: t("register.phonePlaceholder"),
          })}
        </Field>
        <div className="grid gap-5 sm:grid-cols-2">
          <Field
            id={fieldId("company")}
            label={t("register.company")}
            optionalLabel={t("common.optional")}
            error={errorOf("company")}
          >
            {textField("company", { autoComplete: "organization", placeholder: t("register.companyPlaceholder") })}
          </Field>
          <Field
            id={fieldId("companySize")}
            label={t("register.companySize")}
            optionalLabel={t("common.optional")}
            error={errorOf("companySize")}
          >
            <Select
              value={values.companySize ?? ""}
              onValueChange={(value) => isCompanySize(value) && edit("companySize", value)}
            >
              <SelectTrigger
                id={fieldId("companySize")}
                className="h-10 w-full data-[size=default]:h-10"
                {...fieldAria(fieldId("companySize"), errorOf("companySize"))}
              >
                <SelectValue placeholder={t("register.companySizePlaceholder")} />
              </SelectTrigger>
              <SelectContent position="popper">
                {COMPANY_SIZES.map((size) => (
                  <SelectItem key={size} value={size}>
                    {t("register.companySizeOption", { size })}
                  </SelectItem>
                ))}
              </SelectContent>
            </Select>
          </Field>
        </div>
        <Field
          id={fieldId("password")}
          label={t("common.password")}
          required
          error={errorOf("password")}
          below={<PasswordChecklist id={CHECKLIST_ID} password={values.password} />}
        >
          <PasswordInput
            id={fieldId("password")}
            name="password"
            autoComplete="new-password"
            required
            placeholder={t("register.passwordPlaceholder")}
            value={values.password}
            onChange={(event) => edit("password", event.target.value)}
            className="h-10"
            {...fieldAria(fieldId("password"), errorOf("password"), CHECKLIST_ID)}
          />
        </Field>
        <Field
          id={fieldId("confirmPassword")}
          label={t("register.confirmPassword")}
          required
          error={errorOf("confirmPassword")}
        >
          <PasswordInput
            id={fieldId("confirmPassword")}
            name="confirmPassword"
            autoComplete="new-password"
            required
            placeholder={t("register.confirmPasswordPlaceholder")}
            value={values.confirmPassword}
            onChange={(event) => edit("confirmPassword", event.target.value)}
            className="h-10"
            {...fieldAria(fieldId("confirmPassword"), errorOf("confirmPassword"))}
          />
        </Field>
        <div className="flex flex-col gap-3">
          <div className="flex items-start gap-2.5">
            <Checkbox
              id={fieldId("acceptTerms")}
              checked={values.acceptTerms}
              onCheckedChange={(checked) => edit("acceptTerms", checked === true)}
              aria-required
              className="mt-0.5"
              {...fieldAria(fieldId("acceptTerms"), errorOf("acceptTerms"))}
            />
            <Label
              htmlFor={fieldId("acceptTerms")}
              className="block leading-snug font-normal after:ml-0.5 after:text-destructive after:content-['*'_/_'']"
            >
              {t.rich("register.acceptTerms", {
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
            </Label>
          </div>
          {errorOf("acceptTerms") && (
            <p id={errorId(fieldId("acceptTerms"))} role="alert" className="text-sm text-destructive">
              {errorOf("acceptTerms")}
            </p>
          )}
          <div className="flex items-start gap-2.5">
            <Checkbox
              id={fieldId("acceptMarketing")}
              checked={values.acceptMarketing}
              onCheckedChange={(checked) => edit("acceptMarketing", checked === true)}
              className="mt-0.5"
            />
            <Label
              htmlFor={fieldId("acceptMarketing")}
              className="block leading-snug font-normal text-muted-foreground"
            >
              {t("register.acceptMarketing")}
            </Label>
          </div>
        </div>
        {alert && <FormAlert>{alert}</FormAlert>}
        <SubmitButton
          isSubmitting={isSubmitting}
          disabled={!values.acceptTerms}
          label={t("register.submit")}
          submittingLabel={t("register.submitting")}
        />
      </form>
      <OrDivider label={t("common.or")} />
      <GoogleButton mode="signUp" />
      <AuthFooterNote>
        {t("register.hasAccount")} <TextLink href="/auth/login">{t("register.login")}</TextLink>
      </AuthFooterNote>
    </div>
  );
}
