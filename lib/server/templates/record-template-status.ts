import "server-only";
import type { Prisma, TemplateStatus } from "@/lib/generated/prisma/client";

// The one writer of a template's status: the row and its history entry, in the caller's transaction.

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
  await tx.template.update({
    where: { id: write.templateId },
    data: {
      ...write.data,
      status: write.status,
      statusAt: at,
      rejectedReason: write.status === "REJECTED" ? (write.reason ?? "NONE") : null,
    },
  });
}
