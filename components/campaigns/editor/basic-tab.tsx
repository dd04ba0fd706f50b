"use client";

import { useTranslations } from "next-intl";
import { CampaignSummary } from "@/components/campaigns/editor/campaign-summary";
import type { CampaignEditorApi } from "@/components/campaigns/editor/editor-api";
import { fieldId } from "@/components/campaigns/editor/editor-values";
import { FieldSelect } from "@/components/common/field-select";
import { Field, fieldAria } from "@/components/form/field";
import { Input } from "@/components/ui/input";
import { Select, SelectContent, SelectItem, SelectTrigger, SelectValue } from "@/components/ui/select";
import { Textarea } from "@/components/ui/textarea";
import type { ChannelJson } from "@/lib/channels/types";
import type { TemplateJson } from "@/lib/templates/types";
import type { AudienceJson } from "@/lib/campaigns/types";
import { CAMPAIGN_TYPES } from "@/lib/validation/campaigns";

/** Basic: name (required), description, type (MARKETING by default), the WhatsApp channel, and the summary. */
export function BasicTab({
  editor,
  channels,
  channelsLoading,
  audience,
  template,
  channel,
}: {
  editor: CampaignEditorApi;
  channels: ChannelJson[];
  channelsLoading: boolean;
  audience: AudienceJson | undefined;
  template: TemplateJson | null;
  channel: ChannelJson | undefined;
}) {
  const t = useTranslations("campaigns.editor.basic");
  const tScreen = useTranslations("campaigns.screen");
  const { values, update, error, disabled } = editor;
  const nameId = fieldId("name");
  const descriptionId = fieldId("description");
  const typeId = fieldId("type");
  const channelId = fieldId("channelId");
  return (
    <>
      <Field id={nameId} label={t("name")} required error={error("name")}>
        <Input
          id={nameId}
          value={values.name}
          onChange={(event) => update({ name: event.target.value }, ["name"])}
          placeholder={t("namePlaceholder")}
          autoComplete="off"
          disabled={disabled}
          aria-required
          {...fieldAria(nameId, error("name"))}
        />
      </Field>
      <Field id={descriptionId} label={t("description")} error={error("description")}>
        <Textarea
          id={descriptionId}
          value={values.description}
          onChange={(event) => update({ description: event.target.value }, ["description"])}
          placeholder={t("descriptionPlaceholder")}
          rows={3}
          disabled={disabled}
          {...fieldAria(descriptionId, error("description"))}
        />
      </Field>
      <div className="grid grid-cols-1 gap-4 sm:grid-cols-2">
        <Field id={typeId} label={t("type")} error={error("type")}>
          <FieldSelect
            id={typeId}
            value={values.type}
            onChange={(type) => update({ type }, ["type"])}
            values={CAMPAIGN_TYPES}
            label={(type) => tScreen(`types.${type}`)}
            disabled={disabled}
            error={error("type")}
          />
        </Field>
        <Field id={channelId} label={t("channel")} error={error("channelId")}>
          <Select
            value={values.channelId ?? ""}
            onValueChange={(next) => update({ channelId: next, templateId: null, variables: {} }, ["channelId"])}
            disabled={disabled || channelsLoading}
          >
            <SelectTrigger id={channelId} className="w-full" {...fieldAria(channelId, error("channelId"))}>
              <SelectValue placeholder={t("channelPlaceholder")} />
            </SelectTrigger>
            <SelectContent>
              {channels.map((item) => (
                <SelectItem key={item.id} value={item.id}>
                  {item.displayName ? `${item.name} · ${item.displayName}` : item.name}
                </SelectItem>
              ))}
            </SelectContent>
          </Select>
        </Field>
      </div>
      <CampaignSummary values={values} audience={audience} template={template} channel={channel} />
    </>
  );
}
