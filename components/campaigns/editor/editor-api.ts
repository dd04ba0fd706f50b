import type { CampaignFormValues } from "@/components/campaigns/editor/editor-values";

/** What each tab of the campaign editor gets from the form: the values, one way to change them, messages. */
export type CampaignEditorApi = {
  values: CampaignFormValues;
  /** Sets these values; `edited` names the fields the person touched (their messages start showing). */
  update: (patch: Partial<CampaignFormValues>, edited: readonly string[]) => void;
  /** The message under a field ("settings.batchSize"), in words, or undefined. */
  error: (path: string) => string | undefined;
  disabled: boolean;
};
