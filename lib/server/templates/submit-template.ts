import "server-only";
import { metaCategory, submissionComponents, type KanalTemplate } from "@/lib/templates/meta-components";
import { MEDIA_HEADER_TYPES } from "@/lib/templates/rules";
import { isProviderError } from "@/lib/server/channels/providers/errors";
import type { Provider, TemplateSubmission } from "@/lib/server/channels/providers/types";
import { db } from "@/lib/server/db";
import { AppError } from "@/lib/server/errors";
import { getTemplateOrThrow } from "@/lib/server/templates/get-template-or-throw";
import { recordTemplateStatus } from "@/lib/server/templates/record-template-status";
import { headerMediaNotFound, notSubmittable } from "@/lib/server/templates/template-errors";
import { kanalTemplateOf, templateInclude } from "@/lib/server/templates/template-json";
import { providerFailure, templateProvider } from "@/lib/server/templates/template-provider";
import { getStorage } from "@/lib/server/storage/get-storage";

// POST /api/v1/templates/{id}/submit (owners, admins): a draft (or a rejected template) goes to its
// channel's provider for approval → PENDING with the provider's id. The verdict comes later by the
// template status webhook (apply-template-status.ts); a provider that decides at once is recorded
// at once. A template the provider already has (edited since) goes as an edit of it. A media
// header's file goes first as the review's sample (its handle in the header's example). The
// provider calls are made outside any transaction.

const SUBMITTABLE = new Set(["DRAFT", "REJECTED"]);
const DECIDED = new Set(["APPROVED", "REJECTED"]);

export async function submitTemplate({ companyId, id }: { companyId: string; id: string }) {
  const template = await getTemplateOrThrow({ companyId, id });
  if (!SUBMITTABLE.has(template.status)) throw notSubmittable(template.status);
  const provider = await templateProvider(template.channelId);
  if (!provider) throw new AppError("CONFLICT", { messageKey: "templates.api.channelDisconnected" });
  const kanal = kanalTemplateOf(template);
  // Pending from the moment it leaves: a verdict that comes back quickly (the sandbox's) is never
  // older than the submission it answers (apply-template-status.ts drops events older than the status).
  const submittedAt = new Date();
  let answer: { id: string; status: string };
  try {
    const submission: TemplateSubmission = {
      name: kanal.name,
      language: kanal.language,
      category: metaCategory(kanal.category),
      components: submissionComponents(kanal, await headerSampleHandle(companyId, kanal, provider)),
    };
    // Once submitted, Meta has the template under its name and language: a change goes as an edit
    // of it (a second submission would be refused as a duplicate), unless Meta no longer has it.
    answer = template.providerTemplateId
      ? await provider.templates
          .editTemplate(template.providerTemplateId, submission)
          .catch((error: unknown) =>
            isProviderError(error) && error.kind === "permanent" && error.code === 100
              ? provider.templates.submitTemplate(submission)
              : Promise.reject(error),
          )
      : await provider.templates.submitTemplate(submission);
  } catch (error) {
    throw providerFailure(error);
  }
  await db.$transaction(async (tx) => {
    // A resubmission gets a new provider id; the old one no longer names this template.
    await recordTemplateStatus(tx, {
      templateId: id,
      status: "PENDING",
      at: submittedAt,
      data: { providerTemplateId: answer.id },
    });
    if (DECIDED.has(answer.status)) {
      await recordTemplateStatus(tx, { templateId: id, status: answer.status as "APPROVED" | "REJECTED" });
    }
  });
  return db.template.findUniqueOrThrow({ where: { id }, include: templateInclude });
}

/** A media header's library file uploaded as the review's sample: its handle (none without a media header). */
async function headerSampleHandle(
  companyId: string,
  template: Pick<KanalTemplate, "headerType" | "headerMediaId">,
  provider: Provider,
): Promise<string | null> {
  if (!(MEDIA_HEADER_TYPES as readonly string[]).includes(template.headerType)) return null;
  const file = template.headerMediaId
    ? await db.mediaFile.findFirst({
        where: { id: template.headerMediaId, companyId },
        select: { name: true, mimeType: true, storageKey: true },
      })
    : null;
  const stored = file ? await getStorage().get(file.storageKey) : null;
  if (!file || !stored) throw headerMediaNotFound();
  const { handle } = await provider.templates.uploadHeaderSample({
    bytes: stored.bytes,
    mimeType: file.mimeType,
    filename: file.name,
  });
  return handle;
}
