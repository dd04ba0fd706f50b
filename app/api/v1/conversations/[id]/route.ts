import { ok } from "@/lib/server/http/envelope";
import { parseBody } from "@/lib/server/http/parse";
import { methods, route } from "@/lib/server/http/route";
import { conversationDetail } from "@/lib/server/inbox/conversation-detail";
import { updateConversation } from "@/lib/server/inbox/update-conversation";
import { updateConversationSchema } from "@/lib/validation/inbox";

type Params = { id: string };

// GET /api/v1/conversations/{id} – `conversation` and the customer panel's `customerStats`
// (a conversation the caller may not see, or another company's: 404).
const read = route<Params>({ permission: "inbox.read" }, async ({ params, session }) =>
  ok(await conversationDetail(session, params.id)),
);

// PATCH /api/v1/conversations/{id} – `{ status, rating, assigneeId, pinned, unread }`, any of them.
// A member may take an unassigned conversation or release their own (403 otherwise).
const update = route<Params>({ permission: "inbox.resolve" }, async ({ req, params, session }) => {
  const input = await parseBody(req, updateConversationSchema);
  await updateConversation(session, params.id, input);
  return ok(await conversationDetail(session, params.id));
});

export const { GET, POST, PUT, PATCH, DELETE } = methods({ GET: read, PATCH: update });
