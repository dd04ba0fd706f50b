import { getTranslations } from "next-intl/server";
import { SettingsPage } from "@/components/settings/settings-page";
import { settingsCard, type SettingsCardKey } from "@/components/settings/settings-cards";

/**
 * A settings page a later issue builds, honestly empty: the shell's coming-soon state (badge,
 * title, what the page will do) inside the settings frame, so the back button leads to /settings.
 */
export async function SettingsComingSoon({ page }: { page: SettingsCardKey }) {
  const [t, soon] = await Promise.all([getTranslations("settings.overview"), getTranslations("comingSoon")]);
  const { icon: Icon } = settingsCard(page);
  return (
    <SettingsPage title={t(`cards.${page}.title`)} description={t(`cards.${page}.description`)}>
      <section
        aria-labelledby="coming-soon-title"
        className="flex flex-col items-center rounded-xl border border-dashed bg-card/50 px-6 py-16 text-center sm:py-20"
      >
        <span className="grid size-12 place-items-center rounded-xl bg-primary/10 text-primary">
          <Icon className="size-6" aria-hidden />
        </span>
        <span className="mt-5 rounded-full border px-2.5 py-0.5 text-xs font-medium text-muted-foreground">
          {soon("badge")}
        </span>
        <h2 id="coming-soon-title" className="mt-3 text-lg font-semibold tracking-tight text-balance">
          {soon("title")}
        </h2>
        <p className="mt-2 max-w-md text-sm text-pretty text-muted-foreground">
          {t(`comingSoon.${page}`)} {soon("text")}
        </p>
      </section>
    </SettingsPage>
  );
}
