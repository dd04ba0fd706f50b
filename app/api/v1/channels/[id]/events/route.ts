import { channelEventsQuerySchema } from "@/lib/validation/channels";
import { listWebhookEvents } from "@/lib/server/channels/list-webhook-events";
import { ok } from "@/lib/server/http/envelope";
import { parseQuery } from "@/lib/server/http/parse";
import { methods, route } from "@/lib/server/http/route";

type Params = { id: string };

// GET /api/v1/channels/{id}/events?limit=20 – owners and admins: the channel's latest webhook
// deliveries as stored (raw bodies hold customers' messages, so not for members).
const list = route<Params>({ permission: "channels.readEvents" }, async ({ req, params, session }) => {
  const { limit } = parseQuery(req, channelEventsQuerySchema);
  return ok({ events: await listWebhookEvents({ companyId: session.companyId, channelId: params.id, limit }) });
});

export const { GET, POST, PUT, PATCH, DELETE } = methods({ GET: list });
