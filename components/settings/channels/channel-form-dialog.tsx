"use client";

import { useTranslations } from "next-intl";
import type { ReactNode } from "react";
import type { FieldValues, UseFormReturn } from "react-hook-form";
import { toast } from "sonner";
import { DialogKitForm, type DialogFormCopy } from "@/components/form/dialog-form";
import { Field, hintId } from "@/components/form/field";
import { useErrorText, useSchemaForm } from "@/components/form/form-kit";
import { PasswordInput } from "@/components/form/password-input";
import { registerInput } from "@/components/form/register-input";
import { FormSegmentedChoice } from "@/components/settings/segmented-choice";
import { Dialog, DialogContent } from "@/components/ui/dialog";
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

/** How the dialog and its forms hand back: closed without saving, or the channel as saved. */
type FormOutcome = { onClose: () => void; onSaved: (channel: ChannelJson) => void };

export function ChannelFormDialog({ editing, onClose, onSaved }: FormOutcome & { editing: ChannelEditing }) {
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
    const stored = secretsHint?.[name];
    return (
      <Field
        id={id}
        label={t(name)}
        required={secretsRequired}
        error={error}
        hint={stored && !secretsRequired ? t("secretKeep", { hint: stored }) : t("secretWriteOnly")}
      >
        <PasswordInput
          autoComplete="off"
          spellCheck={false}
          {...registerInput(form, name as never, id, error, hintId(id))}
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
      <Field id="channel-rate" label={t("rateLimit")} error={rateError} hint={t("rateLimitHint")}>
        <Input
          type="number"
          inputMode="numeric"
          min={1}
          max={1000}
          className="w-32"
          {...registerInput(form, "rateLimitPerSecond" as never, "channel-rate", rateError, hintId("channel-rate"))}
        />
      </Field>
    </>
  );
}

/**
 * The form in the dialog, connecting (`channel` null) or editing `channel`: its heading and labels,
 * the fields, the alert, cancel and submit; a saved channel is announced and handed to `onSaved`.
 */
function ChannelFormFrame<T extends FieldValues, O extends FieldValues>({
  form,
  channel,
  save,
  onClose,
  onSaved,
  children,
}: FormOutcome & {
  form: UseFormReturn<T, unknown, O>;
  channel: ChannelJson | null;
  /** Sends the form; the channel as the server stored it. */
  save: () => Promise<ChannelJson>;
  children: ReactNode;
}) {
  const t = useTranslations("channels");
  const submit = async () => {
    const saved = await save();
    toast.success(channel ? t("form.saved") : t("form.connected", { name: saved.name }));
    onSaved(saved);
  };
  const reconnecting = channel?.status === "disconnected";
  const buttons = { cancel: t("form.cancel"), error: t("form.error") };
  const copy: DialogFormCopy = !channel
    ? {
        ...buttons,
        title: t("form.connectTitle"),
        description: t("form.connectDescription"),
        submit: t("form.connect"),
        submitting: t("form.connecting"),
      }
    : {
        ...buttons,
        title: t(reconnecting ? "form.reconnectTitle" : "form.editTitle"),
        description:
          channel.provider === "meta"
            ? t(reconnecting ? "form.reconnectDescription" : "form.editDescription")
            : t(`form.providerHints.${channel.provider}`),
        submit: t("form.save"),
        submitting: t("form.saving"),
      };
  return (
    <DialogKitForm form={form} onSubmit={submit} copy={copy} onCancel={onClose} data-testid="channel-form">
      {children}
    </DialogKitForm>
  );
}

function ConnectForm({ onClose, onSaved }: FormOutcome) {
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

  // The form's own values (strings): the route parses them with the same schema.
  const save = async () => (await api<{ channel: ChannelJson }>("/channels", { body: form.getValues() })).data.channel;

  return (
    <ChannelFormFrame form={form} channel={null} save={save} onClose={onClose} onSaved={onSaved}>
      <FormSegmentedChoice
        control={form.control}
        name="kind"
        id="channel-kind"
        label={t("form.kind")}
        options={CHANNEL_KINDS.map((value) => ({ value, label: t(`kinds.${value}`) }))}
        className="grid-cols-3"
      />
      <div className="flex flex-col gap-1.5">
        <FormSegmentedChoice
          control={form.control}
          name="provider"
          id="channel-provider"
          label={t("form.provider")}
          options={CHANNEL_PROVIDERS.map((value) => ({ value, label: t(`providers.${value}`) }))}
        />
        <p className="text-xs text-muted-foreground">{t(`form.providerHints.${provider}`)}</p>
      </div>
      <NameAndRate form={form} />
      {provider === "meta" && <MetaFields form={form} kind={kind} secretsRequired />}
    </ChannelFormFrame>
  );
}

function EditForm({ channel, onClose, onSaved }: FormOutcome & { channel: ChannelJson }) {
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

  const save = async () => {
    const values = form.getValues();
    const body =
      channel.provider === "meta" ? values : { name: values.name, rateLimitPerSecond: values.rateLimitPerSecond };
    const path = `/channels/${encodeURIComponent(channel.id)}`;
    return (await api<{ channel: ChannelJson }>(path, { method: "PUT", body })).data.channel;
  };

  return (
    <ChannelFormFrame form={form} channel={channel} save={save} onClose={onClose} onSaved={onSaved}>
      <NameAndRate form={form} />
      {channel.provider === "meta" && (
        <MetaFields form={form} kind={channel.kind} secretsHint={channel.secretsHint} secretsRequired={reconnecting} />
      )}
    </ChannelFormFrame>
  );
}
