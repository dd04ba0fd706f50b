"use client";

import { useEffect } from "react";

/**
 * While `isDirty`, leaving the page asks first: closing or reloading the tab (the browser's own
 * beforeunload prompt) and following a link to another page of the app (`message` in a confirm;
 * the app router has no navigation event to cancel, so the click is stopped before Next's Link
 * sees it). Links that open elsewhere (new tab, download, modifier keys) are left alone.
 */
export function useUnsavedChangesGuard(isDirty: boolean, message: string): void {
  useEffect(() => {
    if (!isDirty) return;
    const onBeforeUnload = (event: BeforeUnloadEvent) => {
      event.preventDefault();
      // Older Chromium shows the prompt only when returnValue is set.
      event.returnValue = "";
    };
    const onClick = (event: MouseEvent) => {
      if (event.defaultPrevented || event.button !== 0) return;
      if (event.metaKey || event.ctrlKey || event.shiftKey || event.altKey) return;
      const anchor = event.target instanceof Element ? event.target.closest("a[href]") : null;
      if (!(anchor instanceof HTMLAnchorElement) || anchor.hasAttribute("download")) return;
      if (anchor.target && anchor.target !== "_self") return;
      const url = new URL(anchor.href, window.location.href);
      const isSamePage = url.pathname === window.location.pathname && url.search === window.location.search;
      if (url.origin !== window.location.origin || isSamePage) return;
      if (window.confirm(message)) return;
      event.preventDefault();
      event.stopPropagation();
    };
    window.addEventListener("beforeunload", onBeforeUnload);
    document.addEventListener("click", onClick, true);
    return () => {
      window.removeEventListener("beforeunload", onBeforeUnload);
      document.removeEventListener("click", onClick, true);
    };
  }, [isDirty, message]);
}
