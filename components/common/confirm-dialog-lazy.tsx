"use client";

import { lazyDialog } from "@/components/common/lazy-dialog";

/** ConfirmDialog kept out of a screen's first load until it first opens (see lazyDialog). */
export const LazyConfirmDialog = lazyDialog(
  () => import("@/components/common/confirm-dialog"),
  "ConfirmDialog",
  "open",
);
