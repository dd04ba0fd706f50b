"use client";

import { keepPreviousData } from "@tanstack/react-query";
import { Users, X } from "lucide-react";
import { useTranslations } from "next-intl";
import { useState, type ReactNode } from "react";
import type { CampaignEditorApi } from "@/components/campaigns/editor/editor-api";
import { fieldId } from "@/components/campaigns/editor/editor-values";
import { RadioCard } from "@/components/campaigns/editor/radio-card";
import { SearchInput } from "@/components/common/search-input";
import { FieldError } from "@/components/form/field";
import { useFormatter } from "@/components/format/formatter-provider";
import { Badge } from "@/components/ui/badge";
import { Checkbox } from "@/components/ui/checkbox";
import { Label } from "@/components/ui/label";
import { RadioGroup } from "@/components/ui/radio-group";
import { Skeleton } from "@/components/ui/skeleton";
import type { CustomerGroup, CustomerPage } from "@/lib/customers/types";
import { useApiQuery } from "@/lib/query/use-api-query";
import { withQuery } from "@/lib/query/url-state";
import type { AudienceJson } from "@/lib/campaigns/types";
import { CAMPAIGN_AUDIENCES, type CampaignAudience } from "@/lib/validation/campaigns";

type AudienceQuery = { data: AudienceJson | undefined; isPending: boolean; isError: boolean; isFetching: boolean };

/**
 * Audience: one of the seven types (spec 02 §3), counted from the real customers as you choose —
 * how many will receive it and how many are left out and why. A custom group picks groups and/or
 * customers, each list with its search.
 */
export function AudienceTab({ editor, audience }: { editor: CampaignEditorApi; audience: AudienceQuery }) {
  const t = useTranslations("campaigns.editor.audience");
  const tScreen = useTranslations("campaigns.screen");
  const { values, update, error, disabled } = editor;
  const typeId = fieldId("targetAudience");
  return (
    <>
      <AudienceCount audience={audience} />
      <fieldset className="flex flex-col gap-2">
        <legend className="mb-2 text-sm font-medium">{t("type")}</legend>
        <RadioGroup
          id={typeId}
          value={values.targetAudience}
          onValueChange={(next) => update({ targetAudience: next as CampaignAudience }, ["targetAudience"])}
          disabled={disabled}
          className="grid grid-cols-1 gap-2 sm:grid-cols-2"
        >
          {CAMPAIGN_AUDIENCES.map((type) => (
            <RadioCard
              key={type}
              id={`${typeId}-${type}`}
              value={type}
              title={tScreen(`audiences.${type}`)}
              hint={t(`hints.${type}`)}
            />
          ))}
        </RadioGroup>
        <FieldError id={typeId} error={error("targetAudience")} />
      </fieldset>
      {values.targetAudience === "CUSTOM_GROUP" && (
        <>
          <GroupPicker editor={editor} />
          <CustomerPicker editor={editor} />
          <FieldError id={fieldId("selectedGroups")} error={error("selectedGroups") ?? error("selectedCustomers")} />
        </>
      )}
    </>
  );
}

/** The live count: recipients, and the skipped with their reasons. */
function AudienceCount({ audience }: { audience: AudienceQuery }) {
  const t = useTranslations("campaigns.editor.audience");
  const format = useFormatter();
  const data = audience.data;
  const skipped = data ? data.total - data.recipients : 0;
  return (
    <section
      aria-live="polite"
      aria-busy={audience.isFetching}
      className="flex flex-col gap-2 rounded-lg border bg-muted/30 p-4"
      data-testid="audience-count"
    >
      <div className="flex items-center gap-3">
        <span className="grid size-10 shrink-0 place-items-center rounded-lg bg-primary/10 text-primary">
          <Users className="size-5" aria-hidden />
        </span>
        {data ? (
          <p className="text-sm">
            <span className="text-2xl font-semibold tabular-nums" data-testid="audience-recipients">
              {format.number(data.recipients)}
            </span>{" "}
            <span className="text-muted-foreground">
              {t("recipients", { count: data.recipients, total: format.number(data.total) })}
            </span>
          </p>
        ) : audience.isError ? (
          <p className="text-sm text-destructive">{t("countError")}</p>
        ) : (
          <Skeleton className="h-7 w-40" />
        )}
      </div>
      {data && skipped > 0 && (
        <div className="text-sm">
          <p className="font-medium">{t("skipped", { count: skipped })}</p>
          <ul className="mt-1 list-disc ps-5 text-muted-foreground">
            {(["noPhone", "optedOut", "unreachable", "duplicatePhone"] as const)
              .filter((reason) => data.skipped[reason] > 0)
              .map((reason) => (
                <li key={reason}>{t(`skipReasons.${reason}`, { count: data.skipped[reason] })}</li>
              ))}
          </ul>
        </div>
      )}
    </section>
  );
}

const toggle = (ids: readonly string[], id: string, on: boolean) =>
  on ? [...new Set([...ids, id])] : ids.filter((item) => item !== id);

/** A picker's box: its title, how many are chosen, then its search and list. */
function PickerSection({
  id,
  title,
  count,
  children,
}: {
  id: string;
  title: string;
  count: number;
  children: ReactNode;
}) {
  const t = useTranslations("campaigns.editor.audience");
  return (
    <section aria-labelledby={id} className="flex flex-col gap-2 rounded-lg border p-4">
      <div className="flex items-center justify-between gap-2">
        <h3 id={id} className="text-sm font-semibold">
          {title}
        </h3>
        <span className="text-xs text-muted-foreground tabular-nums">{t("selected", { count })}</span>
      </div>
      {children}
    </section>
  );
}

/** One choice of a picker's list: the whole row is its checkbox's label. */
function CheckRow({
  id,
  checked,
  disabled,
  onChange,
  children,
}: {
  id: string;
  checked: boolean;
  disabled: boolean;
  onChange: (on: boolean) => void;
  children: ReactNode;
}) {
  return (
    <li>
      <Label
        htmlFor={id}
        className="flex cursor-pointer items-center gap-3 rounded-md px-2 py-1.5 font-normal hover:bg-muted"
      >
        <Checkbox id={id} checked={checked} disabled={disabled} onCheckedChange={(next) => onChange(next === true)} />
        {children}
      </Label>
    </li>
  );
}

function GroupPicker({ editor }: { editor: CampaignEditorApi }) {
  const t = useTranslations("campaigns.editor.audience");
  const format = useFormatter();
  const [search, setSearch] = useState("");
  const groups = useApiQuery<CustomerGroup[]>(["customers", "groups"], "/customers/groups");
  const { values, update, disabled } = editor;
  const needle = search.trim().toLocaleLowerCase();
  const shown = (groups.data ?? []).filter((group) => group.name.toLocaleLowerCase().includes(needle));
  return (
    <PickerSection id="campaign-groups-title" title={t("groups")} count={values.selectedGroups.length}>
      <SearchInput value={search} onChange={setSearch} label={t("searchGroups")} placeholder={t("searchGroups")} />
      <ul className="flex max-h-56 flex-col gap-1 overflow-y-auto" id={fieldId("selectedGroups")} tabIndex={-1}>
        {groups.isPending && <Skeleton className="h-8 w-full" />}
        {!groups.isPending && shown.length === 0 && <li className="text-sm text-muted-foreground">{t("noGroups")}</li>}
        {shown.map((group) => {
          const id = `campaign-group-${group.id}`;
          return (
            <CheckRow
              key={group.id}
              id={id}
              checked={values.selectedGroups.includes(group.id)}
              disabled={disabled}
              onChange={(on) =>
                update({ selectedGroups: toggle(values.selectedGroups, group.id, on) }, ["selectedGroups"])
              }
            >
              <span className="min-w-0 flex-1 truncate">{group.name}</span>
              <span className="text-xs text-muted-foreground tabular-nums">
                {t("members", { count: group.count, formatted: format.number(group.count) })}
              </span>
            </CheckRow>
          );
        })}
      </ul>
    </PickerSection>
  );
}

function CustomerPicker({ editor }: { editor: CampaignEditorApi }) {
  const t = useTranslations("campaigns.editor.audience");
  const [search, setSearch] = useState("");
  const [names, setNames] = useState<Record<string, string>>({});
  const { values, update, disabled } = editor;
  const params = new URLSearchParams({ limit: "20" });
  if (search.trim()) params.set("search", search.trim());
  const customers = useApiQuery<CustomerPage>(["customers"], withQuery("/customers", params), {
    placeholderData: keepPreviousData,
  });
  const setChecked = (id: string, name: string, on: boolean) => {
    setNames((current) => ({ ...current, [id]: name }));
    update({ selectedCustomers: toggle(values.selectedCustomers, id, on) }, ["selectedCustomers"]);
  };
  return (
    <PickerSection id="campaign-customers-title" title={t("customers")} count={values.selectedCustomers.length}>
      {values.selectedCustomers.length > 0 && (
        <ul className="flex flex-wrap gap-1.5" aria-label={t("chosenCustomers")}>
          {values.selectedCustomers.map((id) => (
            <li key={id}>
              <Badge variant="secondary" className="gap-1 pe-1 font-normal">
                {names[id] ?? t("customerFallback")}
                <button
                  type="button"
                  className="rounded-sm p-0.5 hover:bg-background/60"
                  aria-label={t("removeCustomer", { name: names[id] ?? t("customerFallback") })}
                  onClick={() => setChecked(id, names[id] ?? "", false)}
                  disabled={disabled}
                >
                  <X className="size-3" aria-hidden />
                </button>
              </Badge>
            </li>
          ))}
        </ul>
      )}
      <SearchInput
        value={search}
        onChange={setSearch}
        label={t("searchCustomers")}
        placeholder={t("searchCustomers")}
      />
      <ul className="flex max-h-64 flex-col gap-1 overflow-y-auto">
        {customers.isPending && <Skeleton className="h-8 w-full" />}
        {customers.data?.customers.length === 0 && (
          <li className="text-sm text-muted-foreground">{t("noCustomers")}</li>
        )}
        {customers.data?.customers.map((customer) => {
          const id = `campaign-customer-${customer.id}`;
          const name = `${customer.firstName} ${customer.lastName}`.trim();
          return (
            <CheckRow
              key={customer.id}
              id={id}
              checked={values.selectedCustomers.includes(customer.id)}
              disabled={disabled}
              onChange={(on) => setChecked(customer.id, name, on)}
            >
              <span className="flex min-w-0 flex-1 flex-col">
                <span className="truncate">{name}</span>
                <span className="truncate text-xs text-muted-foreground">
                  {[customer.phone ? `${customer.countryCode} ${customer.phone}` : null, customer.group?.name]
                    .filter(Boolean)
                    .join(" · ") || t("noPhone")}
                </span>
              </span>
            </CheckRow>
          );
        })}
      </ul>
    </PickerSection>
  );
}
