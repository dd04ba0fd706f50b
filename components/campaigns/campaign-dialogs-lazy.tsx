"use client";

import { lazyDialog } from "@/components/common/lazy-dialog";

// The campaign editor stays out of the campaigns screen's first load; see lazyDialog.

export const CampaignEditorSheet = lazyDialog(
  () => import("@/components/campaigns/editor/campaign-editor-sheet"),
  "CampaignEditorSheet",
  "open",
);
