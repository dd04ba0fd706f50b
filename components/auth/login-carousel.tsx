"use client";

import { ChartColumn, Check, Inbox, Megaphone, Users, type LucideIcon } from "lucide-react";
import { useTranslations } from "next-intl";
import { useEffect, useId, useState, useSyncExternalStore, type FocusEvent, type ReactNode } from "react";
import {
  AnalyticsPreview,
  CampaignsPreview,
  CustomersPreview,
  InboxPreview,
} from "@/components/auth/carousel-previews";
import { StepButtons } from "@/components/common/step-buttons";
import { LOGIN_CAROUSEL_INTERVAL_MS } from "@/lib/constants";
import { cn } from "@/lib/utils";

type SlideId = "inbox" | "customers" | "campaigns" | "analytics";

const SLIDES: { id: SlideId; icon: LucideIcon; preview: () => ReactNode }[] = [
  { id: "inbox", icon: Inbox, preview: () => <InboxPreview /> },
  { id: "customers", icon: Users, preview: () => <CustomersPreview /> },
  { id: "campaigns", icon: Megaphone, preview: () => <CampaignsPreview /> },
  { id: "analytics", icon: ChartColumn, preview: () => <AnalyticsPreview /> },
];

const REDUCED_MOTION = "(prefers-reduced-motion: reduce)";

function subscribeReducedMotion(onChange: () => void) {
  const query = window.matchMedia(REDUCED_MOTION);
  query.addEventListener("change", onChange);
  return () => query.removeEventListener("change", onChange);
}

/**
 * True when the visitor asked for less motion, in the system or in Kanal's appearance settings
 * (the root layout puts data-motion="reduced" on <html>, from a cookie on signed-out pages).
 * The server assumes so, so nothing moves before hydration.
 */
function usePrefersReducedMotion(): boolean {
  return useSyncExternalStore(
    subscribeReducedMotion,
    () => window.matchMedia(REDUCED_MOTION).matches || document.documentElement.dataset.motion === "reduced",
    () => true,
  );
}

/**
 * The login page's four slides about Kanal (spec 01 §2): a new one every 5 s, arrows and dots.
 * It waits while the pointer or focus is on it, and stays put for prefers-reduced-motion.
 * All slides share one grid cell, so the panel is as tall as the tallest and never jumps.
 */
export function LoginCarousel({ className }: { className?: string }) {
  const t = useTranslations("auth.carousel");
  const [index, setIndex] = useState(0);
  const [isHovered, setIsHovered] = useState(false);
  const [isFocused, setIsFocused] = useState(false);
  const prefersReducedMotion = usePrefersReducedMotion();
  const isRotating = !isHovered && !isFocused && !prefersReducedMotion;
  const slidesId = useId();
  const count = SLIDES.length;

  // Keyed on the index too: moving by hand restarts the full interval for the new slide.
  useEffect(() => {
    if (!isRotating) return;
    const timer = window.setTimeout(() => setIndex((current) => (current + 1) % count), LOGIN_CAROUSEL_INTERVAL_MS);
    return () => window.clearTimeout(timer);
  }, [index, isRotating, count]);

  const go = (next: number) => setIndex((next + count) % count);
  const onBlur = (event: FocusEvent<HTMLElement>) => {
    if (!event.currentTarget.contains(event.relatedTarget)) setIsFocused(false);
  };

  return (
    <section
      aria-roledescription="carousel"
      aria-label={t("label")}
      onMouseEnter={() => setIsHovered(true)}
      onMouseLeave={() => setIsHovered(false)}
      onFocus={() => setIsFocused(true)}
      onBlur={onBlur}
      className={cn(
        "relative isolate flex-col justify-between gap-10 overflow-hidden border-r bg-muted/40 p-10",
        className,
      )}
    >
      <div
        aria-hidden
        className="absolute inset-0 -z-10 bg-[radial-gradient(ellipse_80%_60%_at_0%_0%,color-mix(in_oklch,var(--primary)_14%,transparent),transparent_70%)]"
      />
      <div id={slidesId} aria-live={isRotating ? "off" : "polite"} className="grid">
        {SLIDES.map((slide, slideIndex) => {
          const isActive = slideIndex === index;
          const Icon = slide.icon;
          return (
            <div
              key={slide.id}
              role="group"
              aria-roledescription="slide"
              aria-label={t("position", { number: slideIndex + 1, total: count })}
              aria-hidden={!isActive}
              inert={!isActive}
              className={cn(
                "col-start-1 row-start-1 flex flex-col gap-8 transition-opacity duration-500 motion-reduce:transition-none",
                isActive ? "opacity-100" : "pointer-events-none opacity-0",
              )}
            >
              <div aria-hidden>{slide.preview()}</div>
              <div className="flex flex-col gap-3">
                <span className="grid size-10 place-items-center rounded-xl bg-primary/10 text-primary">
                  <Icon className="size-5" aria-hidden />
                </span>
                <h2 className="text-2xl font-semibold tracking-tight text-balance">{t(`slides.${slide.id}.title`)}</h2>
                <p className="text-sm text-pretty text-muted-foreground">{t(`slides.${slide.id}.description`)}</p>
                <ul className="mt-1 flex flex-col gap-2 text-sm">
                  {(["point1", "point2", "point3"] as const).map((point) => (
                    <li key={point} className="flex items-start gap-2">
                      <Check className="mt-0.5 size-4 shrink-0 text-primary" aria-hidden />
                      {t(`slides.${slide.id}.${point}`)}
                    </li>
                  ))}
                </ul>
              </div>
            </div>
          );
        })}
      </div>

      <div className="flex items-center justify-between gap-4">
        <div className="flex items-center gap-1.5">
          {SLIDES.map((slide, slideIndex) => (
            <button
              key={slide.id}
              type="button"
              onClick={() => go(slideIndex)}
              aria-label={t("goTo", { number: slideIndex + 1 })}
              aria-controls={slidesId}
              aria-current={slideIndex === index || undefined}
              className="group grid h-6 place-items-center rounded-full px-0.5 outline-none focus-visible:ring-[3px] focus-visible:ring-ring/50"
            >
              <span
                className={cn(
                  "block h-1.5 rounded-full transition-all duration-300 motion-reduce:transition-none",
                  slideIndex === index ? "w-6 bg-primary" : "w-1.5 bg-foreground/20 group-hover:bg-foreground/40",
                )}
              />
            </button>
          ))}
        </div>
        <StepButtons
          onStep={(delta) => go(index + delta)}
          labels={{ previous: t("previous"), next: t("next") }}
          controls={slidesId}
          className="items-center"
        />
      </div>
    </section>
  );
}
