// Sample data: `npx prisma db seed` or `npm run db:seed`. Idempotent: rows are keyed by stable ids
// and e-mails, created when missing and never overwritten, so a second run changes nothing.
// Without DATABASE_URL it seeds the embedded database (the one `npm run dev` uses).
import { createHash, randomBytes } from "node:crypto";
import { PrismaPg } from "@prisma/adapter-pg";
import { PrismaClient } from "../lib/generated/prisma/client.ts";
import { hashPassword } from "../lib/auth/password.ts";
import { SANDBOX_CHANNEL_DEFAULTS } from "../lib/channels/sandbox.ts";
import { customerSearchText, customerSortName } from "../lib/customers/search-text.ts";
import { DEMO_COMPANY, DEMO_CUSTOMERS, DEMO_GROUPS, DEMO_INVITATIONS, DEMO_PASSWORD, DEMO_USERS } from "./demo.ts";

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
    return { created };
  } finally {
    await prisma.$disconnect();
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
