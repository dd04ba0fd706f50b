"use client";

import { useEffect, useRef, type ReactNode } from "react";
import { cn } from "@/lib/utils";

/**
 * The screen's h1. When a form swaps itself for a result view (sent, updated, verified), the
 * heading takes focus so screen readers announce the new state instead of silence.
 */
export function AuthHeading({
  children,
  focusOnMount = false,
  className,
}: {
  children: ReactNode;
  focusOnMount?: boolean;
  className?: string;
}) {
  const ref = useRef<HTMLHeadingElement>(null);
  useEffect(() => {
    if (focusOnMount) ref.current?.focus();
  }, [focusOnMount]);
  return (
    <h1 ref={ref} tabIndex={-1} className={cn("text-2xl font-semibold tracking-tight outline-none", className)}>
      {children}
    </h1>
  );
}
