"use client";

import { Plus, Upload } from "lucide-react";
import { useTranslations } from "next-intl";
import type { ReactNode } from "react";
import { HeadingBlock } from "@/components/common/heading-block";
import { Button } from "@/components/ui/button";
import { cn } from "@/lib/utils";

type ListScreenLayoutProps = {
  header: ReactNode;
  sidebar: ReactNode;
  label: string;
  /** Set while a newer page loads over the one shown. */
  isBusy?: boolean;
  children: ReactNode;
  dialogs: ReactNode;
};

/**
 * The frame of a list screen (customers, templates, media, campaigns…): its header and cards, then
 * the sidebar (groups, folders, filters) beside the list section (`label`: its accessible name),
 * then the screen's dialogs. The list section's content is a ListScreenBody:
 *
 *   <ListScreenLayout
 *     header={<><ListScreenHeader title={t("title")} description={…} actionsLabel={…}>{buttons}</ListScreenHeader><StatCards /></>}
 *     sidebar={<CampaignsSidebar … />}
 *     label={t("title")}
 *     isBusy={list.isFetching}
 *     dialogs={<>{dialogs}</>}
 *   >
 *     <ListScreenBody screen={screen} query={list} table={table} … />
 *   </ListScreenLayout>
 */
export function ListScreenLayout({ header, sidebar, label, isBusy, children, dialogs }: ListScreenLayoutProps) {
  return (
    <div className="mx-auto flex w-full max-w-7xl flex-col gap-6 px-4 py-6 sm:px-6 lg:px-8 lg:py-8">
      {header}
      <div className="grid grid-cols-1 gap-6 lg:grid-cols-[14rem_1fr]">
        <aside className="min-w-0">{sidebar}</aside>
        <section aria-label={label} aria-busy={isBusy} className="flex min-w-0 flex-col gap-4">
          {children}
        </section>
      </div>
      {dialogs}
    </div>
  );
}

/**
 * The top of a list screen: its title (h1) and the line under it (a count, a subtitle), and the
 * screen's actions (a group named `actionsLabel`: import, export, add…) beside them from 640 px.
 */
export function ListScreenHeader({
  title,
  description,
  actionsLabel,
  actionsClassName,
  children,
}: {
  title: string;
  description: ReactNode;
  actionsLabel: string;
  /** How the actions wrap (default: a wrapping row). */
  actionsClassName?: string;
  children: ReactNode;
}) {
  return (
    <div className="flex flex-col gap-4 sm:flex-row sm:items-end sm:justify-between">
      <HeadingBlock
        level="page"
        title={title}
        description={description}
        className="min-w-0"
        descriptionClassName="tabular-nums"
      />
      <div role="group" aria-label={actionsLabel} className={cn("flex flex-wrap gap-2", actionsClassName)}>
        {children}
      </div>
    </div>
  );
}

/**
 * ListScreenHeader with a screen's usual actions: Import, then `children` (its export), then Add,
 * each of Import and Add only when given (the role may). Texts from `messages`: `title`,
 * `screen.subtitle` (with the count), `screen.actions.label`, `.import` and `.add`.
 */
export function ListScreenActionsHeader({
  messages,
  total,
  onImport,
  onAdd,
  addTestId,
  children,
}: {
  messages: string;
  total: number;
  /** Absent for roles that may not import. */
  onImport?: () => void;
  /** Absent for roles that may not create. */
  onAdd?: () => void;
  addTestId?: string;
  children: ReactNode;
}) {
  const t: (key: string, values?: { count: number }) => string = useTranslations(messages);
  return (
    <ListScreenHeader
      title={t("title")}
      description={t("screen.subtitle", { count: total })}
      actionsLabel={t("screen.actions.label")}
      actionsClassName="grid grid-cols-2 sm:flex"
    >
      {onImport && (
        <Button variant="outline" onClick={onImport}>
          <Upload aria-hidden />
          {t("screen.actions.import")}
        </Button>
      )}
      {children}
      {onAdd && (
        <Button onClick={onAdd} className={cn(onImport && "col-span-2")} data-testid={addTestId}>
          <Plus aria-hidden />
          {t("screen.actions.add")}
        </Button>
      )}
    </ListScreenHeader>
  );
}
