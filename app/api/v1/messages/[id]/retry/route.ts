import { ok } from "@/lib/server/http/envelope";
import { methods, route } from "@/lib/server/http/route";
import { messageJsonById } from "@/lib/server/messages/message-json";
import { retryMessage } from "@/lib/server/messages/retry-message";

type Params = { id: string };

// POST /api/v1/messages/{id}/retry – a failed message is queued again → 202 with it. An unknown one
// (it may have reached the customer) and any other state → 409; a message the caller may not see → 404.
const retry = route<Params>({ permission: "inbox.reply" }, async ({ params, session, t }) => {
  await retryMessage({ actor: session, messageId: params.id });
  const message = await messageJsonById(session.companyId, params.id, t);
  return ok({ message }, { status: 202, message: t("conversationMessages.api.retried") });
});

export const { GET, POST, PUT, PATCH, DELETE } = methods({ POST: retry });
