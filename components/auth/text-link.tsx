import Link from "next/link";
import type { ComponentProps, ReactNode } from "react";
import { cn } from "@/lib/utils";

/** An inline link in the accent colour, with the same focus ring as the controls. */
export function TextLink({ className, ...props }: ComponentProps<typeof Link>) {
  return (
    <Link
      className={cn(
        "rounded-sm font-medium text-primary underline-offset-4 outline-none hover:underline focus-visible:ring-[3px] focus-visible:ring-ring/50",
        className,
      )}
      {...props}
    />
  );
}

/** The `<terms>` and `<privacy>` tags of a rich message: the legal pages, in a new tab. */
export const legalLinks = {
  terms: (chunks: ReactNode) => (
    <TextLink href="/terms" target="_blank">
      {chunks}
    </TextLink>
  ),
  privacy: (chunks: ReactNode) => (
    <TextLink href="/privacy" target="_blank">
      {chunks}
    </TextLink>
  ),
};
