import "server-only";
import { db } from "@/lib/server/db";
import type { NotificationType } from "@/lib/server/notifications/notifications";

export type OnboardingState = { hasCustomers: boolean; hasImported: boolean };

const IMPORT_FINISHED: NotificationType = "importFinished";

/**
 * What the dashboard decides its layout on: a company without customers gets the "get started"
 * checklist. Whether anyone in the company finished an import comes from the bell's notifications
 * (reached through the company's users, so the userId index answers).
 */
export async function getOnboardingState({ companyId }: { companyId: string }): Promise<OnboardingState> {
  const [row] = await db.$queryRaw<OnboardingState[]>`
    SELECT
      EXISTS (SELECT 1 FROM "Customer" c WHERE c."companyId" = ${companyId}) AS "hasCustomers",
      EXISTS (
        SELECT 1 FROM "User" u JOIN "Notification" n ON n."userId" = u."id"
        WHERE u."companyId" = ${companyId} AND n."companyId" = ${companyId} AND n."type" = ${IMPORT_FINISHED}
      ) AS "hasImported"`;
  return row ?? { hasCustomers: false, hasImported: false };
}
