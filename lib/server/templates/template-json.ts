import "server-only";
import type { Prisma } from "@/lib/generated/prisma/client";
import type { TemplateButton, TemplateStatus, TemplateVariable } from "@/lib/templates/rules";
import type { TemplateJson, TemplateType } from "@/lib/templates/types";
import type { KanalTemplate } from "@/lib/templates/meta-components";
import type { Translate } from "@/lib/server/i18n";
import { mediaFilesJson } from "@/lib/server/media/media-json";

// A template as the API answers it (lib/templates/types.ts): its channel, header file and status
// history with it. Every read and write answers through here.

export const templateInclude = {
  channel: { select: { id: true, name: true } },
  statusChanges: { orderBy: [{ at: "asc" }, { id: "asc" }], select: { status: true, reason: true, at: true } },
} satisfies Prisma.TemplateInclude;

export type TemplateRow = Prisma.TemplateGetPayload<{ include: typeof templateInclude }>;

/** The stored columns as the Meta mapping's template (lib/templates/meta-components.ts). */
export function kanalTemplateOf(row: Omit<TemplateRow, "channel" | "statusChanges">): KanalTemplate {
  return {
    name: row.name,
    displayName: row.displayName,
    language: row.language,
    category: row.category,
    headerType: row.headerType,
    headerText: row.headerText,
    headerMediaId: row.headerMediaId,
    body: row.body,
    footer: row.footer,
    buttons: row.buttons as TemplateButton[],
    variables: row.variables as TemplateVariable[],
  };
}

/** Meta's reason code in words, in the caller's language (the code itself when unknown). */
export function reasonInWords(code: string | null, t: Translate): string | null {
  if (!code) return null;
  const key = `templates.rejectionReasons.${code}`;
  const words = t(key);
  return words === key ? code : words;
}

const typeOf = (headerType: TemplateRow["headerType"]): TemplateType =>
  headerType === "IMAGE" || headerType === "VIDEO" || headerType === "DOCUMENT" ? headerType : "TEXT";

/** Rows as JSON, their header files read in one query. */
export async function templatesToJson(companyId: string, rows: TemplateRow[], t: Translate): Promise<TemplateJson[]> {
  const mediaIds = [...new Set(rows.map((row) => row.headerMediaId).filter((id): id is string => !!id))];
  const media = new Map((await mediaFilesJson(companyId, mediaIds)).map((file) => [file.id, file]));
  return rows.map((row) => ({
    id: row.id,
    name: row.name,
    displayName: row.displayName,
    category: row.category,
    language: row.language,
    status: row.status,
    rejectionReason: row.status === "REJECTED" ? reasonInWords(row.rejectedReason, t) : null,
    rejectionCode: row.status === "REJECTED" ? row.rejectedReason : null,
    type: typeOf(row.headerType),
    channel: row.channel,
    headerType: row.headerType,
    headerText: row.headerText,
    headerMedia: (row.headerMediaId && media.get(row.headerMediaId)) || null,
    bodyText: row.body,
    footerText: row.footer,
    buttons: row.buttons as TemplateJson["buttons"],
    variables: row.variables as TemplateVariable[],
    usageCount: row.usageCount,
    lastUsed: row.lastUsedAt?.toISOString() ?? null,
    history: row.statusChanges.map((change) => ({
      status: change.status as TemplateStatus,
      reason: change.reason,
      at: change.at.toISOString(),
    })),
    createdAt: row.createdAt.toISOString(),
    updatedAt: row.updatedAt.toISOString(),
  }));
}

export async function templateToJson(companyId: string, row: TemplateRow, t: Translate): Promise<TemplateJson> {
  return (await templatesToJson(companyId, [row], t))[0]!;
}
