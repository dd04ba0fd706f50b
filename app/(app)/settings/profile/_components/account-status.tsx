import { getTranslations } from "next-intl/server";
import { planLabel, roleLabel } from "@/components/settings/account-labels";
import { SettingsSection } from "@/components/settings/settings-page";
import { Badge } from "@/components/ui/badge";
import type { Role } from "@/lib/generated/prisma/enums";
import { getFormatter } from "@/lib/server/format";

/**
 * The account status block (spec 02 §2.7, §3): the company's plan, the user's role (the spec's
 * "account type") and when they joined, from the database rather than the spec's fixed sample.
 */
export async function AccountStatus({
  plan,
  role,
  companyName,
  createdAt,
}: {
  plan: string;
  role: Role;
  companyName: string;
  createdAt: string;
}) {
  const [t, overview, format] = await Promise.all([
    getTranslations("settings.profile.status"),
    getTranslations("settings.overview"),
    getFormatter(),
  ]);
  const items = [
    {
      key: "plan",
      label: t("plan"),
      value: <Badge>{overview("planBadge", { plan: planLabel(overview, plan) })}</Badge>,
    },
    {
      key: "role",
      label: t("role"),
      value: (
        <span className="flex flex-col gap-0.5">
          <span className="font-medium">{roleLabel(overview, role)}</span>
          <span className="text-xs text-muted-foreground">{t(`roleDescriptions.${role}`)}</span>
        </span>
      ),
    },
    { key: "company", label: t("company"), value: <span className="font-medium wrap-anywhere">{companyName}</span> },
    {
      key: "memberSince",
      label: t("memberSince"),
      value: (
        <time dateTime={createdAt} className="font-medium">
          {format.longDate(createdAt)}
        </time>
      ),
    },
  ];
  return (
    <SettingsSection id="status" title={t("title")} description={t("description")}>
      <dl className="grid gap-x-6 gap-y-4 sm:grid-cols-2">
        {items.map((item) => (
          <div key={item.key} className="flex flex-col gap-1.5">
            <dt className="text-sm text-muted-foreground">{item.label}</dt>
            <dd className="text-sm">{item.value}</dd>
          </div>
        ))}
      </dl>
    </SettingsSection>
  );
}
