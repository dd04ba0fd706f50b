import "server-only";
import { db } from "@/lib/server/db";
import { templateInclude } from "@/lib/server/templates/template-json";
import { templateNotFound } from "@/lib/server/templates/template-errors";

/** One of the company's templates; another company's id (or none) is a 404, never a 403. */
export async function getTemplateOrThrow({ companyId, id }: { companyId: string; id: string }) {
  const template = await db.template.findFirst({ where: { id, companyId }, include: templateInclude });
  if (!template) throw templateNotFound();
  return template;
}
