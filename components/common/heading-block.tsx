import type { ReactNode } from "react";
import { cn } from "@/lib/utils";

/**
 * The three heading sizes of the app's screens: a page's title (h1), a card's (h2), and a row's
 * inside a card (h3, e.g. "Export my data" beside its button).
 */
const LEVELS = {
  page: { tag: "h1", className: "text-2xl font-semibold tracking-tight" },
  section: { tag: "h2", className: "text-base font-semibold tracking-tight" },
  item: { tag: "h3", className: "text-sm font-medium" },
} as const;

/**
 * A heading and its one-line description under it: the same block at the top of every page, card
 * and settings row, so they all keep one size and spacing. `className` adds to the block (its
 * width, gap), `titleClassName` to the heading.
 */
export function HeadingBlock({
  level,
  id,
  title,
  description,
  className,
  titleClassName,
  descriptionClassName,
}: {
  level: keyof typeof LEVELS;
  /** The heading's id, for the aria-labelledby of its section. */
  id?: string;
  title: ReactNode;
  description?: ReactNode;
  className?: string;
  titleClassName?: string;
  descriptionClassName?: string;
}) {
  const { tag: Heading, className: titleClass } = LEVELS[level];
  return (
    <div className={cn("flex flex-col gap-1", className)}>
      <Heading id={id} className={cn(titleClass, titleClassName)}>
        {title}
      </Heading>
      {description && <p className={cn("text-sm text-muted-foreground", descriptionClassName)}>{description}</p>}
    </div>
  );
}
