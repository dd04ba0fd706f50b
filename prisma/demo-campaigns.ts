// The demo company's campaigns (issue 19): eight, in every status — two COMPLETED with realistic
// funnels over the seeded customers (sent → delivered → read → clicked → replied → converted, a few
// failed and skipped), one ACTIVE on the sandbox that the worker sends in batches while the demo
// runs (its `campaign-sweep` cron wakes it within a minute), one PAUSED halfway, one SCHEDULED, two
// DRAFTs and one CANCELLED. Recipient rows are frozen as a launch freezes them (variables rendered).
// Once: skipped when the company has any campaign, so what a person changed stays.
import type { Prisma, PrismaClient } from "../lib/generated/prisma/client.ts";

type Customer = { id: string; firstName: string; lastName: string; phoneE164: string | null; marketingOptOut: boolean };
type Status = "pending" | "sent" | "delivered" | "read" | "failed" | "skipped";

const DAY = 86_400_000;
const SANDBOX_TEMPLATES = {
  efsaneCuma: "demo-template-efsane-cuma",
  yeniSezon: "demo-template-yeni-sezon",
  kargoTakip: "demo-template-kargo-takip",
} as const;

/** A deterministic 0–1 per (campaign, customer index): the funnel's dice. */
const dice = (seed: number, index: number) => {
  const x = Math.sin(seed * 9973 + index * 7919) * 10_000;
  return x - Math.floor(x);
};

type Funnel = { sent: number; delivered: number; read: number; clicked: number; replied: number; converted: number };

function recipientsFor(
  campaignId: string,
  seed: number,
  customers: Customer[],
  sentAt: Date,
  vars: (customer: Customer) => Record<string, string>,
  funnel: Funnel | "pending" | { sentShare: number },
): Prisma.CampaignRecipientCreateManyInput[] {
  return customers.map((customer, index) => {
    const base = { campaignId, customerId: customer.id, contactAddress: customer.phoneE164, variables: vars(customer) };
    if (!customer.phoneE164) return { ...base, status: "skipped" as Status, skipReason: "noPhone" };
    if (customer.marketingOptOut) return { ...base, status: "skipped" as Status, skipReason: "optedOut" };
    const roll = dice(seed, index);
    if (funnel === "pending") return { ...base, status: "pending" as Status };
    let steps: Funnel;
    if ("sentShare" in funnel) {
      if (roll > funnel.sentShare) return { ...base, status: "pending" as Status };
      steps = {
        sent: 0.99,
        delivered: 0.95,
        read: 0.6 * funnel.sentShare,
        clicked: 0.1,
        replied: 0.04,
        converted: 0.02,
      };
    } else steps = funnel;
    const at = (minutes: number) => new Date(sentAt.getTime() + index * 400 + minutes * 60_000);
    if (roll > steps.sent) {
      return {
        ...base,
        status: "failed" as Status,
        attempts: 1,
        errorCode: 131026,
        errorReason: "undeliverable",
        errorMessage: "Message undeliverable",
        failedAt: at(0),
      };
    }
    const status: Status = roll < steps.read ? "read" : roll < steps.delivered ? "delivered" : "sent";
    const mark = (share: number, minutes: number) => (roll < share ? at(minutes) : null);
    return {
      ...base,
      status,
      attempts: 1,
      sentAt: at(0),
      deliveredAt: status === "sent" ? null : at(1),
      readAt: status === "read" ? at(20 + (index % 90)) : null,
      clickedAt: mark(steps.clicked, 30 + (index % 60)),
      clicks: roll < steps.clicked ? 1 + (index % 3) : 0,
      repliedAt: mark(steps.replied, 45 + (index % 120)),
      convertedAt: mark(steps.converted, 24 * 60 + (index % 600)),
    };
  });
}

export async function seedDemoCampaigns(prisma: PrismaClient, companyId: string): Promise<number> {
  if ((await prisma.campaign.count({ where: { companyId } })) > 0) return 0;
  const channel = await prisma.channel.findFirst({ where: { companyId, systemKey: "sandbox" }, select: { id: true } });
  const templates = await prisma.template.findMany({
    where: { companyId, id: { in: Object.values(SANDBOX_TEMPLATES) } },
    select: { id: true, name: true, status: true },
  });
  if (!channel || templates.length < 3) return 0;
  const templateName = (id: string) => templates.find((template) => template.id === id)!.name;
  const customers: Customer[] = await prisma.customer.findMany({
    where: { companyId },
    select: { id: true, firstName: true, lastName: true, phoneE164: true, marketingOptOut: true, tags: true },
    orderBy: { createdAt: "asc" },
  });
  // A few customers opted in to marketing (the newsletter audience) and two opted out.
  await prisma.customer.updateMany({
    where: { id: { in: customers.filter((_, index) => index % 3 === 0).map((customer) => customer.id) } },
    data: { marketingOptIn: true, marketingOptInAt: new Date(Date.now() - 60 * DAY), marketingOptInSource: "checkout" },
  });
  const optedOut = customers.filter((_, index) => index % 97 === 5).map((customer) => customer.id);
  await prisma.customer.updateMany({
    where: { id: { in: optedOut } },
    data: { marketingOptOut: true, marketingOptOutAt: new Date(Date.now() - 10 * DAY) },
  });
  for (const customer of customers) if (optedOut.includes(customer.id)) customer.marketingOptOut = true;
  const owner = await prisma.user.findFirst({ where: { companyId, role: "owner" }, select: { id: true } });
  const now = Date.now();
  const ago = (days: number) => new Date(now - days * DAY);
  const firstName = (customer: Customer) => ({ "1": customer.firstName });

  type Seed = Omit<Prisma.CampaignCreateManyInput, "companyId"> & { id: string };
  const base = { channelId: channel.id, createdById: owner?.id ?? null };
  const campaigns: Seed[] = [
    {
      ...base,
      id: "demo-campaign-efsane-cuma",
      name: "Efsane Cuma",
      description: "Tüm müşterilere yılın en büyük indirimi",
      type: "MARKETING",
      status: "COMPLETED",
      templateId: SANDBOX_TEMPLATES.efsaneCuma,
      templateName: templateName(SANDBOX_TEMPLATES.efsaneCuma),
      variables: { "1": { field: "firstName" }, "2": { text: "30 Kasım" } },
      targetAudience: "ALL_CUSTOMERS",
      run: 1,
      sentAt: ago(6),
      launchedAt: ago(6),
      completedAt: ago(6),
      sendInBatches: true,
      batchSize: 100,
      delayBetweenBatches: 5,
      createdAt: ago(9),
    },
    {
      ...base,
      id: "demo-campaign-kargo",
      name: "Kargo bilgilendirmesi",
      description: "Kasım siparişlerinin kargo takip bağlantısı",
      type: "TRANSACTIONAL",
      status: "COMPLETED",
      templateId: SANDBOX_TEMPLATES.kargoTakip,
      templateName: templateName(SANDBOX_TEMPLATES.kargoTakip),
      variables: { "1": { field: "firstName" }, "2": { text: "Kasım siparişiniz" }, "3": { text: "2 iş günü" } },
      targetAudience: "RECENT_ORDERS",
      run: 1,
      sentAt: ago(3),
      launchedAt: ago(3),
      completedAt: ago(3),
      createdAt: ago(4),
    },
    {
      ...base,
      id: "demo-campaign-kasim-bulteni",
      name: "Kasım bülteni",
      description: "Bülten abonelerine yeni sezon ürünleri (20'lik gruplar halinde, dakikada bir)",
      type: "MARKETING",
      status: "ACTIVE",
      templateId: SANDBOX_TEMPLATES.yeniSezon,
      templateName: templateName(SANDBOX_TEMPLATES.yeniSezon),
      variables: { "1": { field: "firstName" } },
      targetAudience: "NEWSLETTER_SUBSCRIBERS",
      run: 1,
      sentAt: ago(0.01),
      launchedAt: ago(0.01),
      sendInBatches: true,
      batchSize: 20,
      delayBetweenBatches: 1,
      createdAt: ago(1),
    },
    {
      ...base,
      id: "demo-campaign-hafta-sonu",
      name: "Hafta sonu fırsatı",
      description: "VIP müşterilere özel; stok kontrolü için duraklatıldı",
      type: "MARKETING",
      status: "PAUSED",
      templateId: SANDBOX_TEMPLATES.yeniSezon,
      templateName: templateName(SANDBOX_TEMPLATES.yeniSezon),
      variables: { "1": { field: "firstName" } },
      targetAudience: "VIP_CUSTOMERS",
      run: 1,
      sentAt: ago(1),
      launchedAt: ago(1),
      pausedInFlight: 0,
      createdAt: ago(2),
    },
    {
      ...base,
      id: "demo-campaign-yilbasi",
      name: "Yılbaşı hazırlığı",
      description: "Aktif müşterilere yılbaşı koleksiyonu",
      type: "MARKETING",
      status: "SCHEDULED",
      templateId: SANDBOX_TEMPLATES.efsaneCuma,
      variables: { "1": { field: "firstName" }, "2": { text: "31 Aralık" } },
      targetAudience: "ACTIVE_USERS",
      sendImmediately: false,
      scheduledFor: new Date(now + 5 * DAY),
      launchedAt: ago(0.5),
      createdAt: ago(0.6),
    },
    {
      ...base,
      id: "demo-campaign-geri-kazanim",
      name: "Sizi özledik",
      description: "30 gündür sessiz müşterilere hatırlatma",
      type: "MARKETING",
      status: "DRAFT",
      templateId: SANDBOX_TEMPLATES.yeniSezon,
      variables: { "1": { field: "firstName" } },
      targetAudience: "INACTIVE_USERS",
      createdAt: ago(0.3),
    },
    {
      ...base,
      id: "demo-campaign-bakim",
      name: "Planlı bakım bildirimi",
      description: "Seçili müşterilere bakım penceresi duyurusu",
      type: "NOTIFICATION",
      status: "DRAFT",
      templateId: null,
      targetAudience: "CUSTOM_GROUP",
      selectedCustomers: customers.slice(0, 5).map((customer) => customer.id),
      createdAt: ago(0.2),
    },
    {
      ...base,
      id: "demo-campaign-ekim",
      name: "Ekim indirimi",
      description: "Fiyat güncellemesi nedeniyle iptal edildi",
      type: "MARKETING",
      status: "CANCELLED",
      templateId: SANDBOX_TEMPLATES.efsaneCuma,
      variables: { "1": { field: "firstName" }, "2": { text: "31 Ekim" } },
      targetAudience: "ALL_CUSTOMERS",
      launchedAt: ago(30),
      completedAt: ago(30),
      createdAt: ago(32),
    },
  ];
  await prisma.campaign.createMany({
    data: campaigns.map((campaign) => ({ ...campaign, companyId })),
  });

  const subscribers = customers.filter((_, index) => index % 3 === 0);
  const vip = (
    await prisma.customer.findMany({
      where: { companyId, OR: [{ tags: { hasSome: ["VIP", "vip"] } }, { group: { name: "VIP" } }] },
      select: { id: true },
    })
  ).map((row) => row.id);
  const rows = [
    ...recipientsFor(
      "demo-campaign-efsane-cuma",
      1,
      customers,
      ago(6),
      (customer) => ({ ...firstName(customer), "2": "30 Kasım" }),
      {
        sent: 0.97,
        delivered: 0.92,
        read: 0.68,
        clicked: 0.22,
        replied: 0.09,
        converted: 0.05,
      },
    ),
    ...recipientsFor(
      "demo-campaign-kargo",
      2,
      customers.filter((_, index) => index % 4 === 1),
      ago(3),
      (customer) => ({ ...firstName(customer), "2": "Kasım siparişiniz", "3": "2 iş günü" }),
      { sent: 0.99, delivered: 0.97, read: 0.85, clicked: 0.45, replied: 0.12, converted: 0 },
    ),
    ...recipientsFor("demo-campaign-kasim-bulteni", 3, subscribers, ago(0.01), firstName, { sentShare: 0.25 }),
    ...recipientsFor(
      "demo-campaign-hafta-sonu",
      4,
      customers.filter((customer) => vip.includes(customer.id)),
      ago(1),
      firstName,
      { sentShare: 0.5 },
    ),
  ];
  // One message per number, as a launch freezes it.
  const seen = new Map<string, Set<string>>();
  for (const row of rows) {
    const numbers = seen.get(row.campaignId) ?? new Set<string>();
    seen.set(row.campaignId, numbers);
    if (row.status === "skipped" || !row.contactAddress) continue;
    if (numbers.has(row.contactAddress))
      Object.assign(row, { status: "skipped", skipReason: "duplicatePhone", sentAt: null });
    numbers.add(row.contactAddress);
  }
  await prisma.campaignRecipient.createMany({ data: rows });
  for (const campaign of campaigns) {
    const total = rows.filter((row) => row.campaignId === campaign.id && row.status !== "skipped").length;
    if (total) await prisma.campaign.update({ where: { id: campaign.id }, data: { totalRecipients: total } });
  }
  return campaigns.length + rows.length;
}
