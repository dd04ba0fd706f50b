"use client";

import { useQueryClient } from "@tanstack/react-query";
import { Pencil } from "lucide-react";
import { useTranslations } from "next-intl";
import { useState } from "react";
import { IconButton } from "@/components/common/icon-button";
import { useFormatter } from "@/components/format/formatter-provider";
import { OrderDialog } from "@/components/inbox/panel/order-dialog";
import { customerOrdersKey } from "@/components/inbox/panel/panel-keys";
import { PanelAddButton, PanelSection, PanelSectionQuery } from "@/components/inbox/panel/section-states";
import { StatusBadge, type StatusTone } from "@/components/common/status-badge";
import { Button } from "@/components/ui/button";
import { conversationDetailKey } from "@/lib/client/events/live-query-keys";
import type { CustomerOrderJson, OrderStatus } from "@/lib/inbox/types";
import { useApiQuery } from "@/lib/query/use-api-query";

const SHOWN = 5;

const STATUS_TONE: Record<OrderStatus, StatusTone> = {
  processing: "warning",
  delivered: "success",
  cancelled: "neutral",
};

/** The customer's recent orders, newest first, each editable; "Add order" records a new one. */
export function OrdersSection({ customerId, conversationId }: { customerId: string; conversationId: string }) {
  const t = useTranslations("inboxScreen.orders");
  const format = useFormatter();
  const queryClient = useQueryClient();
  const query = useApiQuery<{ orders: CustomerOrderJson[] }>(
    customerOrdersKey(customerId),
    `/customers/${customerId}/orders`,
  );
  const [editing, setEditing] = useState<CustomerOrderJson | "new" | null>(null);
  const [showAll, setShowAll] = useState(false);
  const orders = query.data?.orders ?? [];
  const shown = showAll ? orders : orders.slice(0, SHOWN);

  const close = () => {
    setEditing(null);
    void queryClient.invalidateQueries({ queryKey: customerOrdersKey(customerId) });
    // The stats (orders) come with the conversation.
    void queryClient.invalidateQueries({ queryKey: conversationDetailKey(conversationId) });
  };

  return (
    <PanelSection
      id="panel-orders"
      title={t("title")}
      action={<PanelAddButton label={t("add")} onClick={() => setEditing("new")} />}
    >
      <PanelSectionQuery query={query} texts={{ loading: t("loading"), error: t("error") }}>
        {orders.length === 0 ? (
          <p className="text-sm text-muted-foreground">{t("empty")}</p>
        ) : (
          <ul className="flex flex-col divide-y rounded-lg border">
            {shown.map((order) => (
              <li key={order.id} className="flex items-center gap-2 px-3 py-2">
                <div className="min-w-0 flex-1">
                  <p className="truncate text-sm font-medium">{order.product}</p>
                  <p className="text-xs text-muted-foreground">
                    <time dateTime={order.orderedAt}>{format.date(order.orderedAt)}</time>
                    {" · "}
                    <span className="tabular-nums">{format.money(Number(order.amount), order.currency)}</span>
                  </p>
                </div>
                <StatusBadge tone={STATUS_TONE[order.status]} className="shrink-0">
                  {t(`statuses.${order.status}`)}
                </StatusBadge>
                <IconButton
                  icon={Pencil}
                  className="size-7 shrink-0 text-muted-foreground"
                  onClick={() => setEditing(order)}
                  label={t("editLabel", { product: order.product })}
                />
              </li>
            ))}
          </ul>
        )}
      </PanelSectionQuery>
      {orders.length > SHOWN && (
        <Button variant="link" size="sm" className="h-auto self-start p-0" onClick={() => setShowAll(!showAll)}>
          {showAll ? t("showFewer") : t("showAll", { count: orders.length })}
        </Button>
      )}
      <OrderDialog
        open={editing !== null}
        customerId={customerId}
        order={editing === "new" ? null : editing}
        onClose={close}
      />
    </PanelSection>
  );
}
