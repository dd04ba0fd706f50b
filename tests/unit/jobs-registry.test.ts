import { describe, expect, it } from "vitest";
import { z } from "zod";
import { enqueue, enqueueTask, JobPayloadError } from "@/lib/server/jobs/enqueue";
import { defineTask, queueOptions } from "@/lib/server/jobs/registry";
import { tasks, type TaskName } from "@/lib/server/jobs/tasks";

// The job registry (issue 14 #6): a payload is checked against its task's schema before anything is
// written, and a task that is not in the table is refused. Both fail here, with no database at all.

describe("enqueue", () => {
  it("refuses a payload that does not fit the task's schema, naming the task and the field", async () => {
    const refused = enqueue("data-export", { exportId: 42 } as never);
    await expect(refused).rejects.toBeInstanceOf(JobPayloadError);
    await expect(refused).rejects.toThrow(/^job "data-export": payload refused \(exportId: .*expected string/);
    await expect(
      enqueue("login-alert", { userId: "u1", userAgent: null, ip: "1.2.3.4", at: "yesterday" }),
    ).rejects.toThrow(/job "login-alert": payload refused \(at: /);
    await expect(enqueue("password-reset-mail", { email: "not-an-address" })).rejects.toThrow(
      /payload refused \(email: /,
    );
    await expect(enqueue("usage-alerts", {} as never)).rejects.toThrow(/payload refused \(companyId: /);
  });

  it("refuses a task that is not in the table", async () => {
    await expect(enqueue("send-fax" as TaskName, {} as never)).rejects.toThrow('job "send-fax": no such task');
    // Not even a name every object has.
    await expect(enqueue("toString" as TaskName, {} as never)).rejects.toThrow('job "toString": no such task');
    const table = { ping: defineTask({ payload: z.object({}), run: async () => {} }) };
    await expect(enqueueTask(table, "pong" as "ping", {})).rejects.toBeInstanceOf(JobPayloadError);
  });
});

describe("the tasks", () => {
  it("every task retries (with back-off unless it asks for a steady retry) into the dead-letter queue, and notices a crashed worker", () => {
    for (const [name, task] of Object.entries(tasks)) {
      expect(queueOptions(task), name).toMatchObject({
        retryBackoff: task.retryBackoff !== false,
        deadLetter: "dead-letter",
        heartbeatSeconds: 10,
      });
      expect(queueOptions(task).retryLimit, name).toBeGreaterThan(0);
    }
    // Only a campaign's lanes retry at a steady pace: a lane killed with its worker comes back at once.
    expect(
      Object.entries(tasks)
        .filter(([, task]) => task.retryBackoff === false)
        .map(([name]) => name),
    ).toEqual(["campaign-lane"]);
  });
});
