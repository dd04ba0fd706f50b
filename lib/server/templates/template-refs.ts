import "server-only";
import type { Prisma } from "@/lib/generated/prisma/client";
import type { TemplateData } from "@/lib/validation/templates";
import { ensureDefaultSandbox } from "@/lib/server/channels/default-sandbox";
import { db } from "@/lib/server/db";
import {
  headerMediaNotFound,
  headerMediaWrongType,
  templateChannelNotFound,
  templateChannelNotWhatsApp,
} from "@/lib/server/templates/template-errors";

// What a template points at, checked against the company: its channel (a WhatsApp one; the
// company's sandbox when none is named) and its header file (the company's, of the header's type).

export async function resolveTemplateChannel(companyId: string, channelId: string | null): Promise<string> {
  if (!channelId) {
    await ensureDefaultSandbox(companyId);
    const sandbox = await db.channel.findFirst({ where: { companyId, systemKey: "sandbox" }, select: { id: true } });
    if (!sandbox) throw templateChannelNotFound();
    return sandbox.id;
  }
  const channel = await db.channel.findFirst({ where: { id: channelId, companyId }, select: { id: true, kind: true } });
  if (!channel) throw templateChannelNotFound();
  if (channel.kind !== "whatsapp") throw templateChannelNotWhatsApp();
  return channel.id;
}

export async function checkHeaderMedia(companyId: string, data: Pick<TemplateData, "headerType" | "headerMediaId">) {
  if (!data.headerMediaId) return;
  const file = await db.mediaFile.findFirst({ where: { id: data.headerMediaId, companyId }, select: { type: true } });
  if (!file) throw headerMediaNotFound();
  if (file.type !== data.headerType) throw headerMediaWrongType();
}

/** The columns a template's editor writes. */
export function templateColumns(data: TemplateData, searchText: string) {
  return {
    name: data.name,
    displayName: data.displayName,
    category: data.category,
    language: data.language,
    headerType: data.headerType,
    headerText: data.headerText,
    headerMediaId: data.headerMediaId,
    body: data.bodyText,
    footer: data.footerText,
    buttons: data.buttons as Prisma.InputJsonValue,
    variables: data.variables as Prisma.InputJsonValue,
    searchText,
  };
}
