import "server-only";
import { sendComponents } from "@/lib/templates/meta-components";
import { AppError } from "@/lib/server/errors";
import { withHeaderMedia } from "@/lib/server/messages/template-header-media";
import { templateValues } from "@/lib/server/messages/template-send";
import { getTemplateOrThrow } from "@/lib/server/templates/get-template-or-throw";
import { kanalTemplateOf } from "@/lib/server/templates/template-json";
import { providerFailure, templateProvider } from "@/lib/server/templates/template-provider";

// POST /api/v1/templates/{id}/test: one approved template to a phone number through its channel,
// its variables the given values or else their examples. A test is not a conversation: it goes to
// the provider directly (and so to the sandbox's log) and is not counted as a use.

export async function testTemplate({
  companyId,
  id,
  to,
  variables,
}: {
  companyId: string;
  id: string;
  to: string;
  variables?: Record<string, string>;
}): Promise<{ providerMessageId: string }> {
  const row = await getTemplateOrThrow({ companyId, id });
  if (row.status !== "APPROVED")
    throw new AppError("CONFLICT", { messageKey: "templates.api.notApproved", values: { status: row.status } });
  const template = kanalTemplateOf(row);
  const given =
    variables ?? Object.fromEntries(template.variables.map((variable) => [variable.name, variable.example]));
  const values = templateValues(template.variables, given);
  const provider = await templateProvider(row.channelId);
  if (!provider) throw new AppError("CONFLICT", { messageKey: "templates.api.channelDisconnected" });
  try {
    const result = await provider.messages.sendMessage({
      to: to.replace(/\D/g, ""),
      content: {
        type: "template",
        name: template.name,
        language: template.language,
        components: await withHeaderMedia(
          sendComponents(template, values),
          { companyId, channelId: row.channelId },
          provider,
        ),
      },
    });
    return { providerMessageId: result.providerMessageId };
  } catch (error) {
    throw providerFailure(error);
  }
}
