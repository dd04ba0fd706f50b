import "server-only";
import type { Message, MessageStatus as StoredStatus, Prisma } from "@/lib/generated/prisma/client";
import type { MediaFile } from "@/lib/media/types";
import type { MessageError, MessageJson, MessageStatus } from "@/lib/messages/types";
import type { Translate } from "@/lib/server/i18n";
import { db } from "@/lib/server/db";
import { mediaFilesJson } from "@/lib/server/media/media-json";

// A message as the API answers it (lib/messages/types.ts). The pipeline's internal states collapse
// to the API's six; the failure reason is rendered in the reader's language from its key under
// channels.providerErrors, as a channel's last error is (lib/server/channels/channel-json.ts).

export const messageSelect = {
  id: true,
  conversationId: true,
  direction: true,
  type: true,
  text: true,
  templateId: true,
  templateName: true,
  templateVariables: true,
  status: true,
  statusAt: true,
  errorCode: true,
  errorReason: true,
  errorValues: true,
  errorMessage: true,
  createdAt: true,
  sentBy: { select: { id: true, firstName: true, lastName: true } },
  media: { select: { fileId: true }, orderBy: { position: "asc" } },
} as const satisfies Prisma.MessageSelect;

export type MessageRow = Prisma.MessageGetPayload<{ select: typeof messageSelect }>;

const API_STATUS: Record<StoredStatus, MessageStatus> = {
  queued: "queued",
  sending: "queued",
  retry_wait: "queued",
  sent: "sent",
  delivered: "delivered",
  read: "read",
  failed: "failed",
  unknown: "unknown",
  received: "delivered",
};

export const apiStatusOf = (status: StoredStatus): MessageStatus => API_STATUS[status];

type ErrorFields = Pick<Message, "errorCode" | "errorReason" | "errorValues" | "errorMessage">;

function errorOf(row: ErrorFields, t: Translate): MessageError | null {
  if (row.errorReason === null && row.errorMessage === null && row.errorCode === null) return null;
  const values = (row.errorValues ?? {}) as Record<string, string | number>;
  const key = row.errorReason ? `channels.providerErrors.${row.errorReason}` : null;
  // The translator answers an unknown key with the key itself: then the provider's own words.
  const words = key ? t(key, values) : null;
  const message = words && words !== key ? words : (row.errorMessage ?? row.errorReason ?? String(row.errorCode));
  return { code: row.errorCode, reason: row.errorReason, message };
}

function variablesOf(value: Prisma.JsonValue | null): Record<string, string> {
  if (!value || typeof value !== "object" || Array.isArray(value)) return {};
  return Object.fromEntries(Object.entries(value).map(([name, item]) => [name, String(item ?? "")]));
}

export function toMessageJson(row: MessageRow, files: ReadonlyMap<string, MediaFile>, t: Translate): MessageJson {
  return {
    id: row.id,
    conversationId: row.conversationId,
    direction: row.direction,
    type: row.type,
    text: row.text,
    media: row.media.flatMap((item) => (item.fileId && files.has(item.fileId) ? [files.get(item.fileId)!] : [])),
    template:
      row.type === "template" && row.templateName
        ? { id: row.templateId, name: row.templateName, variables: variablesOf(row.templateVariables) }
        : null,
    status: apiStatusOf(row.status),
    error: errorOf(row, t),
    sentBy: row.sentBy ? { id: row.sentBy.id, name: `${row.sentBy.firstName} ${row.sentBy.lastName}`.trim() } : null,
    createdAt: row.createdAt.toISOString(),
    statusAt: row.statusAt.toISOString(),
  };
}

/** Rows as JSON, their library files read in one query for the whole page. */
export async function messagesJson(companyId: string, rows: readonly MessageRow[], t: Translate) {
  const fileIds = [...new Set(rows.flatMap((row) => row.media.flatMap((item) => (item.fileId ? [item.fileId] : []))))];
  const files = new Map((await mediaFilesJson(companyId, fileIds)).map((file) => [file.id, file]));
  return rows.map((row) => toMessageJson(row, files, t));
}

export async function messageJson(companyId: string, row: MessageRow, t: Translate): Promise<MessageJson> {
  const [json] = await messagesJson(companyId, [row], t);
  return json!;
}

/** One of the company's messages as JSON (after a write that returned its id). */
export async function messageJsonById(companyId: string, id: string, t: Translate): Promise<MessageJson> {
  const row = await db.message.findFirstOrThrow({ where: { id, companyId }, select: messageSelect });
  return messageJson(companyId, row, t);
}
