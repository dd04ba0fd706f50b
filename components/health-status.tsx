import { getTranslations } from "next-intl/server";
import { CircleCheckIcon, CircleAlertIcon } from "lucide-react";
import { checkDatabase } from "@/lib/server/health";

/** The database's reachability, rendered on the server. */
export async function HealthStatus() {
  const t = await getTranslations("home");
  const isHealthy = await checkDatabase().then(
    () => true,
    () => false,
  );
  return (
    <p
      role="status"
      data-healthy={isHealthy}
      className="inline-flex items-center gap-2 rounded-full border bg-card px-3 py-1 text-sm text-muted-foreground"
    >
      {isHealthy ? (
        <CircleCheckIcon aria-hidden className="size-4 text-success" />
      ) : (
        <CircleAlertIcon aria-hidden className="size-4 text-destructive" />
      )}
      <span className="sr-only">{t("health")}: </span>
      {isHealthy ? t("healthOk") : t("healthDown")}
    </p>
  );
}
