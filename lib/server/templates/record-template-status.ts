import "server-only";
import type { Prisma, TemplateStatus } from "@/lib/generated/prisma/client";
import { appendEvent } from "@/lib/server/events/append-event";

// The one writer of a template's status: the row, its history entry and the live event that
// refreshes open templates screens, in the caller's transaction.

export type TemplateStatusWrite = {
  templateId: string;
  status: TemplateStatus;
  reason?: string | null;
  at?: Date;
  /** The provider event it came from: the same event twice is recorded once (unique per template). */
  eventKey?: string | null;
  /** Extra columns to set with it (the provider id at submission, …). */
  data?: Prisma.TemplateUncheckedUpdateInput;
};

export async function recordTemplateStatus(tx: Prisma.TransactionClient, write: TemplateStatusWrite) {
  const at = write.at ?? new Date();
  await tx.templateStatusChange.create({
    data: {
      templateId: write.templateId,
      status: write.status,
      reason: write.reason ?? null,
      at,
      eventKey: write.eventKey ?? null,
    },
  });
  const { companyId } = await tx.template.update({
    where: { id: write.templateId },
    select: { companyId: true },
    data: {
      ...write.data,
      status: write.status,
      statusAt: at,
      rejectedReason: write.status === "REJECTED" ? (write.reason ?? "NONE") : null,
    },
  });
  await appendEvent(tx, {
    companyId,
    kind: "template.updated",
    data: { templateId: write.templateId, status: write.status },
  });
}
