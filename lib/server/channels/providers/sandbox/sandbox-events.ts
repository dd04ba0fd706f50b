import "server-only";

// Webhook bodies in Meta's shapes (meta.md §1.7, §2.2, §2.3, §4), as the sandbox delivers them
// through the same webhook path Meta uses.

const SANDBOX_WABA = "sandbox-waba";
const SANDBOX_DISPLAY_NUMBER = "000000000000";

function whatsappChange(phoneNumberId: string, field: string, value: Record<string, unknown>) {
  return {
    object: "whatsapp_business_account",
    entry: [
      {
        id: SANDBOX_WABA,
        changes: [
          {
            field,
            value: {
              messaging_product: "whatsapp",
              metadata: { display_phone_number: SANDBOX_DISPLAY_NUMBER, phone_number_id: phoneNumberId },
              ...value,
            },
          },
        ],
      },
    ],
  };
}

const unix = (at: Date) => String(Math.floor(at.getTime() / 1000));

export type SandboxStatus = {
  wamid: string;
  status: "sent" | "delivered" | "read" | "failed";
  recipientId: string;
  callbackData?: string | null;
  at: Date;
  error?: { code: number; title: string; message: string };
};

function statusEntry(input: SandboxStatus) {
  return {
    id: input.wamid,
    status: input.status,
    timestamp: unix(input.at),
    recipient_id: input.recipientId,
    ...(input.callbackData ? { biz_opaque_callback_data: input.callbackData } : {}),
    ...(input.status === "sent"
      ? { pricing: { billable: true, pricing_model: "PMP", type: "regular", category: "service" } }
      : {}),
    ...(input.error ? { errors: [{ ...input.error, error_data: { details: input.error.message } }] } : {}),
  };
}

/** One `statuses[]` webhook for many messages the sandbox accepted (Meta batches them too). */
export function whatsappStatusesEvent(phoneNumberId: string, statuses: SandboxStatus[]) {
  return whatsappChange(phoneNumberId, "messages", { statuses: statuses.map(statusEntry) });
}

/** A customer's message, as the Cloud API delivers it (the sandbox's "simulate inbound"). */
export function whatsappInboundEvent(input: {
  phoneNumberId: string;
  wamid: string;
  from: string;
  name?: string;
  at: Date;
  message: Record<string, unknown> & { type: string };
}) {
  return whatsappChange(input.phoneNumberId, "messages", {
    contacts: [{ profile: { name: input.name ?? input.from }, wa_id: input.from }],
    messages: [{ from: input.from, id: input.wamid, timestamp: unix(input.at), ...input.message }],
  });
}

/** `message_template_status_update` for a template the sandbox judged. */
export function templateStatusEvent(input: {
  templateId: string;
  name: string;
  language: string;
  category: string;
  event: "APPROVED" | "REJECTED";
  reason: string | null;
  at: Date;
}) {
  return {
    object: "whatsapp_business_account",
    entry: [
      {
        id: SANDBOX_WABA,
        time: Math.floor(input.at.getTime() / 1000),
        changes: [
          {
            field: "message_template_status_update",
            value: {
              event: input.event,
              message_template_id: input.templateId,
              message_template_name: input.name,
              message_template_language: input.language,
              message_template_category: input.category,
              reason: input.reason ?? "NONE",
            },
          },
        ],
      },
    ],
  };
}

export type SandboxReceipt = { recipientId: string; kind: "delivery" | "read"; mid: string; at: Date };

/** Messenger/Instagram delivery and read receipts, many in one delivery. */
export function messagingReceiptsEvent(network: "messenger" | "instagram", pageId: string, receipts: SandboxReceipt[]) {
  const now = Date.now();
  return {
    object: network === "messenger" ? "page" : "instagram",
    entry: [
      {
        id: pageId,
        time: now,
        messaging: receipts.map((receipt) => {
          const watermark = receipt.at.getTime();
          return {
            sender: { id: receipt.recipientId },
            recipient: { id: pageId },
            timestamp: watermark,
            ...(receipt.kind === "delivery"
              ? { delivery: { mids: [receipt.mid], watermark } }
              : { read: { watermark } }),
          };
        }),
      },
    ],
  };
}
