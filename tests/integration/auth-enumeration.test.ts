import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { db } from "@/lib/server/db";
import { getEnv } from "@/lib/server/env";
import { LIMITS } from "@/lib/server/rate-limit";
import { POST as forgot } from "@/app/api/v1/auth/forgot-password/route";
import { POST as resend } from "@/app/api/v1/auth/resend-verification/route";
import { createCompany, createUser, uniqueEmail, uniqueIp } from "@/tests/helpers/factories";
import { call } from "@/tests/helpers/request";
import { startSlowSmtp, type SlowSmtp } from "@/tests/helpers/slow-smtp";
import { jobsSettled, runJobWorker } from "@/tests/helpers/jobs";

// Issue 13 #6: who has an account must not show in forgot-password or resend-verification, with
// a real (and slow) SMTP server configured: the same answer, in about the same time, for any
// address, and the same throttle answers. The mail server greets only after SMTP_DELAY_MS, so an
// answer that waited for a mail cannot be quick; every answer here must be well under that.

const SMTP_DELAY_MS = 2_000;
/** Generous: a request that does not wait for the mail server takes a few tens of milliseconds. */
const QUICK_MS = SMTP_DELAY_MS / 2;

let smtp: SlowSmtp;
const previousSmtpUrl = process.env.SMTP_URL;

beforeAll(async () => {
  smtp = await startSlowSmtp(SMTP_DELAY_MS);
  process.env.SMTP_URL = smtp.url;
  // The environment is read once, on first use: this file's first use is now.
  expect(getEnv().SMTP_URL).toBe(smtp.url);
});

// The mails are background jobs: a worker in this process sends them (to the slow server). Started
// after the hook above, so it reads the environment that names that server.
runJobWorker();

afterAll(async () => {
  await jobsSettled();
  await smtp.close();
  if (previousSmtpUrl === undefined) delete process.env.SMTP_URL;
  else process.env.SMTP_URL = previousSmtpUrl;
  await db.$disconnect();
});

type Handler = typeof forgot;

async function timed(handler: Handler, path: string, email: string) {
  const started = performance.now();
  const response = await call(handler, path, { body: { email }, headers: { "x-forwarded-for": uniqueIp() } });
  return { ms: performance.now() - started, status: response.status, json: response.json };
}

/** Four kinds of address: verified account, unverified account, deactivated account, no account. */
async function addresses() {
  const company = await createCompany();
  const verified = await createUser({ companyId: company.id });
  const unverified = await createUser({ companyId: company.id, verified: false });
  const deactivated = await createUser({ companyId: company.id });
  await db.user.update({ where: { id: deactivated.id }, data: { deactivatedAt: new Date() } });
  return {
    verified: verified.email,
    unverified: unverified.email,
    deactivated: deactivated.email,
    unknown: uniqueEmail("nobody"),
  };
}

const mailsTo = (email: string) => smtp.messages.filter((mail) => mail.to.includes(email));

describe.each([
  { name: "forgot-password", handler: forgot, path: "/api/v1/auth/forgot-password", mailsFor: "every account" },
  { name: "resend-verification", handler: resend, path: "/api/v1/auth/resend-verification", mailsFor: "unverified" },
])("$name", ({ handler, path, mailsFor }) => {
  it("answers any address alike, without waiting for the mail server; the mail still goes out", async () => {
    await timed(handler, path, uniqueEmail("warm-up"));
    const kinds = await addresses();
    const answers = Object.fromEntries(
      await Promise.all(
        Object.entries(kinds).map(async ([kind, email]) => [kind, await timed(handler, path, email)] as const),
      ),
    );
    for (const answer of Object.values(answers)) {
      expect(answer.status).toBe(200);
      expect(answer.json).toEqual(answers.unknown!.json);
      expect(answer.ms).toBeLessThan(QUICK_MS);
    }
    // Sequentially too (no request sharing another's wait): a known and an unknown address.
    const known = await timed(handler, path, (await addresses()).unverified);
    const unknown = await timed(handler, path, uniqueEmail("nobody"));
    expect(known.ms).toBeLessThan(QUICK_MS);
    expect(unknown.ms).toBeLessThan(QUICK_MS);
    expect(Math.abs(known.ms - unknown.ms)).toBeLessThan(QUICK_MS / 2);

    await jobsSettled();
    expect(mailsTo(kinds.unverified)).toHaveLength(1);
    expect(mailsTo(kinds.verified)).toHaveLength(mailsFor === "every account" ? 1 : 0);
    expect(mailsTo(kinds.unknown)).toHaveLength(0);
  });

  it("throttles any address alike", async () => {
    const kinds = await addresses();
    const limit = handler === forgot ? LIMITS.forgotPerAccount.limit : LIMITS.resendPerAddress.limit;
    const runs: Record<string, { status: number; body: string; retryAfter: string | null }[]> = {};
    for (const [kind, email] of Object.entries(kinds)) {
      runs[kind] = [];
      for (let i = 0; i <= limit; i++) {
        const response = await call(handler, path, { body: { email }, headers: { "x-forwarded-for": uniqueIp() } });
        runs[kind].push({
          status: response.status,
          // Seconds left may tick between two runs; everything else must be the same.
          body: response.text.replace(/\d+/g, "#"),
          retryAfter: response.headers.get("retry-after") === null ? null : "set",
        });
      }
    }
    expect(runs.unknown!.map((answer) => answer.status)).toEqual([...Array(limit).fill(200), 429]);
    for (const run of Object.values(runs)) expect(run).toEqual(runs.unknown);
    await jobsSettled();
  });
});
