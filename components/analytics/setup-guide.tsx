import { ArrowRight, Megaphone, MessageCircle, Share2 } from "lucide-react";
import Link from "next/link";
import { useTranslations } from "next-intl";
import { Card } from "@/components/ui/card";

// An empty company's analytics: what fills each panel and where to start, instead of zeros that
// pretend to be data.

export function SetupGuide({ setup }: { setup: { channels: number; socialAccounts: number; campaigns: number } }) {
  const t = useTranslations("analytics.setup");
  const steps = [
    { key: "channel", icon: MessageCircle, href: "/settings/channels", done: setup.channels > 0 },
    { key: "social", icon: Share2, href: "/settings/channels", done: setup.socialAccounts > 0 },
    { key: "campaign", icon: Megaphone, href: "/campaigns", done: setup.campaigns > 0 },
  ] as const;
  return (
    <Card className="gap-4 p-4 sm:p-5">
      <div>
        <h2 className="text-sm font-semibold">{t("title")}</h2>
        <p className="mt-0.5 text-sm text-muted-foreground">{t("description")}</p>
      </div>
      <ul className="grid gap-3 sm:grid-cols-3">
        {steps.map(({ key, icon: Icon, href, done }) => (
          <li key={key}>
            <Link
              href={href}
              className="group flex h-full flex-col gap-2 rounded-lg border p-3 transition-colors hover:bg-accent focus-visible:ring-2 focus-visible:ring-ring focus-visible:outline-none"
            >
              <span className="flex items-center gap-2 text-sm font-medium">
                <Icon className="size-4 text-primary" aria-hidden />
                {t(`${key}.title`)}
                {done && <span className="ml-auto text-xs font-normal text-muted-foreground">{t("done")}</span>}
              </span>
              <span className="text-xs text-muted-foreground">{t(`${key}.text`)}</span>
              <span className="mt-auto inline-flex items-center gap-1 text-xs font-medium text-primary">
                {t(`${key}.action`)}
                <ArrowRight className="size-3 transition-transform group-hover:translate-x-0.5" aria-hidden />
              </span>
            </Link>
          </li>
        ))}
      </ul>
    </Card>
  );
}
