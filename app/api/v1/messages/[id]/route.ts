import { ok } from "@/lib/server/http/envelope";
import { methods, route } from "@/lib/server/http/route";
import { getMessage } from "@/lib/server/messages/get-message";

type Params = { id: string };

// GET /api/v1/messages/{id} – one message, as GET /conversations/{id}/messages shows it (the inbox
// reads a message the event stream names through it, never the whole thread). A member sees their
// own and unassigned conversations' messages only; any other id is a 404.
const one = route<Params>({ permission: "inbox.read" }, async ({ params, session, t }) =>
  ok({ message: await getMessage({ actor: session, messageId: params.id, t }) }),
);

export const { GET, POST, PUT, PATCH, DELETE } = methods({ GET: one });
