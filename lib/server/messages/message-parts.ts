import "server-only";
import type { MessageStatus } from "@/lib/generated/prisma/client";
import { db } from "@/lib/server/db";
import {
  setMessageStatuses,
  statusesBefore,
  type SettledStatus,
  type StatusChange,
  type StatusError,
} from "@/lib/server/messages/message-status";

// A message of files is one provider message per file (WhatsApp carries one file each), each with
// its own wamid and its own receipts. Its status says what happened to all of them:
//  - a file's receipts move that file (MessageMedia.sendStatus), forward only, like a message's;
//  - the message moves only once every file was sent: to its least advanced file's status, or to
//    failed (with that file's reason, so it can be retried) as soon as one file failed;
//  - a receipt whose wamid no file has is that of a file sent by a worker that died before recording
//    it: the message's first file without a wamid, since files go one at a time and each is recorded
//    before the next is sent. Only while the message is being sent or its outcome is unknown: after
//    a retry, an old receipt must not stand for the file about to be sent again.
// The files and the message change in one transaction that holds the message's row: receipts of two
// files processed side by side cannot each miss the other's.

const MEDIA_TYPES: string[] = ["image", "video", "audio", "file"];

/** Whether a message of this type is sent as its files (its status then follows theirs). */
export const carriesFiles = (type: string) => MEDIA_TYPES.includes(type);

/** A file's receipt: a status change of its message, naming the file by its wamid (null: every file sent so far). */
export type PartChange = StatusChange & { wamid: string | null };

type Part = { id: string; messageId: string; providerMessageId: string | null; sendStatus: MessageStatus | null };

const PROGRESS: SettledStatus[] = ["sent", "delivered", "read"];
const NOT_DELIVERED: StatusError = {
  code: null,
  reasonKey: "undeliverable",
  message: "A file of the message was not delivered",
};

/** What a message's files say of it: failed if one failed, nothing until all were sent, else the least advanced. */
export function statusOfParts(parts: Pick<Part, "sendStatus">[]): SettledStatus | null {
  if (parts.length === 0) return null;
  if (parts.some((part) => part.sendStatus === "failed")) return "failed";
  const ranks = parts.map((part) => (part.sendStatus ? PROGRESS.indexOf(part.sendStatus as SettledStatus) : -1));
  const least = Math.min(...ranks);
  return least < 0 ? null : PROGRESS[least]!;
}

/** Applies files' receipts (none: only re-reads the files) and moves each message to what its files say. */
export async function settleMessageParts(
  messageIds: string[],
  changes: PartChange[],
  source: StatusChange["source"],
): Promise<void> {
  const ids = [...new Set([...messageIds, ...changes.map((change) => change.messageId)])];
  if (ids.length === 0) return;
  await db.$transaction(async (tx) => {
    const messages = await tx.$queryRaw<{ id: string; status: MessageStatus; channelId: string }[]>`
      SELECT id, status, "channelId" FROM "Message" WHERE id = ANY(${ids}::text[]) ORDER BY id FOR UPDATE`;
    const parts: Part[] = await tx.messageMedia.findMany({
      where: { messageId: { in: ids } },
      orderBy: [{ messageId: "asc" }, { position: "asc" }],
      select: { id: true, messageId: true, providerMessageId: true, sendStatus: true },
    });
    const statusOf = new Map(messages.map((message) => [message.id, message.status]));
    const moved = new Map<string, Part>();
    const errors = new Map<string, StatusError>();
    const latest = new Map<string, Date>();
    for (const change of changes) {
      const own = parts.filter((part) => part.messageId === change.messageId);
      const mayBeUnrecorded = ["sending", "unknown"].includes(statusOf.get(change.messageId) ?? "");
      const targets =
        change.wamid === null
          ? own.filter((part) => part.providerMessageId)
          : [
              own.find((part) => part.providerMessageId === change.wamid) ??
                (mayBeUnrecorded ? own.find((part) => !part.providerMessageId) : undefined),
            ].filter((part) => part !== undefined);
      for (const part of targets) {
        if (!statusesBefore(change.status).includes(part.sendStatus ?? "sending")) continue;
        part.providerMessageId ??= change.wamid;
        part.sendStatus = change.status;
        moved.set(part.id, part);
        if (change.status === "failed" && change.error) errors.set(change.messageId, change.error);
        if (change.at) latest.set(change.messageId, change.at);
      }
    }
    if (moved.size > 0) {
      const rows = [...moved.values()];
      await tx.$executeRaw`
        UPDATE "MessageMedia" AS mm
           SET "providerMessageId" = u.pmid, "sendStatus" = u.status::"MessageStatus"
          FROM unnest(${rows.map((row) => row.id)}::text[], ${rows.map((row) => row.providerMessageId)}::text[],
                      ${rows.map((row) => row.sendStatus)}::text[]) AS u(id, pmid, status)
         WHERE mm.id = u.id`;
    }
    const settled = messages.flatMap((message): StatusChange[] => {
      const own = parts.filter((part) => part.messageId === message.id);
      const status = statusOfParts(own);
      if (!status) return [];
      return [
        {
          messageId: message.id,
          channelId: message.channelId,
          status,
          source,
          at: latest.get(message.id),
          providerMessageId: own[0]?.providerMessageId ?? null,
          error: status === "failed" ? (errors.get(message.id) ?? NOT_DELIVERED) : null,
        },
      ];
    });
    await setMessageStatuses(settled, { tx });
  });
}
