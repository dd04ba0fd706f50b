"use client";

import { useTranslations } from "next-intl";
import type { FieldValues, Path, UseFormReturn } from "react-hook-form";
import { toast } from "sonner";
import { DialogKitForm } from "@/components/form/dialog-form";
import { Field, hintId } from "@/components/form/field";
import { useErrorText, useSchemaForm } from "@/components/form/form-kit";
import { registerInput } from "@/components/form/register-input";
import { Input } from "@/components/ui/input";
import { SOCIAL_ACCOUNTS_KEY, type SocialAccountJson } from "@/lib/posts/types";
import { useApiMutation } from "@/lib/query/use-api-mutation";
import { PLATFORM_NAMES, updateSocialAccountSchema } from "@/lib/validation/posts";

// The social-account dialogs' text fields, and the edit dialog (name, handle, avatar: PUT
// /social-accounts/{id}); the connect dialog is in social-accounts-section.tsx.

type AccountTextName = "name" | "handle" | "avatarUrl" | "externalId";

/** One text field of an account form, labelled from posts.accounts.form.* with its error and hint. */
export function AccountTextField<T extends FieldValues>({
  form,
  name,
  hint,
  required = true,
  type = "text",
}: {
  form: UseFormReturn<T, unknown, FieldValues>;
  name: AccountTextName & Path<T>;
  hint?: string;
  required?: boolean;
  type?: "text" | "url";
}) {
  const t = useTranslations("posts.accounts.form");
  const errorText = useErrorText();
  const id = `social-account-${name}`;
  const error = errorText(form.formState.errors[name] as { message?: string } | undefined);
  return (
    <Field id={id} label={t(name as AccountTextName)} required={required} error={error} hint={hint}>
      <Input
        type={type}
        autoComplete="off"
        spellCheck={false}
        {...registerInput(form, name, id, error, hint ? hintId(id) : undefined)}
      />
    </Field>
  );
}

const editSchema = updateSocialAccountSchema.pick({ name: true, handle: true, avatarUrl: true });

/** Edit an account's name, handle and avatar (owners and admins). */
export function EditAccountForm({ account, onClose }: { account: SocialAccountJson; onClose: () => void }) {
  const t = useTranslations("posts.accounts");
  const mutation = useApiMutation<{ account: SocialAccountJson }, Record<string, unknown>>({
    request: (body) => ({ path: `/social-accounts/${encodeURIComponent(account.id)}`, method: "PUT", body }),
    invalidates: [SOCIAL_ACCOUNTS_KEY],
  });
  const form = useSchemaForm(editSchema, {
    defaultValues: { name: account.name, handle: account.handle, avatarUrl: account.avatarUrl ?? "" },
  });
  return (
    <DialogKitForm
      form={form}
      onSubmit={async (values) => {
        // A blank avatar field removes the avatar.
        const { data, message } = await mutation.mutateAsync({ ...values, avatarUrl: values.avatarUrl ?? null });
        toast.success(message ?? t("edit.saved", { name: data.account.name }));
        onClose();
      }}
      onCancel={onClose}
      data-testid="social-account-edit-form"
      copy={{
        title: t("edit.title", { name: account.name }),
        description: t("edit.description", { platform: PLATFORM_NAMES[account.platform] }),
        submit: t("edit.submit"),
        submitting: t("edit.submitting"),
        cancel: t("form.cancel"),
        error: t("edit.error"),
      }}
    >
      <AccountTextField form={form} name="name" />
      <AccountTextField form={form} name="handle" />
      <AccountTextField form={form} name="avatarUrl" type="url" required={false} hint={t("form.avatarUrlHint")} />
    </DialogKitForm>
  );
}
