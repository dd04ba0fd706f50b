import type { ReactNode } from "react";
import { Label } from "@/components/ui/label";
import { cn } from "@/lib/utils";

export const errorId = (id: string) => `${id}-error`;
/** The id of a field's `hint`: pass it to `registerInput` / `fieldAria` so the control is described by it. */
export const hintId = (id: string) => `${id}-hint`;

/** aria-invalid and aria-describedby for an input whose error (and optional hint) sit below it. */
export function fieldAria(id: string, error: string | undefined, hintId?: string) {
  const describedBy = [error ? errorId(id) : null, hintId].filter(Boolean).join(" ");
  return { "aria-invalid": error ? true : undefined, "aria-describedby": describedBy || undefined };
}

/** A control's error under it, announced when it appears; its id is what `fieldAria` points the control at. */
export function FieldError({ id, error }: { id: string; error: string | null | undefined }) {
  if (!error) return null;
  return (
    <p id={errorId(id)} role="alert" className="text-sm text-destructive">
      {error}
    </p>
  );
}

/** A label, its control, and the control's error (announced when it appears). */
export function Field({
  id,
  label,
  required = false,
  optionalLabel,
  error,
  labelAside,
  children,
  hint,
  below,
  className,
}: {
  id: string;
  label: ReactNode;
  required?: boolean;
  /** Shown muted after the label of an optional field. */
  optionalLabel?: string;
  error?: string;
  /** Something on the label's line, right-aligned (e.g. "Forgot password"). */
  labelAside?: ReactNode;
  children: ReactNode;
  /** A short muted line under the control (id `hintId(id)`): what to type, what blank means. */
  hint?: ReactNode;
  /** Shown under the error (e.g. the password checklist), so the error stays next to its input. */
  below?: ReactNode;
  className?: string;
}) {
  return (
    <div className={cn("flex flex-col gap-2", className)}>
      <div className="flex min-h-4 items-center justify-between gap-2">
        <Label htmlFor={id} className={cn(required && "after:-ml-1.5 after:text-destructive after:content-['*'_/_'']")}>
          {label}
          {optionalLabel && <span className="font-normal text-muted-foreground">{optionalLabel}</span>}
        </Label>
        {labelAside}
      </div>
      {children}
      <FieldError id={id} error={error} />
      {hint && (
        <p id={hintId(id)} className="text-xs text-muted-foreground">
          {hint}
        </p>
      )}
      {below}
    </div>
  );
}
