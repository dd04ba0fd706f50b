import { cn } from "@/lib/utils";

/** Kanal's mark (the same drawing as app/icon.svg), in the theme's accent. Decorative: the name sits beside it. */
export function BrandMark({ className }: { className?: string }) {
  return (
    <svg viewBox="0 0 32 32" aria-hidden className={cn("size-7 shrink-0", className)}>
      <rect width="32" height="32" rx="8" className="fill-primary" />
      <path
        d="M11 8v16M11 16l9-8M13.5 14l7.5 10"
        className="stroke-primary-foreground"
        strokeWidth="3"
        strokeLinecap="round"
        strokeLinejoin="round"
        fill="none"
      />
    </svg>
  );
}
