"use client";

import { useTranslations } from "next-intl";
import { CampaignSummary } from "@/components/campaigns/editor/campaign-summary";
import type { CampaignEditorApi } from "@/components/campaigns/editor/editor-api";
import { fieldId } from "@/components/campaigns/editor/editor-values";
import { RadioCard } from "@/components/campaigns/editor/radio-card";
import { isoToWallTime, wallTimeToIso } from "@/components/campaigns/editor/schedule-math";
import { SwitchRow } from "@/components/common/switch-row";
import { Field, fieldAria, hintId } from "@/components/form/field";
import { useFormatter } from "@/components/format/formatter-provider";
import { Input } from "@/components/ui/input";
import { RadioGroup } from "@/components/ui/radio-group";
import type { ChannelJson } from "@/lib/channels/types";
import type { TemplateJson } from "@/lib/templates/types";
import type { AudienceJson } from "@/lib/campaigns/types";
import { CAMPAIGN_LIMITS, type CampaignSettings } from "@/lib/validation/campaigns";

/** A number input's value as the form keeps it: a number, or NaN while empty (the schema then says why). */
const toNumber = (text: string) => (text.trim() === "" ? Number.NaN : Number(text));

/**
 * Schedule: send now or at a time (mutually exclusive; the date-time input only when scheduled,
 * read in the user's time zone), the advanced settings — each input only while its switch is on,
 * with the spec's ranges — and the summary with the estimated finish.
 */
export function ScheduleTab({
  editor,
  audience,
  template,
  channel,
}: {
  editor: CampaignEditorApi;
  audience: AudienceJson | undefined;
  template: TemplateJson | null;
  channel: ChannelJson | undefined;
}) {
  const t = useTranslations("campaigns.editor.schedule");
  const format = useFormatter();
  const { values, update, error, disabled } = editor;
  const whenId = fieldId("sendImmediately");
  const atId = fieldId("scheduledFor");
  const settings = values.settings;
  const setSetting = <K extends keyof CampaignSettings>(key: K, value: CampaignSettings[K]) =>
    update({ settings: { ...settings, [key]: value } }, [`settings.${key}`]);
  const switchField = (key: "sendInBatches" | "retryFailed") => (
    <SwitchRow
      id={fieldId(`settings.${key}`)}
      label={t(`fields.${key}`)}
      hint={t(`hints.${key}`)}
      checked={settings[key]}
      onCheckedChange={(checked) => setSetting(key, checked)}
      disabled={disabled}
      align="start"
    />
  );
  const numberField = (key: keyof typeof CAMPAIGN_LIMITS) => {
    const { min, max } = CAMPAIGN_LIMITS[key];
    const id = fieldId(`settings.${key}`);
    const message = error(`settings.${key}`);
    return (
      <Field id={id} label={t(`fields.${key}`)} error={message} hint={t(`hints.${key}`, { min, max })}>
        <Input
          id={id}
          type="number"
          inputMode="numeric"
          min={min}
          max={max}
          step={1}
          value={Number.isNaN(settings[key]) ? "" : settings[key]}
          onChange={(event) => setSetting(key, toNumber(event.target.value))}
          disabled={disabled}
          className="w-32"
          {...fieldAria(id, message, hintId(id))}
        />
      </Field>
    );
  };

  return (
    <>
      <fieldset className="flex flex-col gap-3">
        <legend className="mb-2 text-sm font-medium">{t("when")}</legend>
        <RadioGroup
          id={whenId}
          value={values.sendImmediately ? "now" : "later"}
          onValueChange={(next) =>
            update(next === "now" ? { sendImmediately: true, scheduledFor: null } : { sendImmediately: false }, [
              "sendImmediately",
            ])
          }
          disabled={disabled}
          className="grid grid-cols-1 gap-2 sm:grid-cols-2"
        >
          {(["now", "later"] as const).map((option) => (
            <RadioCard
              key={option}
              id={`${whenId}-${option}`}
              value={option}
              title={t(option)}
              hint={t(`${option}Hint`)}
            />
          ))}
        </RadioGroup>
        {!values.sendImmediately && (
          <Field
            id={atId}
            label={t("at")}
            required
            error={error("scheduledFor")}
            hint={t("timeZone", { zone: format.timeZone })}
          >
            <Input
              id={atId}
              type="datetime-local"
              value={values.scheduledFor ? isoToWallTime(values.scheduledFor, format.timeZone) : ""}
              onChange={(event) =>
                update({ scheduledFor: wallTimeToIso(event.target.value, format.timeZone) }, ["scheduledFor"])
              }
              disabled={disabled}
              className="w-full sm:w-64"
              aria-required
              {...fieldAria(atId, error("scheduledFor"), hintId(atId))}
            />
          </Field>
        )}
      </fieldset>
      <section aria-labelledby="campaign-advanced-title" className="flex flex-col gap-4 rounded-lg border p-4">
        <h3 id="campaign-advanced-title" className="text-sm font-semibold">
          {t("advanced")}
        </h3>
        {switchField("sendInBatches")}
        {settings.sendInBatches && (
          <div className="grid grid-cols-1 gap-4 sm:grid-cols-2">
            {numberField("batchSize")}
            {numberField("delayBetweenBatches")}
          </div>
        )}
        {switchField("retryFailed")}
        {settings.retryFailed && numberField("maxRetries")}
      </section>
      <CampaignSummary values={values} audience={audience} template={template} channel={channel} showEstimate />
    </>
  );
}
