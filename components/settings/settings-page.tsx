import { getTranslations } from "next-intl/server";
import { HeadingBlock } from "@/components/common/heading-block";
import { BackButton } from "@/components/common/back-button";

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
        <BackButton
          href={back?.href ?? "/settings"}
          label={back?.label ?? t("back")}
          variant="ghost"
          size="sm"
          className="-ml-2 w-fit text-muted-foreground"
        />
        <div className="flex flex-col gap-3 sm:flex-row sm:items-end sm:justify-between">
          <HeadingBlock level="page" title={title} description={description} />
          {actions && <div className="flex gap-2">{actions}</div>}
        </div>
      </div>
      {children}
    </div>
  );
}

/**
 * One titled card of a settings page. `action` puts a button at the right of its header (beside the
 * title from 640 px, under it on a phone).
 */
export function SettingsSection({
  title,
  description,
  id,
  action,
  children,
  footer,
  tone = "default",
  "data-testid": testId,
}: {
  title: string;
  description?: string;
  id?: string;
  action?: React.ReactNode;
  children: React.ReactNode;
  footer?: React.ReactNode;
  tone?: "default" | "danger";
  "data-testid"?: string;
}) {
  const headingId = id ? `${id}-title` : undefined;
  return (
    <section
      id={id}
      aria-labelledby={headingId}
      className={tone === "danger" ? "rounded-xl border border-destructive/40 bg-card" : "rounded-xl border bg-card"}
      data-testid={testId}
    >
      {action ? (
        <div className="flex flex-col gap-3 border-b px-5 py-4 sm:flex-row sm:items-center sm:justify-between">
          <HeadingBlock level="section" id={headingId} title={title} description={description} className="min-w-0" />
          {action}
        </div>
      ) : (
        <HeadingBlock
          level="section"
          id={headingId}
          title={title}
          description={description}
          className="border-b px-5 py-4"
        />
      )}
      <div className="flex flex-col gap-4 px-5 py-5">{children}</div>
      {footer && <div className="flex justify-end gap-2 border-t px-5 py-3">{footer}</div>}
    </section>
  );
}
