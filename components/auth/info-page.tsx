import { getTranslations } from "next-intl/server";
import { AuthCard } from "@/components/auth/auth-card";
import { TextLink } from "@/components/auth/text-link";

/** The pages behind the sign-in footer (privacy, terms, help): a title, an intro and short sections. */
export async function InfoPage({
  page,
  sections,
}: {
  page: "privacy" | "terms" | "help";
  sections: readonly string[];
}) {
  const t = await getTranslations(`info.${page}`);
  const common = await getTranslations("info");
  return (
    <AuthCard className="max-w-2xl">
      <article className="flex flex-col gap-6">
        <header className="flex flex-col gap-2">
          <h1 className="text-2xl font-semibold tracking-tight">{t("title")}</h1>
          <p className="text-sm text-muted-foreground">{t("intro")}</p>
        </header>
        {sections.map((section) => (
          <section key={section} className="flex flex-col gap-1.5">
            <h2 className="text-sm font-semibold">{t(`${section}.title`)}</h2>
            <p className="text-sm leading-relaxed text-muted-foreground">{t(`${section}.text`)}</p>
          </section>
        ))}
        <TextLink href="/auth/login" className="self-start text-sm">
          {common("backToLogin")}
        </TextLink>
      </article>
    </AuthCard>
  );
}
