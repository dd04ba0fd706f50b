import "server-only";
import { parseWebhook } from "@/lib/server/channels/webhooks/parse-webhook";
import { verifyWebhookSignature } from "@/lib/server/channels/webhooks/signature";
import type { WebhookProvider } from "@/lib/server/channels/providers/types";

/** Meta's webhook format; the sandbox sends the very same, signed the same way. */
export const metaWebhooks: WebhookProvider = {
  verifySignature: verifyWebhookSignature,
  parse: parseWebhook,
};
