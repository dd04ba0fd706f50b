import "server-only";
import { foldTurkish } from "@/lib/customers/search-text";
import type { Prisma } from "@/lib/generated/prisma/client";
import { DEFAULT_OPT_OUT_KEYWORDS } from "@/lib/validation/campaigns";
import { getEnv } from "@/lib/server/env";

// The marketing opt-out by message (issue 19): a customer whose message is only "STOP", "DUR" or
// "İPTAL" (CAMPAIGN_OPT_OUT_KEYWORDS; any case, accents and surrounding punctuation aside) is opted
// out of marketing and never gets another MARKETING campaign.

let keywords: Set<string> | null = null;

function optOutKeywords(): Set<string> {
  if (!keywords) {
    const configured = getEnv().CAMPAIGN_OPT_OUT_KEYWORDS;
    const list = configured ? configured.split(",") : [...DEFAULT_OPT_OUT_KEYWORDS];
    keywords = new Set(list.map((word) => fold(word)).filter(Boolean));
  }
  return keywords;
}

const fold = (text: string) =>
  foldTurkish(text)
    .replace(/[^\p{L}\p{N} ]/gu, "")
    .trim();

export function isOptOutMessage(text: string | null): boolean {
  if (!text || text.length > 40) return false;
  return optOutKeywords().has(fold(text));
}

/** Opts the conversation's customer out of marketing (in the inbound message's transaction). */
export async function optOutFromMessage(tx: Prisma.TransactionClient, conversationId: string, at: Date) {
  await tx.$executeRaw`
    UPDATE "Customer" c SET "marketingOptOut" = TRUE, "marketingOptOutAt" = ${at}, "updatedAt" = now() AT TIME ZONE 'UTC'
      FROM "Conversation" v
     WHERE v.id = ${conversationId} AND c.id = v."customerId" AND NOT c."marketingOptOut"`;
}
