import "server-only";
import type { Prisma } from "@/lib/generated/prisma/client";
import { TEMPLATE_LIMITS } from "@/lib/templates/rules";
import { db } from "@/lib/server/db";
import { getTemplateOrThrow } from "@/lib/server/templates/get-template-or-throw";
import { templateInclude } from "@/lib/server/templates/template-json";
import { templateSearchText } from "@/lib/templates/search-text";

// POST /api/v1/templates/{id}/duplicate: a DRAFT copy named "<name>_copy" (then _copy_2, _copy_3…
// until the name is free in its language); usage and history start afresh.

export async function duplicateTemplate({ companyId, id }: { companyId: string; id: string }) {
  const source = await getTemplateOrThrow({ companyId, id });
  const taken = new Set(
    (
      await db.template.findMany({
        where: { companyId, language: source.language, name: { startsWith: `${source.name}_copy` } },
        select: { name: true },
      })
    ).map((row) => row.name),
  );
  const base = `${source.name.slice(0, TEMPLATE_LIMITS.name - 12)}_copy`;
  let name = base;
  for (let n = 2; taken.has(name); n++) name = `${base}_${n}`;
  const displayName = `${source.displayName} (2)`.slice(0, TEMPLATE_LIMITS.displayName);
  // The copy's content is the source's, column for column.
  const { channelId, category, language, headerType, headerText, headerMediaId, body, footer } = source;
  return db.template.create({
    data: {
      companyId,
      channelId,
      name,
      displayName,
      category,
      language,
      headerType,
      headerText,
      headerMediaId,
      body,
      footer,
      buttons: source.buttons as Prisma.InputJsonValue,
      variables: source.variables as Prisma.InputJsonValue,
      searchText: templateSearchText({ name, displayName }),
      status: "DRAFT",
      statusChanges: { create: { status: "DRAFT" } },
    },
    include: templateInclude,
  });
}
