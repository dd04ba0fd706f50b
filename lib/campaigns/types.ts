import type {
  CampaignAudience,
  CampaignSettings,
  CampaignStatus,
  CampaignType,
  CampaignVariables,
  RecipientStatus,
  SkipReason,
} from "@/lib/validation/campaigns";

// The JSON shapes the campaigns API answers (api.md → Campaigns), once: lib/server/campaigns builds
// them, the routes send them, the campaigns screens read them. Client-safe: types only.

/**
 * What happened to the recipients. The funnel's steps are cumulative: `sent` counts everyone the
 * provider took (sent, delivered or read now), `delivered` those delivered or read, `read` those
 * read. `pending` waits its turn, `sending` is in flight (or waiting to retry a transient error).
 */
export type CampaignCounts = {
  pending: number;
  sending: number;
  sent: number;
  delivered: number;
  read: number;
  failed: number;
  unknown: number;
  skipped: number;
  clicked: number;
  replied: number;
  converted: number;
};

export type CampaignJson = {
  id: string;
  name: string;
  description: string | null;
  type: CampaignType;
  status: CampaignStatus;
  channel: { id: string; name: string; kind: string; status: string; rateLimitPerSecond: number } | null;
  template: {
    id: string;
    name: string;
    displayName: string;
    status: string;
    category: string;
    language: string;
  } | null;
  /** The template's name at launch (kept when the template is deleted later). */
  templateName: string | null;
  variables: CampaignVariables;
  targetAudience: CampaignAudience;
  selectedGroups: string[];
  selectedCustomers: string[];
  sendImmediately: boolean;
  scheduledFor: string | null;
  /** When sending started. */
  sentAt: string | null;
  completedAt: string | null;
  launchedAt: string | null;
  settings: CampaignSettings;
  /** Recipients to be sent (frozen at launch; skipped ones are in counts.skipped). */
  totalRecipients: number;
  /** Recipients the provider took: counts.sent. */
  sentRecipients: number;
  counts: CampaignCounts;
  /** Percentages (one decimal) of sentRecipients: read, clicked, converted. */
  openRate: number;
  clickRate: number;
  conversionRate: number;
  /** Why it is paused when Kanal paused it ("planLimit"), null when a person did. */
  pausedReason: string | null;
  /** Sends that were in flight when it was paused (they finish). */
  pausedInFlight: number | null;
  /** 1 after launch; each "retry the failed ones" is the next run. */
  run: number;
  createdAt: string;
  updatedAt: string;
};

export type CampaignPage = {
  campaigns: CampaignJson[];
  pagination: { page: number; limit: number; total: number; totalPages: number };
};

export type CampaignStatsJson = { total: number; active: number; scheduled: number; completed: number };

/** `total`: customers the audience matches; `skipped` are among them; `recipients` = total − skipped. */
export type AudienceJson = {
  total: number;
  recipients: number;
  skipped: { noPhone: number; optedOut: number; unreachable: number; duplicatePhone: number };
};

export type RecipientJson = {
  id: string;
  customer: { id: string; firstName: string; lastName: string; email: string | null; phone: string | null };
  status: RecipientStatus;
  skipReason: SkipReason | null;
  /** Kanal's reason (a key under channels.providerErrors) and what the provider said. */
  error: { code: number | null; reason: string | null; message: string | null } | null;
  attempts: number;
  run: number;
  variables: Record<string, string>;
  sentAt: string | null;
  deliveredAt: string | null;
  readAt: string | null;
  failedAt: string | null;
  clickedAt: string | null;
  clicks: number;
  repliedAt: string | null;
  convertedAt: string | null;
  messageId: string | null;
};

export type RecipientPage = { recipients: RecipientJson[]; nextCursor: string | null };

/** A launch refused by the plan's monthly message limit: the figures. */
export type PlanLimitValues = { limit: number; used: number; needed: number };
