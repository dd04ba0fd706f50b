import "server-only";
import {
  PermanentProviderError,
  TransientProviderError,
  UnknownOutcomeError,
  type ProviderError,
} from "@/lib/server/channels/providers/errors";

// Meta's error codes → what Kanal does (meta.md §3). The reason's words live in messages/*.json
// under channels.providerErrors.<reason>; codes not listed are permanent with Meta's own message.

type Rule = {
  reason: string;
  transient?: boolean;
  channelLevel?: boolean;
  slowDown?: boolean;
  retryAfterSeconds?: number;
};

const RULES: Record<number, Rule> = {
  // Retry with back-off.
  130429: { reason: "rateLimited", transient: true, slowDown: true },
  131056: { reason: "pairRateLimited", transient: true, retryAfterSeconds: 6 },
  4: { reason: "apiRateLimited", transient: true, retryAfterSeconds: 60 },
  80007: { reason: "apiRateLimited", transient: true, retryAfterSeconds: 60 },
  131000: { reason: "temporary", transient: true },
  131016: { reason: "temporary", transient: true },
  1: { reason: "temporary", transient: true },
  2: { reason: "temporary", transient: true },
  131057: { reason: "maintenance", transient: true, retryAfterSeconds: 60 },
  // Fail this message.
  131048: { reason: "spamLimited" },
  131047: { reason: "outsideWindow" },
  131026: { reason: "undeliverable" },
  131049: { reason: "notDelivered" },
  131050: { reason: "marketingStopped" },
  132001: { reason: "templateMissing" },
  132000: { reason: "badParameters" },
  132012: { reason: "badParameters" },
  131008: { reason: "badParameters" },
  131009: { reason: "badParameters" },
  100: { reason: "badParameters" },
  132005: { reason: "templateText" },
  132007: { reason: "templateText" },
  132015: { reason: "templatePaused" },
  132016: { reason: "templateDisabled" },
  131053: { reason: "mediaError" },
  131021: { reason: "selfMessage" },
  130472: { reason: "experiment" },
  // The channel itself is unusable until someone fixes it.
  131031: { reason: "accountLocked", channelLevel: true },
  368: { reason: "policyBlocked", channelLevel: true },
  190: { reason: "tokenInvalid", channelLevel: true },
  131042: { reason: "paymentProblem", channelLevel: true },
  131005: { reason: "permissionDenied", channelLevel: true },
  10: { reason: "permissionDenied", channelLevel: true },
  200: { reason: "permissionDenied", channelLevel: true },
};

/** Graph's error object: `{ error: { message, type, code, error_subcode, error_data, fbtrace_id } }`. */
export type GraphErrorBody = {
  message?: unknown;
  type?: unknown;
  code?: unknown;
  error_subcode?: unknown;
  error_data?: unknown;
  fbtrace_id?: unknown;
};

const asNumber = (value: unknown) => (typeof value === "number" && Number.isFinite(value) ? value : null);

/** The error a Graph error answer means; `write` = a call that may have had an effect (a send). */
export function fromGraphError(error: GraphErrorBody, httpStatus: number, phase: "read" | "write"): ProviderError {
  const code = asNumber(error.code);
  const subcode = asNumber(error.error_subcode);
  const details = (error.error_data as { details?: unknown } | undefined)?.details;
  const text = [typeof error.message === "string" ? error.message : "", typeof details === "string" ? details : ""]
    .filter(Boolean)
    .join(" — ")
    .slice(0, 500);
  const providerMessage = text || `HTTP ${httpStatus}`;
  // A 5xx after a send: Meta may have sent it, whatever the code says (meta.md §3).
  if (httpStatus >= 500 && phase === "write") {
    return new UnknownOutcomeError({
      reasonKey: "serverError",
      values: { status: httpStatus },
      code,
      subcode,
      httpStatus,
      providerMessage,
    });
  }
  // "Unsupported get request / object does not exist": a wrong id or one the token cannot see.
  if (code === 100 && subcode === 33) {
    return new PermanentProviderError({
      reasonKey: "notFound",
      code,
      subcode,
      httpStatus,
      providerMessage,
      channelLevel: true,
    });
  }
  const rule = code !== null ? RULES[code] : undefined;
  if (!rule) {
    const values = { code: code ?? httpStatus, message: providerMessage };
    if (httpStatus >= 500 || httpStatus === 429) {
      return new TransientProviderError({ reasonKey: "temporary", code, subcode, httpStatus, providerMessage });
    }
    return new PermanentProviderError({ reasonKey: "other", values, code, subcode, httpStatus, providerMessage });
  }
  const base = {
    reasonKey: rule.reason,
    code,
    subcode,
    httpStatus,
    providerMessage,
    channelLevel: rule.channelLevel,
    slowDown: rule.slowDown,
    retryAfterSeconds: rule.retryAfterSeconds,
  };
  return rule.transient ? new TransientProviderError(base) : new PermanentProviderError(base);
}

/** Every reason the table can give (the i18n test checks each has words). */
export const GRAPH_ERROR_REASONS = [
  ...new Set([...Object.values(RULES).map((rule) => rule.reason), "notFound", "other", "serverError"]),
];
