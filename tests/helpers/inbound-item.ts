import { randomBytes } from "node:crypto";
import type { InboundMessageItem } from "@/lib/server/channels/webhooks/webhook-items";

/** A customer's WhatsApp text as a webhook delivery reads it (a fresh wamid each time), for receiveMessage. */
export function inboundText(from: string, text: string, contactName: string | null = null): InboundMessageItem {
  const id = `wamid.in${randomBytes(8).toString("hex")}`;
  return {
    kind: "message",
    network: "whatsapp",
    id,
    from,
    to: null,
    timestamp: Math.floor(Date.now() / 1000),
    type: "text",
    text,
    media: [],
    contactName,
    replyTo: null,
    dedupKey: `message:${id}`,
  };
}
