"use client";

import { useQueryClient } from "@tanstack/react-query";
import { CalendarDays, Mail, MapPin, Phone, UserRound } from "lucide-react";
import { useLocale, useTranslations } from "next-intl";
import { useCallback, useId, useState } from "react";
import { toast } from "sonner";
import { SwitchRow } from "@/components/common/switch-row";
import { useFormatter } from "@/components/format/formatter-provider";
import { InlineEdit } from "@/components/inbox/panel/inline-edit";
import { customerKey } from "@/components/inbox/panel/panel-keys";
import { TagsEdit } from "@/components/inbox/panel/tags-edit";
import { useFieldErrors } from "@/components/inbox/panel/use-field-errors";
import { api } from "@/lib/api-client";
import { CONVERSATION_LIST_KEY, conversationDetailKey } from "@/lib/client/events/live-query-keys";
import type { Customer } from "@/lib/customers/types";
import { DIAL_CODES, updateCustomerSchema } from "@/lib/validation/customers";

/** Where the customer is, as far as Kanal knows: the country of their phone's dial code. */
function useCountryName(countryCode: string, hasPhone: boolean): string | null {
  const locale = useLocale();
  const country = DIAL_CODES.find((item) => item.code === countryCode)?.country;
  if (!country || !hasPhone) return null;
  return new Intl.DisplayNames([locale], { type: "region" }).of(country) ?? null;
}

/** Marketing consent (issue 19): opted in (the newsletter audience) and opted out, each with its date. */
function ConsentRows({
  customer,
  save,
}: {
  customer: Customer;
  save: (values: Record<string, unknown>) => Promise<Record<string, string> | null>;
}) {
  const t = useTranslations("inboxScreen.panel.consent");
  const format = useFormatter();
  const id = useId();
  const [busy, setBusy] = useState(false);
  const [error, setError] = useState<string | null>(null);
  const change = async (values: Record<string, boolean>) => {
    setBusy(true);
    const refused = await save(values).finally(() => setBusy(false));
    setError(refused ? Object.values(refused).join(" ") : null);
  };
  const since = (at: string | null, key: "optedInSince" | "optedOutSince", fallback: "optInHint" | "optOutHint") =>
    at ? t(key, { date: format.date(at) }) : t(fallback);
  return (
    <div className="flex flex-col gap-3">
      <SwitchRow
        id={`${id}-in`}
        label={t("optIn")}
        hint={customer.marketingOptIn ? since(customer.marketingOptInAt, "optedInSince", "optInHint") : t("optInHint")}
        checked={customer.marketingOptIn}
        disabled={busy}
        onCheckedChange={(checked) => void change({ marketingOptIn: checked })}
      />
      <SwitchRow
        id={`${id}-out`}
        label={t("optOut")}
        hint={
          customer.marketingOptOut ? since(customer.marketingOptOutAt, "optedOutSince", "optOutHint") : t("optOutHint")
        }
        checked={customer.marketingOptOut}
        disabled={busy}
        onCheckedChange={(checked) => void change({ marketingOptOut: checked })}
      />
      {error && (
        <p role="alert" className="text-sm text-destructive">
          {error}
        </p>
      )}
    </div>
  );
}

/**
 * The customer's contact details (spec 01 §3 Contact panel), each editable where it stands
 * through PUT /customers/{id} with the customers screen's own schema.
 */
export function ContactSection({ customer, conversationId }: { customer: Customer; conversationId: string }) {
  const t = useTranslations("inboxScreen.panel");
  const format = useFormatter();
  const queryClient = useQueryClient();
  const { ofParse, ofRequest } = useFieldErrors();
  const country = useCountryName(customer.countryCode, Boolean(customer.phone));

  const save = useCallback(
    async (values: Record<string, unknown>): Promise<Record<string, string> | null> => {
      const parsed = updateCustomerSchema.safeParse(values);
      const invalid = ofParse(parsed);
      if (invalid || !parsed.success) return invalid;
      try {
        const { data, message } = await api<Customer>(`/customers/${customer.id}`, {
          method: "PUT",
          body: parsed.data,
        });
        queryClient.setQueryData([...customerKey(customer.id), `/customers/${customer.id}`], data);
        if (message) toast.success(message);
        void queryClient.invalidateQueries({ queryKey: CONVERSATION_LIST_KEY });
        void queryClient.invalidateQueries({ queryKey: conversationDetailKey(conversationId), exact: false });
        return null;
      } catch (error) {
        return ofRequest(error, t("saveError"));
      }
    },
    [customer.id, conversationId, ofParse, ofRequest, queryClient, t],
  );

  const none = <span className="text-muted-foreground">{t("none")}</span>;
  return (
    <section aria-labelledby="panel-contact" className="flex flex-col gap-1">
      <h3 id="panel-contact" className="mb-1 text-xs font-semibold tracking-wide text-muted-foreground uppercase">
        {t("contact")}
      </h3>
      <InlineEdit
        icon={UserRound}
        label={t("fields.name")}
        display={`${customer.firstName} ${customer.lastName}`.trim()}
        fields={[
          { name: "firstName", label: t("fields.firstName"), value: customer.firstName },
          { name: "lastName", label: t("fields.lastName"), value: customer.lastName },
        ]}
        save={save}
      />
      <InlineEdit
        icon={Phone}
        label={t("fields.phone")}
        display={customer.phone ? <span dir="ltr">{`${customer.countryCode} ${customer.phone}`}</span> : none}
        fields={[
          {
            name: "countryCode",
            label: t("fields.countryCode"),
            value: customer.countryCode,
            options: DIAL_CODES.map((item) => ({ value: item.code, label: `${item.country} ${item.code}` })),
            className: "w-24 shrink-0",
          },
          { name: "phone", label: t("fields.phone"), value: customer.phone ?? "", type: "tel" },
        ]}
        save={save}
      />
      <InlineEdit
        icon={Mail}
        label={t("fields.email")}
        display={customer.email ?? none}
        fields={[{ name: "email", label: t("fields.email"), value: customer.email ?? "", type: "email" }]}
        save={save}
      />
      <div className="flex min-h-9 items-center gap-3">
        <MapPin className="size-4 shrink-0 text-muted-foreground" aria-hidden />
        <div className="min-w-0 flex-1">
          <div className="text-xs text-muted-foreground">{t("fields.location")}</div>
          <div className="truncate text-sm" title={country ? t("locationHint") : undefined}>
            {country ?? none}
          </div>
        </div>
      </div>
      <div className="flex min-h-9 items-center gap-3">
        <CalendarDays className="size-4 shrink-0 text-muted-foreground" aria-hidden />
        <div className="min-w-0 flex-1">
          <div className="text-xs text-muted-foreground">{t("fields.joined")}</div>
          <div className="text-sm">
            <time dateTime={customer.createdAt}>{format.longDate(customer.createdAt)}</time>
          </div>
        </div>
      </div>
      <div className="mt-1">
        <TagsEdit tags={customer.tags} save={(tags) => save({ tags })} />
      </div>
      <div className="mt-3">
        <ConsentRows customer={customer} save={save} />
      </div>
    </section>
  );
}
