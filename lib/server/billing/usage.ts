import "server-only";
import type { Prisma } from "@/lib/generated/prisma/client";
import { db } from "@/lib/server/db";

// What a company uses of its plan, from real counts (spec 02 §2.12: the usage bars).

export type CompanyUsage = { members: number; messagesThisMonth: number; storageBytes: number };

/**
 * The company's people: every user account of it, whatever its role (deactivated ones keep their
 * seat). The usage bars and the team's seat check both count this way; pass the transaction there.
 */
export async function countMembers(companyId: string, client: Prisma.TransactionClient = db): Promise<number> {
  return client.user.count({ where: { companyId } });
}

/**
 * Messages the company sent this calendar month (UTC): its outbound messages made since the month
 * began (a campaign's included), whatever became of them. Counted on the (companyId, createdAt)
 * index.
 */
export async function countMessagesThisMonth(
  companyId: string,
  now = new Date(),
  client: Prisma.TransactionClient = db,
): Promise<number> {
  const [row] = await client.$queryRaw<{ count: number }[]>`
    SELECT count(*)::int AS count FROM "Message"
     WHERE "companyId" = ${companyId} AND "createdAt" >= ${startOfUtcMonth(now)} AND direction = 'out'`;
  return row?.count ?? 0;
}

/** The bytes the company keeps in storage (avatars, customer photos, data exports): the StoredFile ledger's sum. */
export async function storageBytesOf(companyId: string): Promise<number> {
  const { _sum } = await db.storedFile.aggregate({ where: { companyId }, _sum: { sizeBytes: true } });
  return Number(_sum.sizeBytes ?? 0n);
}

export async function getCompanyUsage(companyId: string): Promise<CompanyUsage> {
  const [members, messagesThisMonth, storageBytes] = await Promise.all([
    countMembers(companyId),
    countMessagesThisMonth(companyId),
    storageBytesOf(companyId),
  ]);
  return { members, messagesThisMonth, storageBytes };
}

/** "2026-11": the month a usage alert belongs to (UTC), so it fires once per resource and month. */
export const usagePeriod = (now = new Date()) => now.toISOString().slice(0, 7);

export const startOfUtcMonth = (now = new Date()) => new Date(Date.UTC(now.getUTCFullYear(), now.getUTCMonth(), 1));
