"use client";

import { keepPreviousData } from "@tanstack/react-query";
import { CheckCircle2 } from "lucide-react";
import { useTranslations } from "next-intl";
import { useState } from "react";
import type { CampaignEditorApi } from "@/components/campaigns/editor/editor-api";
import { customerValue, fieldId, type CampaignFormValues } from "@/components/campaigns/editor/editor-values";
import { SearchInput } from "@/components/common/search-input";
import { Field, FieldError, fieldAria } from "@/components/form/field";
import { TemplatePreview } from "@/components/templates/preview/template-preview";
import { Input } from "@/components/ui/input";
import { Select, SelectContent, SelectItem, SelectTrigger, SelectValue } from "@/components/ui/select";
import { Skeleton } from "@/components/ui/skeleton";
import type { ChannelJson } from "@/lib/channels/types";
import type { Customer, CustomerPage } from "@/lib/customers/types";
import { useApiQuery } from "@/lib/query/use-api-query";
import { withQuery } from "@/lib/query/url-state";
import { VARIABLE_FIELDS, type VariableField } from "@/lib/validation/campaigns";
import type { TemplateJson, TemplateListJson } from "@/lib/templates/types";
import { cn } from "@/lib/utils";
import type { CampaignVariables } from "@/lib/validation/campaigns";

const TEXT_SOURCE = "__text";

/**
 * Template: the approved templates of the campaign's channel (with a search), each variable
 * mapped to a customer field or a fixed text, and the message as a real recipient would get it.
 */
export function TemplateTab({
  editor,
  template,
  channel,
}: {
  editor: CampaignEditorApi;
  template: TemplateJson | null;
  channel: ChannelJson | undefined;
}) {
  const t = useTranslations("campaigns.editor.template");
  const [search, setSearch] = useState("");
  const { values, update, error, disabled } = editor;
  const params = new URLSearchParams({ status: "APPROVED", limit: "50" });
  if (values.channelId) params.set("channel", values.channelId);
  if (search.trim()) params.set("search", search.trim());
  const templates = useApiQuery<TemplateListJson>(["templates"], withQuery("/templates", params), {
    enabled: values.channelId !== null,
    placeholderData: keepPreviousData,
  });
  const choose = (chosen: TemplateJson) => {
    const variables: Record<string, CampaignVariables[string]> = {};
    chosen.variables.forEach((_, index) => {
      variables[String(index + 1)] = values.variables[String(index + 1)] ?? { field: "firstName" };
    });
    update({ templateId: chosen.id, variables }, ["templateId"]);
  };
  const list = templates.data?.templates ?? [];
  return (
    <>
      <section aria-labelledby="campaign-templates-title" className="flex flex-col gap-2">
        <h3 id="campaign-templates-title" className="text-sm font-semibold">
          {t("choose")}
        </h3>
        <p className="text-sm text-muted-foreground">{t("approvedOnly", { channel: channel?.name ?? "" })}</p>
        <SearchInput value={search} onChange={setSearch} label={t("search")} placeholder={t("searchPlaceholder")} />
        <ul
          id={fieldId("templateId")}
          tabIndex={-1}
          className="flex max-h-64 flex-col gap-1.5 overflow-y-auto rounded-lg border p-1.5 outline-none"
          aria-label={t("choose")}
        >
          {templates.isPending && values.channelId !== null && <Skeleton className="h-12 w-full" />}
          {!templates.isPending && list.length === 0 && (
            <li className="p-2 text-sm text-muted-foreground">{t("none")}</li>
          )}
          {list.map((item) => {
            const isChosen = item.id === values.templateId;
            return (
              <li key={item.id}>
                <button
                  type="button"
                  disabled={disabled}
                  aria-pressed={isChosen}
                  onClick={() => choose(item)}
                  className={cn(
                    "flex w-full items-start gap-3 rounded-md border border-transparent p-2 text-left outline-none hover:bg-muted focus-visible:ring-[3px] focus-visible:ring-ring/50",
                    isChosen && "border-primary bg-primary/5",
                  )}
                  data-template={item.name}
                >
                  <span className="flex min-w-0 flex-1 flex-col">
                    <span className="truncate font-medium">{item.displayName}</span>
                    <span className="truncate font-mono text-xs text-muted-foreground">
                      {item.name} · {item.language}
                    </span>
                    <span className="line-clamp-1 text-xs text-muted-foreground">{item.bodyText}</span>
                  </span>
                  {isChosen && <CheckCircle2 className="size-4 shrink-0 text-primary" aria-hidden />}
                </button>
              </li>
            );
          })}
        </ul>
        <FieldError id={fieldId("templateId")} error={error("templateId")} />
      </section>
      {template && template.variables.length > 0 && <VariableMappings editor={editor} template={template} />}
      {template && <SamplePreview values={values} template={template} channel={channel} />}
    </>
  );
}

function VariableMappings({ editor, template }: { editor: CampaignEditorApi; template: TemplateJson }) {
  const t = useTranslations("campaigns.editor.template");
  const tFields = useTranslations("templates.screen.send.fields");
  const { values, update, error, disabled } = editor;
  const setMapping = (key: string, mapping: CampaignVariables[string]) =>
    update({ variables: { ...values.variables, [key]: mapping } }, [`variables.${key}`]);
  return (
    <section aria-labelledby="campaign-variables-title" className="flex flex-col gap-3 rounded-lg border p-4">
      <h3 id="campaign-variables-title" className="text-sm font-semibold">
        {t("variables")}
      </h3>
      {template.variables.map((variable, index) => {
        const key = String(index + 1);
        const mapping = values.variables[key] ?? { field: "firstName" };
        const source = "text" in mapping ? TEXT_SOURCE : mapping.field;
        const id = fieldId(`variables.${key}`);
        const label = variable.name ? `{{${key}}} · ${variable.name}` : `{{${key}}}`;
        return (
          <div key={key} className="grid grid-cols-1 gap-2 sm:grid-cols-2">
            <Field id={id} label={label} error={error(`variables.${key}`) ?? error(`variables.${key}.text`)}>
              <Select
                value={source}
                disabled={disabled}
                onValueChange={(next) =>
                  setMapping(key, next === TEXT_SOURCE ? { text: "" } : { field: next as VariableField })
                }
              >
                <SelectTrigger id={id} className="w-full" {...fieldAria(id, error(`variables.${key}`))}>
                  <SelectValue />
                </SelectTrigger>
                <SelectContent>
                  {VARIABLE_FIELDS.map((field) => (
                    <SelectItem key={field} value={field}>
                      {tFields(field)}
                    </SelectItem>
                  ))}
                  <SelectItem value={TEXT_SOURCE}>{t("fixedText")}</SelectItem>
                </SelectContent>
              </Select>
            </Field>
            {"text" in mapping && (
              <div className="flex flex-col gap-2 sm:pt-6">
                <Input
                  id={`${id}-text`}
                  aria-label={t("fixedTextFor", { variable: label })}
                  value={mapping.text}
                  placeholder={variable.example || t("fixedTextPlaceholder")}
                  disabled={disabled}
                  onChange={(event) => setMapping(key, { text: event.target.value })}
                />
              </div>
            )}
          </div>
        );
      })}
    </section>
  );
}

/** Which customers query gives a real member of the chosen audience (the first one). */
function sampleQuery(values: CampaignFormValues): { path: string; pick: (data: unknown) => Customer | null } {
  const page = (data: unknown) => (data as CustomerPage | undefined)?.customers[0] ?? null;
  if (values.targetAudience === "CUSTOM_GROUP") {
    const [customerId] = values.selectedCustomers;
    if (customerId)
      return { path: `/customers/${encodeURIComponent(customerId)}`, pick: (data) => (data as Customer) ?? null };
    const [groupId] = values.selectedGroups;
    if (groupId)
      return { path: withQuery("/customers", new URLSearchParams({ group: groupId, limit: "1" })), pick: page };
  }
  if (values.targetAudience === "VIP_CUSTOMERS")
    return { path: withQuery("/customers", new URLSearchParams({ tag: "VIP", limit: "1" })), pick: page };
  return { path: "/customers?limit=1", pick: page };
}

function SamplePreview({
  values,
  template,
  channel,
}: {
  values: CampaignFormValues;
  template: TemplateJson;
  channel: ChannelJson | undefined;
}) {
  const t = useTranslations("campaigns.editor.template");
  const tFields = useTranslations("templates.screen.send.fields");
  const { path, pick } = sampleQuery(values);
  const sample = useApiQuery<unknown>(["customers", "sample"], path, { staleTime: 60_000 });
  const customer = pick(sample.data);
  const variables = template.variables.map((variable, index) => {
    const mapping = values.variables[String(index + 1)];
    const example = !mapping
      ? ""
      : "text" in mapping
        ? mapping.text
        : customer
          ? customerValue(customer, mapping.field)
          : `{{${tFields(mapping.field)}}}`;
    return { name: variable.name, example };
  });
  return (
    <section aria-labelledby="campaign-sample-title" className="flex flex-col gap-2" data-testid="campaign-sample">
      <h3 id="campaign-sample-title" className="text-sm font-semibold">
        {customer ? t("sampleFor", { name: `${customer.firstName} ${customer.lastName}`.trim() }) : t("sample")}
      </h3>
      <TemplatePreview
        template={{ ...template, variables }}
        showSummary={false}
        businessName={channel?.displayName ?? channel?.name}
      />
    </section>
  );
}
