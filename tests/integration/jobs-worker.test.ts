import { spawn, type ChildProcess } from "node:child_process";
import path from "node:path";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { db } from "@/lib/server/db";
import { listDeadLetters } from "@/lib/server/jobs/dead-letters";
import { enqueueTask } from "@/lib/server/jobs/enqueue";
import { createTraceTable, effectTasks, failingTasks, traces } from "@/tests/helpers/job-test-tasks";
import { ownJobsSchema, runJobWorker } from "@/tests/helpers/jobs";
import { until } from "../helpers/until";

// The job worker (issue 14 #6) on the real database: a job whose worker is killed with SIGKILL in
// the middle of it runs again, to the end exactly once, when a worker is back; a job that keeps
// failing is retried with back-off, then lands in the dead-letter view with its last error; one
// refused by its service (an AppError such as NOT_FOUND) goes there at once.

const schema = ownJobsSchema();
// This process works the failing task only; the "effect" task runs in child processes.
runJobWorker({ tasks: failingTasks });
const children = new Set<ChildProcess>();

beforeAll(async () => {
  await createTraceTable();
});

afterAll(async () => {
  for (const child of children) child.kill("SIGKILL");
  await db.$disconnect();
});

function startChildWorker(): Promise<ChildProcess> {
  const child = spawn(
    process.execPath,
    ["--import", "tsx", path.join(import.meta.dirname, "../helpers/job-worker-child.ts")],
    { env: { ...process.env, KANAL_JOBS_SCHEMA: schema }, stdio: ["ignore", "pipe", "inherit"] },
  );
  children.add(child);
  child.once("exit", () => children.delete(child));
  return new Promise((resolve, reject) => {
    child.stdout!.on("data", (chunk: Buffer) => {
      if (chunk.toString().includes("worker ready")) resolve(child);
    });
    child.once("exit", (code) => reject(new Error(`worker exited (${code}) before it was ready`)));
  });
}

/** Enqueues the failing task `name` under a fresh key; answers the key and, once it is there, its dead letter. */
async function runToDeadLetter(name: "fail" | "refuse", timeoutMs: number) {
  const key = `${name}-${Date.now()}`;
  await enqueueTask(failingTasks, name, { key });
  const letter = await until(
    `${name} dead-lettered`,
    async () => (await listDeadLetters()).find((item) => (item.payload as { key?: string }).key === key),
    Boolean,
    { timeoutMs },
  );
  return { key, letter };
}

describe("a worker killed with SIGKILL", () => {
  it("leaves its job to the next worker, which runs it to the end exactly once", async () => {
    const key = `kill-${Date.now()}`;
    const first = await startChildWorker();
    // Held for a minute on its first start: the kill lands in the middle of it.
    const id = await enqueueTask(effectTasks, "effect", { key, holdMs: 60_000 });
    expect(id).toBeTruthy();
    await until(
      "started",
      () => traces(key, "start"),
      (starts) => starts.length === 1,
    );
    first.kill("SIGKILL");
    await new Promise((resolve) => first.once("exit", resolve));
    expect(await traces(key, "effect")).toHaveLength(0);

    const second = await startChildWorker();
    // The dead worker stopped beating (10 s): the monitor fails the run and it is retried.
    await until(
      "run to the end by the second worker",
      () => traces(key, "effect"),
      (effects) => effects.length === 1,
      { timeoutMs: 60_000 },
    );
    // Give a duplicate every chance to show, then count.
    await new Promise((resolve) => setTimeout(resolve, 2_000));
    expect(await traces(key, "start")).toHaveLength(2);
    expect(await traces(key, "effect")).toHaveLength(1);
    const [job] = await db.$queryRawUnsafe<{ state: string; retry_count: number }[]>(
      `SELECT state::text, retry_count FROM "${schema}".job WHERE id = $1::uuid`,
      id,
    );
    expect(job).toEqual({ state: "completed", retry_count: 1 });
    second.kill("SIGTERM");
    await new Promise((resolve) => second.once("exit", resolve));
  }, 120_000);
});

describe("a job that keeps failing", () => {
  it("is retried with back-off, then dead-lettered with its last error", async () => {
    const { key, letter } = await runToDeadLetter("fail", 45_000);
    expect(letter).toMatchObject({ task: "fail", attempts: 3, error: { message: "always fails" } });
    const attempts = await traces(key, "attempt");
    expect(attempts).toHaveLength(3);
    // Each retry waited at least the first back-off (1 s), the second longer than the first's minimum.
    expect(attempts[1]!.getTime() - attempts[0]!.getTime()).toBeGreaterThanOrEqual(1_000);
    expect(attempts[2]!.getTime() - attempts[1]!.getTime()).toBeGreaterThanOrEqual(2_000);
  }, 60_000);
});

describe("a job refused by its service", () => {
  it("is dead-lettered at once: an AppError such as NOT_FOUND will not change on a retry", async () => {
    const { key, letter } = await runToDeadLetter("refuse", 20_000);
    expect(letter).toMatchObject({
      task: "refuse",
      attempts: 1,
      error: { code: "NOT_FOUND", message: "api.errors.EXPORT_NOT_FOUND" },
    });
    expect(await traces(key, "attempt")).toHaveLength(1);
  }, 30_000);
});
