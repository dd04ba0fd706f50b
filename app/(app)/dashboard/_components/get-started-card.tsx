import { Check, ChartColumn, History, Rocket, Upload, UserPlus, Users } from "lucide-react";
import Link from "next/link";
import { getTranslations } from "next-intl/server";
import { getFormatter } from "@/lib/server/format";
import { VerifyEmailButton } from "@/components/dashboard/verify-email-button";
import { Badge } from "@/components/ui/badge";
import { Button } from "@/components/ui/button";
import { Card, CardDescription, CardHeader, CardTitle } from "@/components/ui/card";
import { cn } from "@/lib/utils";

type GetStartedCardProps = {
  email: string;
  isEmailVerified: boolean;
  hasCustomers: boolean;
  hasImported: boolean;
};

type Step = {
  key: "verifyEmail" | "addCustomer" | "importCustomers" | "inviteTeam";
  isDone: boolean;
  description: string;
  /** A link to the screen that does it; the e-mail step has its own button instead. */
  action?: { href: string; label: string; icon: typeof UserPlus };
  isSoon?: boolean;
};

/**
 * A new company's first steps, in place of empty charts. Each tick comes from real data: the
 * user's verified address, the company's customers, a finished import. Team invitations do not
 * exist yet, so that step says "soon" and links nowhere.
 */
export async function GetStartedCard({ email, isEmailVerified, hasCustomers, hasImported }: GetStartedCardProps) {
  const [t, format] = await Promise.all([getTranslations("dashboard.getStarted"), getFormatter()]);
  const steps: Step[] = [
    {
      key: "verifyEmail",
      isDone: isEmailVerified,
      description: t(isEmailVerified ? "steps.verifyEmail.doneDescription" : "steps.verifyEmail.description", {
        email,
      }),
    },
    {
      key: "addCustomer",
      isDone: hasCustomers,
      description: t("steps.addCustomer.description"),
      action: { href: "/customers?new=1", label: t("steps.addCustomer.action"), icon: UserPlus },
    },
    {
      key: "importCustomers",
      isDone: hasImported,
      description: t("steps.importCustomers.description"),
      action: { href: "/customers?import=1", label: t("steps.importCustomers.action"), icon: Upload },
    },
    { key: "inviteTeam", isDone: false, description: t("steps.inviteTeam.description"), isSoon: true },
  ];
  const doneCount = steps.filter((step) => step.isDone).length;
  // The next thing to do gets the filled button; the other open steps stay quiet.
  const nextKey = steps.find((step) => !step.isDone && !step.isSoon)?.key;
  const progress = {
    done: format.number(doneCount),
    total: format.number(steps.length),
  };

  return (
    <Card className="gap-0 py-0">
      <CardHeader className="gap-4 border-b px-5 py-5 sm:px-6 [.border-b]:pb-5">
        <div className="flex items-start gap-4">
          <span className="grid size-10 shrink-0 place-items-center rounded-xl bg-primary/10 text-primary">
            <Rocket className="size-5" aria-hidden />
          </span>
          <div className="min-w-0 space-y-1">
            <CardTitle className="text-base">
              <h2>{t("title")}</h2>
            </CardTitle>
            <CardDescription>{t("description")}</CardDescription>
          </div>
        </div>
        <div className="flex items-center gap-3">
          <div
            role="progressbar"
            aria-label={t("progressLabel")}
            aria-valuemin={0}
            aria-valuemax={steps.length}
            aria-valuenow={doneCount}
            aria-valuetext={t("progress", progress)}
            className="h-1.5 flex-1 overflow-hidden rounded-full bg-muted"
          >
            <div
              className="h-full rounded-full bg-primary transition-[width]"
              style={{ width: `${(doneCount / steps.length) * 100}%` }}
            />
          </div>
          <span className="shrink-0 text-xs font-medium text-muted-foreground tabular-nums">
            {t("progress", progress)}
          </span>
        </div>
      </CardHeader>
      <ol className="divide-y">
        {steps.map((step, index) => {
          const ActionIcon = step.action?.icon;
          return (
            <li key={step.key} className="flex flex-col gap-3 px-5 py-4 sm:flex-row sm:items-center sm:gap-4 sm:px-6">
              <div className="flex min-w-0 flex-1 items-start gap-3">
                <span
                  className={cn(
                    "mt-0.5 grid size-6 shrink-0 place-items-center rounded-full text-xs font-medium tabular-nums",
                    step.isDone
                      ? "bg-primary text-primary-foreground"
                      : "border border-input bg-background text-muted-foreground",
                  )}
                  aria-hidden
                >
                  {step.isDone ? <Check className="size-3.5" strokeWidth={3} /> : format.number(index + 1)}
                </span>
                <div className="min-w-0 space-y-0.5">
                  <h3 className={cn("text-sm font-medium", step.isDone && "text-muted-foreground")}>
                    {t(`steps.${step.key}.title`)}
                  </h3>
                  <p className="sr-only">{step.isDone ? t("done") : step.isSoon ? t("soon") : t("toDo")}</p>
                  <p className="text-sm break-words text-muted-foreground">{step.description}</p>
                </div>
              </div>
              <div className="flex shrink-0 pl-9 sm:pl-0">
                {step.isDone ? (
                  <Badge variant="secondary" className="gap-1 text-muted-foreground" aria-hidden>
                    <Check aria-hidden />
                    {t("done")}
                  </Badge>
                ) : step.isSoon ? (
                  <Badge variant="outline" className="text-muted-foreground" aria-hidden>
                    {t("soon")}
                  </Badge>
                ) : step.key === "verifyEmail" ? (
                  <VerifyEmailButton email={email} isPrimary={nextKey === step.key} />
                ) : step.action && ActionIcon ? (
                  <Button asChild size="sm" variant={nextKey === step.key ? "default" : "outline"}>
                    <Link href={step.action.href}>
                      <ActionIcon aria-hidden />
                      {step.action.label}
                    </Link>
                  </Button>
                ) : null}
              </div>
            </li>
          );
        })}
      </ol>
    </Card>
  );
}

/** What the dashboard will show once there are customers, so the empty page explains itself. */
export async function DashboardPreviewCard() {
  const t = await getTranslations("dashboard.preview");
  const items = [
    { key: "kpis", icon: Users },
    { key: "growth", icon: ChartColumn },
    { key: "recent", icon: History },
  ] as const;
  return (
    <section
      aria-labelledby="dashboard-preview-title"
      className="flex flex-col gap-4 rounded-xl border border-dashed bg-card/50 p-5 sm:p-6"
    >
      <div className="space-y-1">
        <h2 id="dashboard-preview-title" className="font-semibold">
          {t("title")}
        </h2>
        <p className="text-sm text-muted-foreground">{t("description")}</p>
      </div>
      <ul className="space-y-3">
        {items.map(({ key, icon: Icon }) => (
          <li key={key} className="flex items-center gap-3 text-sm">
            <span className="grid size-8 shrink-0 place-items-center rounded-lg bg-muted text-muted-foreground">
              <Icon className="size-4" aria-hidden />
            </span>
            {t(key)}
          </li>
        ))}
      </ul>
    </section>
  );
}
