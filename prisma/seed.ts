// Sample data: `npx prisma db seed` or `npm run db:seed`. Idempotent: rows are keyed by stable ids
// and e-mails, created when missing and never overwritten, so a second run changes nothing.
// Without DATABASE_URL it seeds the embedded database (the one `npm run dev` uses).
import { createHash, randomBytes } from "node:crypto";
import { PrismaPg } from "@prisma/adapter-pg";
import { PrismaClient } from "../lib/generated/prisma/client.ts";
import { hashPassword } from "../lib/auth/password.ts";
import { SANDBOX_CHANNEL_DEFAULTS } from "../lib/channels/sandbox.ts";
import { toE164 } from "../lib/customers/phone.ts";
import { customerSearchText, customerSortName } from "../lib/customers/search-text.ts";
import { DEMO_COMPANY, DEMO_CUSTOMERS, DEMO_GROUPS, DEMO_INVITATIONS, DEMO_PASSWORD, DEMO_USERS } from "./demo.ts";
import { seedDemoAnalytics } from "./demo-analytics.ts";
import { seedDemoCampaigns } from "./demo-campaigns.ts";
import { seedDemoInbox } from "./demo-inbox.ts";
import { seedDemoPosts } from "./demo-posts.ts";
import { seedDemoTemplates } from "./demo-templates.ts";

export type SeedResult = { created: number };

export async function seedDatabase(databaseUrl: string): Promise<SeedResult> {
  const prisma = new PrismaClient({ adapter: new PrismaPg({ connectionString: databaseUrl, max: 2 }) });
  try {
    let created = 0;
    const company = await prisma.company.findUnique({ where: { id: DEMO_COMPANY.id } });
    if (!company) {
      await prisma.company.create({ data: { id: DEMO_COMPANY.id, name: DEMO_COMPANY.name, plan: "pro" } });
      created++;
    }
    // bcrypt is slow on purpose: hash only when a user is actually missing.
    let passwordHash: string | undefined;
    for (const user of DEMO_USERS) {
      const existing = await prisma.user.findUnique({ where: { email: user.email } });
      if (existing) continue;
      passwordHash ??= await hashPassword(DEMO_PASSWORD);
      await prisma.user.create({
        data: { ...user, companyId: DEMO_COMPANY.id, passwordHash, emailVerifiedAt: new Date() },
      });
      created++;
    }
    const owner = await prisma.user.findUnique({ where: { email: DEMO_USERS[0].email }, select: { id: true } });
    for (const { daysAgo, ...invitation } of DEMO_INVITATIONS) {
      if (await prisma.invitation.findUnique({ where: { id: invitation.id }, select: { id: true } })) continue;
      const sentAt = new Date(Date.now() - daysAgo * 86_400_000);
      await prisma.invitation.create({
        data: {
          ...invitation,
          companyId: DEMO_COMPANY.id,
          // A hash of a token nobody knows: the demo invitations are shown, never accepted.
          tokenHash: createHash("sha256").update(randomBytes(32)).digest("hex"),
          invitedById: owner?.id ?? null,
          sentAt,
          expiresAt: new Date(sentAt.getTime() + 7 * 86_400_000),
        },
      });
      created++;
    }
    const groups = await prisma.customerGroup.createMany({
      data: DEMO_GROUPS.map((group) => ({ ...group, companyId: DEMO_COMPANY.id })),
      skipDuplicates: true,
    });
    const now = Date.now();
    const customers = await prisma.customer.createMany({
      data: DEMO_CUSTOMERS.map(({ daysAgo, ...customer }) => ({
        ...customer,
        companyId: DEMO_COMPANY.id,
        // Kept like the customer services keep it: an inbound message from this number finds them.
        phoneE164: toE164(customer.countryCode, customer.phone),
        searchText: customerSearchText(customer),
        sortName: customerSortName(customer),
        createdAt: new Date(now - daysAgo * 86_400_000 - 3_600_000),
      })),
      skipDuplicates: true,
    });
    // The demo's sandbox WhatsApp channel (one per company, keyed by systemKey: a second run skips it).
    const channels = await prisma.channel.createMany({
      data: [
        {
          ...SANDBOX_CHANNEL_DEFAULTS,
          companyId: DEMO_COMPANY.id,
          externalId: `sandbox-${randomBytes(8).toString("hex")}`,
          verifyToken: randomBytes(24).toString("base64url"),
        },
      ],
      skipDuplicates: true,
    });
    created += groups.count + customers.count + channels.count;
    created += await seedDemoMedia(prisma, databaseUrl);
    // After the media library: some templates' headers are its files.
    created += await seedDemoTemplates(prisma, DEMO_COMPANY.id);
    // After the templates: the inbox's exchanges continue their conversations.
    created += await seedDemoInbox(prisma, DEMO_COMPANY.id, databaseUrl);
    // After the templates and the inbox (its orders and messages make the active and inactive audiences).
    created += await seedDemoCampaigns(prisma, DEMO_COMPANY.id);
    // After the media library: Instagram posts show its images.
    const authors = await prisma.user.findMany({
      where: { companyId: DEMO_COMPANY.id, email: { in: DEMO_USERS.map((user) => user.email) } },
      select: { id: true },
      orderBy: { email: "asc" },
    });
    created += await seedDemoPosts(
      prisma,
      DEMO_COMPANY.id,
      authors.map((user) => user.id),
    );
    // After the posts: their boosts, and the accounts' daily figures.
    created += await seedDemoAnalytics(prisma, DEMO_COMPANY.id, databaseUrl);
    return { created };
  } finally {
    await prisma.$disconnect();
  }
}

/**
 * The demo media library (prisma/demo-media.ts, about 30 files), once: skipped when the company
 * has any file, so files a person deleted stay deleted. The files go through the library's own
 * service (lib/server/media): bytes in storage (STORAGE_DRIVER / STORAGE_DIR, as the app reads
 * them), rows, ledger entries and `media-process` jobs, which the worker runs (thumbnails).
 */
async function seedDemoMedia(prisma: PrismaClient, databaseUrl: string): Promise<number> {
  if ((await prisma.mediaFile.count({ where: { companyId: DEMO_COMPANY.id } })) > 0) return 0;
  const users = await prisma.user.findMany({
    where: { companyId: DEMO_COMPANY.id, email: { in: DEMO_USERS.map((user) => user.email) } },
    select: { id: true },
    orderBy: { email: "asc" },
  });
  // The service's modules read DATABASE_URL through lib/server/env and are marked server-only.
  process.env.DATABASE_URL = databaseUrl;
  await import("../lib/cli/server-only-hook.ts");
  const [{ demoMediaFiles }, { addMediaFiles }, { getDb }, { stopProducer }] = await Promise.all([
    import("./demo-media.ts"),
    import("../lib/server/media/add-media-files.ts"),
    import("../lib/server/db.ts"),
    import("../lib/server/jobs/boss.ts"),
  ]);
  const now = Date.now();
  try {
    const files = (await demoMediaFiles()).map(({ daysAgo, ...file }, index) => ({
      ...file,
      createdAt: new Date(now - daysAgo * 86_400_000 - 3_600_000),
      uploadedById: users[index % users.length]?.id ?? null,
    }));
    return await addMediaFiles({ companyId: DEMO_COMPANY.id, files });
  } finally {
    await stopProducer();
    await getDb().$disconnect();
  }
}

async function main() {
  const { withDatabase } = await import("./database-url.ts");
  await withDatabase(async (url) => {
    const { created } = await seedDatabase(url);
    console.log(created ? `Seeded ${created} rows.` : "Seed: nothing to do, the demo data is already there.");
  });
}

if (import.meta.url === `file://${process.argv[1]}`) {
  main().catch((error: unknown) => {
    console.error(error);
    process.exit(1);
  });
}
