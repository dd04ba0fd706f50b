"use client";

import { Loader2 } from "lucide-react";
import { useTranslations } from "next-intl";
import { useState } from "react";
import { toast } from "sonner";
import { DialogHeading } from "@/components/common/dialog-heading";
import { FormDialog, useDialogBusy } from "@/components/common/form-dialog";
import { SearchInput } from "@/components/common/search-input";
import { FormAlert } from "@/components/form/form-alert";
import { SelectOptions } from "@/components/form/select-options";
import { requestErrorText } from "@/components/form/field-messages";
import { Button } from "@/components/ui/button";
import { Checkbox } from "@/components/ui/checkbox";
import { DialogFooter } from "@/components/ui/dialog";
import { Input } from "@/components/ui/input";
import { Label } from "@/components/ui/label";
import { Select, SelectContent, SelectItem, SelectTrigger, SelectValue } from "@/components/ui/select";
import { Skeleton } from "@/components/ui/skeleton";
import { Tabs, TabsContent, TabsList, TabsTrigger } from "@/components/ui/tabs";
import { api, newIdempotencyKey } from "@/lib/api-client";
import type { CustomerGroup, CustomerPage } from "@/lib/customers/types";
import { useApiQuery } from "@/lib/query/use-api-query";
import { withQuery } from "@/lib/query/url-state";
import { summariseResults } from "@/lib/templates/result-summary";
import type { TemplateJson, TemplateSendJson } from "@/lib/templates/types";
import { TEMPLATE_VARIABLE_FIELDS, type TemplateVariableField } from "@/lib/validation/templates";
import { cn } from "@/lib/utils";

// POST /api/v1/templates/{id}/send (issue 17, "send message"): an approved template to picked
// customers and/or groups, each variable filled from a customer field or a fixed text →
// 202 { queued, skipped, results }. The server opens the conversations and sends through the pipeline.

type VariableSource = { field: TemplateVariableField } | { text: string };

const TEXT_SOURCE = "text";
const PICKER_KEY = ["templates-send-picker"] as const;
const PICKER_LIMIT = 20;

export function SendMessageDialog({ template, onClose }: { template: TemplateJson | null; onClose: () => void }) {
  return (
    <FormDialog open={template !== null} onClose={onClose} className="max-h-[90dvh] overflow-y-auto sm:max-w-xl">
      {template && <SendMessageForm template={template} onClose={onClose} />}
    </FormDialog>
  );
}

function SendMessageForm({ template, onClose }: { template: TemplateJson; onClose: () => void }) {
  const t = useTranslations("templates.screen.send");
  const [customers, setCustomers] = useState<ReadonlySet<string>>(new Set());
  const [groups, setGroups] = useState<ReadonlySet<string>>(new Set());
  const [sources, setSources] = useState<VariableSource[]>(() =>
    template.variables.map((variable) => ({ text: variable.example })),
  );
  const [error, setError] = useState<string | null>(null);
  const [isBusy, setIsBusy] = useState(false);
  useDialogBusy(isBusy);
  // One key for this dialog's send: pressing Send again after a failure queues nobody twice.
  const [idempotencyKey] = useState(newIdempotencyKey);

  const setSource = (index: number, source: VariableSource) =>
    setSources((current) => current.map((item, at) => (at === index ? source : item)));

  const send = async () => {
    if (customers.size === 0 && groups.size === 0) return setError(t("needRecipients"));
    if (sources.some((source) => "text" in source && !source.text.trim())) return setError(t("needText"));
    setError(null);
    setIsBusy(true);
    try {
      const variables = Object.fromEntries(
        sources.map((source, index) => [String(index + 1), "text" in source ? { text: source.text.trim() } : source]),
      );
      const { data, message } = await api<TemplateSendJson>(`/templates/${encodeURIComponent(template.id)}/send`, {
        body: { customerIds: [...customers], groupIds: [...groups], variables },
        idempotencyKey,
      });
      toast.success(message ?? t("done", { queued: data.queued }), {
        description: summariseResults(data.results)
          .refusals.map((refusal) => t("skipped", refusal))
          .join(", "),
      });
      onClose();
    } catch (caught) {
      setError(requestErrorText(caught, t("error")));
    } finally {
      setIsBusy(false);
    }
  };

  return (
    <div className="flex flex-col gap-4" aria-busy={isBusy}>
      <DialogHeading title={t("title")} description={t("text", { name: template.displayName })} />
      <section aria-label={t("recipients")} className="flex flex-col gap-2">
        <h3 className="text-sm font-medium">{t("recipients")}</h3>
        <Tabs defaultValue="customers">
          <TabsList className="w-full">
            <TabsTrigger value="customers">{t("customersTab")}</TabsTrigger>
            <TabsTrigger value="groups">{t("groupsTab")}</TabsTrigger>
          </TabsList>
          <TabsContent value="customers">
            <CustomerPicker selected={customers} onChange={setCustomers} />
          </TabsContent>
          <TabsContent value="groups">
            <GroupPicker selected={groups} onChange={setGroups} />
          </TabsContent>
        </Tabs>
        <p className="text-xs text-muted-foreground tabular-nums" aria-live="polite">
          {t("selected", { customers: customers.size, groups: groups.size })}
        </p>
      </section>
      <section aria-label={t("variables")} className="flex flex-col gap-3">
        <h3 className="text-sm font-medium">{t("variables")}</h3>
        {template.variables.length === 0 && <p className="text-sm text-muted-foreground">{t("noVariables")}</p>}
        {template.variables.map((variable, index) => (
          <VariableRow
            key={index}
            index={index}
            name={variable.name || t("variable", { n: index + 1 })}
            source={sources[index] ?? { text: "" }}
            onChange={(source) => setSource(index, source)}
          />
        ))}
      </section>
      {error && <FormAlert>{error}</FormAlert>}
      <DialogFooter>
        <Button type="button" variant="outline" onClick={onClose} disabled={isBusy}>
          {t("cancel")}
        </Button>
        <Button type="button" onClick={() => void send()} disabled={isBusy}>
          {isBusy && <Loader2 className="animate-spin" aria-hidden />}
          {t("send")}
        </Button>
      </DialogFooter>
    </div>
  );
}

/** `{{n}}` and its name: where its value comes from (a customer field or a fixed text). */
function VariableRow({
  index,
  name,
  source,
  onChange,
}: {
  index: number;
  name: string;
  source: VariableSource;
  onChange: (source: VariableSource) => void;
}) {
  const t = useTranslations("templates.screen.send");
  const isText = "text" in source;
  return (
    <div className="grid grid-cols-1 gap-2 sm:grid-cols-[8rem_1fr_1fr] sm:items-center">
      <span className="truncate text-sm">
        <code className="mr-1 rounded bg-muted px-1 text-xs">{`{{${index + 1}}}`}</code>
        {name}
      </span>
      <Select
        value={isText ? TEXT_SOURCE : source.field}
        onValueChange={(value) =>
          onChange(value === TEXT_SOURCE ? { text: "" } : { field: value as TemplateVariableField })
        }
      >
        <SelectTrigger aria-label={t("source", { name })} className="w-full">
          <SelectValue />
        </SelectTrigger>
        <SelectContent>
          <SelectItem value={TEXT_SOURCE}>{t("fixedText")}</SelectItem>
          <SelectOptions values={TEMPLATE_VARIABLE_FIELDS} label={(field) => t(`fields.${field}`)} />
        </SelectContent>
      </Select>
      {isText && (
        <Input
          aria-label={t("textLabel", { name })}
          value={source.text}
          maxLength={1024}
          onChange={(event) => onChange({ text: event.target.value })}
        />
      )}
    </div>
  );
}

function toggled(set: ReadonlySet<string>, id: string, checked: boolean): ReadonlySet<string> {
  const next = new Set(set);
  if (checked) next.add(id);
  else next.delete(id);
  return next;
}

const LIST_CLASS = "max-h-56 divide-y overflow-y-auto rounded-md border";

function PickerRow({
  id,
  label,
  detail,
  checked,
  onChange,
}: {
  id: string;
  label: string;
  detail: string;
  checked: boolean;
  onChange: (checked: boolean) => void;
}) {
  return (
    <li className="flex items-center gap-3 px-3 py-2">
      <Checkbox id={id} checked={checked} onCheckedChange={(value) => onChange(value === true)} />
      <Label htmlFor={id} className="flex min-w-0 flex-1 flex-col items-start gap-0 font-normal">
        <span className="truncate">{label}</span>
        <span className="truncate text-xs text-muted-foreground">{detail}</span>
      </Label>
    </li>
  );
}

function PickerState({ isPending, error, isEmpty }: { isPending: boolean; error: Error | null; isEmpty: boolean }) {
  const t = useTranslations("templates.screen.send");
  if (isPending)
    return (
      <div className="flex flex-col gap-2 p-3" aria-hidden>
        <Skeleton className="h-4 w-2/3" />
        <Skeleton className="h-4 w-1/2" />
      </div>
    );
  if (error) return <p className={cn("p-3 text-sm text-destructive")}>{requestErrorText(error, t("loadError"))}</p>;
  if (isEmpty) return <p className="p-3 text-sm text-muted-foreground">{t("noCustomers")}</p>;
  return null;
}

/** A picker's ticked ids and their change. */
type PickerProps = { selected: ReadonlySet<string>; onChange: (next: ReadonlySet<string>) => void };

function CustomerPicker({ selected, onChange }: PickerProps) {
  const t = useTranslations("templates.screen.send");
  const [search, setSearch] = useState("");
  const params = new URLSearchParams({ limit: String(PICKER_LIMIT) });
  if (search.trim()) params.set("search", search.trim());
  const query = useApiQuery<CustomerPage>(PICKER_KEY, withQuery("/customers", params));
  const customers = query.data?.customers ?? [];
  return (
    <div className="flex flex-col gap-2">
      <SearchInput
        value={search}
        onChange={setSearch}
        label={t("searchCustomers")}
        placeholder={t("searchPlaceholder")}
      />
      <PickerState isPending={query.isPending} error={query.error} isEmpty={customers.length === 0} />
      {customers.length > 0 && (
        <ul className={LIST_CLASS}>
          {customers.map((customer) => (
            <PickerRow
              key={customer.id}
              id={`send-customer-${customer.id}`}
              label={`${customer.firstName} ${customer.lastName}`.trim()}
              detail={customer.phone ? `${customer.countryCode} ${customer.phone}` : t("noPhone")}
              checked={selected.has(customer.id)}
              onChange={(checked) => onChange(toggled(selected, customer.id, checked))}
            />
          ))}
        </ul>
      )}
    </div>
  );
}

function GroupPicker({ selected, onChange }: PickerProps) {
  const t = useTranslations("templates.screen.send");
  const query = useApiQuery<CustomerGroup[]>(PICKER_KEY, "/customers/groups");
  const groups = query.data ?? [];
  if (query.isPending || query.error)
    return <PickerState isPending={query.isPending} error={query.error} isEmpty={false} />;
  if (groups.length === 0) return <p className="p-3 text-sm text-muted-foreground">{t("noGroups")}</p>;
  return (
    <ul className={LIST_CLASS}>
      {groups.map((group) => (
        <PickerRow
          key={group.id}
          id={`send-group-${group.id}`}
          label={group.name}
          detail={t("groupCount", { count: group.count })}
          checked={selected.has(group.id)}
          onChange={(checked) => onChange(toggled(selected, group.id, checked))}
        />
      ))}
    </ul>
  );
}
