"use client";

import type { ComponentProps } from "react";
import { lazyDialog } from "@/components/common/lazy-dialog";
import type { ConfirmDialog as ConfirmDialogType } from "@/components/common/confirm-dialog";

/** ConfirmDialog kept out of a screen's first load until it first opens (see lazyDialog). */
export const LazyConfirmDialog = lazyDialog<ComponentProps<typeof ConfirmDialogType>>(
  () => import("@/components/common/confirm-dialog").then((module) => module.ConfirmDialog),
  ({ open }) => open,
);
