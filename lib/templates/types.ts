import type { MediaFile } from "@/lib/media/types";
import type {
  TemplateButton,
  TemplateButtonType,
  TemplateCategory,
  TemplateHeaderType,
  TemplateStatus,
  TemplateVariable,
} from "@/lib/templates/rules";

// The JSON the templates API answers (api.md → Templates), client-safe: the screen and the
// services are typed against it.

export type TemplateType = "TEXT" | "IMAGE" | "VIDEO" | "DOCUMENT";

export type TemplateHistoryEntry = { status: TemplateStatus; reason: string | null; at: string };

export type TemplateJson = {
  id: string;
  name: string;
  displayName: string;
  category: TemplateCategory;
  language: string;
  status: TemplateStatus;
  /** While REJECTED (or paused/disabled with a reason): Meta's reason in words, in the caller's language. */
  rejectionReason: string | null;
  /** Meta's reason code (INVALID_FORMAT, …), for clients that map it themselves. */
  rejectionCode: string | null;
  /** TEXT unless the header is a file (the list's "type" column). */
  type: TemplateType;
  channel: { id: string; name: string };
  headerType: TemplateHeaderType;
  headerText: string | null;
  headerMedia: MediaFile | null;
  bodyText: string;
  footerText: string | null;
  buttons: { type: TemplateButtonType; text: string; url?: string; phone_number?: string }[];
  variables: TemplateVariable[];
  usageCount: number;
  lastUsed: string | null;
  /** Every status it went through, oldest first. */
  history: TemplateHistoryEntry[];
  createdAt: string;
  updatedAt: string;
};

export type TemplateCounts = {
  byCategory: Record<TemplateCategory | "all", number>;
  byStatus: Record<TemplateStatus | "all", number>;
};

export type TemplateListJson = {
  templates: TemplateJson[];
  pagination: { page: number; limit: number; total: number; totalPages: number };
  counts: TemplateCounts;
};

export type TemplateStatsJson = {
  total: number;
  approved: number;
  pending: number;
  rejected: number;
  /** This month's figure against last month's, in percent; null when last month had none. */
  changes: { total: number | null; approved: number | null; pending: number | null; rejected: number | null };
};

/** One id's outcome in a bulk action or one template's in an import. */
export type TemplateResult = {
  id?: string;
  name?: string;
  language?: string;
  ok: boolean;
  /** "submitted", "duplicated", "deleted", "imported", or why it was refused (in words). */
  message: string;
  template?: TemplateJson;
};

export type TemplateBulkJson = { action: string; done: number; refused: number; results: TemplateResult[] };

/** One customer's outcome of POST /api/v1/templates/{id}/send. */
export type TemplateSendResult = {
  customerId: string;
  ok: boolean;
  /** "Queued", or why this customer was skipped (in words: no phone number, …). */
  message: string;
  /** When queued: the conversation it went into (found or made) and the message. */
  conversationId?: string;
  messageId?: string;
};

/** The answer of POST /api/v1/templates/{id}/send (202). */
export type TemplateSendJson = { queued: number; skipped: number; results: TemplateSendResult[] };

export type { TemplateButton };
