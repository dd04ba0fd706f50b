import "server-only";
import { SANDBOX_CHANNEL_DEFAULTS } from "@/lib/channels/sandbox";
import type { Prisma } from "@/lib/generated/prisma/client";
import { newSandboxExternalId, newVerifyToken } from "@/lib/server/channels/channel-secrets";
import { db } from "@/lib/server/db";

// Every company has a sandbox WhatsApp channel (issue 16): made with the company at registration,
// and for companies older than channels the first time their channels are read. One per company
// (unique systemKey), so two first reads at once still make one.

/** The default sandbox channel's data, for a nested create with its company. */
export function defaultSandboxChannel(): Omit<Prisma.ChannelCreateManyInput, "companyId"> {
  return { ...SANDBOX_CHANNEL_DEFAULTS, externalId: newSandboxExternalId(), verifyToken: newVerifyToken() };
}

/** Makes the company's sandbox channel if it never had one (a disconnected one stays disconnected). */
export async function ensureDefaultSandbox(companyId: string): Promise<void> {
  await db.channel.createMany({ data: [{ ...defaultSandboxChannel(), companyId }], skipDuplicates: true });
}
