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

type PropsOf<C> = (C extends ComponentType<infer P> ? P : never) & object;

/**
 * A dialog (or sheet) that stays out of the page's first load: the export `name` of the module
 * `load` imports. Its chunk is fetched once the page is idle after loading, so the first opening
 * shows at once; it mounts at its first opening (when its prop `openWhen` is set: `open`, the
 * `file` shown, …) and stays mounted, so closing keeps its animation and every later opening is
 * instant.
 */
export function lazyDialog<M, K extends keyof M>(
  load: () => Promise<M>,
  name: K,
  openWhen: keyof PropsOf<M[K]>,
): ComponentType<PropsOf<M[K]>> {
  return mountedOnFirstOpening(
    () => load().then((module) => module[name] as ComponentType<PropsOf<M[K]>>),
    (props) => Boolean(props[openWhen]),
  );
}

function mountedOnFirstOpening<P extends object>(
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
