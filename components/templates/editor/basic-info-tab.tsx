"use client";

import { useLocale, useTranslations } from "next-intl";
import { FieldSelect } from "@/components/common/field-select";
import { Field, fieldAria } from "@/components/form/field";
import type { EditorApi } from "@/components/templates/editor/editor-api";
import { EditorInput, FieldHint } from "@/components/templates/editor/editor-parts";
import { fieldId } from "@/components/templates/editor/editor-values";
import { languageName } from "@/components/templates/preview/template-preview";
import { Select, SelectContent, SelectItem, SelectTrigger, SelectValue } from "@/components/ui/select";
import type { ChannelJson } from "@/lib/channels/types";
import { TEMPLATE_CATEGORIES, TEMPLATE_LANGUAGES, TEMPLATE_LIMITS } from "@/lib/templates/rules";

/**
 * Basic info: the machine name (a-z, digits, _), the display name, the category (the spec's
 * three; TRANSACTIONAL goes to Meta as UTILITY), the language (10, Turkish first) and the
 * WhatsApp channel it is submitted and sent through.
 */
export function BasicInfoTab({
  editor,
  channels,
  channelsLoading,
}: {
  editor: EditorApi;
  /** The company's WhatsApp channels. */
  channels: ChannelJson[];
  channelsLoading: boolean;
}) {
  const t = useTranslations("templates.editor");
  const tScreen = useTranslations("templates.screen");
  const locale = useLocale();
  const { values, update, error, disabled } = editor;
  const defaultChannel = channels.find((channel) => channel.isDefaultSandbox) ?? channels[0];
  const channelValue = values.channelId ?? defaultChannel?.id ?? "";

  const nameId = fieldId("name");
  const nameHint = `${nameId}-hint`;
  const displayNameId = fieldId("displayName");
  const categoryId = fieldId("category");
  const languageId = fieldId("language");
  const channelId = fieldId("channelId");

  return (
    <div className="flex flex-col gap-4">
      <Field
        below={<FieldHint id={nameHint}>{t("hints.name")}</FieldHint>}
        id={nameId}
        label={t("fields.name")}
        required
        error={error("name")}
      >
        <EditorInput
          editor={editor}
          name="name"
          describedBy={nameHint}
          maxLength={TEMPLATE_LIMITS.name + 20}
          spellCheck={false}
          className="font-mono"
          aria-required
        />
      </Field>
      <Field id={displayNameId} label={t("fields.displayName")} required error={error("displayName")}>
        <EditorInput editor={editor} name="displayName" maxLength={TEMPLATE_LIMITS.displayName + 20} aria-required />
      </Field>
      <div className="grid grid-cols-1 gap-4 sm:grid-cols-2">
        <Field
          below={<FieldHint id={`${categoryId}-hint`}>{t(`categoryHints.${values.category}`)}</FieldHint>}
          id={categoryId}
          label={t("fields.category")}
          error={error("category")}
        >
          <FieldSelect
            id={categoryId}
            value={values.category}
            onChange={(category) => update({ category }, ["category"])}
            values={TEMPLATE_CATEGORIES}
            label={(category) => tScreen(`categories.${category}`)}
            disabled={disabled}
            error={error("category")}
            hintId={`${categoryId}-hint`}
          />
        </Field>
        <Field id={languageId} label={t("fields.language")} error={error("language")}>
          <FieldSelect
            id={languageId}
            value={values.language}
            onChange={(language) => update({ language }, ["language"])}
            values={TEMPLATE_LANGUAGES}
            label={(language) => `${languageName(tScreen, language, locale)} (${language})`}
            disabled={disabled}
            error={error("language")}
          />
        </Field>
      </div>
      <Field
        below={<FieldHint id={`${channelId}-hint`}>{t("hints.channel")}</FieldHint>}
        id={channelId}
        label={t("fields.channel")}
        error={error("channelId")}
      >
        <Select
          value={channelValue}
          onValueChange={(value) => update({ channelId: value }, ["channelId"])}
          disabled={disabled || channelsLoading || channels.length === 0}
        >
          <SelectTrigger
            id={channelId}
            className="w-full"
            {...fieldAria(channelId, error("channelId"), `${channelId}-hint`)}
          >
            <SelectValue placeholder={channelsLoading ? t("channelsLoading") : t("channelDefault")} />
          </SelectTrigger>
          <SelectContent>
            {channels.map((channel) => (
              <SelectItem key={channel.id} value={channel.id}>
                {channel.name}
                {channel.status !== "connected" && (
                  <span className="text-muted-foreground"> · {t(`channelStatus.${channel.status}`)}</span>
                )}
              </SelectItem>
            ))}
          </SelectContent>
        </Select>
      </Field>
    </div>
  );
}
