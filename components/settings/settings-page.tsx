import { ArrowLeft } from "lucide-react";
import Link from "next/link";
import { getTranslations } from "next-intl/server";
import { Button } from "@/components/ui/button";

/**
 * The frame of every settings sub-page (spec 02 §2: a back button to /settings): back link,
 * title, one-line description, then the page's sections stacked with one gap.
 */
export async function SettingsPage({
  title,
  description,
  actions,
  back,
  children,
}: {
  title: string;
  description?: string;
  /** Buttons at the right of the title (e.g. a save button). */
  actions?: React.ReactNode;
  /** Where the back button goes, for a page below a settings page (default: /settings). */
  back?: { href: string; label: string };
  children: React.ReactNode;
}) {
  const t = await getTranslations("settings");
  return (
    <div className="mx-auto flex w-full max-w-4xl flex-col gap-6 px-4 py-6 sm:px-6 lg:px-8 lg:py-8">
      <div className="flex flex-col gap-3">
        <Button asChild variant="ghost" size="sm" className="-ml-2 w-fit text-muted-foreground">
          <Link href={back?.href ?? "/settings"}>
            <ArrowLeft aria-hidden />
            {back?.label ?? t("back")}
          </Link>
        </Button>
        <div className="flex flex-col gap-3 sm:flex-row sm:items-end sm:justify-between">
          <div className="flex flex-col gap-1">
            <h1 className="text-2xl font-semibold tracking-tight">{title}</h1>
            {description && <p className="text-sm text-muted-foreground">{description}</p>}
          </div>
          {actions && <div className="flex gap-2">{actions}</div>}
        </div>
      </div>
      {children}
    </div>
  );
}

/** One titled card of a settings page. */
export function SettingsSection({
  title,
  description,
  id,
  children,
  footer,
  tone = "default",
}: {
  title: string;
  description?: string;
  id?: string;
  children: React.ReactNode;
  footer?: React.ReactNode;
  tone?: "default" | "danger";
}) {
  const headingId = id ? `${id}-title` : undefined;
  return (
    <section
      id={id}
      aria-labelledby={headingId}
      className={tone === "danger" ? "rounded-xl border border-destructive/40 bg-card" : "rounded-xl border bg-card"}
    >
      <div className="flex flex-col gap-1 border-b px-5 py-4">
        <h2 id={headingId} className="text-base font-semibold tracking-tight">
          {title}
        </h2>
        {description && <p className="text-sm text-muted-foreground">{description}</p>}
      </div>
      <div className="flex flex-col gap-4 px-5 py-5">{children}</div>
      {footer && <div className="flex justify-end gap-2 border-t px-5 py-3">{footer}</div>}
    </section>
  );
}
