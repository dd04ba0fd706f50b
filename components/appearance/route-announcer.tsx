"use client";

import { usePathname } from "next/navigation";
import { useTranslations } from "next-intl";
import { useEffect, useRef, useState } from "react";
import type { ScreenReaderMode } from "@/lib/appearance/options";

/**
 * Screen-reader support (appearance setting), kept honest:
 * - auto: Kanal adds nothing; Next's own route announcer reads the new page's title after a
 *   client-side navigation, and the usual labels, roles and keyboard focus rings are there.
 * - enabled: Next's announcer is muted (globals.css) and this one takes over: it says which page
 *   opened (its heading), politely, and moves the focus to the page (the main region), so reading
 *   starts at the new content. globals.css adds a focus ring on every focus and underlined links.
 * - disabled: no route announcements at all (Next's announcer muted too), for screen readers that
 *   announce page loads themselves. Labels and roles stay: they are not optional.
 */
export function RouteAnnouncer({ mode }: { mode: ScreenReaderMode }) {
  const t = useTranslations("shell");
  const pathname = usePathname();
  const [message, setMessage] = useState("");
  const previous = useRef(pathname);

  useEffect(() => {
    if (previous.current === pathname) return;
    previous.current = pathname;
    if (mode !== "enabled") return;
    // After the new page has painted, so its heading is there to read.
    const timer = window.setTimeout(() => {
      const main = document.getElementById("main");
      const heading = main?.querySelector("h1")?.textContent?.trim() || document.title;
      setMessage(t("pageOpened", { page: heading }));
      main?.focus({ preventScroll: true });
    }, 150);
    return () => window.clearTimeout(timer);
  }, [pathname, mode, t]);

  if (mode !== "enabled") return null;
  return (
    <p aria-live="polite" aria-atomic="true" className="sr-only" data-testid="route-announcer">
      {message}
    </p>
  );
}
