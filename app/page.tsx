import { getTranslations } from "next-intl/server";
import { APP_NAME, APP_VERSION } from "@/lib/constants";
import { HealthStatus } from "@/components/health-status";

// Temporary front door until sign-in lands (issue 3 turns / into a redirect to /dashboard).
export default async function HomePage() {
  const t = await getTranslations("home");
  return (
    <main className="mx-auto flex min-h-dvh max-w-xl flex-col items-center justify-center gap-6 px-6 text-center">
      <div className="flex items-center gap-3">
        <span className="grid size-10 place-items-center rounded-xl bg-primary text-lg font-semibold text-primary-foreground">
          K
        </span>
        <h1 className="text-3xl font-semibold tracking-tight">{APP_NAME}</h1>
        <span className="rounded-md border px-1.5 py-0.5 text-xs text-muted-foreground">v{APP_VERSION}</span>
      </div>
      <p className="text-balance text-muted-foreground">{t("tagline")}</p>
      <HealthStatus />
    </main>
  );
}
