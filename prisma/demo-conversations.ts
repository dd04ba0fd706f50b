// The demo's conversations on the sandbox channel, shared by the template seed (its messages'
// recipients) and the inbox seed (its scripted chats): one per customer with a phone, the first
// `take` by id, with fixed ids, so whichever seed runs first makes them and the other finds them.
import type { PrismaClient } from "../lib/generated/prisma/client.ts";

const DAY = 86_400_000;

export async function demoConversations(
  prisma: PrismaClient,
  { companyId, channelId, take, now }: { companyId: string; channelId: string; take: number; now: number },
) {
  const customers = await prisma.customer.findMany({
    where: { companyId, phoneE164: { not: null } },
    orderBy: { id: "asc" },
    take,
    select: { id: true, firstName: true, phoneE164: true },
  });
  await prisma.conversation.createMany({
    data: customers.map((customer) => ({
      id: `demo-conversation-${customer.id}`,
      companyId,
      channelId,
      customerId: customer.id,
      contactAddress: customer.phoneE164!,
      createdAt: new Date(now - 160 * DAY),
    })),
    skipDuplicates: true,
  });
  const conversations = await prisma.conversation.findMany({
    where: { channelId, customerId: { in: customers.map((customer) => customer.id) } },
    select: { id: true, customerId: true },
  });
  /** customer id → their conversation id. */
  const conversationOf = new Map(conversations.map((row) => [row.customerId, row.id]));
  return { customers, conversationOf };
}
