import { can } from "@/lib/permissions";
import { updateChannelSchema } from "@/lib/validation/channels";
import { toChannelJson } from "@/lib/server/channels/channel-json";
import { disconnectChannel } from "@/lib/server/channels/disconnect-channel";
import { getChannelOrThrow } from "@/lib/server/channels/get-channel-or-throw";
import { updateChannel } from "@/lib/server/channels/update-channel";
import { ok } from "@/lib/server/http/envelope";
import { deleteRowRoute, updateRowRoute } from "@/lib/server/http/company-row-routes";
import { methods, route } from "@/lib/server/http/route";

type Params = { id: string };

// GET /api/v1/channels/{id} – one channel; another company's is a 404.
const read = route<Params>({ permission: "channels.read" }, async ({ params, session }) => {
  const row = await getChannelOrThrow({ companyId: session.companyId, id: params.id });
  return ok({ channel: toChannelJson(row, { canManage: can(session.role, "channels.update") }) });
});

// PUT /api/v1/channels/{id} – owners and admins: name, rate, Meta ids; secrets replaced only when sent.
const update = updateRowRoute({
  permission: "channels.update",
  schema: updateChannelSchema,
  update: updateChannel,
  reply: (channel, t) => ok({ channel }, { message: t("channels.api.updated") }),
});

// DELETE /api/v1/channels/{id} – owners and admins: disconnect (secrets wiped, history kept).
const disconnect = deleteRowRoute({
  permission: "channels.delete",
  remove: disconnectChannel,
  reply: (channel, t) => ok({ channel }, { message: t("channels.api.disconnected", { name: channel.name }) }),
});

export const { GET, POST, PUT, PATCH, DELETE } = methods({ GET: read, PUT: update, DELETE: disconnect });
