import { ok } from "@/lib/server/http/envelope";
import { methods, route } from "@/lib/server/http/route";
import { conversationJsonById } from "@/lib/server/inbox/conversation-json";
import { readConversation } from "@/lib/server/inbox/read-conversation";

type Params = { id: string };

// POST /api/v1/conversations/{id}/read – the team has read it: its unread count is 0 for everyone.
const markRead = route<Params>({ permission: "inbox.read" }, async ({ params, session }) => {
  await readConversation(session, params.id);
  return ok({ conversation: await conversationJsonById(session.companyId, session.userId, params.id) });
});

export const { GET, POST, PUT, PATCH, DELETE } = methods({ POST: markRead });
