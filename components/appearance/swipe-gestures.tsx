"use client";

import { usePathname, useRouter } from "next/navigation";
import { useEffect, useRef } from "react";
import { isCurrentPath, tabsOf } from "@/components/shell/nav-items";
import type { MobileNavigation, SwipeGestures as SwipeMode } from "@/lib/appearance/options";

/** A swipe that starts this close to the left edge opens the drawer. */
const EDGE_PX = 24;
/** Shorter or steeper moves are taps and scrolls, not swipes. */
const MIN_DISTANCE_PX = 60;

const PHONE = "(width < 64rem)";

/** True when the touch began inside something that scrolls sideways (a table, the tab strip). */
function scrollsSideways(target: EventTarget | null): boolean {
  for (let node = target instanceof Element ? target : null; node; node = node.parentElement) {
    const overflow = getComputedStyle(node).overflowX;
    if ((overflow === "auto" || overflow === "scroll") && node.scrollWidth > node.clientWidth) return true;
  }
  return false;
}

/**
 * Phone swipe gestures (appearance setting). enabled: a swipe right from the left edge opens the
 * drawer, a swipe left closes it, and a sideways swipe elsewhere moves to the next/previous bottom
 * or top tab. limited: only the drawer's edge swipe (and closing it). disabled: nothing.
 * Touch events are listened to passively and nothing is prevented, so vertical scrolling and the
 * page's own horizontal scrollers behave as before. (Pointer events would be cancelled by the
 * browser as soon as it starts to scroll, so a swipe over scrollable content would be lost.)
 */
export function SwipeGestures({
  mode,
  navigation,
  isMenuOpen,
  setMenuOpen,
}: {
  mode: SwipeMode;
  navigation: MobileNavigation;
  isMenuOpen: boolean;
  setMenuOpen: (open: boolean) => void;
}) {
  const router = useRouter();
  const pathname = usePathname();
  const state = useRef({ isMenuOpen, pathname });
  useEffect(() => {
    state.current = { isMenuOpen, pathname };
  }, [isMenuOpen, pathname]);

  useEffect(() => {
    if (mode === "disabled") return;
    let start: { x: number; y: number; target: EventTarget | null } | null = null;

    const onStart = (event: TouchEvent) => {
      const touch = event.touches.length === 1 ? event.touches[0] : undefined;
      start = touch ? { x: touch.clientX, y: touch.clientY, target: event.target } : null;
    };
    const onCancel = () => {
      start = null;
    };
    const onEnd = (event: TouchEvent) => {
      const begin = start;
      start = null;
      const touch = event.changedTouches[0];
      if (!begin || !touch || !window.matchMedia(PHONE).matches) return;
      const dx = touch.clientX - begin.x;
      const dy = touch.clientY - begin.y;
      if (Math.abs(dx) < MIN_DISTANCE_PX || Math.abs(dx) < 2 * Math.abs(dy)) return;

      if (state.current.isMenuOpen) {
        if (dx < 0) setMenuOpen(false);
        return;
      }
      if (dx > 0 && begin.x <= EDGE_PX) {
        setMenuOpen(true);
        return;
      }
      if (mode !== "enabled" || scrollsSideways(begin.target)) return;
      const tabs = tabsOf(navigation);
      const index = tabs.findIndex((item) => isCurrentPath(state.current.pathname, item.href));
      const next = index < 0 ? undefined : tabs[index + (dx < 0 ? 1 : -1)];
      if (next) router.push(next.href);
    };

    document.addEventListener("touchstart", onStart, { passive: true });
    document.addEventListener("touchend", onEnd, { passive: true });
    document.addEventListener("touchcancel", onCancel, { passive: true });
    return () => {
      document.removeEventListener("touchstart", onStart);
      document.removeEventListener("touchend", onEnd);
      document.removeEventListener("touchcancel", onCancel);
    };
  }, [mode, navigation, router, setMenuOpen]);

  return null;
}
