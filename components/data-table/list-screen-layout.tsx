import type { ReactNode } from "react";

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
 * The frame of a list screen (customers, media): its header and cards, then the sidebar (groups,
 * folders) beside the list section (`label`: its accessible name), then the screen's dialogs.
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
