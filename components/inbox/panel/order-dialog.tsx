"use client";

import { useTranslations } from "next-intl";
import { useState, type FormEvent } from "react";
import { toast } from "sonner";
import { FormDialog, useDialogBusy } from "@/components/common/form-dialog";
import { FieldSelect } from "@/components/common/field-select";
import { Field } from "@/components/form/field";
import { FormAlert } from "@/components/form/form-alert";
import { useFormatter } from "@/components/format/formatter-provider";
import { useNow } from "@/components/format/now-provider";
import { useFieldErrors } from "@/components/inbox/panel/use-field-errors";
import { Button } from "@/components/ui/button";
import { DialogDescription, DialogFooter, DialogHeader, DialogTitle } from "@/components/ui/dialog";
import { Input } from "@/components/ui/input";
import { api } from "@/lib/api-client";
import { ORDER_STATUSES, type CustomerOrderJson, type OrderStatus } from "@/lib/inbox/types";
import { customerOrderSchema, PRODUCT_MAX, updateCustomerOrderSchema } from "@/lib/validation/inbox";

/** The day of `value` in `timeZone`, as a date input holds it ("2026-11-25"). */
const dayIn = (value: string | number, timeZone: string) =>
  new Intl.DateTimeFormat("en-CA", { timeZone, year: "numeric", month: "2-digit", day: "2-digit" }).format(
    new Date(value),
  );

type Draft = { product: string; amount: string; currency: string; status: OrderStatus; day: string };

/**
 * Adding or editing one of the customer's orders: product, amount and currency, status
 * (processing, delivered, cancelled) and the day it was ordered. Checked with the route's schema.
 */
function OrderForm({
  customerId,
  order,
  onDone,
}: {
  customerId: string;
  order: CustomerOrderJson | null;
  onDone: () => void;
}) {
  const t = useTranslations("inboxScreen.orders");
  const format = useFormatter();
  const now = useNow();
  const { ofParse, ofRequest } = useFieldErrors();
  const [draft, setDraft] = useState<Draft>(() => ({
    product: order?.product ?? "",
    amount: order?.amount ?? "",
    currency: order?.currency ?? "TRY",
    status: order?.status ?? "processing",
    day: dayIn(order?.orderedAt ?? now, format.timeZone),
  }));
  const [errors, setErrors] = useState<Record<string, string>>({});
  const [busy, setBusy] = useState(false);
  useDialogBusy(busy);

  const set = <K extends keyof Draft>(key: K, value: Draft[K]) => {
    setDraft((current) => ({ ...current, [key]: value }));
    setErrors(({ [key === "day" ? "orderedAt" : key]: _, ...rest }) => rest);
  };

  const submit = async (event: FormEvent) => {
    event.preventDefault();
    // The same day as before keeps its time; another day is noon UTC (that day in every zone nearby).
    const sameDay = order && dayIn(order.orderedAt, format.timeZone) === draft.day;
    const orderedAt = sameDay
      ? order.orderedAt
      : /^\d{4}-\d{2}-\d{2}$/.test(draft.day)
        ? `${draft.day}T12:00:00.000Z`
        : "";
    const body = {
      product: draft.product,
      amount: draft.amount,
      currency: draft.currency,
      status: draft.status,
      orderedAt,
    };
    const invalid = ofParse((order ? updateCustomerOrderSchema : customerOrderSchema).safeParse(body));
    if (invalid) return setErrors(invalid);
    setBusy(true);
    try {
      const path = `/customers/${customerId}/orders${order ? `/${order.id}` : ""}`;
      const { message } = await api(path, { method: order ? "PUT" : "POST", body });
      toast.success(message || t("saved"));
      onDone();
    } catch (error) {
      setErrors(ofRequest(error, t("saveError")));
    } finally {
      setBusy(false);
    }
  };

  const error = (field: string) => errors[field];
  return (
    <form onSubmit={submit} noValidate className="flex flex-col gap-4">
      <DialogHeader>
        <DialogTitle>{order ? t("editTitle") : t("addTitle")}</DialogTitle>
        <DialogDescription>{t("description")}</DialogDescription>
      </DialogHeader>
      {errors[""] && <FormAlert>{errors[""]}</FormAlert>}
      <Field id="order-product" label={t("product")} required error={error("product")}>
        <Input
          id="order-product"
          value={draft.product}
          maxLength={PRODUCT_MAX}
          onChange={(event) => set("product", event.target.value)}
          aria-invalid={error("product") ? true : undefined}
        />
      </Field>
      <div className="grid grid-cols-[1fr_6rem] gap-3">
        <Field id="order-amount" label={t("amount")} required error={error("amount")}>
          <Input
            id="order-amount"
            inputMode="decimal"
            value={draft.amount}
            placeholder="1249.90"
            onChange={(event) => set("amount", event.target.value)}
            aria-invalid={error("amount") ? true : undefined}
          />
        </Field>
        <Field id="order-currency" label={t("currency")} error={error("currency")}>
          <Input
            id="order-currency"
            value={draft.currency}
            maxLength={3}
            onChange={(event) => set("currency", event.target.value.toUpperCase())}
            aria-invalid={error("currency") ? true : undefined}
          />
        </Field>
      </div>
      <div className="grid grid-cols-2 gap-3">
        <Field id="order-status" label={t("status")} error={error("status")}>
          <FieldSelect
            id="order-status"
            value={draft.status}
            onChange={(status) => set("status", status)}
            values={ORDER_STATUSES}
            label={(status) => t(`statuses.${status}`)}
          />
        </Field>
        <Field id="order-date" label={t("date")} error={error("orderedAt")}>
          <Input
            id="order-date"
            type="date"
            value={draft.day}
            onChange={(event) => set("day", event.target.value)}
            aria-invalid={error("orderedAt") ? true : undefined}
          />
        </Field>
      </div>
      <DialogFooter>
        <Button type="button" variant="outline" onClick={onDone} disabled={busy}>
          {t("cancel")}
        </Button>
        <Button type="submit" disabled={busy}>
          {order ? t("save") : t("add")}
        </Button>
      </DialogFooter>
    </form>
  );
}

/** The order dialog: `order` null adds one; closed while `open` is false. */
export function OrderDialog({
  open,
  customerId,
  order,
  onClose,
}: {
  open: boolean;
  customerId: string;
  order: CustomerOrderJson | null;
  onClose: () => void;
}) {
  return (
    <FormDialog open={open} onClose={onClose} className="sm:max-w-md">
      {open && <OrderForm customerId={customerId} order={order} onDone={onClose} />}
    </FormDialog>
  );
}
