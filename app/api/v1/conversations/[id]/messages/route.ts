import { listMessagesQuerySchema, sendMessageSchema } from "@/lib/validation/messages";
import { ok } from "@/lib/server/http/envelope";
import { idempotencyKeyOf } from "@/lib/server/http/idempotency-key";
import { parseBody, parseQuery } from "@/lib/server/http/parse";
import { methods, route } from "@/lib/server/http/route";
import { listMessages } from "@/lib/server/messages/list-messages";
import { messageJsonById } from "@/lib/server/messages/message-json";
import { queueOutboundMessage } from "@/lib/server/messages/queue-message";
import { wordSystemLines } from "@/lib/server/inbox/system-lines";

type Params = { id: string };

// GET /api/v1/conversations/{id}/messages – a page of the conversation's messages, oldest first;
// `before` (the previous page's nextCursor) reads older ones. A member sees their own and
// unassigned conversations only; any other id is a 404.
const list = route<Params>({ permission: "inbox.read" }, async ({ req, params, session, t }) => {
  const query = parseQuery(req, listMessagesQuerySchema);
  const page = await listMessages({ actor: session, conversationId: params.id, ...query, t });
  // System lines (assigned, resolved, reopened) are worded in the reader's language.
  return ok(await wordSystemLines(session.companyId, page, t));
});

// POST /api/v1/conversations/{id}/messages – `{ type: "text", text }` | `{ type: "media", fileIds,
// caption? }` | `{ type: "template", templateId, variables }` → 202 with the queued message. The
// same Idempotency-Key again answers the same message (202, nothing sent twice); outside the
// 24-hour window only a template may go (409).
const send = route<Params>({ permission: "inbox.reply" }, async ({ req, params, session, t }) => {
  const idempotencyKey = idempotencyKeyOf(req);
  const input = await parseBody(req, sendMessageSchema);
  const { messageId, replayed } = await queueOutboundMessage({
    companyId: session.companyId,
    userId: session.userId,
    role: session.role,
    conversationId: params.id,
    input,
    idempotencyKey,
  });
  const message = await messageJsonById(session.companyId, messageId, t);
  return ok(
    { message },
    {
      status: 202,
      message: t("conversationMessages.api.queued"),
      headers: replayed ? { "Idempotent-Replayed": "true" } : {},
    },
  );
});

export const { GET, POST, PUT, PATCH, DELETE } = methods({ GET: list, POST: send });
