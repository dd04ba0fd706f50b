import { simulateInboundSchema } from "@/lib/validation/sandbox-inbound";
import { simulateInbound } from "@/lib/server/channels/providers/sandbox/simulate-inbound";
import { ok } from "@/lib/server/http/envelope";
import { parseBody } from "@/lib/server/http/parse";
import { methods, route } from "@/lib/server/http/route";

type Params = { id: string };

// POST /api/v1/channels/{id}/sandbox/inbound – owners and admins, sandbox channels only: a
// simulated customer message, taken in like Meta's webhook → 202 `{ eventId, providerMessageId,
// from }`; the `webhook-event` job makes the customer, conversation and message. Another company's
// channel → 404; a channel that is not a sandbox → 409; a `mediaId` not in the library → 404.
const simulate = route<Params>({ permission: "channels.update" }, async ({ req, params, session }) => {
  const input = await parseBody(req, simulateInboundSchema);
  return ok(await simulateInbound({ companyId: session.companyId, channelId: params.id, input }), { status: 202 });
});

export const { GET, POST, PUT, PATCH, DELETE } = methods({ POST: simulate });
