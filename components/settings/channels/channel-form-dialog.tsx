"use client";

import { useTranslations } from "next-intl";
import type { ReactNode } from "react";
import { Controller, type FieldValues, type UseFormReturn } from "react-hook-form";
import { toast } from "sonner";
import { Field } from "@/components/form/field";
import { FormRootAlert, KitForm, useErrorText, useSchemaForm } from "@/components/form/form-kit";
import { PasswordInput } from "@/components/form/password-input";
import { registerInput } from "@/components/form/register-input";
import { SubmitButton } from "@/components/form/submit-button";
import { SegmentedChoice } from "@/components/settings/segmented-choice";
import { Button } from "@/components/ui/button";
import { Dialog, DialogContent, DialogDescription, DialogHeader, DialogTitle } from "@/components/ui/dialog";
import { Input } from "@/components/ui/input";
import { api } from "@/lib/api-client";
import { CHANNEL_KINDS, CHANNEL_PROVIDERS, type ChannelJson, type ChannelKind } from "@/lib/channels/types";
import {
  createChannelSchema,
  DEFAULT_RATE_LIMIT,
  META_FIELDS,
  updateChannelSchema,
  type CreateChannelInput,
  type MetaIdField,
  type UpdateChannelInput,
} from "@/lib/validation/channels";

// Connect a channel, or edit one (api.md → Channels): the route's own schemas first, then the
// server. Which Meta fields show follows the kind (META_FIELDS); a sandbox channel asks only for a
// name. Secrets are write-only: editing shows their last 4 characters and keeps them when left blank.

export type ChannelEditing = { mode: "connect" } | { mode: "edit"; channel: ChannelJson } | null;

export function ChannelFormDialog({
  editing,
  onClose,
  onSaved,
}: {
  editing: ChannelEditing;
  onClose: () => void;
  onSaved: (channel: ChannelJson) => void;
}) {
  const t = useTranslations();
  return (
    <Dialog open={editing !== null} onOpenChange={(open) => !open && onClose()}>
      <DialogContent closeLabel={t("common.close")} className="max-h-[90dvh] overflow-y-auto sm:max-w-lg">
        {/* The form unmounts with the dialog: each opening starts from the channel's values. */}
        {editing?.mode === "connect" && <ConnectForm onClose={onClose} onSaved={onSaved} />}
        {editing?.mode === "edit" && <EditForm channel={editing.channel} onClose={onClose} onSaved={onSaved} />}
      </DialogContent>
    </Dialog>
  );
}

/** The Meta fields of a kind: its ids, then the two secrets. */
function MetaFields<T extends FieldValues>({
  form,
  kind,
  secretsHint,
  secretsRequired,
}: {
  form: UseFormReturn<T, unknown, FieldValues>;
  kind: ChannelKind;
  /** Editing: what is stored now (blank keeps it). */
  secretsHint?: ChannelJson["secretsHint"];
  secretsRequired: boolean;
}) {
  const t = useTranslations("channels.form");
  const errorText = useErrorText();
  const errors = form.formState.errors as Record<string, { message?: string } | undefined>;
  const idField = (name: MetaIdField) => {
    const id = `channel-${name}`;
    const error = errorText(errors[name]);
    return (
      <Field key={name} id={id} label={t(name)} required error={error}>
        <Input
          inputMode="numeric"
          autoComplete="off"
          spellCheck={false}
          {...registerInput(form, name as never, id, error, "channel-id-hint")}
        />
      </Field>
    );
  };
  const secretField = (name: "accessToken" | "appSecret") => {
    const id = `channel-${name}`;
    const error = errorText(errors[name]);
    const hint = secretsHint?.[name];
    const hintId = `${id}-hint`;
    return (
      <Field
        id={id}
        label={t(name)}
        required={secretsRequired}
        error={error}
        below={
          <p id={hintId} className="text-xs text-muted-foreground">
            {hint && !secretsRequired ? t("secretKeep", { hint }) : t("secretWriteOnly")}
          </p>
        }
      >
        <PasswordInput
          autoComplete="off"
          spellCheck={false}
          {...registerInput(form, name as never, id, error, hintId)}
        />
      </Field>
    );
  };
  return (
    <>
      {META_FIELDS[kind].map(idField)}
      <p id="channel-id-hint" className="-mt-2 text-xs text-muted-foreground">
        {t("idHint")}
      </p>
      {secretField("accessToken")}
      {secretField("appSecret")}
    </>
  );
}

function NameAndRate<T extends FieldValues>({ form }: { form: UseFormReturn<T, unknown, FieldValues> }) {
  const t = useTranslations("channels.form");
  const errorText = useErrorText();
  const errors = form.formState.errors as Record<string, { message?: string } | undefined>;
  const nameError = errorText(errors.name);
  const rateError = errorText(errors.rateLimitPerSecond);
  return (
    <>
      <Field id="channel-name" label={t("name")} required error={nameError}>
        <Input
          maxLength={60}
          placeholder={t("namePlaceholder")}
          {...registerInput(form, "name" as never, "channel-name", nameError)}
        />
      </Field>
      <Field
        id="channel-rate"
        label={t("rateLimit")}
        error={rateError}
        below={
          <p id="channel-rate-hint" className="text-xs text-muted-foreground">
            {t("rateLimitHint")}
          </p>
        }
      >
        <Input
          type="number"
          inputMode="numeric"
          min={1}
          max={1000}
          className="w-32"
          {...registerInput(form, "rateLimitPerSecond" as never, "channel-rate", rateError, "channel-rate-hint")}
        />
      </Field>
    </>
  );
}

/** The form in the dialog: its title and description, the fields, the alert, cancel and submit. */
function ChannelFormFrame<T extends FieldValues, O extends FieldValues>({
  form,
  onSubmit,
  onClose,
  title,
  description,
  label,
  busyLabel,
  children,
}: {
  form: UseFormReturn<T, unknown, O>;
  onSubmit: () => Promise<void>;
  onClose: () => void;
  title: string;
  description: string;
  label: string;
  busyLabel: string;
  children: ReactNode;
}) {
  const t = useTranslations("channels.form");
  return (
    <KitForm
      form={form}
      onSubmit={onSubmit}
      fallback={t("error")}
      className="flex flex-col gap-4"
      data-testid="channel-form"
    >
      <DialogHeader>
        <DialogTitle>{title}</DialogTitle>
        <DialogDescription>{description}</DialogDescription>
      </DialogHeader>
      {children}
      <FormRootAlert />
      <div className="flex flex-col-reverse gap-2 sm:flex-row sm:justify-end">
        <Button type="button" variant="ghost" onClick={onClose}>
          {t("cancel")}
        </Button>
        <SubmitButton label={label} submittingLabel={busyLabel} className="sm:w-auto" />
      </div>
    </KitForm>
  );
}

function ConnectForm({ onClose, onSaved }: { onClose: () => void; onSaved: (channel: ChannelJson) => void }) {
  const t = useTranslations("channels");
  const form = useSchemaForm(createChannelSchema, {
    defaultValues: {
      kind: "whatsapp",
      provider: "meta",
      name: "",
      rateLimitPerSecond: String(DEFAULT_RATE_LIMIT),
      phoneNumberId: "",
      wabaId: "",
      pageId: "",
      instagramAccountId: "",
      accessToken: "",
      appSecret: "",
    } satisfies CreateChannelInput,
  });
  const kind = form.watch("kind");
  const provider = form.watch("provider");

  const submit = async () => {
    // The form's own values (strings): the route parses them with the same schema.
    const { data } = await api<{ channel: ChannelJson }>("/channels", { body: form.getValues() });
    toast.success(t("form.connected", { name: data.channel.name }));
    onSaved(data.channel);
  };

  return (
    <ChannelFormFrame
      form={form}
      onSubmit={submit}
      onClose={onClose}
      title={t("form.connectTitle")}
      description={t("form.connectDescription")}
      label={t("form.connect")}
      busyLabel={t("form.connecting")}
    >
      <Controller
        control={form.control}
        name="kind"
        render={({ field }) => (
          <SegmentedChoice
            id="channel-kind"
            label={t("form.kind")}
            value={field.value}
            onChange={field.onChange}
            options={CHANNEL_KINDS.map((value) => ({ value, label: t(`kinds.${value}`) }))}
            className="grid-cols-3"
          />
        )}
      />
      <Controller
        control={form.control}
        name="provider"
        render={({ field }) => (
          <div className="flex flex-col gap-1.5">
            <SegmentedChoice
              id="channel-provider"
              label={t("form.provider")}
              value={field.value}
              onChange={field.onChange}
              options={CHANNEL_PROVIDERS.map((value) => ({ value, label: t(`providers.${value}`) }))}
            />
            <p className="text-xs text-muted-foreground">{t(`form.providerHints.${field.value}`)}</p>
          </div>
        )}
      />
      <NameAndRate form={form} />
      {provider === "meta" && <MetaFields form={form} kind={kind} secretsRequired />}
    </ChannelFormFrame>
  );
}

function EditForm({
  channel,
  onClose,
  onSaved,
}: {
  channel: ChannelJson;
  onClose: () => void;
  onSaved: (channel: ChannelJson) => void;
}) {
  const t = useTranslations("channels");
  const reconnecting = channel.status === "disconnected";
  const idValue = (field: MetaIdField) =>
    META_FIELDS[channel.kind][0] === field ? channel.externalId : field === "wabaId" ? (channel.wabaId ?? "") : "";
  const form = useSchemaForm(updateChannelSchema, {
    defaultValues: {
      name: channel.name,
      rateLimitPerSecond: String(channel.rateLimitPerSecond),
      ...(channel.provider === "meta"
        ? Object.fromEntries(META_FIELDS[channel.kind].map((field) => [field, idValue(field)]))
        : {}),
      accessToken: "",
      appSecret: "",
    } satisfies UpdateChannelInput,
  });

  const submit = async () => {
    const values = form.getValues();
    const body =
      channel.provider === "meta" ? values : { name: values.name, rateLimitPerSecond: values.rateLimitPerSecond };
    const { data } = await api<{ channel: ChannelJson }>(`/channels/${encodeURIComponent(channel.id)}`, {
      method: "PUT",
      body,
    });
    toast.success(t("form.saved"));
    onSaved(data.channel);
  };

  return (
    <ChannelFormFrame
      form={form}
      onSubmit={submit}
      onClose={onClose}
      title={t(reconnecting ? "form.reconnectTitle" : "form.editTitle")}
      description={
        channel.provider === "meta"
          ? t(reconnecting ? "form.reconnectDescription" : "form.editDescription")
          : t(`form.providerHints.${channel.provider}`)
      }
      label={t("form.save")}
      busyLabel={t("form.saving")}
    >
      <NameAndRate form={form} />
      {channel.provider === "meta" && (
        <MetaFields form={form} kind={channel.kind} secretsHint={channel.secretsHint} secretsRequired={reconnecting} />
      )}
    </ChannelFormFrame>
  );
}
