import "server-only";
import pg from "pg";
import { kickDrain } from "@/lib/server/channels/webhooks/kick-drain";
import { db } from "@/lib/server/db";
import { jobsSchema } from "@/lib/server/jobs/boss";
import { logger } from "@/lib/server/logger";

// The drain's wake-up: the intake's INSERT itself NOTIFYs (receive-webhook.ts), and each worker that
// hears it kicks that channel's `webhook-drain` at once, so the drain no longer waits for the intake's
// own enqueue, which now runs beside the answer rather than before it. The channel name carries the
// jobs schema, so test files (each with its own) never wake each other's workers. Where NOTIFY does
// not cross connections (the embedded PGlite) no one listens and the intake's kick does the work.
// A connection that drops is opened again, and then, as at start, every channel with deliveries
// waiting is kicked (the sweep would find them within a minute anyway).

/** The NOTIFY channel of stored deliveries; the payload is the channel id. */
export const deliveriesChannel = () => `kanal_webhooks_${jobsSchema()}`.slice(0, 63);

const RECONNECT_MS = 1_000;

async function kickWaiting(): Promise<void> {
  const channels = await db.$queryRaw<{ channelId: string }[]>`
    SELECT DISTINCT "channelId" FROM "WebhookEvent" WHERE status = 'received'`;
  await Promise.all(channels.map(({ channelId }) => kickDrain(channelId)));
}

export type DeliveryListener = { stop(): Promise<void> };

export async function listenForDeliveries(connectionString: string): Promise<DeliveryListener> {
  const channel = deliveriesChannel();
  let client: pg.Client | null = null;
  let stopped = false;
  let retry: ReturnType<typeof setTimeout> | undefined;

  const kick = (channelId: string) =>
    kickDrain(channelId).catch((error: unknown) => logger.warn({ err: error, channelId }, "webhook drain kick failed"));

  const connect = async (): Promise<void> => {
    const next = new pg.Client({ connectionString, application_name: "kanal-webhooks", keepAlive: true });
    const reconnect = (error?: unknown) => {
      if (stopped || client !== next) return;
      client = null;
      if (error) logger.warn({ err: error }, "webhook listener lost its connection");
      next.end().catch(() => {});
      retry = setTimeout(() => void connect().catch(() => reconnect()), RECONNECT_MS);
    };
    client = next;
    next.on("notification", (message) => {
      if (message.channel === channel && message.payload) void kick(message.payload);
    });
    next.on("error", reconnect);
    next.on("end", () => reconnect());
    try {
      await next.connect();
      await next.query(`LISTEN "${channel}"`);
    } catch (error) {
      reconnect(error);
      return;
    }
    await kickWaiting().catch((error: unknown) => logger.warn({ err: error }, "webhook drain kick failed"));
  };

  await connect();
  return {
    stop: async () => {
      stopped = true;
      clearTimeout(retry);
      const current = client;
      client = null;
      await current?.end().catch(() => {});
    },
  };
}
