import { CircleAlert } from "lucide-react";
import type { ReactNode } from "react";

/** The red box for an error that belongs to the whole form (wrong credentials, too many tries, …). */
export function FormAlert({ children }: { children: ReactNode }) {
  return (
    <div
      role="alert"
      className="flex items-start gap-2.5 rounded-lg border border-destructive/30 bg-destructive/10 px-3 py-2.5 text-sm text-destructive"
    >
      <CircleAlert className="mt-0.5 size-4 shrink-0" aria-hidden />
      <p className="min-w-0 break-words">{children}</p>
    </div>
  );
}
