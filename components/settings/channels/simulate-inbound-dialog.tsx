"use client";

import { MessageSquarePlus } from "lucide-react";
import { useTranslations } from "next-intl";
import { useState } from "react";
import { Controller } from "react-hook-form";
import { toast } from "sonner";
import { DialogKitForm, dialogFormCopy } from "@/components/form/dialog-form";
import { Field, hintId } from "@/components/form/field";
import { useErrorText, useSchemaForm } from "@/components/form/form-kit";
import { registerInput } from "@/components/form/register-input";
import { OptionSelect } from "@/components/settings/option-select";
import { FormSegmentedChoice } from "@/components/settings/segmented-choice";
import { Button } from "@/components/ui/button";
import { Dialog, DialogContent } from "@/components/ui/dialog";
import { Input } from "@/components/ui/input";
import { Textarea } from "@/components/ui/textarea";
import { api } from "@/lib/api-client";
import type { MediaFile } from "@/lib/media/types";
import { useApiQuery } from "@/lib/query/use-api-query";
import {
  SIMULATE_INBOUND_TYPES,
  SIMULATE_NAME_MAX,
  SIMULATE_TEXT_MAX,
  simulateInboundSchema,
  type SimulateInboundInput,
  type SimulateInboundType,
} from "@/lib/validation/sandbox-inbound";

// The sandbox channel's "simulate an inbound message" (api.md: POST /channels/{id}/sandbox/inbound):
// a customer's number and name, the message's type, its text (or caption) and, for a file, one of
// the library's files of that type or the sandbox's sample. The message is taken in like Meta's
// webhook; the page's events list shows it when the job has processed it (over the event stream).

const SAMPLE = "sample";
const LIBRARY_TYPE: Record<Exclude<SimulateInboundType, "text">, string> = {
  image: "IMAGE",
  document: "DOCUMENT",
  audio: "AUDIO",
};

export function SimulateInboundButton({ channelId }: { channelId: string }) {
  const t = useTranslations();
  const [open, setOpen] = useState(false);
  return (
    <>
      <Button variant="outline" onClick={() => setOpen(true)} data-testid="simulate-inbound">
        <MessageSquarePlus aria-hidden />
        {t("channels.simulate.open")}
      </Button>
      <Dialog open={open} onOpenChange={setOpen}>
        <DialogContent closeLabel={t("common.close")} className="max-h-[90dvh] overflow-y-auto sm:max-w-lg">
          {open && <SimulateForm channelId={channelId} onClose={() => setOpen(false)} />}
        </DialogContent>
      </Dialog>
    </>
  );
}

/** Up to 50 of the library's newest files of the type, for the file choice. */
function LibraryFileSelect({
  type,
  value,
  onChange,
}: {
  type: Exclude<SimulateInboundType, "text">;
  value: string;
  onChange: (value: string) => void;
}) {
  const t = useTranslations("channels.simulate");
  const query = useApiQuery<{ files: MediaFile[] }>(
    ["media", "simulate-inbound", type],
    `/media?type=${LIBRARY_TYPE[type]}&limit=50&sort=newest`,
  );
  const files = query.data?.files ?? [];
  const options = [
    { value: SAMPLE, label: t("sampleFile") },
    ...files.map((file) => ({ value: file.id, label: file.name })),
  ];
  return (
    <OptionSelect
      id="simulate-file"
      label={t("file")}
      value={value || SAMPLE}
      options={options}
      onChange={(next) => onChange(next === SAMPLE ? "" : next)}
      hint={query.isLoading ? t("filesLoading") : query.error ? t("filesError") : t("fileHint")}
    />
  );
}

function SimulateForm({ channelId, onClose }: { channelId: string; onClose: () => void }) {
  const t = useTranslations("channels.simulate");
  const errorText = useErrorText();
  const form = useSchemaForm(simulateInboundSchema, {
    defaultValues: { from: "", name: "", type: "text", text: "", mediaId: "" } satisfies SimulateInboundInput,
  });
  const type = form.watch("type");
  const errors = form.formState.errors;
  const fromError = errorText(errors.from);
  const nameError = errorText(errors.name);
  const textError = errorText(errors.text);

  const submit = async () => {
    const values = form.getValues();
    await api(`/channels/${encodeURIComponent(channelId)}/sandbox/inbound`, {
      body: { ...values, mediaId: values.type === "text" ? undefined : values.mediaId || undefined },
    });
    toast.success(t("sent"));
    onClose();
  };

  return (
    <DialogKitForm
      form={form}
      onSubmit={submit}
      copy={dialogFormCopy(t)}
      onCancel={onClose}
      data-testid="simulate-inbound-form"
    >
      <Field id="simulate-from" label={t("from")} required error={fromError} hint={t("fromHint")}>
        <Input
          inputMode="tel"
          autoComplete="off"
          placeholder="0555 111 22 33"
          {...registerInput(form, "from", "simulate-from", fromError, hintId("simulate-from"))}
        />
      </Field>
      <Field id="simulate-name" label={t("name")} error={nameError}>
        <Input
          maxLength={SIMULATE_NAME_MAX}
          autoComplete="off"
          placeholder={t("namePlaceholder")}
          {...registerInput(form, "name", "simulate-name", nameError)}
        />
      </Field>
      <FormSegmentedChoice
        control={form.control}
        name="type"
        id="simulate-type"
        label={t("type")}
        onPicked={() => {
          form.setValue("mediaId", "");
          form.clearErrors(["text", "mediaId"]);
        }}
        options={SIMULATE_INBOUND_TYPES.map((value) => ({ value, label: t(`types.${value}`) }))}
        className="grid-cols-2 sm:grid-cols-4"
      />
      <Field
        id="simulate-text"
        label={type === "text" ? t("text") : t("caption")}
        required={type === "text"}
        error={textError}
      >
        <Textarea
          rows={3}
          maxLength={SIMULATE_TEXT_MAX}
          placeholder={type === "text" ? t("textPlaceholder") : undefined}
          {...registerInput(form, "text", "simulate-text", textError)}
        />
      </Field>
      {type !== "text" && (
        <Controller
          control={form.control}
          name="mediaId"
          render={({ field }) => <LibraryFileSelect type={type} value={field.value ?? ""} onChange={field.onChange} />}
        />
      )}
    </DialogKitForm>
  );
}
