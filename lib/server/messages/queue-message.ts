import "server-only";
import { createHash } from "node:crypto";
import { Prisma, type MediaType, type MessageType, type Role } from "@/lib/generated/prisma/client";
import { WHATSAPP_DOCUMENT_MAX_BYTES, whatsAppMediaKind } from "@/lib/messages/media-kinds";
import { isWindowOpen } from "@/lib/messages/window";
import { sendMessageSchema, type SendMessage, type SendMessageInput } from "@/lib/validation/messages";
import { messagePreview, touchConversation } from "@/lib/server/conversations/touch-conversation";
import { db } from "@/lib/server/db";
import { appendEvent } from "@/lib/server/events/append-event";
import { enqueue, prepareJobs } from "@/lib/server/jobs/enqueue";
import { visibleConversationOrThrow, type ConversationForSend } from "@/lib/server/messages/conversation-access";
import {
  channelCannotSend,
  idempotencyKeyReused,
  messageFileNotFound,
  messageFileTooLarge,
  outsideWindow,
  templatesWhatsAppOnly,
} from "@/lib/server/messages/message-errors";
import { resolveTemplateSend } from "@/lib/server/messages/template-send";

// POST /conversations/{id}/messages (api.md → Conversations): an outbound message, queued. In one
// transaction: the message (status queued, with its files), its first status change, the
// message.created event, the conversation's last message (touchConversation) and the `message-send`
// job — so a message is never queued without its job, nor a job sent without its message. The job
// (send-message.ts) hands it to the provider at most once.
//
// Idempotency-Key: unique per company. The same key with the same body (and conversation) answers
// the message it made, queued once; with another body a 409. Two requests racing with one key both
// try to insert: the loser's unique violation rolls its transaction back (its job with it) and it
// answers the winner's message.

export type QueueOutboundMessageOptions = {
  companyId: string;
  /** Who sends it (Message.sentBy); null for Kanal's own sends. */
  userId: string | null;
  /** The caller's role, for the visibility rule (a member replies only where they see); omit for system callers. */
  role?: Role;
  conversationId: string;
  input: SendMessageInput;
  idempotencyKey?: string | null;
};

/** `replayed`: the Idempotency-Key had already made this message; nothing new was queued. */
export type QueuedMessage = { messageId: string; replayed: boolean };

// A burst of sends (a team replying at once, an API client's batch) waits for a pooled connection
// rather than failing after Prisma's default 2 s: measured, 200 POSTs at once on a pool of 10 lost
// 60 % of them to "Unable to start a transaction in the given time" (500) with the default.
export const QUEUE_TRANSACTION = { maxWait: 15_000, timeout: 15_000 };

export async function queueOutboundMessage(options: QueueOutboundMessageOptions): Promise<QueuedMessage> {
  const { companyId, userId, conversationId } = options;
  const input = sendMessageSchema.parse(options.input);
  const key = options.idempotencyKey ?? null;
  const hash = key ? requestHash(conversationId, input) : null;

  await prepareJobs();
  try {
    return await db.$transaction(async (tx) => {
      const conversation = await visibleConversationOrThrow(
        { companyId, userId, role: options.role },
        conversationId,
        tx,
      );
      if (key) {
        const earlier = await messageOfKey(tx, companyId, key);
        if (earlier) return replay(earlier, hash);
      }
      assertChannelCanSend(conversation);
      const content = await contentOf(tx, companyId, conversation, input);
      const now = new Date();
      const message = await tx.message.create({
        data: {
          companyId,
          conversationId,
          channelId: conversation.channelId,
          direction: "out",
          ...content.message,
          status: "queued",
          statusAt: now,
          createdAt: now,
          idempotencyKey: key,
          idempotencyHash: hash,
          sentById: userId,
          media: { create: content.media },
          statusChanges: { create: { status: "queued", source: "api", at: now } },
        },
        select: { id: true },
      });
      await appendEvent(tx, { companyId, kind: "message.created", data: { conversationId, messageId: message.id } });
      await enqueue("message-send", { messageId: message.id }, { tx, key: message.id });
      // Last: its update locks the conversation's row until commit, and replies in one
      // conversation queue behind that lock.
      await touchConversation(tx, {
        companyId,
        conversationId,
        direction: "out",
        preview: messagePreview(content.message),
        at: now,
      });
      return { messageId: message.id, replayed: false };
    }, QUEUE_TRANSACTION);
  } catch (error) {
    if (key && isUniqueClash(error)) {
      const winner = await messageOfKey(db, companyId, key);
      if (winner) return replay(winner, hash);
    }
    throw error;
  }
}

/** The conversation's channel must be able to send: not disconnected, not in error. */
export function assertChannelCanSend(conversation: {
  channel: Pick<ConversationForSend["channel"], "name" | "status">;
}) {
  const { status, name } = conversation.channel;
  if (status === "disconnected" || status === "error") throw channelCannotSend(status, name);
}

/** Outside the 24-hour window only a template may go (meta.md §2.5; Messenger/Instagram alike, §4). */
export function assertWindowAllows(
  conversation: Pick<ConversationForSend, "lastInboundAt">,
  type: "template" | "other",
) {
  if (type !== "template" && !isWindowOpen(conversation.lastInboundAt)) throw outsideWindow();
}

type Content = {
  message: Pick<
    Prisma.MessageUncheckedCreateInput,
    "text" | "templateId" | "templateName" | "templateLanguage" | "templateVariables" | "templateComponents"
  > & { type: MessageType; text: string | null };
  media: Prisma.MessageMediaCreateWithoutMessageInput[];
};

async function contentOf(
  tx: Prisma.TransactionClient,
  companyId: string,
  conversation: ConversationForSend,
  input: SendMessage,
): Promise<Content> {
  if (input.type === "template") {
    if (conversation.channel.kind !== "whatsapp") throw templatesWhatsAppOnly();
    const template = await resolveTemplateSend(companyId, input.templateId, input.variables, tx);
    const { text, ...columns } = template;
    return { message: { type: "template", text, ...columns }, media: [] };
  }
  assertWindowAllows(conversation, "other");
  if (input.type === "text") return { message: { type: "text", text: input.text }, media: [] };

  const found = await tx.mediaFile.findMany({
    where: { companyId, id: { in: input.fileIds } },
    select: { id: true, type: true, mimeType: true, name: true, sizeBytes: true },
  });
  if (found.length !== input.fileIds.length) throw messageFileNotFound();
  const byId = new Map(found.map((file) => [file.id, file]));
  const files = input.fileIds.map((id) => byId.get(id)!);
  let type = MESSAGE_TYPE_OF[files[0]!.type];
  if (conversation.channel.kind === "whatsapp") {
    const kinds = files.map((file) => whatsAppMediaKind({ ...file, size: Number(file.sizeBytes) }));
    const tooLarge = kinds.indexOf(null);
    if (tooLarge >= 0) throw messageFileTooLarge(files[tooLarge]!.name, WHATSAPP_DOCUMENT_MAX_BYTES);
    // Typed as the first file goes: a GIF or a large photo travels as a document.
    type = kinds[0] === "document" ? "file" : kinds[0]!;
  }
  return {
    message: { type, text: input.caption },
    media: files.map((file, position) => ({
      position,
      file: { connect: { id: file.id } },
      state: "stored",
      mimeType: file.mimeType,
      filename: file.name,
    })),
  };
}

/** A media message is typed by its (first) file; on WhatsApp, by how that file travels. */
const MESSAGE_TYPE_OF: Record<MediaType, MessageType> = {
  IMAGE: "image",
  VIDEO: "video",
  AUDIO: "audio",
  DOCUMENT: "file",
};

type KeyedMessage = { id: string; idempotencyHash: string | null };

function messageOfKey(client: Prisma.TransactionClient, companyId: string, idempotencyKey: string) {
  return client.message.findUnique({
    where: { companyId_idempotencyKey: { companyId, idempotencyKey } },
    select: { id: true, idempotencyHash: true },
  }) as Promise<KeyedMessage | null>;
}

function replay(earlier: KeyedMessage, hash: string | null): QueuedMessage {
  if (earlier.idempotencyHash !== hash) throw idempotencyKeyReused();
  return { messageId: earlier.id, replayed: true };
}

/** What a key stands for: the conversation and the body as validated, object keys sorted. */
function requestHash(conversationId: string, input: SendMessage): string {
  return createHash("sha256").update(stableJson({ conversationId, input })).digest("hex");
}

function stableJson(value: unknown): string {
  if (Array.isArray(value)) return `[${value.map(stableJson).join(",")}]`;
  if (value && typeof value === "object") {
    const entries = Object.entries(value).sort(([a], [b]) => (a < b ? -1 : a > b ? 1 : 0));
    return `{${entries.map(([name, item]) => `${JSON.stringify(name)}:${stableJson(item)}`).join(",")}}`;
  }
  return JSON.stringify(value ?? null);
}

const isUniqueClash = (error: unknown) =>
  error instanceof Prisma.PrismaClientKnownRequestError && error.code === "P2002";
