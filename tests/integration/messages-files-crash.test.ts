import { afterAll, describe, expect, it } from "vitest";
import { SANDBOX_DELAYS } from "@/lib/server/channels/providers/sandbox/sandbox-provider";
import { db } from "@/lib/server/db";
import { stopProducer } from "@/lib/server/jobs/boss";
import { enqueue } from "@/lib/server/jobs/enqueue";
import { sweepUnknownSends } from "@/lib/server/messages/sweep-unknown-sends";
import { holdUpdates, type HoldPoint } from "@/tests/helpers/hold-point";
import { ownJobsSchema } from "@/tests/helpers/jobs";
import { insertMediaFile, temporaryStorage } from "@/tests/helpers/media";
import { drainSandbox, messageRow, queueOne, sandboxChannel } from "@/tests/helpers/send-pipeline";
import { startWorkerProcess, type WorkerProcess } from "@/tests/helpers/worker-process";

// A message of two files is two provider messages (send-message.ts). A worker killed after the
// sandbox took the first file, before it sent the second, leaves the second unsent: the first
// file's receipts must not mark the message sent, delivered or read (message-parts.ts), and the
// second is never sent blindly after (its outcome is the dead worker's: the sweeper says unknown).
// The worker is held at the record of the first file's wamid (hold-point.ts) and killed there.

const schema = ownJobsSchema();
const storage = temporaryStorage("files-crash");
let worker: WorkerProcess | null = null;
let hold: HoldPoint | null = null;

afterAll(async () => {
  worker?.child.kill("SIGKILL");
  await hold?.remove();
  await stopProducer();
  storage.remove();
  await db.$disconnect();
});

describe("a worker killed between a message's two files", () => {
  it("never lets the first file's receipts settle the message, and never sends the second blindly", async () => {
    const channel = await sandboxChannel();
    const fileIds = [];
    for (const name of ["a.pdf", "b.pdf"]) {
      fileIds.push((await insertMediaFile({ companyId: channel.companyId, name, mimeType: "application/pdf" })).id);
    }
    const id = await queueOne(channel, "905557160017", { type: "file", fileIds });
    hold = await holdUpdates(
      "crash_test_first_file",
      "MessageMedia",
      `NEW."messageId" = '${id}' AND NEW.position = 0 AND NEW."providerMessageId" IS NOT NULL`,
      716_017,
    );
    await enqueue("message-send", { messageId: id }, { key: id });
    worker = await startWorkerProcess({ KANAL_JOBS_SCHEMA: schema });
    await hold.killHeld(worker);
    worker = null;

    const log = await db.sandboxMessage.findMany({ where: { callbackData: id } });
    expect(log.map((row) => (row.content as { filename?: string }).filename)).toEqual(["a.pdf"]);
    // The first file's receipts, played to the end (its first is due SANDBOX_DELAYS.sent after the send).
    await new Promise((resolve) => setTimeout(resolve, SANDBOX_DELAYS.sent + 100));
    Object.assign(SANDBOX_DELAYS, { delivered: 0, read: 0 });
    await drainSandbox(channel.channelId);
    expect((await messageRow(id)).status).toBe("sending");
    const files = await db.messageMedia.findMany({ where: { messageId: id }, orderBy: { position: "asc" } });
    expect(files.map((file) => [file.providerMessageId, file.sendStatus])).toEqual([
      [log[0]!.id, "read"],
      [null, null],
    ]);
    await sweepUnknownSends({ olderThanMs: 0, channelId: channel.channelId });
    expect((await messageRow(id)).status).toBe("unknown");
    expect(await db.sandboxMessage.count({ where: { callbackData: id } })).toBe(1);
  }, 60_000);
});
