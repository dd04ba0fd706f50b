import { afterAll, describe, expect, it } from "vitest";
import { messagingSql } from "@/lib/server/analytics/messaging";
import { db } from "@/lib/server/db";
import { companyWithSandbox, createConversation, createSandboxChannel, createUser } from "@/tests/helpers/factories";

// What analytics reads instead of the messages (migration analytics_summaries): "MessageVolume"
// and each message's "responseSeconds" / "resolutionSeconds", kept by database triggers. After
// every kind of write — a bulk insert in no particular order, a backdated message, updates,
// deletes, a reassignment, a user, customer, channel and company deleted — they must equal a
// recount from the raw rows, worked out here in plain code from the definitions.

afterAll(() => db.$disconnect());

const QUARTER_MS = 15 * 60_000;
const at = (iso: string) => new Date(iso);

type Row = {
  companyId: string;
  startsAt: string;
  channelId: string;
  assigneeId: string;
  sent: number;
  received: number;
};

async function recountVolume(companyId: string): Promise<Row[]> {
  const messages = await db.message.findMany({
    where: { companyId, type: { not: "system" } },
    select: { channelId: true, direction: true, createdAt: true, conversation: { select: { assigneeId: true } } },
  });
  const rows = new Map<string, Row>();
  for (const message of messages) {
    const startsAt = new Date(Math.floor(message.createdAt.getTime() / QUARTER_MS) * QUARTER_MS).toISOString();
    const assigneeId = message.conversation.assigneeId ?? "";
    const key = [startsAt, message.channelId, assigneeId].join("|");
    const row = rows.get(key) ?? {
      companyId,
      startsAt,
      channelId: message.channelId,
      assigneeId,
      sent: 0,
      received: 0,
    };
    if (message.direction === "out") row.sent += 1;
    else row.received += 1;
    rows.set(key, row);
  }
  return [...rows.values()].sort(byKey);
}

const byKey = (a: Row, b: Row) =>
  `${a.startsAt}${a.channelId}${a.assigneeId}`.localeCompare(`${b.startsAt}${b.channelId}${b.assigneeId}`);

async function storedVolume(companyId: string): Promise<Row[]> {
  const rows = await db.messageVolume.findMany({ where: { companyId } });
  return rows.map((row) => ({ ...row, startsAt: row.startsAt.toISOString() })).sort(byKey);
}

/** Each message's first response and resolution, walking each conversation in time order. */
async function recountTimings(companyId: string) {
  const messages = await db.message.findMany({
    where: { companyId },
    orderBy: [{ conversationId: "asc" }, { createdAt: "asc" }],
    select: {
      id: true,
      conversationId: true,
      direction: true,
      type: true,
      sentById: true,
      createdAt: true,
      templateVariables: true,
    },
  });
  const expected = new Map<string, { responseSeconds: number | null; resolutionSeconds: number | null }>();
  let conversation = "";
  let turnStart: Date | null = null;
  let opened: Date | null = null;
  for (const message of messages) {
    if (message.conversationId !== conversation)
      [conversation, turnStart, opened] = [message.conversationId, null, null];
    const seconds = (from: Date | null) => (from ? (message.createdAt.getTime() - from.getTime()) / 1000 : null);
    const entry = { responseSeconds: null as number | null, resolutionSeconds: null as number | null };
    if (message.type === "system") {
      if ((message.templateVariables as { event?: string } | null)?.event === "resolved") {
        entry.resolutionSeconds = seconds(opened);
        opened = null;
      }
    } else {
      opened ??= message.createdAt;
      if (message.direction === "in") turnStart ??= message.createdAt;
      else if (message.sentById) {
        entry.responseSeconds = seconds(turnStart);
        turnStart = null;
      }
    }
    expected.set(message.id, entry);
  }
  return expected;
}

async function storedTimings(companyId: string) {
  const rows = await db.message.findMany({
    where: { companyId },
    select: { id: true, responseSeconds: true, resolutionSeconds: true },
  });
  return new Map(rows.map(({ id, ...timings }) => [id, timings]));
}

async function expectExact(companyId: string, step: string) {
  expect(await storedVolume(companyId), step).toEqual(await recountVolume(companyId));
  expect(await storedTimings(companyId), step).toEqual(await recountTimings(companyId));
}

function shuffled<T>(items: T[]): T[] {
  return items
    .map((item, index) => ({ item, order: (index * 7919) % items.length }))
    .sort((a, b) => a.order - b.order)
    .map(({ item }) => item);
}

describe("analytics summaries", () => {
  it("equal a recount from the raw rows after every kind of write", async () => {
    const { companyId, sandboxId } = await companyWithSandbox();
    const other = await companyWithSandbox();
    const zeynep = await createUser({ companyId, role: "member" });
    const mehmet = await createUser({ companyId, role: "member" });
    const second = await createSandboxChannel(companyId, "messenger", "Messenger");
    const mine = await createConversation({ companyId, channelId: sandboxId, assigneeId: zeynep.id });
    const open = await createConversation({ companyId, channelId: sandboxId });
    const elsewhere = await createConversation({ companyId, channelId: second.id, assigneeId: mehmet.id });
    const theirs = await createConversation({ companyId: other.companyId, channelId: other.sandboxId });

    const message = (
      conversation: { id: string; companyId: string; channelId: string },
      createdAt: string,
      direction: "in" | "out",
      sentById: string | null = null,
      event?: "resolved" | "assigned",
    ) => ({
      companyId: conversation.companyId,
      conversationId: conversation.id,
      channelId: conversation.channelId,
      direction,
      type: event ? ("system" as const) : ("text" as const),
      status: direction === "in" ? ("received" as const) : ("sent" as const),
      sentById,
      createdAt: at(createdAt),
      text: event ? null : "…",
      ...(event ? { templateVariables: { event, actor: "Zeynep" } } : {}),
    });

    // One statement, rows in no particular order: the triggers see the whole batch at once.
    await db.message.createMany({
      data: shuffled([
        message(mine, "2026-11-02T07:00:00Z", "in"),
        message(mine, "2026-11-02T07:01:00Z", "in"),
        message(mine, "2026-11-02T07:11:00Z", "out", zeynep.id),
        message(mine, "2026-11-02T07:20:00Z", "out"), // automated: answers nobody
        message(mine, "2026-11-02T07:29:00Z", "out", zeynep.id, "assigned"),
        message(mine, "2026-11-02T09:00:00Z", "in"),
        message(mine, "2026-11-02T09:30:00Z", "out", mehmet.id),
        message(mine, "2026-11-02T10:00:00Z", "out", zeynep.id, "resolved"),
        message(mine, "2026-11-03T08:00:00Z", "in"),
        message(mine, "2026-11-03T08:05:00Z", "out", zeynep.id),
        message(mine, "2026-11-03T09:00:00Z", "out", zeynep.id, "resolved"),
        message(open, "2026-11-02T07:14:00Z", "in"),
        message(open, "2026-11-02T07:16:00Z", "out", mehmet.id),
        message(open, "2026-11-02T07:17:00Z", "out", mehmet.id),
        message(elsewhere, "2026-11-02T07:02:00Z", "in"),
        message(elsewhere, "2026-11-02T07:40:00Z", "out", mehmet.id),
        message(theirs, "2026-11-02T07:03:00Z", "in"),
        message(theirs, "2026-11-02T07:04:00Z", "out"),
      ]),
    });
    await expectExact(companyId, "bulk insert");

    // A message stored late with an earlier time (a webhook delivered late): the turn it joins
    // began earlier, and the resolution that follows opened earlier.
    await db.message.create({ data: message(mine, "2026-11-02T08:50:00Z", "in") });
    await db.message.create({ data: message(mine, "2026-11-03T07:00:00Z", "in") });
    await db.message.create({ data: message(mine, "2026-11-03T08:02:00Z", "out", mehmet.id) });
    await expectExact(companyId, "backdated inserts");

    // Updates: a status (changes nothing), a time moved, an answer's sender gone.
    const answer = await db.message.findFirstOrThrow({
      where: { conversationId: mine.id, createdAt: at("2026-11-02T09:30:00Z") },
    });
    await db.message.update({ where: { id: answer.id }, data: { status: "read" } });
    await db.message.update({ where: { id: answer.id }, data: { createdAt: at("2026-11-02T09:45:00Z") } });
    await db.message.updateMany({
      where: { conversationId: open.id, createdAt: at("2026-11-02T07:16:00Z") },
      data: { sentById: null },
    });
    await db.message.updateMany({
      where: { conversationId: elsewhere.id, direction: "in" },
      data: { createdAt: at("2026-11-02T07:35:00Z") },
    });
    await expectExact(companyId, "updates");

    // Deletes: an answer, a "resolved" line, and several at once.
    await db.message.delete({ where: { id: answer.id } });
    await db.message.deleteMany({ where: { conversationId: mine.id, createdAt: at("2026-11-02T10:00:00Z") } });
    await expectExact(companyId, "deletes");
    await db.message.deleteMany({ where: { conversationId: open.id, direction: "out" } });
    await expectExact(companyId, "a bulk delete");

    // The buckets follow the assignee.
    await db.conversation.update({ where: { id: mine.id }, data: { assigneeId: mehmet.id } });
    await db.conversation.update({ where: { id: open.id }, data: { assigneeId: zeynep.id } });
    await expectExact(companyId, "reassignments");

    // A user deleted: their answers lose their sender, their conversations their assignee.
    await db.user.delete({ where: { id: mehmet.id } });
    await expectExact(companyId, "a user deleted");

    // A customer deleted takes its conversation and messages; a channel takes its own.
    await db.customer.delete({ where: { id: open.customerId } });
    await expectExact(companyId, "a customer deleted");
    await db.channel.delete({ where: { id: second.id } });
    await expectExact(companyId, "a channel deleted");
    expect(await db.messageVolume.count({ where: { channelId: second.id } })).toBe(0);

    const othersBefore = await storedVolume(other.companyId);
    await db.company.delete({ where: { id: companyId } });
    expect(await db.messageVolume.count({ where: { companyId } })).toBe(0);
    expect(await storedVolume(other.companyId)).toEqual(othersBefore);
    await expectExact(other.companyId, "another company deleted");
    expect(othersBefore).toHaveLength(1);
  });

  it("puts quarter hours on the right day and hour in zones 30 and 45 minutes off the hour", async () => {
    const { companyId, sandboxId } = await companyWithSandbox();
    const conversation = await createConversation({ companyId, channelId: sandboxId });
    await db.message.createMany({
      data: [
        // 23:50 and 00:10 in Kolkata (+5:30), 00:05 and 00:25 in Kathmandu (+5:45).
        "2026-11-02T18:20:00Z",
        "2026-11-02T18:40:00Z",
      ].map((createdAt) => ({
        companyId,
        conversationId: conversation.id,
        channelId: sandboxId,
        direction: "in" as const,
        type: "text" as const,
        status: "received" as const,
        text: "…",
        createdAt: at(createdAt),
      })),
    });
    // Kanal's own zone settings are whole hours today; the SQL takes any zone the browser may report.
    const inZone = async (timeZone: string) => {
      const scope = { companyId, memberId: null, channelIds: null, accountIds: null, timeZone, now: new Date() };
      const sql = messagingSql(scope, { from: "2026-11-02", to: "2026-11-03" });
      const [volume, heatmap] = await Promise.all([
        db.$queryRaw<{ day: string; received: number }[]>(sql.volume),
        db.$queryRaw<{ weekday: number; hour: number; count: number }[]>(sql.heatmap),
      ]);
      return {
        days: volume.map(({ day, received }) => `${day}:${received}`).sort(),
        cells: heatmap.map(({ weekday, hour, count }) => `${weekday}@${hour}:${count}`).sort(),
      };
    };
    expect(await inZone("Asia/Kolkata")).toEqual({
      days: ["2026-11-02:1", "2026-11-03:1"],
      cells: ["0@23:1", "1@0:1"],
    });
    expect(await inZone("Asia/Kathmandu")).toEqual({ days: ["2026-11-03:2"], cells: ["1@0:2"] });
  });
});
