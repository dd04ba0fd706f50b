import type { ReactNode } from "react";
import { AuthHeading } from "@/components/auth/auth-heading";
import { cn } from "@/lib/utils";

/** The card every auth screen sits in. On phones it drops its frame so the form gets the full width. */
export function AuthCard({ children, className }: { children: ReactNode; className?: string }) {
  return (
    <div
      className={cn(
        "w-full max-w-md sm:rounded-2xl sm:border sm:bg-card sm:p-8 sm:text-card-foreground sm:shadow-sm",
        className,
      )}
    >
      {children}
    </div>
  );
}

/** Title and one line of context at the top of a form. */
export function AuthHeader({
  title,
  description,
  icon,
  focusOnMount,
}: {
  title: ReactNode;
  description?: ReactNode;
  icon?: ReactNode;
  focusOnMount?: boolean;
}) {
  return (
    <div className="mb-8 flex flex-col gap-2">
      {icon && (
        <span className="mb-2 grid size-10 place-items-center rounded-xl bg-primary/10 text-primary [&_svg]:size-5">
          {icon}
        </span>
      )}
      <AuthHeading focusOnMount={focusOnMount}>{title}</AuthHeading>
      {description && <p className="text-sm text-muted-foreground">{description}</p>}
    </div>
  );
}

/** "No account yet? Sign up" under a form. */
export function AuthFooterNote({ children }: { children: ReactNode }) {
  return <p className="mt-8 text-center text-sm text-muted-foreground">{children}</p>;
}
