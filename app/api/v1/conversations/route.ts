import { created, ok } from "@/lib/server/http/envelope";
import { parseBody, parseQuery } from "@/lib/server/http/parse";
import { methods, route } from "@/lib/server/http/route";
import { conversationDetail } from "@/lib/server/inbox/conversation-detail";
import { listConversations } from "@/lib/server/inbox/list-conversations";
import { startConversation } from "@/lib/server/inbox/start-conversation";
import { listConversationsQuerySchema, startConversationSchema } from "@/lib/validation/inbox";

// GET /api/v1/conversations – the inbox list: `tab` (all|unread|unresolved), `search` (customer's
// name, phone or any message's text, Turkish-insensitive), `channel`, `assignee`
// (me|unassigned|user id|all), `status`, `customer`, `cursor`, `limit` ≤ 100 → `conversations`
// (the caller's pinned first), `nextCursor`, `counts {all, unread, unresolved}`. A member's list
// holds their own and unassigned conversations only.
const list = route({ permission: "inbox.read" }, async ({ req, session }) =>
  ok(await listConversations(session, parseQuery(req, listConversationsQuerySchema))),
);

// POST /api/v1/conversations `{ customerId, channelId }` – the customer's conversation on the
// channel: 201 with a new one, 200 with the one they have.
const start = route({ permission: "inbox.reply" }, async ({ req, session, t }) => {
  const input = await parseBody(req, startConversationSchema);
  const { id, created: isNew } = await startConversation(session, input);
  const detail = await conversationDetail(session, id);
  return isNew ? created(detail, t("inbox.api.started")) : ok(detail);
});

export const { GET, POST, PUT, PATCH, DELETE } = methods({ GET: list, POST: start });
