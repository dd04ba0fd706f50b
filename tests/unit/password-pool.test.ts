import { threadId } from "node:worker_threads";
import bcrypt from "bcryptjs";
import { describe, expect, it } from "vitest";
import { hashPassword, verifyPassword } from "@/lib/auth/password";
import { compareInPool, hashInPool, PASSWORD_POOL_THREADS } from "@/lib/server/auth/password-pool";

// Issue 13 #13: bcrypt runs in a pool of worker threads, not on the thread that answers requests,
// and work beyond the pool's threads waits in its queue instead of failing.

describe("password pool", () => {
  it("hashes and compares in a worker thread, never on the calling one", async () => {
    const hashed = await hashInPool("Dogru-Parola1", 4);
    const compared = await compareInPool("Dogru-Parola1", hashed.result);
    for (const answer of [hashed, compared]) {
      expect(answer.threadId).not.toBe(0);
      expect(answer.threadId).not.toBe(threadId);
    }
    expect(compared.result).toBe(true);
    expect(PASSWORD_POOL_THREADS).toBeGreaterThanOrEqual(1);
  });

  it("stays compatible with bcrypt hashes made anywhere else, both ways", async () => {
    const elsewhere = bcrypt.hashSync("Dogru-Parola1", 4);
    expect(await verifyPassword("Dogru-Parola1", elsewhere)).toBe(true);
    expect(await verifyPassword("Yanlis-Parola1", elsewhere)).toBe(false);
    const here = await hashPassword("Dogru-Parola1");
    expect(here).toMatch(/^\$2[aby]\$12\$/);
    expect(bcrypt.compareSync("Dogru-Parola1", here)).toBe(true);
  });

  it("queues a burst beyond its threads: 40 compares at once all answer, right or wrong", async () => {
    const hash = bcrypt.hashSync("Dogru-Parola1", 8);
    const answers = await Promise.all(
      Array.from({ length: 40 }, (_, i) => compareInPool(i % 2 ? "Dogru-Parola1" : `Yanlis-${i}`, hash)),
    );
    expect(answers.map((answer) => answer.result)).toEqual(Array.from({ length: 40 }, (_, i) => i % 2 === 1));
    expect(answers.every((answer) => answer.threadId !== threadId)).toBe(true);
  });
});
