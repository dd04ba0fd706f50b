import { Loader2 } from "lucide-react";
import { Button } from "@/components/ui/button";
import { cn } from "@/lib/utils";

/** A full-width submit that is disabled and says what it is doing while the request runs. */
export function SubmitButton({
  isSubmitting,
  label,
  submittingLabel,
  disabled = false,
  className,
}: {
  isSubmitting: boolean;
  label: string;
  submittingLabel: string;
  disabled?: boolean;
  className?: string;
}) {
  return (
    <Button type="submit" size="lg" className={cn("w-full", className)} disabled={disabled || isSubmitting}>
      {isSubmitting && <Loader2 className="animate-spin motion-reduce:animate-none" aria-hidden />}
      {isSubmitting ? submittingLabel : label}
    </Button>
  );
}
