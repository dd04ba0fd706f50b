"use client";

import { useRouter } from "next/navigation";
import { useTheme } from "next-themes";
import { createContext, useCallback, useContext, useEffect, useMemo, useRef, useState, type ReactNode } from "react";
import { applyAppearanceAttributes, REDUCED_MOTION_COOKIE } from "@/lib/appearance/html-attributes";
import { RouteAnnouncer } from "@/components/appearance/route-announcer";
import { SwipeGestures } from "@/components/appearance/swipe-gestures";
import { THEME_PENDING_KEY } from "@/lib/appearance/theme-storage";
import { api } from "@/lib/api-client";
import type { AppearancePreferences } from "@/lib/appearance/options";

type AppearanceContextValue = {
  appearance: AppearancePreferences;
  /** Saves the whole section, applies it at once, then re-renders the server parts (router.refresh). */
  save: (next: AppearancePreferences) => Promise<AppearancePreferences>;
  /** The phone drawer, shared by its menu button, the bottom tabs' "more" and the swipe gestures. */
  isMenuOpen: boolean;
  setMenuOpen: (open: boolean) => void;
};

const AppearanceContext = createContext<AppearanceContextValue | null>(null);

/** The signed-in app's appearance; null outside the app shell (components then use their defaults). */
export function useAppearance(): AppearanceContextValue | null {
  return useContext(AppearanceContext);
}

/** A PUT merges into what is stored, so a part of the section (just the theme) changes only that. */
async function putAppearance(appearance: Partial<AppearancePreferences>): Promise<AppearancePreferences> {
  const { data } = await api<{ appearance: AppearancePreferences }>("/account/preferences", {
    method: "PUT",
    body: { appearance },
  });
  return data.appearance;
}

/** Remembers reduced motion for the signed-out pages (the login carousel): see REDUCED_MOTION_COOKIE. */
function rememberReducedMotion(reduced: boolean) {
  const secure = window.location.protocol === "https:" ? "; secure" : "";
  document.cookie = reduced
    ? `${REDUCED_MOTION_COOKIE}=1; path=/; max-age=31536000; samesite=lax${secure}`
    : `${REDUCED_MOTION_COOKIE}=; path=/; max-age=0; samesite=lax${secure}`;
}

/**
 * The appearance of the signed-in app, from the server (app/(app)/layout.tsx). The look itself is
 * already on <html> (server-rendered); this keeps the client parts in step: the sidebar toggle,
 * the phone navigation style, the cookie for the login page, and the theme, which next-themes
 * applies from localStorage and the account also keeps.
 */
export function AppearanceProvider({
  initial,
  hasSavedTheme,
  children,
}: {
  initial: AppearancePreferences;
  hasSavedTheme: boolean;
  children: ReactNode;
}) {
  const router = useRouter();
  const { theme, setTheme } = useTheme();
  const [appearance, setAppearance] = useState(initial);
  const [isMenuOpen, setMenuOpen] = useState(false);
  // The section as last saved or being saved, and the theme the account holds, for the handlers.
  const latest = useRef(initial);
  const knownTheme = useRef(initial.theme);
  const isFirstTheme = useRef(true);

  // A fresh server render (after a save elsewhere, or router.refresh) replaces the local copy.
  const initialKey = JSON.stringify(initial);
  const [renderedKey, setRenderedKey] = useState(initialKey);
  if (renderedKey !== initialKey) {
    setRenderedKey(initialKey);
    setAppearance(initial);
  }
  useEffect(() => {
    latest.current = appearance;
    knownTheme.current = appearance.theme;
  }, [appearance]);

  useEffect(() => rememberReducedMotion(appearance.reducedMotion), [appearance.reducedMotion]);

  const save = useCallback(
    async (next: AppearancePreferences) => {
      const previous = latest.current;
      latest.current = next;
      setAppearance(next);
      applyAppearanceAttributes(document.documentElement, next);
      // Known first, so ThemeSync does not save the same theme a second time.
      knownTheme.current = next.theme;
      setTheme(next.theme);
      try {
        const stored = await putAppearance(next);
        latest.current = stored;
        setAppearance(stored);
        router.refresh();
        return stored;
      } catch (error) {
        latest.current = previous;
        setAppearance(previous);
        applyAppearanceAttributes(document.documentElement, previous);
        knownTheme.current = previous.theme;
        setTheme(previous.theme);
        throw error;
      }
    },
    [router, setTheme],
  );

  // The theme: next-themes applies it from localStorage; the account keeps it too. On load a saved
  // theme wins (the root layout already wrote it to localStorage before next-themes ran; this
  // covers client-side navigations). A theme picked later in the top bar is saved to the account;
  // one that could not be saved yet stays marked pending, so the next load keeps it and retries.
  useEffect(() => {
    if (!theme) return;
    const choice = theme as AppearancePreferences["theme"];
    const persist = () => {
      knownTheme.current = choice;
      localStorage.setItem(THEME_PENDING_KEY, choice);
      latest.current = { ...latest.current, theme: choice };
      putAppearance({ theme: choice })
        .then(() => {
          localStorage.removeItem(THEME_PENDING_KEY);
          setAppearance((current) => ({ ...current, theme: choice }));
        })
        .catch(() => {
          // Still pending: the next page load keeps this browser's choice and tries again.
        });
    };
    if (isFirstTheme.current) {
      isFirstTheme.current = false;
      // A pick still pending is saved now; otherwise a theme the person saved wins over this
      // browser's. Never saved: the browser keeps its own (nothing is written for it).
      if (localStorage.getItem(THEME_PENDING_KEY)) persist();
      else if (hasSavedTheme && choice !== knownTheme.current) setTheme(knownTheme.current);
      return;
    }
    if (choice !== knownTheme.current) persist();
  }, [theme, setTheme, hasSavedTheme]);

  const value = useMemo(() => ({ appearance, save, isMenuOpen, setMenuOpen }), [appearance, save, isMenuOpen]);
  return (
    <AppearanceContext.Provider value={value}>
      <SwipeGestures
        mode={appearance.swipeGestures}
        navigation={appearance.mobileNavigation}
        isMenuOpen={isMenuOpen}
        setMenuOpen={setMenuOpen}
      />
      <RouteAnnouncer mode={appearance.screenReader} />
      {children}
    </AppearanceContext.Provider>
  );
}
