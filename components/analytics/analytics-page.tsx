import type { LucideIcon } from "lucide-react";
import Link from "next/link";
import type { ReactNode } from "react";
import { HeadingBlock } from "@/components/common/heading-block";
import { Button } from "@/components/ui/button";

/**
 * The frame of /analytics and /boosted: the page's width and padding, its title and description,
 * and its filters (`controls`: under the title, at its right from 1024 px).
 */
export function AnalyticsPage({
  title,
  description,
  controls,
  children,
}: {
  title: string;
  description: string;
  controls?: ReactNode;
  children: ReactNode;
}) {
  return (
    <div className="mx-auto flex w-full max-w-7xl flex-col gap-5 px-4 py-6 sm:px-6 lg:px-8 lg:py-8">
      <header className="flex flex-col gap-4 lg:flex-row lg:items-end lg:justify-between">
        <HeadingBlock level="page" title={title} description={description} className="min-w-0 lg:min-w-64 lg:flex-1" />
        {controls}
      </header>
      {children}
    </div>
  );
}

/**
 * An analytics view with nothing to show yet (no boosted post, no social account): its icon, what
 * is missing, and a button to the page that fixes it.
 */
export function AnalyticsEmptyPanel({
  icon: Icon,
  title,
  text,
  action,
  href,
}: {
  icon: LucideIcon;
  title: string;
  text: string;
  action: string;
  href: string;
}) {
  return (
    <section className="flex flex-col items-center rounded-xl border border-dashed bg-card/50 px-6 py-14 text-center">
      <span className="grid size-12 place-items-center rounded-xl bg-primary/10 text-primary">
        <Icon className="size-6" aria-hidden />
      </span>
      <h2 className="mt-4 text-base font-semibold">{title}</h2>
      <p className="mt-1.5 max-w-md text-sm text-muted-foreground">{text}</p>
      <Button asChild className="mt-5">
        <Link href={href}>{action}</Link>
      </Button>
    </section>
  );
}
