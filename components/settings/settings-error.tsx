"use client";

import { RotateCw, TriangleAlert } from "lucide-react";
import { useRouter } from "next/navigation";
import { useTranslations } from "next-intl";
import { startTransition } from "react";
import { Button } from "@/components/ui/button";
import { BackButton } from "@/components/common/back-button";

/** A settings page whose data could not be loaded: what happened, try again, or back to /settings. */
export function SettingsError({ reset }: { reset: () => void }) {
  const t = useTranslations("settings.overview.loadError");
  const router = useRouter();
  // The failure was on the server: fetch the page's data again, then re-render the boundary.
  const retry = () =>
    startTransition(() => {
      router.refresh();
      reset();
    });
  return (
    <div className="mx-auto flex w-full max-w-4xl flex-col gap-6 px-4 py-6 sm:px-6 lg:px-8 lg:py-8">
      <section
        role="alert"
        className="flex flex-col items-center rounded-xl border border-destructive/30 bg-card px-6 py-16 text-center"
      >
        <span className="grid size-12 place-items-center rounded-xl bg-destructive/10 text-destructive">
          <TriangleAlert className="size-6" aria-hidden />
        </span>
        <h1 className="mt-4 text-lg font-semibold tracking-tight">{t("title")}</h1>
        <p className="mt-2 max-w-md text-sm text-muted-foreground">{t("text")}</p>
        <div className="mt-6 flex flex-wrap justify-center gap-2">
          <Button type="button" onClick={retry}>
            <RotateCw aria-hidden />
            {t("retry")}
          </Button>
          <BackButton href="/settings" label={t("back")} variant="outline" />
        </div>
      </section>
    </div>
  );
}
