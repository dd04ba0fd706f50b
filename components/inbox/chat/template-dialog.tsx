"use client";

import { Loader2 } from "lucide-react";
import { useTranslations } from "next-intl";
import { useState } from "react";
import { DialogHeading } from "@/components/common/dialog-heading";
import { SearchInput } from "@/components/common/search-input";
import { FormAlert } from "@/components/form/form-alert";
import { requestErrorText } from "@/components/form/field-messages";
import { fillVariables } from "@/lib/templates/customer-variables";
import { previewSegments } from "@/components/templates/preview/preview-input";
import { TemplateBubble } from "@/components/templates/preview/template-preview";
import { Button } from "@/components/ui/button";
import { Dialog, DialogContent, DialogFooter } from "@/components/ui/dialog";
import { Input } from "@/components/ui/input";
import { Label } from "@/components/ui/label";
import { Skeleton } from "@/components/ui/skeleton";
import { TEMPLATES_KEY } from "@/lib/client/events/live-query-keys";
import type { ConversationJson } from "@/lib/inbox/types";
import { useApiQuery } from "@/lib/query/use-api-query";
import type { TemplateJson, TemplateListJson } from "@/lib/templates/types";
import { cn } from "@/lib/utils";
import type { SendMessageInput } from "@/lib/validation/messages";
import { TEMPLATE_VARIABLE_MAX } from "@/lib/validation/messages";

// Sending an approved template into the conversation (WhatsApp's way to write outside the 24-hour
// window, and the `/` quick replies): choose the template, its variables filled from the customer
// (template-variables.ts) and editable, seen as the customer will see it, then Send.

/** The channel's approved templates (the composer's quick replies read the same list). */
export function useApprovedTemplates(channelId: string, enabled = true) {
  const params = new URLSearchParams({ status: "APPROVED", channel: channelId, sort: "usage", limit: "200" });
  return useApiQuery<TemplateListJson>(TEMPLATES_KEY, `/templates?${params}`, { enabled });
}

/** The template's body with its variables' values, as the optimistic bubble shows it. */
export function renderedBody(template: TemplateJson, values: readonly string[]): string {
  const variables = template.variables.map((variable, index) => ({
    name: variable.name,
    example: values[index] ?? "",
  }));
  return previewSegments(template.bodyText, variables)
    .map((segment) => segment.text)
    .join("");
}

export function TemplateDialog({
  open,
  onOpenChange,
  conversation,
  initialTemplateId,
  onSend,
}: {
  open: boolean;
  onOpenChange: (open: boolean) => void;
  conversation: ConversationJson;
  initialTemplateId: string | null;
  onSend: (input: SendMessageInput, text: string) => Promise<boolean>;
}) {
  const t = useTranslations();
  return (
    <Dialog open={open} onOpenChange={onOpenChange}>
      <DialogContent
        closeLabel={t("common.close")}
        className="max-h-[calc(100dvh-2rem)] grid-rows-[auto_minmax(0,1fr)] sm:max-w-3xl"
      >
        <DialogHeading title={t("inboxChat.template.title")} description={t("inboxChat.template.text")} />
        {open && (
          <TemplateForm
            key={initialTemplateId ?? "none"}
            conversation={conversation}
            initialTemplateId={initialTemplateId}
            onSend={async (input, text) => {
              if (await onSend(input, text)) onOpenChange(false);
            }}
          />
        )}
      </DialogContent>
    </Dialog>
  );
}

function TemplateForm({
  conversation,
  initialTemplateId,
  onSend,
}: {
  conversation: ConversationJson;
  initialTemplateId: string | null;
  onSend: (input: SendMessageInput, text: string) => Promise<void>;
}) {
  const t = useTranslations("inboxChat.template");
  const [search, setSearch] = useState("");
  const [chosenId, setChosenId] = useState<string | null>(initialTemplateId);
  const [values, setValues] = useState<Record<string, string[]>>({});
  const [error, setError] = useState<string | null>(null);
  const [isBusy, setIsBusy] = useState(false);
  const query = useApprovedTemplates(conversation.channel.id);
  const all = query.data?.templates ?? [];
  const needle = search.trim().toLocaleLowerCase();
  const shown = needle
    ? all.filter((item) => `${item.displayName} ${item.name} ${item.bodyText}`.toLocaleLowerCase().includes(needle))
    : all;
  const chosen = all.find((item) => item.id === chosenId) ?? null;
  const current = chosen ? (values[chosen.id] ?? fillVariables(chosen.variables, conversation.customer)) : [];

  const setValue = (index: number, value: string) => {
    if (!chosen) return;
    setValues((all) => ({ ...all, [chosen.id]: current.map((item, at) => (at === index ? value : item)) }));
  };

  const send = async () => {
    if (!chosen) return setError(t("choose"));
    if (current.some((value) => !value.trim())) return setError(t("fillAll"));
    setError(null);
    setIsBusy(true);
    try {
      const variables = Object.fromEntries(current.map((value, index) => [String(index + 1), value.trim()]));
      await onSend({ type: "template", templateId: chosen.id, variables }, renderedBody(chosen, current));
    } catch (caught) {
      setError(requestErrorText(caught, t("error")));
    } finally {
      setIsBusy(false);
    }
  };

  return (
    <div className="-mx-1 flex min-h-0 flex-col gap-4 overflow-y-auto px-1 pb-1">
      <div className="grid gap-4 md:grid-cols-[minmax(0,16rem)_minmax(0,1fr)]">
        <div className="flex min-w-0 flex-col gap-2">
          <SearchInput value={search} onChange={setSearch} label={t("search")} placeholder={t("searchPlaceholder")} />
          {query.isPending ? (
            <div className="flex flex-col gap-2" aria-busy="true" aria-label={t("loading")}>
              <Skeleton className="h-12 w-full" />
              <Skeleton className="h-12 w-full" />
            </div>
          ) : query.error ? (
            <FormAlert>{requestErrorText(query.error, t("loadError"))}</FormAlert>
          ) : shown.length === 0 ? (
            <p className="rounded-md border border-dashed p-4 text-center text-sm text-muted-foreground">
              {all.length === 0 ? t("none") : t("noMatches")}
            </p>
          ) : (
            <ul className="flex max-h-72 flex-col divide-y overflow-y-auto rounded-md border" aria-label={t("list")}>
              {shown.map((item) => (
                <li key={item.id}>
                  <button
                    type="button"
                    aria-pressed={item.id === chosenId}
                    onClick={() => setChosenId(item.id)}
                    className={cn(
                      "flex w-full flex-col items-start gap-0.5 px-3 py-2 text-left outline-none hover:bg-accent/50 focus-visible:bg-accent focus-visible:ring-[3px] focus-visible:ring-ring/50",
                      item.id === chosenId && "bg-accent",
                    )}
                    data-testid="template-option"
                  >
                    <span className="w-full truncate text-sm font-medium">{item.displayName}</span>
                    <span className="w-full truncate text-xs text-muted-foreground">{item.bodyText}</span>
                  </button>
                </li>
              ))}
            </ul>
          )}
        </div>

        <div className="flex min-w-0 flex-col gap-3">
          {chosen ? (
            <>
              {chosen.variables.length > 0 && (
                <fieldset className="flex flex-col gap-2">
                  <legend className="mb-1 text-sm font-medium">{t("variables")}</legend>
                  {chosen.variables.map((variable, index) => {
                    const id = `template-variable-${index}`;
                    return (
                      <div key={index} className="grid grid-cols-[7rem_1fr] items-center gap-2">
                        <Label
                          htmlFor={id}
                          className="min-w-0 flex-wrap gap-x-1 gap-y-0.5 leading-tight font-normal break-words"
                        >
                          <code className="mr-1 rounded bg-muted px-1 text-xs">{`{{${index + 1}}}`}</code>
                          {variable.name}
                        </Label>
                        <Input
                          id={id}
                          value={current[index] ?? ""}
                          maxLength={TEMPLATE_VARIABLE_MAX}
                          onChange={(event) => setValue(index, event.target.value)}
                        />
                      </div>
                    );
                  })}
                </fieldset>
              )}
              <div
                className="flex flex-col rounded-lg bg-[#efeae2] p-3 dark:bg-[#0b141a]"
                aria-label={t("preview")}
                role="figure"
              >
                <TemplateBubble
                  template={{
                    ...chosen,
                    variables: chosen.variables.map((variable, index) => ({
                      name: variable.name,
                      example: current[index] ?? "",
                    })),
                  }}
                  outgoing
                  className="mr-2 max-w-[90%]"
                />
              </div>
            </>
          ) : (
            <p className="grid min-h-32 place-items-center rounded-md border border-dashed p-4 text-center text-sm text-muted-foreground">
              {t("choose")}
            </p>
          )}
        </div>
      </div>
      {error && <FormAlert>{error}</FormAlert>}
      <DialogFooter>
        <Button type="button" onClick={() => void send()} disabled={isBusy || !chosen} data-testid="template-send">
          {isBusy && <Loader2 className="animate-spin" aria-hidden />}
          {t("send")}
        </Button>
      </DialogFooter>
    </div>
  );
}
