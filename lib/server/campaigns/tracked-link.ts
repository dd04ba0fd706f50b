import "server-only";
import { fillVariables } from "@/lib/templates/meta-components";
import type { TemplateButton } from "@/lib/templates/rules";
import { db } from "@/lib/server/db";
import { getEnv } from "@/lib/server/env";
import { campaignProgress } from "@/lib/server/campaigns/lanes";

// A recipient's tracked links (issue 19): `/r/<linkToken><n>` is the template's URL button n (0–9)
// for that recipient — the token is random per recipient, so the address carries no personal data.
// Opening it counts a click (the first one's time is kept) and redirects to the button's URL with
// the recipient's frozen variables filled in.

const TOKEN = /^([0-9a-f]{32})([0-9])$/;

/** The tracked address of a recipient's URL button `index`. */
export const trackedLinkUrl = (linkToken: string, index: number) =>
  `${getEnv().APP_URL.replace(/\/$/, "")}/r/${linkToken}${index}`;

/** Counts the click and answers where to go; null for an unknown token or a button that is no URL. */
export async function openTrackedLink(token: string): Promise<string | null> {
  const match = TOKEN.exec(token);
  if (!match) return null;
  const [, linkToken, digit] = match;
  const recipient = await db.campaignRecipient.findUnique({
    where: { linkToken: linkToken! },
    select: { id: true, variables: true, campaign: { select: { id: true, companyId: true, templateId: true } } },
  });
  if (!recipient?.campaign.templateId) return null;
  const template = await db.template.findFirst({
    where: { id: recipient.campaign.templateId, companyId: recipient.campaign.companyId },
    select: { buttons: true },
  });
  const button = (template?.buttons as TemplateButton[] | undefined)?.[Number(digit)];
  if (button?.type !== "URL" || !button.url) return null;
  const vars = (recipient.variables ?? {}) as Record<string, string>;
  const values = Array.from({ length: 10 }, (_, index) => vars[String(index + 1)] ?? "");
  const url = fillVariables(button.url, values);
  if (!/^https?:\/\//i.test(url)) return null;
  await db.$executeRaw`
    UPDATE "CampaignRecipient" SET clicks = clicks + 1, "clickedAt" = COALESCE("clickedAt", now() AT TIME ZONE 'UTC'),
           "updatedAt" = now() AT TIME ZONE 'UTC'
     WHERE id = ${recipient.id}`;
  await campaignProgress(recipient.campaign.companyId, recipient.campaign.id);
  return url;
}
