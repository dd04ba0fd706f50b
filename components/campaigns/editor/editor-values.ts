import { customerFieldValue, type CustomerField } from "@/lib/templates/customer-variables";
import type { Customer } from "@/lib/customers/types";
import type { CampaignJson } from "@/lib/campaigns/types";
import {
  DEFAULT_CAMPAIGN_SETTINGS,
  DEFAULT_CAMPAIGN_TYPE,
  type CampaignAudience,
  type CampaignFormValues as CampaignSchemaInput,
  type CampaignSettings,
  type CampaignType,
  type CampaignVariables,
} from "@/lib/validation/campaigns";

// The campaign editor's values: the write body of api.md (POST/PUT /campaigns) with every key
// present, so the route's own schema (campaignSchema) validates the form.

export type CampaignFormValues = {
  name: string;
  description: string;
  type: CampaignType;
  channelId: string | null;
  templateId: string | null;
  variables: Record<string, CampaignVariables[string]>;
  targetAudience: CampaignAudience;
  selectedGroups: string[];
  selectedCustomers: string[];
  sendImmediately: boolean;
  scheduledFor: string | null;
  settings: CampaignSettings;
};

// Compile-time proof that the editor's values are an input the shared schema takes.
type Fits<T extends CampaignSchemaInput> = T;
export type EditorValuesFit = Fits<CampaignFormValues>;

export const EDITOR_TABS = ["basic", "audience", "template", "schedule"] as const;
export type EditorTab = (typeof EDITOR_TABS)[number];

/** What a new campaign starts as (spec 02 §9: MARKETING, send now, the default settings). */
export function initialValues(campaign: CampaignJson | null): CampaignFormValues {
  if (!campaign)
    return {
      name: "",
      description: "",
      type: DEFAULT_CAMPAIGN_TYPE,
      channelId: null,
      templateId: null,
      variables: {},
      targetAudience: "ALL_CUSTOMERS",
      selectedGroups: [],
      selectedCustomers: [],
      sendImmediately: true,
      scheduledFor: null,
      settings: { ...DEFAULT_CAMPAIGN_SETTINGS },
    };
  return {
    name: campaign.name,
    description: campaign.description ?? "",
    type: campaign.type,
    channelId: campaign.channel?.id ?? null,
    templateId: campaign.template?.id ?? null,
    variables: campaign.variables ?? {},
    targetAudience: campaign.targetAudience,
    selectedGroups: [...campaign.selectedGroups],
    selectedCustomers: [...campaign.selectedCustomers],
    sendImmediately: campaign.sendImmediately,
    scheduledFor: campaign.scheduledFor,
    settings: { ...DEFAULT_CAMPAIGN_SETTINGS, ...campaign.settings },
  };
}

/** The tab holding a field ("settings.batchSize" → schedule), for revealing an error. */
export function tabOfField(path: string): EditorTab {
  const root = path.split(".")[0] ?? path;
  if (["targetAudience", "selectedGroups", "selectedCustomers"].includes(root)) return "audience";
  if (["templateId", "variables"].includes(root)) return "template";
  if (["sendImmediately", "scheduledFor", "settings"].includes(root)) return "schedule";
  return "basic";
}

export const fieldId = (path: string) => `campaign-${path.replace(/\./g, "-")}`;

const CUSTOMER_FIELDS: readonly string[] = [
  "firstName",
  "lastName",
  "fullName",
  "phone",
  "email",
] satisfies CustomerField[];

/** A customer's value for a variable's field, as a recipient's message would show it ("" when unknown here). */
export function customerValue(customer: Customer, field: string): string {
  if (!CUSTOMER_FIELDS.includes(field)) return "";
  const phone = customer.phone ? `${customer.countryCode} ${customer.phone}` : null;
  return customerFieldValue(field as CustomerField, { ...customer, phone });
}
