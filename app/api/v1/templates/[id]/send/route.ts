import { sendTemplateSchema } from "@/lib/validation/templates";
import { ok } from "@/lib/server/http/envelope";
import { idempotencyKeyOf } from "@/lib/server/http/idempotency-key";
import { parseBody } from "@/lib/server/http/parse";
import { methods, route } from "@/lib/server/http/route";
import { sendTemplateToCustomers } from "@/lib/server/templates/send-template";

// POST /api/v1/templates/{id}/send – `{ customerIds?, groupIds?, variables: { "1": { field } | { text } } }`:
// an approved template to customers and groups' customers (≤ 1,000), each in their conversation on
// the template's channel → 202 `{ queued, skipped, results: [{ customerId, ok, message, conversationId?,
// messageId? }] }`. Members may send, into their own and unassigned conversations. Not approved → 409; another company's template, customer or
// group → 404. An Idempotency-Key makes a retry queue nothing twice.
const send = route<{ id: string }>({ permission: "templates.send" }, async ({ req, params, session, t }) => {
  const idempotencyKey = idempotencyKeyOf(req);
  const input = await parseBody(req, sendTemplateSchema);
  const result = await sendTemplateToCustomers({
    companyId: session.companyId,
    userId: session.userId,
    role: session.role,
    id: params.id,
    input,
    idempotencyKey,
    t,
  });
  return ok(result, {
    status: 202,
    message: t("templates.send.done", { queued: result.queued, skipped: result.skipped }),
  });
});

export const { GET, POST, PUT, PATCH, DELETE } = methods({ POST: send });
