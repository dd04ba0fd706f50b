import "server-only";
import type { ChannelJson } from "@/lib/channels/types";
import type { Prisma } from "@/lib/generated/prisma/client";
import { META_FIELDS, META_ID_FIELDS, SECRET_FIELDS, type UpdateChannel } from "@/lib/validation/channels";
import { channelAlreadyConnected } from "@/lib/server/channels/channel-conflict";
import { channelSelect, toChannelJson } from "@/lib/server/channels/channel-json";
import { sealedSecretColumns } from "@/lib/server/channels/channel-secrets";
import { getChannelOrThrow } from "@/lib/server/channels/get-channel-or-throw";
import { withUniqueConflict } from "@/lib/server/customers/unique-conflicts";
import { db } from "@/lib/server/db";
import { AppError, type FieldErrorKey } from "@/lib/server/errors";

// PUT /channels/{id} (api.md): what is sent changes; a secret is replaced only when sent. Kind and
// provider never change. New credentials put a channel in error back to "connected" (the next test
// or send tells); editing a disconnected channel reconnects it, which for a Meta channel needs both
// secrets again (they were wiped when it was disconnected).

export async function updateChannel({
  companyId,
  id,
  input,
}: {
  companyId: string;
  id: string;
  input: UpdateChannel;
}): Promise<ChannelJson> {
  const current = await getChannelOrThrow({ companyId, id });
  const isMeta = current.provider === "meta";
  const idFields: readonly string[] = isMeta ? META_FIELDS[current.kind] : [];
  const problems: FieldErrorKey[] = [];
  for (const field of [...META_ID_FIELDS, ...SECRET_FIELDS]) {
    const allowed = idFields.includes(field) || (isMeta && (SECRET_FIELDS as readonly string[]).includes(field));
    if (input[field] !== undefined && !allowed) problems.push({ field, key: "validation.unknownField" });
  }
  const reconnecting = current.status === "disconnected";
  if (reconnecting && isMeta) {
    for (const field of SECRET_FIELDS) {
      if (input[field] === undefined) problems.push({ field, key: "validation.required" });
    }
  }
  if (problems.length > 0) throw new AppError("VALIDATION_ERROR", { fieldErrors: problems });

  const data: Prisma.ChannelUpdateInput = sealedSecretColumns(input);
  if (input.name !== undefined) data.name = input.name;
  if (input.rateLimitPerSecond !== undefined) data.rateLimitPerSecond = input.rateLimitPerSecond;
  const externalId = isMeta ? input[META_FIELDS[current.kind][0]] : undefined;
  if (externalId !== undefined) data.externalId = externalId;
  if (isMeta && current.kind === "whatsapp" && input.wabaId !== undefined) data.wabaId = input.wabaId;
  const newCredentials = [...META_ID_FIELDS, ...SECRET_FIELDS].some((field) => input[field] !== undefined);
  if (reconnecting || (current.status === "error" && newCredentials)) data.status = "connected";

  const row = await withUniqueConflict(
    () => db.channel.update({ where: { id: current.id, companyId }, data, select: channelSelect }),
    () => channelAlreadyConnected(current.kind),
  );
  return toChannelJson(row, { canManage: true });
}
