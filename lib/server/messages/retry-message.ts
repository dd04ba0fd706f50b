import "server-only";
import { Prisma } from "@/lib/generated/prisma/client";
import { db } from "@/lib/server/db";
import { appendEvent } from "@/lib/server/events/append-event";
import { enqueue, prepareJobs } from "@/lib/server/jobs/enqueue";
import { visibleConversationsWhere, type MessageActor } from "@/lib/server/messages/conversation-access";
import { messageNotFound, notRetryable } from "@/lib/server/messages/message-errors";
import { assertChannelCanSend, assertWindowAllows, QUEUE_TRANSACTION } from "@/lib/server/messages/queue-message";

// POST /messages/{id}/retry (api.md → Conversations): a failed message is queued again, with a new
// `message-send` job, in one transaction. Only `failed`: an `unknown` one may have reached the
// customer (meta.md §7.2: never resent blindly), and the rest are on their way or arrived. The
// rules of a first send hold again (the channel can send; outside the 24-hour window only a template).
//
// The retry is a new attempt: the previous attempt's history after `queued` (sending, retry_wait,
// failed) and its error are cleared, and `queued` is stamped with the retry's time (source "api"),
// so the send job records the new attempt's steps with their own times — MessageStatusChange keeps
// one row per status. Of a message of files, only the failed files (and those never sent) go again.

export async function retryMessage({ actor, messageId }: { actor: MessageActor; messageId: string }) {
  await prepareJobs();
  await db.$transaction(async (tx) => {
    const message = await tx.message.findFirst({
      where: { id: messageId, companyId: actor.companyId, conversation: visibleConversationsWhere(actor) },
      select: {
        id: true,
        status: true,
        type: true,
        conversationId: true,
        conversation: { select: { lastInboundAt: true, channel: { select: { name: true, status: true } } } },
      },
    });
    if (!message) throw messageNotFound();
    if (message.status !== "failed") throw notRetryable(message.status);
    assertChannelCanSend(message.conversation);
    assertWindowAllows(message.conversation, message.type === "template" ? "template" : "other");

    const now = new Date();
    const { count } = await tx.message.updateMany({
      where: { id: message.id, status: "failed" },
      data: {
        status: "queued",
        statusAt: now,
        errorCode: null,
        errorReason: null,
        errorValues: Prisma.DbNull,
        errorMessage: null,
        providerMessageId: null,
        attempts: 0,
        claimedAt: null,
      },
    });
    // Retried by someone else meanwhile: it is queued already.
    if (count === 0) throw notRetryable("queued");
    // A failed file goes again; those that arrived are not sent twice (message-parts.ts).
    await tx.messageMedia.updateMany({
      where: { messageId: message.id, sendStatus: "failed" },
      data: { sendStatus: null, providerMessageId: null },
    });
    await tx.messageStatusChange.deleteMany({ where: { messageId: message.id, status: { not: "queued" } } });
    await tx.messageStatusChange.upsert({
      where: { messageId_status: { messageId: message.id, status: "queued" } },
      create: { messageId: message.id, status: "queued", source: "api", at: now },
      update: { source: "api", at: now },
    });
    await appendEvent(tx, {
      companyId: actor.companyId,
      kind: "message.updated",
      data: {
        conversationId: message.conversationId,
        messageId: message.id,
        status: "queued",
        statusAt: now.toISOString(),
      },
    });
    await enqueue("message-send", { messageId: message.id }, { tx, key: message.id });
  }, QUEUE_TRANSACTION);
}
