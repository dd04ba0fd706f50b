import type { ReactNode } from "react";
import { AuthHeading } from "@/components/auth/auth-heading";
import { cn } from "@/lib/utils";

const TONES = {
  success: "bg-success/10 text-success",
  error: "bg-destructive/10 text-destructive",
  info: "bg-primary/10 text-primary",
} as const;

/** A result in place of a form: an icon, a title, a few lines and the way on (sent, updated, invalid link). */
export function StatusView({
  tone,
  icon,
  title,
  children,
  actions,
  focusOnMount = false,
}: {
  tone: keyof typeof TONES;
  icon: ReactNode;
  title: ReactNode;
  children?: ReactNode;
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
      {actions && <div className="mt-8 flex w-full flex-col gap-3">{actions}</div>}
    </div>
  );
}
