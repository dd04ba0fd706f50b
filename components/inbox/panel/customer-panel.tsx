"use client";

import { ExternalLink } from "lucide-react";
import { useTranslations } from "next-intl";
import Link from "next/link";
import { requestErrorText } from "@/components/form/field-messages";
import { useFormatter } from "@/components/format/formatter-provider";
import { ContactSection } from "@/components/inbox/panel/contact-section";
import { NotesSection } from "@/components/inbox/panel/notes-section";
import { OrdersSection } from "@/components/inbox/panel/orders-section";
import { OtherConversations } from "@/components/inbox/panel/other-conversations";
import { customerKey } from "@/components/inbox/panel/panel-keys";
import { PanelSectionError } from "@/components/inbox/panel/section-states";
import { UserAvatar } from "@/components/settings/user-avatar";
import { Separator } from "@/components/ui/separator";
import { Skeleton } from "@/components/ui/skeleton";
import { conversationDetailKey } from "@/lib/client/events/live-query-keys";
import type { Customer } from "@/lib/customers/types";
import type { ConversationDetail, CustomerStats } from "@/lib/inbox/types";
import { useApiQuery } from "@/lib/query/use-api-query";

function PanelSkeleton({ label }: { label: string }) {
  return (
    <div role="status" aria-label={label} className="flex flex-col items-center gap-3 p-6">
      <Skeleton className="size-16 rounded-full" />
      <Skeleton className="h-4 w-32" />
      <Skeleton className="h-3 w-24" />
      <div className="mt-4 grid w-full grid-cols-3 gap-2">
        <Skeleton className="h-14" />
        <Skeleton className="h-14" />
        <Skeleton className="h-14" />
      </div>
      <Skeleton className="mt-4 h-40 w-full" />
    </div>
  );
}

/** Messages, orders and the average rating (left out when nobody rated the customer). */
function Stats({ stats }: { stats: CustomerStats }) {
  const t = useTranslations("inboxScreen.panel.stats");
  const format = useFormatter();
  const items = [
    { key: "messages", value: format.number(stats.messages) },
    { key: "orders", value: format.number(stats.orders) },
    ...(stats.rating === null
      ? []
      : [
          { key: "rating", value: format.number(stats.rating, { minimumFractionDigits: 1, maximumFractionDigits: 1 }) },
        ]),
  ];
  return (
    <dl className={items.length === 3 ? "grid grid-cols-3 gap-2" : "grid grid-cols-2 gap-2"}>
      {items.map((item) => (
        <div key={item.key} className="flex flex-col-reverse items-center rounded-lg border px-2 py-2 text-center">
          <dt className="text-xs text-muted-foreground">{t(item.key)}</dt>
          <dd className="text-lg font-semibold tabular-nums">
            {item.value}
            {item.key === "rating" && (
              <span className="ml-0.5 text-sm text-amber-500" aria-hidden>
                ★
              </span>
            )}
          </dd>
        </div>
      ))}
    </dl>
  );
}

/**
 * The customer beside the open conversation (spec 01 §2, §3 Contact panel): who they are,
 * their figures, contact details editable in place, recent orders, the team's notes, their other
 * conversations and a link to them on /customers.
 */
export function CustomerPanel({
  conversationId,
  onOpenConversation,
}: {
  conversationId: string;
  onOpenConversation: (id: string) => void;
}) {
  const t = useTranslations("inboxScreen.panel");
  const detail = useApiQuery<ConversationDetail>(
    conversationDetailKey(conversationId),
    `/conversations/${conversationId}`,
  );
  const customerId = detail.data?.conversation.customer.id;
  const customer = useApiQuery<Customer>(customerKey(customerId ?? ""), `/customers/${customerId}`, {
    enabled: Boolean(customerId),
  });

  if (detail.isError && !detail.data) {
    return (
      <div className="p-4">
        <PanelSectionError message={requestErrorText(detail.error, t("error"))} onRetry={() => void detail.refetch()} />
      </div>
    );
  }
  if (customer.isError && !customer.data) {
    return (
      <div className="p-4">
        <PanelSectionError
          message={requestErrorText(customer.error, t("error"))}
          onRetry={() => void customer.refetch()}
        />
      </div>
    );
  }
  if (!detail.data || !customer.data) return <PanelSkeleton label={t("loading")} />;

  const { conversation, customerStats } = detail.data;
  const person = customer.data;
  const name = `${person.firstName} ${person.lastName}`.trim();
  return (
    <div className="flex flex-col gap-5 p-4">
      <div className="flex flex-col items-center gap-2 pt-2 text-center">
        <UserAvatar person={person} className="size-16" />
        <div className="min-w-0">
          <h2 className="truncate text-base font-semibold">{name}</h2>
          <p className="text-xs text-muted-foreground">{conversation.channel.name}</p>
        </div>
      </div>
      <Stats stats={customerStats} />
      <Separator />
      <ContactSection customer={person} conversationId={conversationId} />
      <Separator />
      <OrdersSection customerId={person.id} conversationId={conversationId} />
      <Separator />
      <NotesSection customerId={person.id} />
      <OtherConversations customerId={person.id} conversationId={conversationId} onOpen={onOpenConversation} />
      <Link
        href={`/customers?customer=${person.id}`}
        className="inline-flex items-center gap-1.5 self-start rounded-sm text-sm font-medium text-primary underline-offset-4 outline-none hover:underline focus-visible:ring-[3px] focus-visible:ring-ring/50"
      >
        <ExternalLink className="size-4" aria-hidden />
        {t("openCustomer")}
      </Link>
    </div>
  );
}
