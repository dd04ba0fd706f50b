import "server-only";
import type { Role } from "@/lib/generated/prisma/client";
import { can } from "@/lib/permissions";
import { templateSchema, type TemplateInput } from "@/lib/validation/templates";
import { db } from "@/lib/server/db";
import { withUniqueConflict } from "@/lib/server/customers/unique-conflicts";
import { getTemplateOrThrow } from "@/lib/server/templates/get-template-or-throw";
import { recordTemplateStatus } from "@/lib/server/templates/record-template-status";
import { editNeedsStaff, templateNameTaken } from "@/lib/server/templates/template-errors";
import { templateInclude } from "@/lib/server/templates/template-json";
import { checkHeaderMedia, resolveTemplateChannel, templateColumns } from "@/lib/server/templates/template-refs";
import { templateSearchText } from "@/lib/templates/search-text";

// PUT /api/v1/templates/{id}: the whole editor. Members edit drafts and rejected templates; a
// submitted one (pending, approved, paused, disabled) is for owners and admins, and editing it puts
// it back to DRAFT: Meta reviews every change, so it must be sent for approval again.

const MEMBER_EDITABLE = new Set(["DRAFT", "REJECTED"]);

export async function updateTemplate({
  companyId,
  role,
  id,
  input,
}: {
  companyId: string;
  role: Role;
  id: string;
  input: TemplateInput;
}) {
  const current = await getTemplateOrThrow({ companyId, id });
  if (!MEMBER_EDITABLE.has(current.status) && !can(role, "templates.submit")) throw editNeedsStaff();
  const data = templateSchema.parse(input);
  const channelId = data.channelId ? await resolveTemplateChannel(companyId, data.channelId) : current.channelId;
  await checkHeaderMedia(companyId, data);
  const backToDraft = current.status !== "DRAFT";
  const template = await withUniqueConflict(
    () =>
      db.$transaction(async (tx) => {
        await tx.template.update({
          where: { id },
          data: { channelId, ...templateColumns(data, templateSearchText(data)) },
        });
        if (backToDraft) await recordTemplateStatus(tx, { templateId: id, status: "DRAFT", reason: "EDITED" });
        return tx.template.findUniqueOrThrow({ where: { id }, include: templateInclude });
      }),
    templateNameTaken,
  );
  return { template, backToDraft };
}
