"use client";

import type { ComponentProps } from "react";
import { lazyDialog } from "@/components/common/lazy-dialog";
import type { CustomerDetails as CustomerDetailsType } from "@/components/customers/customer-details";
import type { CustomerPanel as CustomerPanelType } from "@/components/customers/customer-panel";
import type { GroupNameDialog as GroupNameDialogType } from "@/components/customers/group-name-dialog";
import type { ImportDialog as ImportDialogType } from "@/components/customers/import-dialog";

// What the customers screen shows only after a click (the form kit, the import wizard, the
// dialogs) stays out of its first load; see lazyDialog.

export const CustomerPanel = lazyDialog<ComponentProps<typeof CustomerPanelType>>(
  () => import("@/components/customers/customer-panel").then((module) => module.CustomerPanel),
  ({ panel }) => panel !== null,
);

export const CustomerDetails = lazyDialog<ComponentProps<typeof CustomerDetailsType>>(
  () => import("@/components/customers/customer-details").then((module) => module.CustomerDetails),
  ({ customer }) => customer !== null,
);

export const ImportDialog = lazyDialog<ComponentProps<typeof ImportDialogType>>(
  () => import("@/components/customers/import-dialog").then((module) => module.ImportDialog),
  ({ open }) => open,
);

export const GroupNameDialog = lazyDialog<ComponentProps<typeof GroupNameDialogType>>(
  () => import("@/components/customers/group-name-dialog").then((module) => module.GroupNameDialog),
  ({ editing }) => editing !== null,
);

export { LazyConfirmDialog as ConfirmDialog } from "@/components/common/confirm-dialog-lazy";
