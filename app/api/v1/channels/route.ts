import { can } from "@/lib/permissions";
import { createChannelSchema } from "@/lib/validation/channels";
import { createChannel } from "@/lib/server/channels/create-channel";
import { listChannels } from "@/lib/server/channels/list-channels";
import { created, ok } from "@/lib/server/http/envelope";
import { parseBody } from "@/lib/server/http/parse";
import { methods, route } from "@/lib/server/http/route";

// GET /api/v1/channels – the company's channels (its sandbox channel included, made on first read).
const list = route({ permission: "channels.read" }, async ({ session }) =>
  ok({
    channels: await listChannels({ companyId: session.companyId, canManage: can(session.role, "channels.update") }),
  }),
);

// POST /api/v1/channels – owners and admins connect a channel; Meta is not called (see /test).
const connect = route({ permission: "channels.connect" }, async ({ req, session, t }) => {
  const input = await parseBody(req, createChannelSchema);
  const channel = await createChannel({ companyId: session.companyId, input });
  return created({ channel }, t("channels.api.created", { name: channel.name }));
});

export const { GET, POST, PUT, PATCH, DELETE } = methods({ GET: list, POST: connect });
