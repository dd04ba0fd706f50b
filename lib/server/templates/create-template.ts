import "server-only";
import { templateSchema, type TemplateInput } from "@/lib/validation/templates";
import { db } from "@/lib/server/db";
import { withUniqueConflict } from "@/lib/server/customers/unique-conflicts";
import { templateNameTaken } from "@/lib/server/templates/template-errors";
import { templateInclude } from "@/lib/server/templates/template-json";
import { checkHeaderMedia, resolveTemplateChannel, templateColumns } from "@/lib/server/templates/template-refs";
import { templateSearchText } from "@/lib/templates/search-text";

// POST /api/v1/templates: a new template, always a DRAFT (its first history entry).

export async function createTemplate({ companyId, input }: { companyId: string; input: TemplateInput }) {
  const data = templateSchema.parse(input);
  const channelId = await resolveTemplateChannel(companyId, data.channelId);
  await checkHeaderMedia(companyId, data);
  return withUniqueConflict(
    () =>
      db.template.create({
        data: {
          companyId,
          channelId,
          ...templateColumns(data, templateSearchText(data)),
          status: "DRAFT",
          statusChanges: { create: { status: "DRAFT" } },
        },
        include: templateInclude,
      }),
    templateNameTaken,
  );
}
