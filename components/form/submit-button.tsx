"use client";

import { Loader2 } from "lucide-react";
import { useFormContext } from "react-hook-form";
import { Button } from "@/components/ui/button";
import { cn } from "@/lib/utils";

/**
 * A full-width submit that is disabled and says what it is doing while the request runs. Inside a
 * KitForm it knows that by itself (react-hook-form's isSubmitting); `isSubmitting` adds to it
 * (e.g. a form that stays busy while the browser leaves the page).
 */
export function SubmitButton({
  isSubmitting = false,
  label,
  submittingLabel,
  disabled = false,
  className,
}: {
  isSubmitting?: boolean;
  label: string;
  submittingLabel: string;
  disabled?: boolean;
  className?: string;
}) {
  // null outside a FormProvider (the forms not on the kit pass isSubmitting themselves).
  const form = useFormContext() as ReturnType<typeof useFormContext> | null;
  const isBusy = isSubmitting || (form?.formState.isSubmitting ?? false);
  return (
    <Button type="submit" size="lg" className={cn("w-full", className)} disabled={disabled || isBusy}>
      {isBusy && <Loader2 className="animate-spin motion-reduce:animate-none" aria-hidden />}
      {isBusy ? submittingLabel : label}
    </Button>
  );
}
