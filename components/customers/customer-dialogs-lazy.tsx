"use client";

import { lazyDialog } from "@/components/common/lazy-dialog";

// What the customers screen shows only after a click (the form kit, the import wizard, the
// dialogs) stays out of its first load; see lazyDialog.

export const CustomerPanel = lazyDialog(
  () => import("@/components/customers/customer-panel"),
  "CustomerPanel",
  "panel",
);
export const CustomerDetails = lazyDialog(
  () => import("@/components/customers/customer-details"),
  "CustomerDetails",
  "customer",
);
export const ImportDialog = lazyDialog(() => import("@/components/customers/import-dialog"), "ImportDialog", "open");
export const GroupNameDialog = lazyDialog(
  () => import("@/components/customers/group-name-dialog"),
  "GroupNameDialog",
  "editing",
);

export { LazyConfirmDialog as ConfirmDialog } from "@/components/common/confirm-dialog-lazy";
