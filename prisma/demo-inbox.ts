// The demo inbox (issue 18): about forty conversations on the sandbox channel with real exchanges
// (prisma/demo-inbox-scripts.ts), built on the conversations the template seed made (the same
// `demo-conversation-<customer>` rows; the template messages stay in them): messages with their
// statuses, product photos, an invoice PDF and a voice note from the media library, system lines
// for assignments and resolutions, unread counts, pins, ratings, orders and notes. Idempotent: a
// second run finds its first message and does nothing.
import type { MessageStatus, Prisma, PrismaClient } from "../lib/generated/prisma/client.ts";
import { DEMO_USERS, MEN_FIRST_NAMES } from "./demo.ts";
import { demoConversations } from "./demo-conversations.ts";
import { INBOX_FILES, INBOX_SCRIPTS, type InboxFile, type Script } from "./demo-inbox-scripts.ts";

const MINUTE = 60_000;
const DAY = 86_400_000;
/** The template seed's recipients are the first 80 customers with a phone, by id: these are its first 40. */
const CONVERSATIONS = INBOX_SCRIPTS.length;

const MIME: Record<string, string> = { jpg: "image/jpeg", pdf: "application/pdf", txt: "text/plain", wav: "audio/wav" };
const mimeOf = (name: string) => MIME[name.split(".").at(-1)!.toLowerCase()] ?? "application/octet-stream";
const typeOfFile = (name: string): "image" | "audio" | "file" =>
  mimeOf(name).startsWith("image/") ? "image" : mimeOf(name).startsWith("audio/") ? "audio" : "file";

const fullName = (user: { firstName: string; lastName: string }) => `${user.firstName} ${user.lastName}`;

/**
 * The two files of the exchanges the demo library does not have (an invoice, a voice note), added
 * through the library's own service, as the demo library is (prisma/seed.ts).
 */
async function addInboxFiles(prisma: PrismaClient, companyId: string, databaseUrl: string): Promise<number> {
  const wanted = [INBOX_FILES.invoice, INBOX_FILES.voice];
  const have = await prisma.mediaFile.findMany({ where: { companyId, name: { in: wanted } }, select: { name: true } });
  const missing = wanted.filter((name) => !have.some((file) => file.name === name));
  if (missing.length === 0) return 0;
  process.env.DATABASE_URL = databaseUrl;
  await import("../lib/cli/server-only-hook.ts");
  const [{ priceListPdf, sineWav }, { addMediaFiles }, { getDb }, { stopProducer }] = await Promise.all([
    import("./demo-media.ts"),
    import("../lib/server/media/add-media-files.ts"),
    import("../lib/server/db.ts"),
    import("../lib/server/jobs/boss.ts"),
  ]);
  const make: Record<string, () => Uint8Array> = {
    [INBOX_FILES.invoice]: () =>
      priceListPdf(
        "Fatura KNL-2026-4411",
        [
          ["Deri cüzdan", "DZ-118"],
          ["Matara (750 ml) × 20", "MA-160"],
        ],
        4411,
      ),
    [INBOX_FILES.voice]: () => sineWav(7, { hertz: 196 }),
  };
  try {
    return await addMediaFiles({
      companyId,
      files: missing.map((name) => ({
        name,
        bytes: make[name]!(),
        folder: name.endsWith(".wav") ? "audio" : "documents",
        tags: name.endsWith(".wav") ? ["sesli", "müşteri"] : ["fatura"],
        createdAt: new Date(Date.now() - DAY),
        downloads: 0,
        uploadedById: null,
      })),
    });
  } finally {
    await stopProducer();
    await getDb().$disconnect();
  }
}

export async function seedDemoInbox(prisma: PrismaClient, companyId: string, databaseUrl: string): Promise<number> {
  const channel = await prisma.channel.findFirst({ where: { companyId, systemKey: "sandbox" }, select: { id: true } });
  if (!channel) return 0;
  if (await prisma.message.findUnique({ where: { id: "demo-inbox-01-m0" }, select: { id: true } })) return 0;

  const users = await Promise.all(
    DEMO_USERS.map((user) =>
      prisma.user.findUnique({ where: { email: user.email }, select: { id: true, firstName: true, lastName: true } }),
    ),
  );
  if (users.some((user) => !user)) return 0;
  const staff = users.map((user) => user!);

  let created = await addInboxFiles(prisma, companyId, databaseUrl);
  const files = await prisma.mediaFile.findMany({
    where: { companyId, name: { in: Object.values(INBOX_FILES) } },
    select: { id: true, name: true },
  });
  const fileOf = new Map(files.map((file) => [file.name, file.id]));

  // The template seed's conversations, or the same rows when it has not made them.
  const { customers, conversationOf } = await demoConversations(prisma, {
    companyId,
    channelId: channel.id,
    take: CONVERSATIONS,
    now: Date.now(),
  });

  const now = Date.now();
  const messages: Prisma.MessageCreateManyInput[] = [];
  const media: Prisma.MessageMediaCreateManyInput[] = [];
  const changes: Prisma.MessageStatusChangeCreateManyInput[] = [];
  const pins: Prisma.ConversationPinCreateManyInput[] = [];
  const orders: Prisma.CustomerOrderCreateManyInput[] = [];
  const notes: Prisma.CustomerNoteCreateManyInput[] = [];
  const states: { id: string; script: Script; lastAt: Date }[] = [];

  INBOX_SCRIPTS.forEach((script, index) => {
    const customer = customers[index];
    const conversationId = customer && conversationOf.get(customer.id);
    if (!customer || !conversationId) return;
    const key = `demo-inbox-${String(index + 1).padStart(2, "0")}`;
    const agent = staff[script.assignee ?? 0]!;
    const gap = (script.gap ?? 3) * MINUTE;
    const lastAt = now - script.ago * MINUTE;
    // The assignment came before the exchange; the resolution after its last message.
    const firstAt = lastAt - (script.lines.length - 1) * gap;
    const line = (k: string, at: number, event: string, extra: Record<string, string> = {}) =>
      messages.push({
        id: `${key}-${k}`,
        companyId,
        conversationId,
        channelId: channel.id,
        direction: "out",
        type: "system",
        status: "sent",
        templateVariables: { event, actor: fullName(staff[0]!), ...extra },
        sentById: staff[0]!.id,
        createdAt: new Date(at),
        statusAt: new Date(at),
      });
    if (script.assignee !== undefined) {
      line("assigned", firstAt - MINUTE, "assigned", { assignee: fullName(agent) });
    }
    script.lines.forEach(([who, text, attached], k) => {
      const at = firstAt + k * gap;
      const id = `${key}-m${k}`;
      const last = k === script.lines.length - 1;
      const body = text
        .replaceAll("{name}", customer.firstName)
        .replaceAll("{title}", MEN_FIRST_NAMES.has(customer.firstName) ? "Bey" : "Hanım");
      const fileIds = (attached ?? []).flatMap((file: InboxFile) => {
        const fileId = fileOf.get(INBOX_FILES[file]);
        return fileId ? [{ fileId, name: INBOX_FILES[file] }] : [];
      });
      const type = fileIds.length > 0 ? typeOfFile(fileIds[0]!.name) : "text";
      const inbound = who === "c";
      const failed = !inbound && last && script.failedLast;
      // Older replies were read; the newest one of a live conversation is delivered.
      const status = inbound ? "received" : failed ? "failed" : now - at < 30 * MINUTE ? "delivered" : "read";
      messages.push({
        id,
        companyId,
        conversationId,
        channelId: channel.id,
        direction: inbound ? "in" : "out",
        type,
        // A voice note has no words; a photo or a file keeps the words as its caption.
        text: type === "audio" ? null : body,
        status,
        statusAt: new Date(at + (status === "read" ? 4 * MINUTE : 2_000)),
        providerMessageId: inbound || !failed ? `wamid.DEMOINBOX${index + 1}x${k}` : null,
        sentById: inbound ? null : agent.id,
        ...(failed
          ? {
              errorCode: 131026,
              errorReason: "undeliverable",
              errorMessage: "Message undeliverable",
              attempts: 1,
            }
          : {}),
        createdAt: new Date(at),
      });
      fileIds.forEach(({ fileId, name }, position) =>
        media.push({
          id: `${id}-f${position}`,
          messageId: id,
          position,
          fileId,
          mimeType: mimeOf(name),
          filename: name,
        }),
      );
      if (!inbound) {
        const delivered = ["queued", "sent", "delivered", "read"] as const;
        const steps: readonly MessageStatus[] = failed ? ["queued", "failed"] : delivered;
        const reached = failed ? 2 : delivered.indexOf(status as "read" | "delivered") + 1;
        steps.slice(0, reached).forEach((step, n) =>
          changes.push({
            id: `${id}-s${n}`,
            messageId: id,
            status: step,
            at: new Date(at + [0, 2_000, 10_000, 4 * MINUTE][n]!),
            source: n === 0 ? "api" : n === 1 ? "send" : "webhook",
          }),
        );
      }
    });
    if (script.resolved) line("resolved", lastAt + MINUTE, "resolved");
    for (const user of script.pinnedBy ?? []) pins.push({ userId: staff[user]!.id, conversationId });
    (script.orders ?? []).forEach(([product, amount, currency, status, daysAgo], k) =>
      orders.push({
        id: `${key}-order${k}`,
        companyId,
        customerId: customer.id,
        product,
        amount,
        currency,
        status,
        orderedAt: new Date(now - daysAgo * DAY - 3 * 3_600_000),
        createdById: agent.id,
      }),
    );
    (script.notes ?? []).forEach(([author, text, daysAgo], k) =>
      notes.push({
        id: `${key}-note${k}`,
        companyId,
        customerId: customer.id,
        authorId: staff[author]!.id,
        text,
        createdAt: new Date(now - daysAgo * DAY - 3_600_000),
      }),
    );
    states.push({ id: conversationId, script, lastAt: new Date(lastAt) });
  });

  const inserted = await prisma.message.createMany({ data: messages, skipDuplicates: true });
  await prisma.messageMedia.createMany({ data: media, skipDuplicates: true });
  await prisma.messageStatusChange.createMany({ data: changes, skipDuplicates: true });
  await prisma.conversationPin.createMany({ data: pins, skipDuplicates: true });
  const orderRows = await prisma.customerOrder.createMany({ data: orders, skipDuplicates: true });
  const noteRows = await prisma.customerNote.createMany({ data: notes, skipDuplicates: true });
  created += inserted.count + orderRows.count + noteRows.count + pins.length;

  for (const { id, script, lastAt } of states) {
    const trailing = script.lines.length - script.lines.findLastIndex(([who]) => who === "a") - 1;
    await prisma.conversation.update({
      where: { id },
      data: {
        status: script.resolved ? "resolved" : "open",
        resolvedAt: script.resolved ? new Date(lastAt.getTime() + MINUTE) : null,
        rating: script.resolved?.rating ?? null,
        assigneeId: script.assignee === undefined ? null : staff[script.assignee]!.id,
        unreadCount: script.unread ? trailing : 0,
      },
    });
  }
  // Each conversation's last message (system lines aside) and the customer's last one (the window).
  const ids = states.map((state) => state.id);
  await prisma.$executeRaw`
    UPDATE "Conversation" c
       SET "lastMessageAt" = m."createdAt",
           "lastMessagePreview" = left(regexp_replace(coalesce(m.text, '[' || m.type || ']'), '[[:space:]]+', ' ', 'g'), 200),
           "lastMessageDirection" = m.direction,
           "lastInboundAt" = (SELECT max("createdAt") FROM "Message" WHERE "conversationId" = c.id AND direction = 'in')
      FROM (SELECT DISTINCT ON ("conversationId") "conversationId", "createdAt", text, type, direction FROM "Message"
             WHERE "conversationId" = ANY(${ids}) AND type <> 'system'
             ORDER BY "conversationId", "createdAt" DESC) m
     WHERE c.id = m."conversationId"`;
  // Seeded conversations without a message sort by when they were made, not by when the seed ran.
  await prisma.$executeRaw`
    UPDATE "Conversation" SET "lastMessageAt" = "createdAt"
     WHERE "channelId" = ${channel.id} AND "lastMessagePreview" IS NULL AND id LIKE 'demo-conversation-%'`;
  return created;
}
