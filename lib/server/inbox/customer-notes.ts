import "server-only";
import type { Prisma } from "@/lib/generated/prisma/client";
import type { CustomerNoteJson } from "@/lib/inbox/types";
import { can } from "@/lib/permissions";
import { db } from "@/lib/server/db";
import { noteDeleteForbidden, noteNotFound } from "@/lib/server/inbox/inbox-errors";
import type { InboxActor } from "@/lib/server/inbox/inbox-actor";
import { assertCustomerHere } from "@/lib/server/inbox/customer-here";

// A customer's internal notes (the inbox's customer panel; api.md → Conversations): everyone reads
// and adds; its author, an owner or an admin deletes. Another company's customer or note is a 404.

const noteSelect = {
  id: true,
  customerId: true,
  text: true,
  createdAt: true,
  author: { select: { id: true, firstName: true, lastName: true, avatarUrl: true } },
} as const satisfies Prisma.CustomerNoteSelect;

type NoteRow = Prisma.CustomerNoteGetPayload<{ select: typeof noteSelect }>;

const mayDelete = (actor: InboxActor, authorId: string | null) =>
  authorId === actor.userId || can(actor.role, "inbox.readAll");

function toNoteJson(actor: InboxActor, row: NoteRow): CustomerNoteJson {
  const { author } = row;
  return {
    id: row.id,
    customerId: row.customerId,
    text: row.text,
    author: author
      ? { id: author.id, name: `${author.firstName} ${author.lastName}`.trim(), avatar: author.avatarUrl }
      : null,
    canDelete: mayDelete(actor, author?.id ?? null),
    createdAt: row.createdAt.toISOString(),
  };
}

/** Newest first. */
export async function listNotes(actor: InboxActor, customerId: string): Promise<CustomerNoteJson[]> {
  await assertCustomerHere(actor, customerId);
  const rows = await db.customerNote.findMany({
    where: { companyId: actor.companyId, customerId },
    orderBy: [{ createdAt: "desc" }, { id: "desc" }],
    select: noteSelect,
  });
  return rows.map((row) => toNoteJson(actor, row));
}

export async function addNote(actor: InboxActor, customerId: string, text: string): Promise<CustomerNoteJson> {
  await assertCustomerHere(actor, customerId);
  const row = await db.customerNote.create({
    data: { companyId: actor.companyId, customerId, authorId: actor.userId, text },
    select: noteSelect,
  });
  return toNoteJson(actor, row);
}

export async function deleteNote(actor: InboxActor, customerId: string, noteId: string): Promise<void> {
  const note = await db.customerNote.findFirst({
    where: { id: noteId, customerId, companyId: actor.companyId },
    select: { authorId: true },
  });
  if (!note) throw noteNotFound();
  if (!mayDelete(actor, note.authorId)) throw noteDeleteForbidden();
  await db.customerNote.deleteMany({ where: { id: noteId, companyId: actor.companyId } });
}
