// The sandbox channel (issue 16): a WhatsApp channel every company has by default, behaving like
// the Cloud API from Kanal's side. Its documented test numbers fail on purpose, so every error path
// can be tried without Meta. Client-safe and dependency-free: the seed imports it too.

export const SANDBOX_SYSTEM_KEY = "sandbox";

/** The default sandbox channel's row (its externalId and verify token are made per company). */
export const SANDBOX_CHANNEL_DEFAULTS = {
  kind: "whatsapp",
  provider: "sandbox",
  name: "WhatsApp Sandbox",
  displayName: "Kanal Sandbox",
  rateLimitPerSecond: 80,
  systemKey: SANDBOX_SYSTEM_KEY,
} as const;

/**
 * Recipients (E.164 digits, as the Cloud API's `to`) the sandbox answers with an error or a lost
 * answer. Any other number is accepted.
 */
export const SANDBOX_TEST_NUMBERS = {
  /** Meta 131026, "Message undeliverable": not on WhatsApp. Permanent. */
  notOnWhatsApp: "905550000026",
  /** Meta 130429, throughput limit reached. Transient: retry later, slow the channel down. */
  rateLimited: "905550000429",
  /** Accepted, but the answer is "lost" (a timeout after sending): the outcome is unknown until its status webhook. */
  answerLost: "905550000504",
} as const;
