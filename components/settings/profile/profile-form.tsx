"use client";

import { Loader2 } from "lucide-react";
import { useRouter } from "next/navigation";
import { useTranslations } from "next-intl";
import { useState } from "react";
import { toast } from "sonner";
import { Field, fieldAria } from "@/components/form/field";
import { FormRootAlert, KitForm, registerField, useErrorText, useSchemaForm } from "@/components/form/form-kit";
import { registerInput } from "@/components/form/register-input";
import { EmailChangePanel } from "@/components/settings/profile/email-change-panel";
import { UnsavedIndicator } from "@/components/settings/unsaved-indicator";
import { SettingsSection } from "@/components/settings/settings-page";
import { Button } from "@/components/ui/button";
import { Input } from "@/components/ui/input";
import { Textarea } from "@/components/ui/textarea";
import { api } from "@/lib/api-client";
import type { AccountProfile, PendingEmailChange } from "@/lib/account/types";
import {
  PROFILE_BIO_MAX,
  PROFILE_JOB_TITLE_MAX,
  PROFILE_NAME_MAX,
  PROFILE_PHONE_MAX,
  profileFormSchema,
} from "@/lib/validation/account";
import type { z } from "zod";

type ProfileField = "firstName" | "lastName" | "email" | "phone" | "jobTitle" | "bio";
type Values = Record<ProfileField, string>;
const fieldId = (field: ProfileField) => `profile-${field}`;
const FORM_ID = "profile-form";

export type PendingEmail = PendingEmailChange;

/** What the form needs of the account profile (GET /account/profile answers all of it). */
export type ProfileFormProfile = Pick<
  AccountProfile,
  "firstName" | "lastName" | "email" | "phone" | "jobTitle" | "bio" | "pendingEmail"
>;

const valuesOf = (profile: Omit<ProfileFormProfile, "pendingEmail">): Values => ({
  firstName: profile.firstName,
  lastName: profile.lastName,
  email: profile.email,
  phone: profile.phone ?? "",
  jobTitle: profile.jobTitle ?? "",
  bio: profile.bio ?? "",
});

const sameText = (a: string, b: string) => a.trim() === b.trim();
const normalEmail = (value: string) => value.trim().toLowerCase();

/**
 * Personal information (spec 02 §2.7): first and last name, e-mail, phone, job title and bio,
 * checked with the route's own schema. Update profile saves the fields; an edited e-mail address
 * is not saved but starts a change: a code goes to the new address and a code input appears.
 */
export function ProfileForm({ profile }: { profile: ProfileFormProfile }) {
  const t = useTranslations("settings.profile.info");
  const router = useRouter();
  const errorText = useErrorText();
  const form = useSchemaForm(profileFormSchema, { defaultValues: valuesOf(profile) });
  const [saved, setSaved] = useState<Values>(() => valuesOf(profile));
  const [pending, setPending] = useState<PendingEmail | null>(profile.pendingEmail);
  const isSaving = form.formState.isSubmitting;
  const values = form.watch() as Values;

  const profileDirty = (["firstName", "lastName", "phone", "jobTitle", "bio"] as const).some(
    (field) => !sameText(values[field], saved[field]),
  );
  // An address whose code is on its way is not an unsaved change: the panel below finishes it.
  const emailDirty =
    normalEmail(values.email) !== normalEmail(saved.email) && normalEmail(values.email) !== pending?.email;
  const isDirty = profileDirty || emailDirty;

  async function save({ email, ...fields }: z.output<typeof profileFormSchema>) {
    if (!isDirty) return;
    if (profileDirty) {
      const { data } = await api<{ profile: ProfileFormProfile }>("/account/profile", {
        method: "PUT",
        body: fields,
      });
      const next = valuesOf(data.profile);
      setSaved(next);
      // The e-mail field keeps what was typed: it is saved (or not) by the change below.
      form.reset({ ...next, email: form.getValues("email") });
      router.refresh();
    }
    if (emailDirty) {
      const { data } = await api<{ pendingEmail: PendingEmail }>("/account/email", {
        method: "POST",
        body: { email },
      });
      setPending(data.pendingEmail);
      toast.success(profileDirty ? t("savedAndCodeSent", { email }) : t("codeSent", { email }));
    } else {
      toast.success(t("saved"));
    }
  }

  const onEmailChanged = (email: string) => {
    setSaved((current) => ({ ...current, email }));
    form.setValue("email", email);
    setPending(null);
    router.refresh();
  };

  const cancelEmailChange = () => {
    setPending(null);
    form.setValue("email", saved.email);
    form.clearErrors("email");
  };

  const error = (field: ProfileField) => errorText(form.formState.errors[field]);
  const text = (field: ProfileField, options: { label: string; max: number; autoComplete: string; type?: string }) => (
    <Field
      id={fieldId(field)}
      label={options.label}
      error={error(field)}
      required={field === "firstName" || field === "lastName"}
    >
      <Input
        id={fieldId(field)}
        type={options.type ?? "text"}
        autoComplete={options.autoComplete}
        maxLength={options.max}
        {...registerField(form, field)}
        {...fieldAria(fieldId(field), error(field))}
      />
    </Field>
  );

  const emailHintId = `${fieldId("email")}-hint`;
  return (
    <SettingsSection
      id="info"
      title={t("title")}
      description={t("description")}
      footer={
        <div className="flex w-full flex-col-reverse items-stretch gap-3 sm:flex-row sm:items-center sm:justify-end">
          {isDirty && <UnsavedIndicator label={t("unsaved")} />}
          <Button type="submit" form={FORM_ID} disabled={isSaving || !isDirty}>
            {isSaving && <Loader2 className="animate-spin motion-reduce:animate-none" aria-hidden />}
            {isSaving ? t("saving") : t("submit")}
          </Button>
        </div>
      }
    >
      <KitForm form={form} onSubmit={save} fallback={t("error")} id={FORM_ID} className="grid gap-5 sm:grid-cols-2">
        {text("firstName", { label: t("firstName"), max: PROFILE_NAME_MAX, autoComplete: "given-name" })}
        {text("lastName", { label: t("lastName"), max: PROFILE_NAME_MAX, autoComplete: "family-name" })}
        <Field id={fieldId("email")} label={t("email")} error={error("email")} required className="sm:col-span-2">
          <Input
            type="email"
            autoComplete="email"
            inputMode="email"
            maxLength={254}
            {...registerInput(form, "email", fieldId("email"), error("email"), emailHintId)}
          />
          <p id={emailHintId} className="text-xs text-muted-foreground">
            {t("emailHint")}
          </p>
        </Field>
        {pending && (
          <div className="sm:col-span-2">
            <EmailChangePanel
              key={pending.expiresAt}
              pending={pending}
              onPendingChange={setPending}
              onChanged={onEmailChanged}
              onCancel={cancelEmailChange}
            />
          </div>
        )}
        {text("phone", { label: t("phone"), max: PROFILE_PHONE_MAX, autoComplete: "tel", type: "tel" })}
        {text("jobTitle", { label: t("jobTitle"), max: PROFILE_JOB_TITLE_MAX, autoComplete: "organization-title" })}
        <Field id={fieldId("bio")} label={t("bio")} error={error("bio")} className="sm:col-span-2">
          <Textarea
            rows={4}
            maxLength={PROFILE_BIO_MAX}
            placeholder={t("bioPlaceholder")}
            {...registerInput(form, "bio", fieldId("bio"), error("bio"), `${fieldId("bio")}-count`)}
          />
          <p id={`${fieldId("bio")}-count`} className="text-right text-xs text-muted-foreground tabular-nums">
            {t("bioCount", { count: values.bio.length, max: PROFILE_BIO_MAX })}
          </p>
        </Field>
        <div className="empty:hidden sm:col-span-2">
          <FormRootAlert />
        </div>
      </KitForm>
    </SettingsSection>
  );
}
