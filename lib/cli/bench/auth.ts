// `npm run bench -- auth` (issue 3): sign-in cost and timing, in one process, against a test
// database, through the real login route handler.
//  - login p50 ÷ one bcrypt compare p50 (goal ≤ 1.5: the work besides bcrypt stays small);
//  - median unknown-e-mail login ÷ median wrong-password login (goal within ±10 %: the answer's
//    timing does not tell which addresses have accounts).
import "../server-only-hook.ts";
import { withTestDatabase } from "../test-database.ts";
import { TEST_ENV } from "../test-env.ts";

const SAMPLES = 31;
const PASSWORD = "Bench-Parola1";

const median = (values: number[]) => [...values].sort((a, b) => a - b)[Math.floor(values.length / 2)]!;

await withTestDatabase(async ({ url, kind }) => {
  Object.assign(process.env, TEST_ENV, { DATABASE_URL: url, LOG_LEVEL: "silent" });
  const { NextRequest } = await import("next/server");
  const { POST: login } = await import("@/app/api/v1/auth/login/route");
  const { hashPassword, verifyPassword, BCRYPT_COST } = await import("@/lib/auth/password");
  const { db } = await import("@/lib/server/db");

  const passwordHash = await hashPassword(PASSWORD);
  const company = await db.company.create({ data: { name: "Bench" } });
  // One account per wrong-password sample, so the per-account lockout never answers instead of bcrypt.
  const emails = Array.from({ length: SAMPLES + 3 }, (_, i) => `bench-${Date.now()}-${i}@bench.kanal`);
  await db.user.createMany({
    data: emails.map((email) => ({ email, companyId: company.id, firstName: "B", lastName: "N", passwordHash })),
  });

  let ip = 0;
  const timeLogin = async (email: string, password: string, expected: number) => {
    const req = new NextRequest("http://127.0.0.1/api/v1/auth/login", {
      method: "POST",
      headers: { "content-type": "application/json", "x-forwarded-for": `10.9.${Math.floor(ip / 250)}.${ip++ % 250}` },
      body: JSON.stringify({ email, password }),
    });
    const started = performance.now();
    const response = await login(req, { params: Promise.resolve({}) });
    await response.arrayBuffer();
    const elapsed = performance.now() - started;
    if (response.status !== expected) throw new Error(`login answered ${response.status}, expected ${expected}`);
    return elapsed;
  };

  // Warm-up: JIT, the connection pool, Prisma's first queries.
  for (let i = 0; i < 3; i++) await timeLogin(emails[SAMPLES + i]!, PASSWORD, 200);

  const bcrypt: number[] = [];
  const success: number[] = [];
  const wrong: number[] = [];
  const unknown: number[] = [];
  for (let i = 0; i < SAMPLES; i++) {
    const started = performance.now();
    await verifyPassword(PASSWORD, passwordHash);
    bcrypt.push(performance.now() - started);
    success.push(await timeLogin(emails[0]!, PASSWORD, 200));
    // Interleaved, so drift on the machine affects both sides alike.
    wrong.push(await timeLogin(emails[i]!, "Wrong-Parola1", 401));
    unknown.push(await timeLogin(`nobody-${i}@bench.kanal`, "Wrong-Parola1", 401));
  }
  await db.company.delete({ where: { id: company.id } });
  await db.$disconnect();

  const ratio = median(success) / median(bcrypt);
  const timing = median(unknown) / median(wrong);
  console.log(`auth (${kind}, bcrypt cost ${BCRYPT_COST}, ${SAMPLES} samples each)`);
  console.log(`  one bcrypt compare p50:        ${median(bcrypt).toFixed(1)} ms`);
  console.log(
    `  login (right password) p50:    ${median(success).toFixed(1)} ms  → ÷ bcrypt = ${ratio.toFixed(2)} (goal ≤ 1.5)`,
  );
  console.log(`  wrong-password login median:   ${median(wrong).toFixed(1)} ms`);
  console.log(
    `  unknown-e-mail login median:   ${median(unknown).toFixed(1)} ms  → ÷ wrong password = ${timing.toFixed(3)} (goal 0.90–1.10)`,
  );
});
