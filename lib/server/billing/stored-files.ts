import "server-only";
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
  companyId,
  key,
  sizeBytes,
}: {
  companyId: string;
  key: string;
  sizeBytes: number;
}): Promise<void> {
  await db.storedFile.upsert({
    where: { key },
    create: { key, companyId, sizeBytes },
    update: { companyId, sizeBytes },
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
