"use client";

import { useTheme } from "next-themes";
import { Toaster as Sonner } from "sonner";

/**
 * The app's toasts: in the theme in effect (dark toasts in dark mode; sonner alone would follow
 * only its own "light" default), and top right *below* the top bar (3.5rem high), so a toast never
 * covers the bar's controls (search, language, theme, notifications, the user menu).
 */
export function Toaster() {
  const { resolvedTheme } = useTheme();
  return (
    <Sonner
      theme={resolvedTheme === "dark" ? "dark" : "light"}
      richColors
      closeButton
      position="top-right"
      offset={{ top: "4.5rem", right: "1.5rem" }}
      mobileOffset={{ top: "4rem", left: "0.75rem", right: "0.75rem" }}
    />
  );
}
