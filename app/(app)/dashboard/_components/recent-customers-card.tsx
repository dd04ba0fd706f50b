import { ArrowRight } from "lucide-react";
import Link from "next/link";
import { getTranslations } from "next-intl/server";
import { CARD_HEIGHT } from "@/components/dashboard/card-sizes";
import { getFormatter } from "@/lib/server/format";
import { Avatar, AvatarFallback, AvatarImage } from "@/components/ui/avatar";
import { Badge } from "@/components/ui/badge";
import { Button } from "@/components/ui/button";
import { Card, CardAction, CardDescription, CardHeader, CardTitle } from "@/components/ui/card";
import { RECENT_CUSTOMERS_LIMIT, listRecentCustomers } from "@/lib/server/dashboard/list-recent-customers";
import { cn } from "@/lib/utils";

/** "ŞÖ" for Şükrü Öztürk: names are Turkish first, so upper-case the Turkish way (i → İ). */
function initials(firstName: string, lastName: string) {
  return `${firstName.trim().charAt(0)}${lastName.trim().charAt(0)}`.toLocaleUpperCase("tr");
}

/** The five newest customers, each opening on the customers screen. */
export async function RecentCustomersCard({ companyId }: { companyId: string }) {
  const [customers, t, format] = await Promise.all([
    listRecentCustomers({ companyId }),
    getTranslations("dashboard.recent"),
    getFormatter(),
  ]);

  return (
    <Card className={cn("gap-3 pt-5 pb-3", CARD_HEIGHT.recent)}>
      <CardHeader className="px-5">
        <CardTitle className="leading-tight">
          <h2>{t("title")}</h2>
        </CardTitle>
        <CardDescription>{t("description", { count: format.number(RECENT_CUSTOMERS_LIMIT) })}</CardDescription>
        <CardAction>
          <Button asChild variant="ghost" size="sm" className="-mr-2 text-muted-foreground hover:text-foreground">
            <Link href="/customers">
              {t("seeAll")}
              <ArrowRight aria-hidden />
            </Link>
          </Button>
        </CardAction>
      </CardHeader>
      {customers.length === 0 ? (
        <p className="grid flex-1 place-items-center px-5 text-sm text-muted-foreground">{t("empty")}</p>
      ) : (
        <ul className="flex flex-col px-2">
          {customers.map((customer) => {
            const fullName = t("fullName", { firstName: customer.firstName, lastName: customer.lastName });
            return (
              <li key={customer.id}>
                <Link
                  href={`/customers?customer=${encodeURIComponent(customer.id)}`}
                  // Five links to one screen: "see all" prefetches it already.
                  prefetch={false}
                  className="flex h-14 items-center gap-3 rounded-lg px-3 outline-none transition-colors hover:bg-accent/60 focus-visible:ring-[3px] focus-visible:ring-ring/50"
                >
                  <Avatar className="size-9">
                    {customer.avatarUrl && <AvatarImage src={customer.avatarUrl} alt="" />}
                    <AvatarFallback className="bg-accent text-xs font-medium text-accent-foreground">
                      {initials(customer.firstName, customer.lastName)}
                    </AvatarFallback>
                  </Avatar>
                  <div className="min-w-0 flex-1">
                    <p className="truncate text-sm font-medium">{fullName}</p>
                    <p className="truncate text-xs text-muted-foreground">{customer.email}</p>
                  </div>
                  <div className="flex shrink-0 flex-col items-end gap-1">
                    <time
                      dateTime={customer.createdAt.toISOString()}
                      title={format.dateTime(customer.createdAt)}
                      className="text-xs text-muted-foreground"
                    >
                      {format.relative(customer.createdAt)}
                    </time>
                    {customer.groupName && (
                      <Badge variant="outline" className="max-w-28 px-1.5 py-0 font-normal">
                        <span className="truncate">{customer.groupName}</span>
                      </Badge>
                    )}
                  </div>
                </Link>
              </li>
            );
          })}
        </ul>
      )}
    </Card>
  );
}
