import { ArrowLeft } from "lucide-react";
import Link from "next/link";
import type { ComponentProps } from "react";
import { Button } from "@/components/ui/button";

/**
 * A link back to where the reader came from (a settings page to /settings, a placeholder screen
 * to the dashboard), drawn as a button with a left arrow.
 */
export function BackButton({
  href,
  label,
  variant,
  size,
  className,
}: {
  href: string;
  label: string;
  variant: ComponentProps<typeof Button>["variant"];
  size?: ComponentProps<typeof Button>["size"];
  className?: string;
}) {
  return (
    <Button asChild variant={variant} size={size} className={className}>
      <Link href={href}>
        <ArrowLeft aria-hidden />
        {label}
      </Link>
    </Button>
  );
}
