"use client";

import { MessageCircle, Pencil } from "lucide-react";
import { useTranslations } from "next-intl";
import type { ReactNode } from "react";
import { Avatar, AvatarFallback, AvatarImage } from "@/components/ui/avatar";
import { Badge } from "@/components/ui/badge";
import { Button } from "@/components/ui/button";
import { Dialog, DialogContent, DialogDescription, DialogHeader, DialogTitle } from "@/components/ui/dialog";
import { fullName, initials, whatsAppLink, type Customer } from "@/lib/customers/list-query";
import { useFormatter } from "@/components/format/formatter-provider";

function Row({ label, children }: { label: string; children: ReactNode }) {
  return (
    <div className="grid grid-cols-[8rem_1fr] gap-2 py-1.5 text-sm">
      <dt className="text-muted-foreground">{label}</dt>
      <dd className="min-w-0 break-words">{children}</dd>
    </div>
  );
}

const SOCIAL = ["instagram", "facebook", "twitter", "linkedin"] as const;

/** Every field of one customer, with edit and the WhatsApp link. */
export function CustomerDetails({
  customer,
  onClose,
  onEdit,
}: {
  customer: Customer | null;
  onClose: () => void;
  onEdit: (customer: Customer) => void;
}) {
  const t = useTranslations();
  const format = useFormatter();
  const whatsApp = customer ? whatsAppLink(customer) : null;
  const none = t("customers.details.none");
  return (
    <Dialog open={customer !== null} onOpenChange={(open) => !open && onClose()}>
      <DialogContent closeLabel={t("common.close")} className="max-h-[90dvh] overflow-y-auto sm:max-w-lg">
        {customer && (
          <>
            <DialogHeader className="flex-row items-center gap-3 text-left">
              <Avatar className="size-12">
                {customer.avatar && <AvatarImage src={customer.avatar} alt="" className="object-cover" />}
                <AvatarFallback className="bg-primary/10 font-medium text-primary">{initials(customer)}</AvatarFallback>
              </Avatar>
              <div className="min-w-0">
                <DialogTitle className="truncate">{fullName(customer)}</DialogTitle>
                <DialogDescription className="truncate">{customer.email}</DialogDescription>
              </div>
            </DialogHeader>
            <dl className="divide-y">
              <Row label={t("customers.details.phone")}>
                {customer.phone ? `${customer.countryCode} ${customer.phone}` : none}
              </Row>
              <Row label={t("customers.details.group")}>{customer.group?.name ?? none}</Row>
              <Row label={t("customers.details.type")}>{t(`customers.type.${customer.customerType}`)}</Row>
              <Row label={t("customers.details.status")}>{t(`customers.status.${customer.status}`)}</Row>
              <Row label={t("customers.details.tags")}>
                {customer.tags.length ? (
                  <span className="flex flex-wrap gap-1">
                    {customer.tags.map((tag) => (
                      <Badge key={tag} variant="secondary">
                        {tag}
                      </Badge>
                    ))}
                  </span>
                ) : (
                  <span className="text-muted-foreground">{t("customers.details.noTags")}</span>
                )}
              </Row>
              {SOCIAL.map((network) => (
                <Row key={network} label={t(`customers.panel.fields.${network}`)}>
                  {customer[network] ?? none}
                </Row>
              ))}
              <Row label={t("customers.details.notes")}>
                {customer.notes ? (
                  <span className="whitespace-pre-wrap">{customer.notes}</span>
                ) : (
                  <span className="text-muted-foreground">{t("customers.details.noNotes")}</span>
                )}
              </Row>
              <Row label={t("customers.details.created")}>{format.dateTime(customer.createdAt)}</Row>
              <Row label={t("customers.details.updated")}>{format.dateTime(customer.updatedAt)}</Row>
            </dl>
            <div className="flex flex-wrap justify-end gap-2">
              {whatsApp ? (
                <Button asChild variant="outline">
                  <a href={whatsApp} target="_blank" rel="noopener noreferrer">
                    <MessageCircle aria-hidden />
                    {t("customers.details.message")}
                  </a>
                </Button>
              ) : (
                <Button variant="outline" disabled title={t("customers.row.noPhone")}>
                  <MessageCircle aria-hidden />
                  {t("customers.details.message")}
                </Button>
              )}
              <Button onClick={() => onEdit(customer)}>
                <Pencil aria-hidden />
                {t("customers.details.edit")}
              </Button>
            </div>
          </>
        )}
      </DialogContent>
    </Dialog>
  );
}
