import type { CampaignFormValues } from "@/components/campaigns/editor/editor-values";
import type { TabbedEditorApi } from "@/components/form/tabbed-editor";

/** What each tab of the campaign editor gets from the form. */
export type CampaignEditorApi = TabbedEditorApi<CampaignFormValues>;
