import "server-only";
import type { FileAccess } from "@/lib/generated/prisma/client";
import { db } from "@/lib/server/db";
import { logger } from "@/lib/server/logger";
import { checkUsageAlertsLater } from "@/lib/server/billing/usage-alerts";

// The storage ledger (StoredFile): one row per file a company keeps, with its size, written beside
// every storage put and delete. Storage drivers cannot list a company's files cheaply (S3 would
// need a paginated listing per request), so the billing page sums this table instead.

/**
 * Records a file just written for `companyId` (an overwrite replaces its size), then queues a
 * check of the company's usage alerts: storage has grown.
 */
export async function trackStoredFile({
  id,
  companyId,
  key,
  sizeBytes,
  access,
}: {
  /** The id of its URL (lib/server/files); a generated one when the file has no URL of its own. */
  id?: string;
  companyId: string;
  key: string;
  sizeBytes: number;
  /** `company`: served by GET /api/v1/files/{id} to the company's users; default private. */
  access?: FileAccess;
}): Promise<void> {
  await db.storedFile.upsert({
    where: { key },
    create: { id, key, companyId, sizeBytes: BigInt(sizeBytes), access },
    update: { companyId, sizeBytes: BigInt(sizeBytes) },
  });
  await checkUsageAlertsLater(companyId);
}

/**
 * Forgets a file that was deleted from storage. Never throws: the file is gone either way, and a
 * stale row only overstates usage until the company is deleted (rows cascade with it).
 */
export async function untrackStoredFile(key: string): Promise<void> {
  try {
    await db.storedFile.deleteMany({ where: { key } });
  } catch (error) {
    logger.warn({ key, err: error }, "stored file ledger row could not be removed");
  }
}
