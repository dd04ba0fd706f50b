import Link from "next/link";
import type { ReactNode } from "react";
import { AuthHeading } from "@/components/auth/auth-heading";
import { Button } from "@/components/ui/button";
import { cn } from "@/lib/utils";

const TONES = {
  success: "bg-success/10 text-success",
  error: "bg-destructive/10 text-destructive",
  info: "bg-primary/10 text-primary",
} as const;

/**
 * A result in place of a form: an icon, a title, a few lines and the way on (sent, updated, invalid
 * link): `link` is the full-width button to the next page, `actions` anything under it.
 */
export function StatusView({
  tone,
  icon,
  title,
  children,
  link,
  actions,
  focusOnMount = false,
}: {
  tone: keyof typeof TONES;
  icon: ReactNode;
  title: ReactNode;
  children?: ReactNode;
  /** `replace`: the page left behind is not kept in the history (a used link). */
  link?: { href: string; label: string; replace?: boolean };
  actions?: ReactNode;
  focusOnMount?: boolean;
}) {
  return (
    <div className="flex flex-col items-center text-center">
      <span className={cn("mb-6 grid size-12 place-items-center rounded-full [&_svg]:size-6", TONES[tone])}>
        {icon}
      </span>
      <AuthHeading focusOnMount={focusOnMount}>{title}</AuthHeading>
      {children && <div className="mt-3 flex flex-col gap-2 text-sm text-pretty text-muted-foreground">{children}</div>}
      {(link || actions) && (
        <div className="mt-8 flex w-full flex-col gap-3">
          {link && (
            <Button asChild size="lg" className="w-full">
              <Link href={link.href} replace={link.replace}>
                {link.label}
              </Link>
            </Button>
          )}
          {actions}
        </div>
      )}
    </div>
  );
}
