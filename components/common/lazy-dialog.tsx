"use client";

import dynamic from "next/dynamic";
import { useEffect, useState, type ComponentType } from "react";

/** Fetches `load`'s chunk once the page has loaded and the browser is idle. */
function prefetchWhenIdle(load: () => Promise<unknown>): () => void {
  let idle: number | undefined;
  const fetchChunk = () => {
    const run = () => void load().catch(() => undefined);
    idle =
      typeof window.requestIdleCallback === "function" ? window.requestIdleCallback(run) : window.setTimeout(run, 200);
  };
  if (document.readyState === "complete") fetchChunk();
  else window.addEventListener("load", fetchChunk, { once: true });
  return () => {
    window.removeEventListener("load", fetchChunk);
    if (idle === undefined) return;
    if (typeof window.cancelIdleCallback === "function") window.cancelIdleCallback(idle);
    else window.clearTimeout(idle);
  };
}

/**
 * A dialog (or sheet) that stays out of the page's first load: its chunk is fetched once the page
 * is idle after loading, so the first opening shows at once; it mounts at its first opening and
 * stays mounted, so closing keeps its animation and every later opening is instant.
 */
export function lazyDialog<P extends object>(
  load: () => Promise<ComponentType<P>>,
  isOpen: (props: P) => boolean,
): ComponentType<P> {
  const Dialog = dynamic(load, { ssr: false });
  function LazyDialog(props: P) {
    const open = isOpen(props);
    const [opened, setOpened] = useState(open);
    if (open && !opened) setOpened(true);
    useEffect(() => prefetchWhenIdle(load), []);
    return opened ? <Dialog {...props} /> : null;
  }
  return LazyDialog;
}
