import type { Metadata } from "next";
import { getTranslations } from "next-intl/server";
import { PALETTE_SCREENS, type NavKey } from "@/components/shell/nav-items";
import { BackButton } from "@/components/common/back-button";

export type ComingSoonScreen = Exclude<NavKey, "dashboard">;

/** The `<title>` of a screen that later issues build: its name from the nav messages. */
export async function comingSoonMetadata(screen: ComingSoonScreen): Promise<Metadata> {
  const t = await getTranslations("nav");
  return { title: t(screen) };
}

/**
 * A screen later issues build, honestly empty: its name, what it will do, and that it is not
 * available yet. No sample data pretending to be real.
 */
export async function ComingSoon({ screen }: { screen: ComingSoonScreen }) {
  const [t, nav] = await Promise.all([getTranslations("comingSoon"), getTranslations("nav")]);
  const Icon = PALETTE_SCREENS.find((item) => item.key === screen)?.icon;
  return (
    <div className="mx-auto flex w-full max-w-7xl flex-col gap-6 px-4 py-6 sm:px-6 lg:px-8 lg:py-8">
      <h1 className="text-2xl font-semibold tracking-tight">{nav(screen)}</h1>
      <section
        aria-labelledby="coming-soon-title"
        className="flex flex-col items-center rounded-xl border border-dashed bg-card/50 px-6 py-16 text-center sm:py-20"
      >
        {Icon && (
          <span className="grid size-12 place-items-center rounded-xl bg-primary/10 text-primary">
            <Icon className="size-6" aria-hidden />
          </span>
        )}
        <span className="mt-5 rounded-full border px-2.5 py-0.5 text-xs font-medium text-muted-foreground">
          {t("badge")}
        </span>
        <h2 id="coming-soon-title" className="mt-3 text-lg font-semibold tracking-tight text-balance">
          {t("title")}
        </h2>
        <p className="mt-2 max-w-md text-sm text-pretty text-muted-foreground">
          {t(`descriptions.${screen}`)} {t("text")}
        </p>
        <BackButton href="/dashboard" label={t("back")} variant="outline" size="sm" className="mt-6" />
      </section>
    </div>
  );
}
