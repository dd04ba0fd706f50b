import "server-only";
import { db } from "@/lib/server/db";
import { AppError, fieldError, notFound } from "@/lib/server/errors";
import { deleteCustomerPhotoFiles } from "@/lib/server/images/customer-photo";
import { untrackStoredFile } from "@/lib/server/billing/stored-files";
import { logger } from "@/lib/server/logger";
import { getStorage } from "@/lib/server/storage/get-storage";
import { getAccountDeletionOutcome } from "@/lib/server/account/account-deletion-outcome";
import { deleteAvatarFile } from "@/lib/server/account/user-avatar";
import { verifyCurrentPassword } from "@/lib/server/account/verify-current-password";
import type { AccountDeletionOutcome } from "@/lib/validation/account";

// DELETE /api/v1/account: the user types their e-mail address and password. A sole user's company
// goes with them (every row of it cascades); the last owner of a shared company gets a 409; anyone
// else's user row goes (their sessions, codes and log with it) and the company keeps its data.
// Stored files of what was deleted (photos, exports) are removed after the rows.

export const lastOwnerError = () => new AppError("CONFLICT", { messageKey: "api.errors.LAST_OWNER" });

export async function deleteAccount({
  userId,
  companyId,
  confirmation,
  password,
}: {
  userId: string;
  companyId: string;
  /** Trimmed and lower-cased by deleteAccountSchema. */
  confirmation: string;
  password: string;
}): Promise<Exclude<AccountDeletionOutcome, "blockedLastOwner">> {
  const user = await db.user.findFirst({
    where: { id: userId, companyId },
    select: { email: true, passwordHash: true },
  });
  if (!user) throw notFound();
  if (confirmation !== user.email) {
    throw fieldError("VALIDATION_ERROR", "confirmation", "api.errors.DELETE_CONFIRMATION_MISMATCH");
  }
  await verifyCurrentPassword({ userId, password, passwordHash: user.passwordHash, field: "password" });

  const result = await db.$transaction(async (tx) => {
    // One deletion per company at a time: two owners leaving at once must not leave it ownerless.
    await tx.$executeRaw`SELECT 1 FROM "Company" WHERE "id" = ${companyId} FOR UPDATE`;
    const current = await tx.user.findFirst({ where: { id: userId, companyId }, select: { role: true } });
    if (!current) throw notFound();
    const outcome = await getAccountDeletionOutcome({ userId, companyId, role: current.role }, tx);
    if (outcome === "blockedLastOwner") throw lastOwnerError();

    const exportScope = outcome === "deletesCompany" ? { companyId } : { userId };
    const exports = await tx.dataExport.findMany({
      where: { ...exportScope, fileKey: { not: null } },
      select: { fileKey: true },
    });
    const users = await tx.user.findMany({
      where: outcome === "deletesCompany" ? { companyId } : { id: userId },
      select: { id: true, avatarUrl: true },
    });
    const customers =
      outcome === "deletesCompany"
        ? await tx.customer.findMany({
            where: { companyId, avatarUrl: { not: null } },
            select: { id: true, avatarUrl: true },
          })
        : [];

    if (outcome === "deletesCompany") await tx.company.delete({ where: { id: companyId } });
    else await tx.user.delete({ where: { id: userId } });
    return { outcome, exports, users, customers };
  });

  // The rows are gone, so nothing points at these files any more; a failed delete only leaves an
  // unreachable file behind.
  for (const item of result.users) await deleteAvatarFile({ companyId, userId: item.id, url: item.avatarUrl });
  await deleteCustomerPhotoFiles(companyId, result.customers);
  for (const item of result.exports) {
    if (!item.fileKey) continue;
    try {
      await getStorage().delete(item.fileKey);
      await untrackStoredFile(item.fileKey);
    } catch (error) {
      logger.warn({ key: item.fileKey, err: error }, "stored export could not be deleted");
    }
  }
  logger.info({ userId, companyId, outcome: result.outcome }, "account deleted");
  return result.outcome;
}
