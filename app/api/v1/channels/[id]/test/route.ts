import { testChannel } from "@/lib/server/channels/test-channel";
import { ok } from "@/lib/server/http/envelope";
import { methods, route } from "@/lib/server/http/route";

type Params = { id: string };

// POST /api/v1/channels/{id}/test – owners and admins: asks the provider who the channel is →
// `{ ok, detail, channel }`; a provider's refusal is still a 200 with `ok: false` and the reason in words.
const test = route<Params>({ permission: "channels.update" }, async ({ params, session, t }) =>
  ok(await testChannel({ companyId: session.companyId, id: params.id, t })),
);

export const { GET, POST, PUT, PATCH, DELETE } = methods({ POST: test });
