import "server-only";
import { fromMetaTemplate } from "@/lib/templates/meta-components";
import type { TemplateResult } from "@/lib/templates/types";
import { issueField, issueMessage } from "@/lib/validation/issues";
import { templateSchema, type TemplateInput } from "@/lib/validation/templates";
import { db } from "@/lib/server/db";
import { AppError } from "@/lib/server/errors";
import type { Translate } from "@/lib/server/i18n";
import { createTemplate } from "@/lib/server/templates/create-template";

// POST /api/v1/templates/import (owners, admins): Meta-format templates (Kanal's export, or Meta's
// own `message_templates` data) in one step, each judged alone → per-template results. Each becomes
// a DRAFT through the same path as the editor (same rules); one whose name and language the
// company already has — or that came earlier in the same file — is reported, never imported twice.

export async function importTemplates({
  companyId,
  items,
  channelId,
  t,
}: {
  companyId: string;
  items: unknown[];
  channelId?: string | null;
  t: Translate;
}): Promise<{ imported: number; skipped: number; results: TemplateResult[] }> {
  const existing = await db.template.findMany({ where: { companyId }, select: { name: true, language: true } });
  const seen = new Set(existing.map((row) => `${row.name}\u0000${row.language}`));
  const results: TemplateResult[] = [];
  for (const item of items) {
    const parsed = fromMetaTemplate(item);
    if (!parsed.ok) {
      const key = parsed.reason === "unsupported" ? "templates.api.importUnsupported" : "templates.api.importInvalid";
      results.push({ ...nameOf(item), ok: false, message: t(key, { detail: parsed.detail }) });
      continue;
    }
    const source = parsed.template;
    const key = `${source.name}\u0000${source.language}`;
    if (seen.has(key)) {
      results.push({
        name: source.name,
        language: source.language,
        ok: false,
        message: t("templates.api.importDuplicate"),
      });
      continue;
    }
    const input = {
      ...source,
      bodyText: source.body,
      footerText: source.footer,
      channelId: channelId ?? null,
    };
    const check = templateSchema.safeParse(input);
    if (!check.success) {
      const detail = check.error.issues
        .slice(0, 3)
        .map((issue) => `${issueField(issue)}: ${t(issueMessage(issue).key, issueMessage(issue).values)}`)
        .join("; ");
      results.push({
        name: source.name,
        language: source.language,
        ok: false,
        message: t("templates.api.importInvalid", { detail }),
      });
      continue;
    }
    try {
      const row = await createTemplate({ companyId, input: input as TemplateInput });
      seen.add(key);
      results.push({
        id: row.id,
        name: row.name,
        language: row.language,
        ok: true,
        message: t("templates.api.imported"),
      });
    } catch (error) {
      if (!(error instanceof AppError)) throw error;
      results.push({
        name: source.name,
        language: source.language,
        ok: false,
        message: t(error.messageKey, error.values),
      });
    }
  }
  const imported = results.filter((result) => result.ok).length;
  return { imported, skipped: results.length - imported, results };
}

function nameOf(item: unknown): { name?: string; language?: string } {
  if (typeof item !== "object" || item === null) return {};
  const { name, language } = item as Record<string, unknown>;
  return { ...(typeof name === "string" ? { name } : {}), ...(typeof language === "string" ? { language } : {}) };
}
