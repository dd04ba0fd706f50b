import { getTranslations } from "next-intl/server";
import { requireUser } from "@/lib/server/auth/current-user";

// The dashboard's cards come with issue 4; until then, an honest welcome rather than sample figures.
export default async function DashboardPage() {
  const [{ user }, t] = await Promise.all([requireUser(), getTranslations("dashboard")]);
  return (
    <div className="mx-auto max-w-5xl px-4 py-10 sm:px-6">
      <h1 className="text-2xl font-semibold tracking-tight">{t("welcome", { firstName: user.firstName })}</h1>
      <p className="mt-2 text-muted-foreground">{t("comingSoon", { company: user.companyName })}</p>
    </div>
  );
}
