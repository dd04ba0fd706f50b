"use client";

import { RotateCw, TriangleAlert } from "lucide-react";
import { useRouter } from "next/navigation";
import { useTranslations } from "next-intl";
import { Component, useTransition, type ReactNode } from "react";
import { Button } from "@/components/ui/button";
import { cn } from "@/lib/utils";

type BoundaryProps = { children: ReactNode; fallback: (reset: () => void) => ReactNode };
type BoundaryState = { hasError: boolean };

// React still needs a class for an error boundary.
class Boundary extends Component<BoundaryProps, BoundaryState> {
  state: BoundaryState = { hasError: false };

  static getDerivedStateFromError(): BoundaryState {
    return { hasError: true };
  }

  reset = () => this.setState({ hasError: false });

  render() {
    return this.state.hasError ? this.props.fallback(this.reset) : this.props.children;
  }
}

function CardError({ className, reset }: { className?: string; reset: () => void }) {
  const t = useTranslations("dashboard.error");
  const router = useRouter();
  const [isRetrying, startTransition] = useTransition();

  // Refetch the server components, then render the children again with what came back.
  function retry() {
    startTransition(() => {
      router.refresh();
      reset();
    });
  }

  return (
    <div
      role="alert"
      className={cn(
        "flex flex-col items-center justify-center gap-3 rounded-xl border border-dashed bg-card px-6 py-4 text-center",
        className,
      )}
    >
      <span className="grid size-8 shrink-0 place-items-center rounded-full bg-destructive/10 text-destructive">
        <TriangleAlert className="size-4" aria-hidden />
      </span>
      <div className="space-y-0.5">
        <p className="text-sm font-medium">{t("title")}</p>
        <p className="text-sm text-muted-foreground">{t("description")}</p>
      </div>
      <Button type="button" variant="outline" size="sm" onClick={retry} disabled={isRetrying}>
        <RotateCw className={cn(isRetrying && "animate-spin motion-reduce:animate-none")} aria-hidden />
        {t("retry")}
      </Button>
    </div>
  );
}

/** A card's error state in place of the card, the same size, with a retry that refetches it. */
export function CardErrorBoundary({ children, className }: { children: ReactNode; className?: string }) {
  return <Boundary fallback={(reset) => <CardError className={className} reset={reset} />}>{children}</Boundary>;
}
