"use client";

import { useTranslations } from "next-intl";
import { useState } from "react";
import { Controller } from "react-hook-form";
import { AuthHeader } from "@/components/auth/auth-card";
import { CheckboxField } from "@/components/form/checkbox-field";
import { Field, fieldAria } from "@/components/form/field";
import { FormRootAlert, KitForm, registerField, useErrorText, useSchemaForm } from "@/components/form/form-kit";
import { registerInput } from "@/components/form/register-input";
import { OtherWaysIn } from "@/components/auth/other-ways-in";
import { PasswordChecklist } from "@/components/form/password-checklist";
import { PasswordInput } from "@/components/form/password-input";
import { SubmitButton } from "@/components/form/submit-button";
import { legalLinks } from "@/components/auth/text-link";
import { Input } from "@/components/ui/input";
import { Select, SelectContent, SelectTrigger, SelectValue } from "@/components/ui/select";
import { SelectOptions } from "@/components/form/select-options";
import { api } from "@/lib/api-client";
import { AFTER_SIGN_IN } from "@/lib/auth/next-path";
import { COMPANY_SIZES } from "@/lib/constants";
import { registerFormSchema } from "@/lib/validation/auth";
import type { z } from "zod";

type CompanySize = (typeof COMPANY_SIZES)[number];

type RegisterField =
  | "firstName"
  | "lastName"
  | "email"
  | "phone"
  | "company"
  | "companySize"
  | "password"
  | "confirmPassword"
  | "acceptTerms"
  | "acceptMarketing";
type RegisterValues = z.output<typeof registerFormSchema>;

const fieldId = (field: RegisterField) => `register-${field}`;
const CHECKLIST_ID = "register-password-rules";

const isCompanySize = (value: string): value is CompanySize => (COMPANY_SIZES as readonly string[]).includes(value);

/**
 * Registration (spec 01 §2, §3). Registering signs in (the server sets the cookies), so success is a
 * full navigation to the dashboard. Submit stays disabled until the terms are accepted (spec 01 §4).
 */
export function RegisterForm() {
  const t = useTranslations("auth");
  const errorText = useErrorText();
  const form = useSchemaForm(registerFormSchema, {
    defaultValues: {
      firstName: "",
      lastName: "",
      email: "",
      phone: "",
      company: "",
      companySize: undefined,
      password: "",
      confirmPassword: "",
      // Unticked until the reader accepts: the schema (z.literal(true)) refuses false.
      acceptTerms: false as unknown as true,
      acceptMarketing: false,
    },
  });
  // Registered, the form stays "submitting" while the browser leaves the page.
  const [isLeaving, setIsLeaving] = useState(false);
  const [password, acceptTerms] = form.watch(["password", "acceptTerms"]);

  async function send(values: RegisterValues) {
    // The API does not take the confirmation.
    const { confirmPassword: _confirmation, ...body } = values;
    await api("/auth/register", { method: "POST", body, skipRefresh: true });
    setIsLeaving(true);
    window.location.replace(AFTER_SIGN_IN);
  }

  const errorOf = (field: RegisterField) => errorText(form.formState.errors[field]);
  /** A field the form may leave empty: its Field's id, label, "optional" mark and error. */
  const optionalField = (field: RegisterField, label: string) => ({
    id: fieldId(field),
    label,
    optionalLabel: t("common.optional"),
    error: errorOf(field),
  });
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
      type={options.type ?? "text"}
      autoComplete={options.autoComplete}
      inputMode={options.inputMode}
      placeholder={options.placeholder}
      required={options.required}
      {...registerField(form, field)}
      className="h-10"
      {...fieldAria(fieldId(field), errorOf(field))}
    />
  );

  return (
    <div>
      <AuthHeader title={t("register.title")} description={t("register.description")} />
      <KitForm form={form} onSubmit={send} fallback={t("register.error")} className="flex flex-col gap-5">
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
        <Field {...optionalField("phone", t("register.phone"))}>
          {textField("phone", {
            type: "tel",
            autoComplete: "tel",
            inputMode: "tel",
            placeholder: t("register.phonePlaceholder"),
          })}
        </Field>
        <div className="grid gap-5 sm:grid-cols-2">
          <Field {...optionalField("company", t("register.company"))}>
            {textField("company", { autoComplete: "organization", placeholder: t("register.companyPlaceholder") })}
          </Field>
          <Field {...optionalField("companySize", t("register.companySize"))}>
            <Controller
              control={form.control}
              name="companySize"
              render={({ field }) => (
                <Select
                  value={field.value ?? ""}
                  onValueChange={(value) => {
                    if (!isCompanySize(value)) return;
                    field.onChange(value);
                    form.clearErrors("companySize");
                  }}
                >
                  <SelectTrigger
                    id={fieldId("companySize")}
                    ref={field.ref}
                    className="h-10 w-full data-[size=default]:h-10"
                    {...fieldAria(fieldId("companySize"), errorOf("companySize"))}
                  >
                    <SelectValue placeholder={t("register.companySizePlaceholder")} />
                  </SelectTrigger>
                  <SelectContent position="popper">
                    <SelectOptions values={COMPANY_SIZES} label={(size) => t("register.companySizeOption", { size })} />
                  </SelectContent>
                </Select>
              )}
            />
          </Field>
        </div>
        <Field
          id={fieldId("password")}
          label={t("common.password")}
          required
          error={errorOf("password")}
          below={<PasswordChecklist id={CHECKLIST_ID} password={password} />}
        >
          <PasswordInput
            autoComplete="new-password"
            required
            placeholder={t("register.passwordPlaceholder")}
            {...registerInput(form, "password", fieldId("password"), errorOf("password"), CHECKLIST_ID)}
            className="h-10"
          />
        </Field>
        <Field
          id={fieldId("confirmPassword")}
          label={t("register.confirmPassword")}
          required
          error={errorOf("confirmPassword")}
        >
          <PasswordInput
            autoComplete="new-password"
            required
            placeholder={t("register.confirmPasswordPlaceholder")}
            {...registerInput(form, "confirmPassword", fieldId("confirmPassword"), errorOf("confirmPassword"))}
            className="h-10"
          />
        </Field>
        <div className="flex flex-col gap-3">
          <CheckboxField
            name="acceptTerms"
            id={fieldId("acceptTerms")}
            label={t.rich("register.acceptTerms", legalLinks)}
            labelClassName="block leading-snug font-normal after:ml-0.5 after:text-destructive after:content-['*'_/_'']"
            align="start"
            required
          />
          <CheckboxField
            name="acceptMarketing"
            id={fieldId("acceptMarketing")}
            label={t("register.acceptMarketing")}
            labelClassName="block leading-snug font-normal text-muted-foreground"
            align="start"
          />
        </div>
        <FormRootAlert />
        <SubmitButton
          isSubmitting={isLeaving}
          disabled={acceptTerms !== true}
          label={t("register.submit")}
          submittingLabel={t("register.submitting")}
        />
      </KitForm>
      <OtherWaysIn mode="signUp" />
    </div>
  );
}
