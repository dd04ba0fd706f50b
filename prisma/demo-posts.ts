// The demo company's content calendar (issue 20): sandbox accounts for Instagram, Facebook, LinkedIn
// and X, and 40 posts over the previous, current and next month: published ones (with their
// sandbox record, from which analytics derives engagement), scheduled ones ahead, a few drafts (two
// without a date), one failed with its reason. Dates are relative to the day of seeding; a scheduled post's job is made
// by the publish sweeper (every minute) when its time comes.
import type { PrismaClient } from "../lib/generated/prisma/client.ts";
import { sandboxPermalink } from "../lib/server/posts/publish/sandbox-permalink.ts";

type Platform = "instagram" | "facebook" | "linkedin" | "twitter";

export const DEMO_SOCIAL_ACCOUNTS: { id: string; platform: Platform; name: string; handle: string }[] = [
  { id: "demo-social-instagram", platform: "instagram", name: "Kanal Demo Instagram", handle: "@kanal.demo" },
  { id: "demo-social-facebook", platform: "facebook", name: "Kanal Demo", handle: "@kanaldemo" },
  { id: "demo-social-linkedin", platform: "linkedin", name: "Kanal Demo A.Ş.", handle: "@kanal-demo" },
  { id: "demo-social-twitter", platform: "twitter", name: "Kanal Demo", handle: "@kanaldemo" },
];

const IDEAS: { title: string; text: string; platforms: Platform[]; image?: boolean }[] = [
  {
    title: "Kış koleksiyonu",
    text: "Kış koleksiyonumuz mağazalarda! ❄️ Yeni renkler, aynı kalite. #kış #yenisezon",
    platforms: ["instagram", "facebook"],
    image: true,
  },
  {
    title: "Hafta sonu indirimi",
    text: "Hafta sonuna özel tüm ürünlerde %20 indirim. Kaçırmayın: https://kanal.example/indirim",
    platforms: ["facebook", "twitter"],
  },
  {
    title: "Ekibimizle tanışın",
    text: "Müşteri deneyimi ekibimiz her gün 09:00–18:00 arası yanınızda. Bize WhatsApp'tan yazın.",
    platforms: ["linkedin", "facebook"],
  },
  {
    title: "Kullanıcı yorumu",
    text: '"Siparişim ertesi gün elimdeydi, teşekkürler!" — Ayşe H. 💬 #müşterimutluluğu',
    platforms: ["instagram"],
    image: true,
  },
  {
    title: "Sektör raporu",
    text: "2026 e-ticaret raporumuz yayında: müşterilerin %68'i mesajlaşarak alışveriş yapmayı tercih ediyor.",
    platforms: ["linkedin", "twitter"],
  },
  {
    title: "Yeni ürün",
    text: "Yeni ürünümüz geliyor… Tahminleriniz neler? 👀 #yakında",
    platforms: ["instagram", "twitter"],
    image: true,
  },
  {
    title: "Kargo bilgilendirmesi",
    text: "Bayram süresince kargolarımız 1 gün gecikmeli çıkacaktır. Anlayışınız için teşekkürler.",
    platforms: ["facebook", "twitter"],
  },
  {
    title: "Kariyer",
    text: "Büyüyen ekibimize dijital pazarlama uzmanı arıyoruz. Başvuru: https://kanal.example/kariyer",
    platforms: ["linkedin"],
  },
  {
    title: "Kampanya hatırlatma",
    text: "Son 2 gün! Sepette ek %10 indirim fırsatı. #kampanya",
    platforms: ["instagram", "facebook", "twitter"],
    image: true,
  },
  {
    title: "Sürdürülebilirlik",
    text: "Ambalajlarımızın %90'ı artık geri dönüştürülebilir malzemeden. 🌱",
    platforms: ["linkedin", "instagram"],
    image: true,
  },
];

/** Day offsets from today (negative: past) and hours; 40 posts, roughly a month either side. */
const SLOTS: [days: number, hour: number][] = Array.from({ length: 40 }, (_, i) => {
  const days = -38 + Math.round(i * 1.95);
  return [days, 9 + ((i * 5) % 11)];
});

const DRAFTS = new Set([3, 17, 26, 33, 38]);
/** Drafts still without a date: the calendar lists them apart, to be dated. */
const UNDATED = new Set([33, 38]);
const FAILED = 14;

/** Seeds the calendar once (skipped when the company has any social account). Returns the rows made. */
export async function seedDemoPosts(prisma: PrismaClient, companyId: string, authorIds: string[]): Promise<number> {
  if ((await prisma.socialAccount.count({ where: { companyId } })) > 0) return 0;
  const now = new Date();
  const today = Date.UTC(now.getUTCFullYear(), now.getUTCMonth(), now.getUTCDate());
  await prisma.socialAccount.createMany({
    data: DEMO_SOCIAL_ACCOUNTS.map((account, index) => ({
      ...account,
      companyId,
      provider: "sandbox" as const,
      externalId: `sandbox-demo-${account.platform}`,
      createdAt: new Date(today - 90 * 86_400_000 + index * 60_000),
    })),
  });
  const images = await prisma.mediaFile.findMany({
    where: {
      companyId,
      type: "IMAGE",
      mimeType: { in: ["image/jpeg", "image/png"] },
      sizeBytes: { lt: 8 * 1024 * 1024 },
    },
    select: { id: true },
    orderBy: { createdAt: "asc" },
    take: 6,
  });
  const accountOf = (platform: Platform) => DEMO_SOCIAL_ACCOUNTS.find((account) => account.platform === platform)!;
  let created = DEMO_SOCIAL_ACCOUNTS.length;
  for (const [index, [days, hour]] of SLOTS.entries()) {
    const idea = IDEAS[index % IDEAS.length]!;
    // Instagram needs an image: without the media library, such a post goes to its other platforms.
    const platforms = idea.platforms.filter((platform) => platform !== "instagram" || images.length > 0);
    if (platforms.length === 0) platforms.push("facebook");
    const slotAt = new Date(today + days * 86_400_000 + hour * 3_600_000 - 3 * 3_600_000);
    const scheduledAt = UNDATED.has(index) ? null : slotAt;
    const past = slotAt.getTime() < now.getTime();
    const id = `demo-post-${String(index + 1).padStart(2, "0")}`;
    const status = DRAFTS.has(index) ? "draft" : !past ? "scheduled" : index === FAILED ? "failed" : "published";
    const mediaIds = idea.image && images.length > 0 ? [images[index % images.length]!.id] : [];
    const publishedAt = new Date(slotAt.getTime() + 20_000);
    const targets = platforms.map((platform, position) => {
      const targetId = `${id}-${platform}`;
      const account = accountOf(platform);
      const failed = status === "failed" && position === 0;
      const done = status === "published" || (status === "failed" && position > 0);
      const link = done ? sandboxPermalink(platform, targetId, account.handle) : null;
      return {
        id: targetId,
        companyId,
        accountId: account.id,
        status: failed ? "failed" : done ? "published" : "pending",
        externalId: link?.externalId ?? null,
        permalink: link?.permalink ?? null,
        publishedAt: done ? publishedAt : null,
        attempts: done || failed ? (failed ? 5 : 1) : 0,
        errorReason: failed ? "mediaError" : null,
        errorMessage: failed ? "Meta 36003: The aspect ratio is not supported." : null,
      } as const;
    });
    const failedTarget = targets.find((target) => target.status === "failed");
    await prisma.post.create({
      data: {
        id,
        companyId,
        authorId: authorIds[index % authorIds.length] ?? null,
        title: idea.title,
        text: idea.text,
        status,
        scheduledAt,
        publishedAt: status === "published" ? publishedAt : null,
        mediaIds,
        attempts: past && status !== "draft" ? 1 : 0,
        errorReason: failedTarget?.errorReason ?? null,
        errorMessage: failedTarget?.errorMessage ?? null,
        createdAt: new Date(slotAt.getTime() - 5 * 86_400_000),
        targets: { create: targets },
      },
    });
    const published = targets.filter((target) => target.status === "published");
    if (published.length > 0) {
      await prisma.sandboxPublication.createMany({
        data: published.map((target) => ({
          companyId,
          targetId: target.id,
          accountId: target.accountId,
          platform: platforms[targets.indexOf(target)]!,
          externalId: target.externalId!,
          permalink: target.permalink!,
          createdAt: publishedAt,
        })),
      });
    }
    created += 1 + targets.length + published.length;
  }
  return created;
}
