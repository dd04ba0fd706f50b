import { Upload, UserPlus } from "lucide-react";
import Link from "next/link";
import { getTranslations } from "next-intl/server";
import { Button } from "@/components/ui/button";
import { getFormatter } from "@/lib/server/format";
import { HeadingBlock } from "@/components/common/heading-block";

type Greeting = "morning" | "afternoon" | "evening";

/** The part of the day in the user's zone (region settings). */
function greetingFor(hour: number): Greeting {
  if (hour >= 5 && hour < 12) return "morning";
  if (hour >= 12 && hour < 18) return "afternoon";
  return "evening";
}

/** The greeting with the user's first name, the workspace, and the quick actions. */
export async function DashboardHeader({ firstName, companyName }: { firstName: string; companyName: string }) {
  const [t, format] = await Promise.all([getTranslations("dashboard"), getFormatter()]);
  return (
    <div className="flex flex-col gap-4 sm:flex-row sm:items-end sm:justify-between">
      <HeadingBlock
        level="page"
        title={t(`greeting.${greetingFor(format.hourOfDay(new Date()))}`, { firstName })}
        description={t("subtitle", { company: companyName })}
        className="min-w-0"
        titleClassName="text-balance"
      />
      <div role="group" aria-label={t("actions.label")} className="grid shrink-0 grid-cols-2 gap-2 sm:flex">
        <Button asChild variant="outline">
          <Link href="/customers?import=1">
            <Upload aria-hidden />
            {t("actions.importCustomers")}
          </Link>
        </Button>
        <Button asChild>
          <Link href="/customers?new=1">
            <UserPlus aria-hidden />
            {t("actions.addCustomer")}
          </Link>
        </Button>
      </div>
    </div>
  );
}
