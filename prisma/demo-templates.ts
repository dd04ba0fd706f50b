// The demo company's message templates (issue 17; spec 02 §7, §9): the spec's 15 samples — 8
// marketing, 4 transactional, 3 utility — in several languages and every status (one rejected
// with Meta's reason), some with an image or document header from the seeded media library and
// buttons. Each has its status history (spread over the last months, so the cards' monthly changes
// show), and its usage count is the number of template messages seeded for it in the sandbox
// channel's conversations, the way the product counts a use (one per template message queued).
// Every template passes the editor's rules (tests/unit/templates-demo.test.ts checks it).
import type { Prisma, PrismaClient } from "../lib/generated/prisma/client.ts";
import { fillVariables, sendComponents, type KanalTemplate } from "../lib/templates/meta-components.ts";
import { templateSearchText } from "../lib/templates/search-text.ts";
import { demoConversations } from "./demo-conversations.ts";

export type DemoTemplateStatus = "DRAFT" | "PENDING" | "APPROVED" | "REJECTED" | "PAUSED" | "DISABLED";

export type DemoTemplate = {
  id: string;
  name: string;
  displayName: string;
  category: "MARKETING" | "TRANSACTIONAL" | "UTILITY";
  language: "tr" | "en" | "de" | "ar";
  headerType: "NONE" | "TEXT" | "IMAGE" | "VIDEO" | "DOCUMENT";
  headerText?: string;
  /** A file of the demo media library (prisma/demo-media.ts), by name. */
  headerMediaName?: string;
  bodyText: string;
  footerText?: string;
  buttons: { type: "QUICK_REPLY" | "URL" | "PHONE_NUMBER"; text: string; url?: string; phone_number?: string }[];
  variables: { name: string; example: string }[];
  /** Its statuses, oldest first, each with how many days ago (the first is the draft's creation). */
  history: [DemoTemplateStatus, number, reason?: string][];
  /** Template messages seeded for it (its usage count), sent between its approval and today. */
  uses: number;
};

const SHOP = "https://kanal.example.com";

export const DEMO_TEMPLATES: DemoTemplate[] = [
  // ── Marketing (8) ─────────────────────────────────────────────────────────────────────────
  {
    id: "demo-template-efsane-cuma",
    name: "efsane_cuma",
    displayName: "Efsane Cuma kampanyası",
    category: "MARKETING",
    language: "tr",
    headerType: "IMAGE",
    headerMediaName: "Kampanya afişi – Efsane Cuma.jpg",
    bodyText:
      "Merhaba {{1}}, *Efsane Cuma* başladı! Tüm ürünlerde %50'ye varan indirimler sizi bekliyor. Kampanya {{2}} tarihine kadar geçerli.",
    footerText: "Kanal Demo Mağaza",
    buttons: [
      { type: "URL", text: "Alışverişe başla", url: `${SHOP}/efsane-cuma` },
      { type: "QUICK_REPLY", text: "Bildirimleri durdur" },
    ],
    variables: [
      { name: "ad", example: "Ayşe" },
      { name: "bitiş tarihi", example: "30 Kasım" },
    ],
    history: [
      ["DRAFT", 40],
      ["PENDING", 39.9],
      ["APPROVED", 39.5],
    ],
    uses: 42,
  },
  {
    id: "demo-template-yeni-sezon",
    name: "yeni_sezon",
    displayName: "Yeni sezon duyurusu",
    category: "MARKETING",
    language: "tr",
    headerType: "IMAGE",
    headerMediaName: "Instagram gönderisi – Yeni sezon.jpg",
    bodyText:
      "Merhaba {{1}}, yeni sezon ürünlerimiz mağazada! Size özel seçkiyi görmek için aşağıdaki bağlantıya dokunun.",
    footerText: "Kanal Demo Mağaza",
    buttons: [{ type: "URL", text: "Koleksiyonu gör", url: `${SHOP}/yeni-sezon` }],
    variables: [{ name: "ad", example: "Ayşe" }],
    history: [
      ["DRAFT", 75],
      ["PENDING", 74.9],
      ["APPROVED", 74],
    ],
    uses: 35,
  },
  {
    id: "demo-template-winter-collection",
    name: "winter_collection",
    displayName: "Winter collection",
    category: "MARKETING",
    language: "en",
    headerType: "IMAGE",
    headerMediaName: "Ürün fotoğrafı – Kış koleksiyonu.jpg",
    bodyText: "Hi {{1}}, our _winter collection_ has arrived: warm coats, scarves and boots are waiting for you.",
    footerText: "Kanal Demo Store",
    buttons: [
      { type: "URL", text: "Shop now", url: `${SHOP}/en/winter` },
      { type: "QUICK_REPLY", text: "Not interested" },
    ],
    variables: [{ name: "name", example: "Emma" }],
    history: [
      ["DRAFT", 20],
      ["PENDING", 19.9],
      ["APPROVED", 19],
    ],
    uses: 18,
  },
  {
    id: "demo-template-sepet-hatirlatma",
    name: "sepet_hatirlatma",
    displayName: "Sepet hatırlatma",
    category: "MARKETING",
    language: "tr",
    headerType: "TEXT",
    headerText: "Sepetiniz sizi bekliyor",
    bodyText:
      "Merhaba {{1}}, sepetinizde {{2}} ürün kaldı. Siparişinizi tamamlamak için aşağıdaki bağlantıya dokunmanız yeterli.",
    buttons: [{ type: "URL", text: "Sepete git", url: `${SHOP}/sepet/{{3}}` }],
    variables: [
      { name: "ad", example: "Ayşe" },
      { name: "ürün sayısı", example: "3" },
      { name: "sepet kodu", example: "SPT1042" },
    ],
    history: [
      ["DRAFT", 110],
      ["PENDING", 109.9],
      ["APPROVED", 109],
    ],
    uses: 27,
  },
  {
    id: "demo-template-dogum-gunu",
    name: "dogum_gunu_kuponu",
    displayName: "Doğum günü kuponu",
    category: "MARKETING",
    language: "tr",
    headerType: "NONE",
    bodyText:
      "Doğum gününüz kutlu olsun {{1}}! Size özel {{2}} kodu ile bugün tüm alışverişlerinizde %20 indirim kazandınız.",
    footerText: "Kanal Demo Mağaza",
    buttons: [{ type: "QUICK_REPLY", text: "Teşekkürler" }],
    variables: [
      { name: "ad", example: "Ayşe" },
      { name: "kupon kodu", example: "DOGUMGUNU20" },
    ],
    history: [
      ["DRAFT", 2],
      ["PENDING", 1.5],
    ],
    uses: 0,
  },
  {
    id: "demo-template-treueprogramm",
    name: "treueprogramm",
    displayName: "Treueprogramm",
    category: "MARKETING",
    language: "de",
    headerType: "TEXT",
    headerText: "Punkte sammeln",
    bodyText: "Hallo {{1}}, werden Sie Mitglied in unserem Treueprogramm und sammeln Sie bei jedem Einkauf Punkte.",
    buttons: [{ type: "URL", text: "Jetzt beitreten", url: `${SHOP}/de/treue` }],
    variables: [{ name: "name", example: "Lukas" }],
    history: [
      ["DRAFT", 50],
      ["PENDING", 49.9],
      ["APPROVED", 49],
    ],
    uses: 6,
  },
  {
    id: "demo-template-kargo-bedava",
    name: "kargo_bedava_haftasi",
    displayName: "Kargo bedava haftası",
    category: "MARKETING",
    language: "tr",
    headerType: "IMAGE",
    headerMediaName: "Instagram hikâyesi – Kargo bedava.jpg",
    bodyText: "Merhaba {{1}}, bu hafta tüm siparişlerde kargo bedava! Fırsatı kaçırmamak için hemen göz atın.",
    buttons: [
      { type: "QUICK_REPLY", text: "Bana hatırlat" },
      { type: "QUICK_REPLY", text: "İlgilenmiyorum" },
    ],
    variables: [{ name: "ad", example: "Ayşe" }],
    // Paused by Meta for low quality (meta.md §1.6).
    history: [
      ["DRAFT", 35],
      ["PENDING", 34.9],
      ["APPROVED", 34],
      ["PAUSED", 3],
    ],
    uses: 12,
  },
  {
    id: "demo-template-yilbasi",
    name: "yilbasi_hediye_rehberi",
    displayName: "Yılbaşı hediye rehberi",
    category: "MARKETING",
    language: "tr",
    headerType: "TEXT",
    headerText: "Yılbaşı hediye rehberi",
    bodyText: "Merhaba {{1}}, sevdikleriniz için hazırladığımız yılbaşı hediye rehberi yayında. Hediyeleri keşfedin!",
    buttons: [{ type: "URL", text: "Rehberi aç", url: `${SHOP}/yilbasi` }],
    variables: [{ name: "ad", example: "Ayşe" }],
    history: [["DRAFT", 1]],
    uses: 0,
  },

  // ── Transactional (4) ─────────────────────────────────────────────────────────────────────
  {
    id: "demo-template-siparis-onayi",
    name: "siparis_onayi",
    displayName: "Sipariş onayı",
    category: "TRANSACTIONAL",
    language: "tr",
    headerType: "TEXT",
    headerText: "Sipariş onayı",
    bodyText: "Merhaba {{1}}, {{2}} numaralı siparişinizi aldık. Toplam tutar: {{3}} TL. Teşekkür ederiz!",
    footerText: "Kanal Demo Mağaza",
    buttons: [{ type: "URL", text: "Siparişi görüntüle", url: `${SHOP}/siparis/{{2}}` }],
    variables: [
      { name: "ad", example: "Ayşe" },
      { name: "sipariş no", example: "1042" },
      { name: "tutar", example: "1.250" },
    ],
    history: [
      ["DRAFT", 150],
      ["PENDING", 149.9],
      ["APPROVED", 149],
    ],
    uses: 64,
  },
  {
    id: "demo-template-kargo-takip",
    name: "kargo_takip",
    displayName: "Kargo takip",
    category: "TRANSACTIONAL",
    language: "tr",
    headerType: "TEXT",
    headerText: "Kargonuz yolda",
    bodyText:
      "Merhaba {{1}}, {{2}} numaralı siparişiniz kargoya verildi. Tahmini teslim tarihi: {{3}}. İyi günlerde kullanın!",
    buttons: [
      { type: "URL", text: "Kargoyu izle", url: `${SHOP}/kargo/{{2}}` },
      { type: "PHONE_NUMBER", text: "Bizi arayın", phone_number: "+902125550101" },
    ],
    variables: [
      { name: "ad", example: "Ayşe" },
      { name: "sipariş no", example: "1042" },
      { name: "teslim tarihi", example: "28 Kasım" },
    ],
    history: [
      ["DRAFT", 140],
      ["PENDING", 139.9],
      ["APPROVED", 139],
    ],
    uses: 48,
  },
  {
    id: "demo-template-order-confirmation",
    name: "order_confirmation",
    displayName: "Order confirmation",
    category: "TRANSACTIONAL",
    language: "en",
    headerType: "NONE",
    bodyText: "Hi {{1}}, we have received your order {{2}}. We will let you know as soon as it ships.",
    footerText: "Kanal Demo Store",
    buttons: [],
    variables: [
      { name: "name", example: "Emma" },
      { name: "order number", example: "1042" },
    ],
    history: [
      ["DRAFT", 25],
      ["PENDING", 24.9],
      ["APPROVED", 24],
    ],
    uses: 9,
  },
  {
    // Advertises in a transactional template: Meta (and the sandbox) reject it for its category.
    id: "demo-template-siparis-firsati",
    name: "siparis_firsati",
    displayName: "Sipariş sonrası fırsat",
    category: "TRANSACTIONAL",
    language: "tr",
    headerType: "NONE",
    bodyText:
      "Merhaba {{1}}, siparişiniz yola çıktı. Bir sonraki alışverişinizde kullanabileceğiniz %10 indirim kuponu sizi bekliyor!",
    buttons: [],
    variables: [{ name: "ad", example: "Ayşe" }],
    history: [
      ["DRAFT", 6],
      ["PENDING", 5.9],
      ["REJECTED", 5.5, "INCORRECT_CATEGORY"],
    ],
    uses: 0,
  },

  // ── Utility (3) ───────────────────────────────────────────────────────────────────────────
  {
    id: "demo-template-randevu",
    name: "randevu_hatirlatma",
    displayName: "Randevu hatırlatma",
    category: "UTILITY",
    language: "tr",
    headerType: "NONE",
    bodyText:
      "Merhaba {{1}}, {{2}} tarihindeki mağaza randevunuzu hatırlatırız. Değişiklik için bu mesajı yanıtlayabilirsiniz.",
    buttons: [
      { type: "QUICK_REPLY", text: "Onaylıyorum" },
      { type: "QUICK_REPLY", text: "Ertelemek istiyorum" },
    ],
    variables: [
      { name: "ad", example: "Ayşe" },
      { name: "randevu tarihi", example: "2 Aralık 14:00" },
    ],
    history: [
      ["DRAFT", 90],
      ["PENDING", 89.9],
      ["APPROVED", 89],
    ],
    uses: 21,
  },
  {
    id: "demo-template-fiyat-listesi",
    name: "fiyat_listesi",
    displayName: "Güncel fiyat listesi",
    category: "UTILITY",
    language: "tr",
    headerType: "DOCUMENT",
    headerMediaName: "Fiyat listesi 2026.pdf",
    bodyText:
      "Merhaba {{1}}, istediğiniz güncel fiyat listemiz ektedir. Sorularınız için bu mesajı yanıtlayabilirsiniz.",
    footerText: "Kanal Demo Mağaza",
    buttons: [],
    variables: [{ name: "ad", example: "Ayşe" }],
    history: [
      ["DRAFT", 1.2],
      ["PENDING", 1],
    ],
    uses: 0,
  },
  {
    id: "demo-template-destek-talebi",
    name: "destek_talebi",
    displayName: "Destek talebi alındı",
    category: "UTILITY",
    language: "ar",
    headerType: "NONE",
    bodyText: "مرحبا {{1}}، لقد تلقينا طلب الدعم الخاص بك رقم {{2}} وسنرد عليك في أقرب وقت ممكن.",
    buttons: [],
    variables: [
      { name: "الاسم", example: "أحمد" },
      { name: "رقم الطلب", example: "5521" },
    ],
    history: [["DRAFT", 0.5]],
    uses: 0,
  },
];

/**
 * A sandbox template id, as the sandbox provider makes one at submission (sandbox-provider.ts):
 * what its verdict will be, so the sandbox can answer for a seeded template like for any other.
 */
export function demoSandboxTemplateId(template: DemoTemplate, submittedAt: Date): string {
  const rejected = template.history.find(([status]) => status === "REJECTED");
  const record = {
    n: template.name,
    l: template.language,
    c: template.category === "MARKETING" ? "MARKETING" : "UTILITY",
    r: rejected?.[2] ?? null,
    t: submittedAt.getTime(),
  };
  return `sbx_${Buffer.from(JSON.stringify(record)).toString("base64url")}`;
}

const DAY = 86_400_000;
/** Customers who got the demo's template messages (each in their sandbox conversation). */
const RECIPIENTS = 80;

/**
 * The demo templates the company does not have yet (by their stable ids), with their history and
 * their template messages; the usage counts are then counted from those messages. A second run
 * finds them all and does nothing. Answers the rows it created.
 */
export async function seedDemoTemplates(prisma: PrismaClient, companyId: string): Promise<number> {
  const channel = await prisma.channel.findFirst({ where: { companyId, systemKey: "sandbox" }, select: { id: true } });
  if (!channel) return 0;
  const have = await prisma.template.findMany({
    where: { id: { in: DEMO_TEMPLATES.map((template) => template.id) } },
    select: { id: true },
  });
  const haveIds = new Set(have.map((row) => row.id));
  const missing = DEMO_TEMPLATES.filter((template) => !haveIds.has(template.id));
  if (missing.length === 0) return 0;

  const now = Date.now();
  const daysAgo = (days: number) => new Date(now - days * DAY);
  const names = missing.flatMap((template) => (template.headerMediaName ? [template.headerMediaName] : []));
  const files = await prisma.mediaFile.findMany({
    where: { companyId, name: { in: names } },
    select: { id: true, name: true, type: true },
  });
  const fileOf = new Map(files.map((file) => [file.name, file]));
  const kanal = new Map<string, KanalTemplate>();

  const rows = missing.map((template) => {
    const file = template.headerMediaName ? fileOf.get(template.headerMediaName) : undefined;
    // A header file someone deleted from the library: the template keeps no header rather than break.
    const headerType = template.headerMediaName && file?.type !== template.headerType ? "NONE" : template.headerType;
    const [status, lastDays, reason] = template.history.at(-1)!;
    const submitted = template.history.find(([step]) => step === "PENDING");
    const fields: KanalTemplate = {
      name: template.name,
      displayName: template.displayName,
      language: template.language,
      category: template.category,
      headerType,
      headerText: template.headerText ?? null,
      headerMediaId: headerType === "NONE" ? null : (file?.id ?? null),
      body: template.bodyText,
      footer: template.footerText ?? null,
      buttons: template.buttons,
      variables: template.variables,
    };
    kanal.set(template.id, fields);
    return {
      id: template.id,
      companyId,
      channelId: channel.id,
      ...fields,
      status,
      statusAt: daysAgo(lastDays),
      rejectedReason: status === "REJECTED" ? (reason ?? "NONE") : null,
      providerTemplateId: submitted ? demoSandboxTemplateId(template, daysAgo(submitted[1])) : null,
      searchText: templateSearchText(template),
      createdAt: daysAgo(template.history[0]![1]),
    };
  });
  const created = await prisma.template.createManyAndReturn({ data: rows, skipDuplicates: true, select: { id: true } });
  const createdIds = new Set(created.map((row) => row.id));
  const fresh = missing.filter((template) => createdIds.has(template.id));
  const history = await prisma.templateStatusChange.createMany({
    data: fresh.flatMap((template) =>
      template.history.map(([status, days, reason], index) => ({
        id: `${template.id}-h${index}`,
        templateId: template.id,
        status,
        reason: reason ?? null,
        at: daysAgo(days),
      })),
    ),
    skipDuplicates: true,
  });
  const messages = await seedTemplateMessages(prisma, {
    companyId,
    channelId: channel.id,
    now,
    templates: fresh.map((template) => ({ demo: template, kanal: kanal.get(template.id)! })),
  });
  // Usage as the product counts it: one per template message (lib/server/messages/template-send.ts).
  const ids = fresh.map((template) => template.id);
  await prisma.$executeRaw`
    UPDATE "Template" t SET "usageCount" = u.count, "lastUsedAt" = u.last
      FROM (SELECT "templateId", count(*)::int AS count, max("createdAt") AS last
              FROM "Message" WHERE "companyId" = ${companyId} AND "templateId" = ANY(${ids}) GROUP BY "templateId") u
     WHERE t.id = u."templateId"`;
  return created.length + history.count + messages;
}

type SeededTemplate = { demo: DemoTemplate; kanal: KanalTemplate };

/** Each template's `uses` messages, spread from its approval to an hour ago (or to its pause). */
async function seedTemplateMessages(
  prisma: PrismaClient,
  {
    companyId,
    channelId,
    now,
    templates,
  }: { companyId: string; channelId: string; now: number; templates: SeededTemplate[] },
): Promise<number> {
  const used = templates.filter(({ demo }) => demo.uses > 0);
  if (used.length === 0) return 0;
  const { customers, conversationOf } = await demoConversations(prisma, {
    companyId,
    channelId,
    take: RECIPIENTS,
    now,
  });
  const reachable = customers.filter((customer) => conversationOf.has(customer.id));
  if (reachable.length === 0) return 0;
  const owner = await prisma.user.findFirst({ where: { companyId, role: "owner" }, select: { id: true } });

  const messages: Prisma.MessageCreateManyInput[] = [];
  const changes: {
    id: string;
    messageId: string;
    status: "queued" | "sent" | "delivered" | "read";
    at: Date;
    source: string;
  }[] = [];
  used.forEach(({ demo, kanal }, templateIndex) => {
    const approved = demo.history.find(([status]) => status === "APPROVED")![1];
    const until = demo.history.find(([status]) => status === "PAUSED" || status === "DISABLED")?.[1] ?? 1 / 24;
    for (let k = 0; k < demo.uses; k++) {
      const customer = reachable[(templateIndex * 13 + k * 7) % reachable.length]!;
      const at = new Date(now - (approved - ((approved - until) * (k + 1)) / (demo.uses + 1)) * DAY);
      const values = demo.variables.map((variable, index) =>
        index === 0
          ? customer.firstName
          : /no|number|رقم/.test(variable.name)
            ? String(2000 + templateIndex * 100 + k)
            : variable.example,
      );
      const id = `${demo.id}-m${k}`;
      // Older messages were read; the newest ones are still on their way.
      const status = now - at.getTime() < 2 * 3600_000 ? "sent" : k % 9 === 4 ? "delivered" : "read";
      messages.push({
        id,
        companyId,
        conversationId: conversationOf.get(customer.id)!,
        channelId,
        direction: "out",
        type: "template",
        text: fillVariables(kanal.body, values),
        templateId: demo.id,
        templateName: kanal.name,
        templateLanguage: kanal.language,
        templateVariables: Object.fromEntries(demo.variables.map((variable, index) => [variable.name, values[index]!])),
        templateComponents: sendComponents(kanal, values) as Prisma.InputJsonValue,
        status,
        statusAt: new Date(at.getTime() + (status === "read" ? 300_000 : status === "delivered" ? 10_000 : 2_000)),
        providerMessageId: `wamid.DEMO${demo.id.slice("demo-template-".length)}-${k}`,
        sentById: owner?.id ?? null,
        createdAt: at,
      });
      const steps = ["queued", "sent", "delivered", "read"] as const;
      const offsets = [0, 2_000, 10_000, 300_000];
      for (let step = 0; step <= steps.indexOf(status); step++) {
        changes.push({
          id: `${id}-s${step}`,
          messageId: id,
          status: steps[step]!,
          at: new Date(at.getTime() + offsets[step]!),
          source: step === 0 ? "api" : step === 1 ? "send" : "webhook",
        });
      }
    }
  });
  const inserted = await prisma.message.createMany({ data: messages, skipDuplicates: true });
  await prisma.messageStatusChange.createMany({ data: changes, skipDuplicates: true });
  // Each conversation shows its last message, unless it has a newer one already.
  await prisma.$executeRaw`
    UPDATE "Conversation" c
       SET "lastMessageAt" = m."createdAt", "lastMessagePreview" = left(m.text, 200), "lastMessageDirection" = 'out'
      FROM (SELECT DISTINCT ON ("conversationId") "conversationId", "createdAt", text FROM "Message"
             WHERE "channelId" = ${channelId} AND id = ANY(${messages.map((message) => message.id)})
             ORDER BY "conversationId", "createdAt" DESC) m
     WHERE c.id = m."conversationId" AND (c."lastMessageAt" IS NULL OR c."lastMessageAt" < m."createdAt")`;
  return inserted.count;
}
