import { useTranslations } from "next-intl";
import { Skeleton } from "@/components/ui/skeleton";

/** A settings page while it loads: the back link, the title and two section cards in outline. */
export function SettingsSkeleton() {
  const t = useTranslations("common");
  return (
    <div
      role="status"
      aria-live="polite"
      className="mx-auto flex w-full max-w-4xl flex-col gap-6 px-4 py-6 sm:px-6 lg:px-8 lg:py-8"
    >
      <span className="sr-only">{t("loading")}</span>
      <div className="flex flex-col gap-3">
        <Skeleton className="h-8 w-32" />
        <Skeleton className="h-7 w-48" />
        <Skeleton className="h-4 w-72 max-w-full" />
      </div>
      {[0, 1].map((card) => (
        <div key={card} className="flex flex-col gap-4 rounded-xl border bg-card p-5">
          <Skeleton className="h-5 w-40" />
          <Skeleton className="h-4 w-64 max-w-full" />
          <div className="grid gap-4 sm:grid-cols-2">
            <Skeleton className="h-9" />
            <Skeleton className="h-9" />
            <Skeleton className="h-9" />
            <Skeleton className="h-9" />
          </div>
        </div>
      ))}
    </div>
  );
}
