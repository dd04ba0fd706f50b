import "server-only";
import { planOf } from "@/lib/billing/plans";
import type { Prisma } from "@/lib/generated/prisma/client";
import { storageBytesOf } from "@/lib/server/billing/usage";
import { db } from "@/lib/server/db";
import { notFound } from "@/lib/server/errors";

// The company's storage against its plan (5 / 50 / 500 GB, spec 02 §9), counted from the
// StoredFile ledger: the same sum as the billing page's usage bar, so both always agree.

export type StorageQuota = { quotaBytes: number; usedBytes: number };

export async function storageQuotaOf(companyId: string): Promise<StorageQuota> {
  const [company, usedBytes] = await Promise.all([
    db.company.findUnique({ where: { id: companyId }, select: { plan: true } }),
    storageBytesOf(companyId),
  ]);
  if (!company) throw notFound();
  return { quotaBytes: planOf(company.plan).limits.storageBytes, usedBytes };
}

/**
 * Serialises the storage decisions of one company inside a transaction (until it ends): two
 * uploads that each fit alone but not together cannot both pass the check that follows.
 */
export async function lockCompanyStorage(tx: Prisma.TransactionClient, companyId: string): Promise<void> {
  await tx.$executeRaw`SELECT pg_advisory_xact_lock(hashtextextended(${`media-storage:${companyId}`}, 0))`;
}

/** The ledger's sum for the company, read inside `tx` (after lockCompanyStorage). */
export async function usedStorageIn(tx: Prisma.TransactionClient, companyId: string): Promise<number> {
  const { _sum } = await tx.storedFile.aggregate({ where: { companyId }, _sum: { sizeBytes: true } });
  return Number(_sum.sizeBytes ?? 0n);
}
