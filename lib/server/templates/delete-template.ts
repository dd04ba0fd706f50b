import "server-only";
import { isProviderError } from "@/lib/server/channels/providers/errors";
import { db } from "@/lib/server/db";
import { getTemplateOrThrow } from "@/lib/server/templates/get-template-or-throw";
import { campaignUsingTemplate } from "@/lib/server/templates/template-in-use";
import { templateInUse } from "@/lib/server/templates/template-errors";
import { providerFailure, templateProvider } from "@/lib/server/templates/template-provider";

// DELETE /api/v1/templates/{id} (owners, admins): refused (409, naming it) while a scheduled or
// running campaign uses it; a submitted template is deleted from the provider first, so Meta does
// not keep a template Kanal forgot. One the provider no longer knows (Meta 100) is deleted here too.

export async function deleteTemplate({ companyId, id }: { companyId: string; id: string }) {
  const template = await getTemplateOrThrow({ companyId, id });
  const campaign = await campaignUsingTemplate({ companyId, templateId: id });
  if (campaign) throw templateInUse(campaign);
  if (template.providerTemplateId) {
    const provider = await templateProvider(template.channelId);
    try {
      await provider?.templates.deleteTemplate({ id: template.providerTemplateId, name: template.name });
    } catch (error) {
      const gone = isProviderError(error) && error.kind === "permanent" && error.code === 100;
      if (!gone) throw providerFailure(error);
    }
  }
  await db.template.deleteMany({ where: { id, companyId } });
  return template;
}
