import "server-only";
import type { ChannelKind } from "@/lib/channels/types";
import { META_FIELDS } from "@/lib/validation/channels";
import { AppError } from "@/lib/server/errors";

/** The company already has a channel with this Meta id: reported on the id's field. */
export const channelAlreadyConnected = (kind: ChannelKind) =>
  new AppError("CONFLICT", {
    messageKey: "channels.api.alreadyConnected",
    fieldErrors: [{ field: META_FIELDS[kind][0], key: "channels.api.alreadyConnected" }],
  });
