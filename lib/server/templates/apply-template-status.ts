import "server-only";
import type { TemplateStatus } from "@/lib/generated/prisma/client";
import type { TemplateStatusItem } from "@/lib/server/channels/webhooks/webhook-items";
import { db } from "@/lib/server/db";
import { appendEvent } from "@/lib/server/events/append-event";

// The `template-status` webhook effect (meta.md §1.6–1.7): Meta's verdict or quality change moves
// the template it names by Meta's id, on that channel. Every event is kept in the history once
// (keyed by event and time: Meta delivers at least once); an event older than the template's
// current status is kept in the history but does not move it (deliveries arrive out of order); a
// template edited back to DRAFT since stays a draft until it is submitted again.

/** Meta's event → Kanal's status; events Kanal has no status for are not applied. */
const STATUS_OF: Record<string, TemplateStatus> = {
  APPROVED: "APPROVED",
  REINSTATED: "APPROVED",
  UNPAUSED: "APPROVED",
  REJECTED: "REJECTED",
  PENDING: "PENDING",
  IN_APPEAL: "PENDING",
  PAUSED: "PAUSED",
  DISABLED: "DISABLED",
};

export async function applyTemplateStatus(item: TemplateStatusItem, ctx: { channelId: string; companyId: string }) {
  const status = STATUS_OF[item.event.toUpperCase()];
  if (!status) return;
  const at = item.time ? new Date(item.time * 1000) : new Date();
  const eventKey = `${item.event}:${item.time ?? item.dedupKey}`;
  await db.$transaction(async (tx) => {
    // One event at a time per template: a concurrent delivery waits here.
    const [row] = await tx.$queryRaw<{ id: string; status: TemplateStatus; statusAt: Date }[]>`
      SELECT id, status, "statusAt" FROM "Template"
      WHERE "channelId" = ${ctx.channelId} AND "companyId" = ${ctx.companyId} AND "providerTemplateId" = ${item.templateId}
      FOR UPDATE`;
    if (!row) return;
    const reason =
      status === "REJECTED" ? (item.reason ?? "NONE") : item.reason && item.reason !== "NONE" ? item.reason : null;
    // Meta's times are whole seconds: an event in the same second as the current status is newer,
    // and is recorded just after it, so the history keeps the order things happened in.
    const current = row.statusAt.getTime();
    const applies = row.status !== "DRAFT" && at.getTime() >= Math.floor(current / 1000) * 1000;
    const recordedAt = applies && at.getTime() <= current ? new Date(current + 1) : at;
    const inserted = await tx.templateStatusChange.createMany({
      data: [{ templateId: row.id, status, reason, at: recordedAt, eventKey }],
      skipDuplicates: true,
    });
    if (inserted.count === 0 || !applies) return; // the same event again, or one overtaken
    await tx.template.update({
      where: { id: row.id },
      data: { status, statusAt: recordedAt, rejectedReason: status === "REJECTED" ? reason : null },
    });
    await appendEvent(tx, {
      companyId: ctx.companyId,
      kind: "template.updated",
      data: { templateId: row.id, status },
    });
  });
}
