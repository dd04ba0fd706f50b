import "server-only";
import type { Role } from "@/lib/generated/prisma/client";
import { can, type Action } from "@/lib/permissions";
import type { TemplateBulkJson, TemplateResult } from "@/lib/templates/types";
import { AppError } from "@/lib/server/errors";
import type { Translate } from "@/lib/server/i18n";
import { deleteTemplate } from "@/lib/server/templates/delete-template";
import { duplicateTemplate } from "@/lib/server/templates/duplicate-template";
import { submitTemplate } from "@/lib/server/templates/submit-template";

// POST /api/v1/templates/bulk: one action on many ids, each judged alone (one refusal never stops
// the rest) → per-id results and a summary ("3 succeeded, 1 refused"). An id of another company is
// refused as "not found", like its single route.

const PERMISSION: Record<"submit" | "duplicate" | "delete", Action> = {
  submit: "templates.submit",
  duplicate: "templates.create",
  delete: "templates.delete",
};

export async function bulkTemplates({
  companyId,
  role,
  action,
  ids,
  t,
}: {
  companyId: string;
  role: Role;
  action: "submit" | "duplicate" | "delete";
  ids: string[];
  t: Translate;
}): Promise<TemplateBulkJson & { message: string }> {
  if (!can(role, PERMISSION[action])) throw new AppError("FORBIDDEN");
  const results: TemplateResult[] = [];
  for (const id of [...new Set(ids)]) {
    try {
      if (action === "submit") await submitTemplate({ companyId, id });
      else if (action === "duplicate") await duplicateTemplate({ companyId, id });
      else await deleteTemplate({ companyId, id });
      results.push({
        id,
        ok: true,
        message: t(
          `templates.api.${action === "submit" ? "submitted" : action === "duplicate" ? "duplicated" : "deleted"}`,
        ),
      });
    } catch (error) {
      if (!(error instanceof AppError)) throw error;
      results.push({ id, ok: false, message: t(error.messageKey, error.values) });
    }
  }
  const done = results.filter((result) => result.ok).length;
  const refused = results.length - done;
  return { action, done, refused, results, message: t("templates.api.bulkDone", { done, refused }) };
}
