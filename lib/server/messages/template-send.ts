import "server-only";
import type { Prisma } from "@/lib/generated/prisma/client";
import { fillVariables, sendComponents } from "@/lib/templates/meta-components";
import type { TemplateVariable } from "@/lib/templates/rules";
import { db } from "@/lib/server/db";
import { AppError, fieldError } from "@/lib/server/errors";
import { templateNotFound } from "@/lib/server/messages/message-errors";
import { kanalTemplateOf } from "@/lib/server/templates/template-json";

// The seam between outbound messages and templates (issue 17). Finds the company's APPROVED
// template (404 otherwise; 409 if not approved), checks the variables against the template's,
// renders its body and builds Meta's `template.components` (meta.md §2.1), and counts the use.
// A media header names its library file (`kanalMediaFileId`): the send uploads it to the provider.

/** What a queued template message stores (Message.template*, and `text` as its rendered body). */
export type TemplateSend = {
  templateId: string;
  templateName: string;
  templateLanguage: string;
  templateVariables: Record<string, string>;
  /** Meta's `template.components` with the variables filled in: what the provider is sent. */
  templateComponents: Prisma.InputJsonValue;
  /** The body with the variables filled in, for the conversation and its preview. */
  text: string;
};

/**
 * The company's template `templateId` ready to send with `variables` (by name, or by position
 * "1", "2"…), or a refusal (an AppError). Runs inside the queueing transaction (`client`): on the
 * embedded database no other connection may be used while it is open.
 */
export async function resolveTemplateSend(
  companyId: string,
  templateId: string,
  variables: Record<string, string>,
  client: Prisma.TransactionClient = db,
): Promise<TemplateSend> {
  const row = await client.template.findFirst({ where: { id: templateId, companyId } });
  if (!row) throw templateNotFound();
  if (row.status !== "APPROVED") {
    throw new AppError("CONFLICT", { messageKey: "templates.api.notApproved", values: { status: row.status } });
  }
  const template = kanalTemplateOf(row);
  const values = templateValues(template.variables, variables);
  await client.template.update({
    where: { id: row.id },
    data: { usageCount: { increment: 1 }, lastUsedAt: new Date() },
  });
  return {
    templateId: row.id,
    templateName: row.name,
    templateLanguage: row.language,
    templateVariables: Object.fromEntries(template.variables.map((variable, i) => [variable.name, values[i]!])),
    templateComponents: sendComponents(template, values) as Prisma.InputJsonValue,
    text: fillVariables(template.body, values),
  };
}

/** The values in variable order; each variable given by its name or its number, none unknown. */
export function templateValues(defined: readonly TemplateVariable[], given: Record<string, string>): string[] {
  const known = new Set(defined.flatMap((variable, i) => [variable.name, String(i + 1)]));
  const unknown = Object.keys(given).find((key) => !known.has(key));
  if (unknown)
    throw fieldError("VALIDATION_ERROR", `variables.${unknown}`, "templates.api.variableUnknown", { name: unknown });
  return defined.map((variable, i) => {
    const value = (given[variable.name] ?? given[String(i + 1)] ?? "").trim();
    if (!value)
      throw fieldError("VALIDATION_ERROR", `variables.${variable.name}`, "templates.api.variableMissing", {
        name: variable.name,
      });
    return value;
  });
}
