"use client";

import { useTranslations } from "next-intl";
import { useEffect, useRef, useState } from "react";
import { Button } from "@/components/ui/button";
import { Tooltip, TooltipContent, TooltipTrigger } from "@/components/ui/tooltip";

/**
 * Google sign-in/up: present (spec 01 §1) but not wired, so it is disabled and says so. A disabled
 * button gets no pointer or focus events, so the tooltip hangs on a focusable wrapper instead.
 */
export function GoogleButton({ mode }: { mode: "signIn" | "signUp" }) {
  const t = useTranslations("auth.google");
  const triggerRef = useRef<HTMLSpanElement>(null);
  const [isOpen, setIsOpen] = useState(false);

  // A pointer that came to rest on the button before hydration sends no further pointermove, so
  // Radix would never open; check once after mounting.
  useEffect(() => {
    const frame = window.requestAnimationFrame(() => {
      if (triggerRef.current?.matches(":hover")) setIsOpen(true);
    });
    return () => window.cancelAnimationFrame(frame);
  }, []);

  return (
    <Tooltip open={isOpen} onOpenChange={setIsOpen}>
      <TooltipTrigger asChild>
        <span
          ref={triggerRef}
          tabIndex={0}
          className="block w-full cursor-not-allowed rounded-md outline-none focus-visible:ring-[3px] focus-visible:ring-ring/50"
        >
          <Button type="button" variant="outline" size="lg" className="w-full" disabled>
            <GoogleLogo />
            {t(mode)}
          </Button>
        </span>
      </TooltipTrigger>
      <TooltipContent side="top" sideOffset={6}>
        {t("unavailable")}
      </TooltipContent>
    </Tooltip>
  );
}

function GoogleLogo() {
  return (
    <svg viewBox="0 0 24 24" aria-hidden className="size-4">
      <path
        fill="#4285F4"
        d="M22.56 12.25c0-.78-.07-1.53-.2-2.25H12v4.26h5.92a5.06 5.06 0 0 1-2.2 3.32v2.77h3.57c2.08-1.92 3.27-4.74 3.27-8.1Z"
      />
      <path
        fill="#34A853"
        d="M12 23c2.97 0 5.46-.98 7.28-2.66l-3.57-2.77c-.98.66-2.23 1.06-3.71 1.06-2.86 0-5.29-1.93-6.16-4.53H2.18v2.84A11 11 0 0 0 12 23Z"
      />
      <path
        fill="#FBBC05"
        d="M5.84 14.1A6.6 6.6 0 0 1 5.5 12c0-.73.13-1.44.34-2.1V7.06H2.18A11 11 0 0 0 1 12c0 1.78.43 3.45 1.18 4.94l3.66-2.84Z"
      />
      <path
        fill="#EA4335"
        d="M12 5.38c1.62 0 3.06.56 4.21 1.64l3.15-3.15C17.45 2.09 14.97 1 12 1 7.7 1 3.99 3.47 2.18 7.06l3.66 2.84C6.71 7.3 9.14 5.38 12 5.38Z"
      />
    </svg>
  );
}
