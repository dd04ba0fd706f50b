import "server-only";
import { splitE164 } from "@/lib/customers/phone";
import { customerSearchColumns } from "@/lib/customers/search-text";
import type { Prisma } from "@/lib/generated/prisma/client";

// Who wrote, for an inbound message: the conversation already at that address on the channel, else
// the company's customer with that number (WhatsApp), else a new customer named from the profile.
// Runs in the message's transaction under lockInboundContact, so two first messages from one new
// number at once make one customer and one conversation.

export type InboundContact = {
  companyId: string;
  channelId: string;
  network: "whatsapp" | "messenger" | "instagram";
  /** E.164 digits (WhatsApp) or the page-scoped id (Messenger/Instagram). */
  address: string;
  /** The profile name the provider gave, if any. */
  name: string | null;
};

/** Serialises the inbound work for one sender of one company until the transaction ends. */
export async function lockInboundContact(tx: Prisma.TransactionClient, companyId: string, address: string) {
  await tx.$executeRaw`SELECT pg_advisory_xact_lock(hashtext(${`inbound:${companyId}:${address}`}))`;
}

const NAME_MAX = 100;

/** "Ayşe Nur Yılmaz" → Ayşe Nur / Yılmaz; one word → first name only; none → the address. */
export function nameParts(name: string | null, fallback: string): { firstName: string; lastName: string } {
  const words = (name ?? "").replace(/\s+/g, " ").trim().split(" ").filter(Boolean);
  if (words.length === 0) return { firstName: fallback.slice(0, NAME_MAX), lastName: "" };
  if (words.length === 1) return { firstName: words[0]!.slice(0, NAME_MAX), lastName: "" };
  return { firstName: words.slice(0, -1).join(" ").slice(0, NAME_MAX), lastName: words.at(-1)!.slice(0, NAME_MAX) };
}

async function createInboundCustomer(tx: Prisma.TransactionClient, contact: InboundContact) {
  const whatsapp = contact.network === "whatsapp";
  const phoneParts = whatsapp ? splitE164(contact.address) : null;
  const names = nameParts(contact.name, whatsapp ? `+${contact.address}` : contact.address);
  const fields = {
    ...names,
    email: null,
    countryCode: phoneParts?.countryCode ?? "+90",
    phone: phoneParts?.phone ?? null,
  };
  return tx.customer.create({
    data: {
      companyId: contact.companyId,
      ...fields,
      phoneE164: whatsapp ? contact.address : null,
      ...customerSearchColumns(fields),
    },
    select: { id: true },
  });
}

/** The conversation for this sender on this channel, with its customer; made (and the customer) when missing. */
export async function findOrCreateInboundConversation(
  tx: Prisma.TransactionClient,
  contact: InboundContact,
): Promise<{ conversationId: string; customerId: string; createdCustomer: boolean }> {
  const byAddress = await tx.conversation.findUnique({
    where: { channelId_contactAddress: { channelId: contact.channelId, contactAddress: contact.address } },
    select: { id: true, customerId: true },
  });
  if (byAddress) return { conversationId: byAddress.id, customerId: byAddress.customerId, createdCustomer: false };

  const known =
    contact.network === "whatsapp"
      ? await tx.customer.findFirst({
          where: { companyId: contact.companyId, phoneE164: contact.address },
          orderBy: { createdAt: "asc" },
          select: { id: true },
        })
      : null;
  const customer = known ?? (await createInboundCustomer(tx, contact));

  // The customer may talk on this channel already under an older address (a number typed
  // differently before): that conversation moves to the address the provider uses now.
  const conversation = await tx.conversation.upsert({
    where: { channelId_customerId: { channelId: contact.channelId, customerId: customer.id } },
    update: { contactAddress: contact.address },
    create: {
      companyId: contact.companyId,
      channelId: contact.channelId,
      customerId: customer.id,
      contactAddress: contact.address,
    },
    select: { id: true },
  });
  return { conversationId: conversation.id, customerId: customer.id, createdCustomer: !known };
}
