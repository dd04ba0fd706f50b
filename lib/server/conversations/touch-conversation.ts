import "server-only";
import { appendEvent } from "@/lib/server/events/append-event";
import type { Prisma } from "@/lib/generated/prisma/client";

// A new message moves its conversation: last message (preview, direction, time) and, for a
// customer's message, the 24-hour window, the unread count and a reopen (a resolved conversation
// the customer writes to again is open again). Called in the message's
// own transaction by the inbound and outbound services alike, with the conversation.updated event.

const PREVIEW_MAX = 200;

/** A one-line preview of a message: its text, or what it carries ("[image]"). */
export function messagePreview(message: { type: string; text: string | null; templateName?: string | null }): string {
  const text = message.text?.replace(/\s+/g, " ").trim();
  if (text) return text.length > PREVIEW_MAX ? `${text.slice(0, PREVIEW_MAX - 1)}…` : text;
  if (message.type === "template" && message.templateName) return `[template: ${message.templateName}]`;
  return `[${message.type}]`;
}

export async function touchConversation(
  tx: Prisma.TransactionClient,
  input: {
    companyId: string;
    conversationId: string;
    direction: "in" | "out";
    preview: string;
    at: Date;
  },
): Promise<void> {
  const inbound = input.direction === "in";
  await tx.conversation.update({
    where: { id: input.conversationId },
    data: {
      lastMessageAt: input.at,
      lastMessagePreview: input.preview.slice(0, PREVIEW_MAX),
      lastMessageDirection: input.direction,
      ...(inbound ? { lastInboundAt: input.at, unreadCount: { increment: 1 }, status: "open", resolvedAt: null } : {}),
    },
  });
  await appendEvent(tx, {
    companyId: input.companyId,
    kind: "conversation.updated",
    data: { conversationId: input.conversationId },
  });
}
