// Tasks for the worker's own tests (tests/integration/jobs-worker.test.ts), each leaving its trace
// in a table of the test's: "effect" records every start and, once it finishes, its effect (the
// first start holds for `holdMs`, long enough to be killed in the middle); "fail" always throws;
// "refuse" throws an AppError that is a refusal (NOT_FOUND).
import { z } from "zod";
import { db } from "@/lib/server/db";
import { AppError } from "@/lib/server/errors";
import { defineTask } from "@/lib/server/jobs/registry";

export const traceTable = () => `job_trace_${process.env.KANAL_JOBS_SCHEMA}`;

async function trace(key: string, kind: "start" | "effect" | "attempt"): Promise<number> {
  await db.$executeRawUnsafe(`INSERT INTO "${traceTable()}" (key, kind) VALUES ($1, $2)`, key, kind);
  const [row] = await db.$queryRawUnsafe<{ count: bigint }[]>(
    `SELECT count(*) AS count FROM "${traceTable()}" WHERE key = $1 AND kind = $2`,
    key,
    kind,
  );
  return Number(row!.count);
}

export async function createTraceTable(): Promise<void> {
  await db.$executeRawUnsafe(
    `CREATE TABLE IF NOT EXISTS "${traceTable()}" (key text NOT NULL, kind text NOT NULL, at timestamptz NOT NULL DEFAULT clock_timestamp())`,
  );
}

export async function traces(key: string, kind: "start" | "effect" | "attempt"): Promise<Date[]> {
  const rows = await db.$queryRawUnsafe<{ at: Date }[]>(
    `SELECT at FROM "${traceTable()}" WHERE key = $1 AND kind = $2 ORDER BY at`,
    key,
    kind,
  );
  return rows.map((row) => row.at);
}

export const effectTasks = {
  effect: defineTask({
    payload: z.object({ key: z.string(), holdMs: z.number().int() }),
    run: async ({ key, holdMs }) => {
      if ((await trace(key, "start")) === 1) await new Promise((resolve) => setTimeout(resolve, holdMs));
      await trace(key, "effect");
    },
    retryDelaySeconds: 1,
  }),
};

export const failingTasks = {
  fail: defineTask({
    payload: z.object({ key: z.string() }),
    run: async ({ key }) => {
      await trace(key, "attempt");
      throw new Error("always fails");
    },
    retries: 2,
    retryDelaySeconds: 1,
  }),
  refuse: defineTask({
    payload: z.object({ key: z.string() }),
    run: async ({ key }) => {
      await trace(key, "attempt");
      throw new AppError("NOT_FOUND", { messageKey: "api.errors.EXPORT_NOT_FOUND" });
    },
    retries: 2,
    retryDelaySeconds: 1,
  }),
};
