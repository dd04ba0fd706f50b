import "server-only";
import type { EventData, EventKind } from "@/lib/events/types";
import type { Prisma } from "@/lib/generated/prisma/client";

// Appends to the company's change feed (the Event table) inside the caller's transaction, so the
// change and its event commit together or not at all, and wakes the app processes' listeners
// (pg_notify is delivered on commit; on the embedded database it reaches no one and the poller
// finds the row instead). The stream (lib/server/events/*) reads the rows, never the payload.

export const EVENTS_CHANNEL = "kanal_events";

export type NewEvent<K extends EventKind = EventKind> = {
  companyId: string;
  kind: K;
  data: EventData[K];
  /** Only this user sees it (a notification). */
  userId?: string | null;
};

/** Appends events in one statement each kind; returns their ids. Call it with the transaction of the change. */
export async function appendEvents(tx: Prisma.TransactionClient, events: readonly NewEvent[]): Promise<bigint[]> {
  if (events.length === 0) return [];
  const rows = await tx.event.createManyAndReturn({
    data: events.map((event) => ({
      companyId: event.companyId,
      kind: event.kind,
      data: event.data as Prisma.InputJsonValue,
      userId: event.userId ?? null,
    })),
    select: { id: true, companyId: true },
  });
  // One notification per transaction is enough to wake a listener: it reads every new row.
  const last = rows.at(-1)!;
  await tx.$executeRaw`SELECT pg_notify(${EVENTS_CHANNEL}, ${`${last.companyId}:${last.id}`})`;
  return rows.map((row) => row.id);
}

export const appendEvent = <K extends EventKind>(tx: Prisma.TransactionClient, event: NewEvent<K>) =>
  appendEvents(tx, [event]);
