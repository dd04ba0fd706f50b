import "server-only";
import type { Prisma } from "@/lib/generated/prisma/client";

/**
 * Serialises team changes of one company (inside a transaction): two admins demoting the last
 * two owners at once, or two invites racing for the last seat, must not both pass their checks.
 */
export async function lockCompany(tx: Prisma.TransactionClient, companyId: string): Promise<void> {
  await tx.$executeRaw`SELECT 1 FROM "Company" WHERE "id" = ${companyId} FOR UPDATE`;
}
