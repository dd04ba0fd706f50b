import "server-only";
import { db } from "@/lib/server/db";

// Which campaign that is not over sends a template (issue 19): deleting the template is refused
// (409, naming the campaign) while a DRAFT, SCHEDULED, ACTIVE or PAUSED campaign of the company uses it.

/** The name of a draft, scheduled, running or paused campaign of the company using the template, or null. */
export async function campaignUsingTemplate({
  companyId,
  templateId,
}: {
  companyId: string;
  templateId: string;
}): Promise<string | null> {
  const campaign = await db.campaign.findFirst({
    where: { companyId, templateId, status: { in: ["DRAFT", "SCHEDULED", "ACTIVE", "PAUSED"] } },
    select: { name: true },
    orderBy: { createdAt: "asc" },
  });
  return campaign?.name ?? null;
}
