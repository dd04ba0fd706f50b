// `npm run ingest`: Meta's webhooks (GET/POST /api/v1/webhooks/meta/{channelId}) served outside
// Next.js by a bare node:http server (lib/server/channels/webhooks/ingest-server.ts) that hands each
// request to the same route handlers Next serves: one implementation, two hosts. Listens on
// INGEST_PORT (default 3001). Point Meta at it through WEBHOOK_BASE_URL, or let the reverse proxy
// send /api/v1/webhooks/* to it (docker-compose.yml's Caddy does); without it the Next route takes
// the webhooks as before. Also answers GET /api/v1/health (the container's health check).
// In the Docker image the same file is bundled (lib/cli/build-worker.ts) and run as `node ingest.mjs`.
import "./server-only-hook.ts";

// Imported once the hook is in place (static imports would be resolved before it).
const { checkEnvOrExit, getEnv } = await import("@/lib/server/env");
const { createIngestServer } = await import("@/lib/server/channels/webhooks/ingest-server");
const { stopProducer } = await import("@/lib/server/jobs/boss");
const { db } = await import("@/lib/server/db");
const { logger } = await import("@/lib/server/logger");

checkEnvOrExit();
const port = getEnv().INGEST_PORT;
const host = process.env.HOSTNAME || "0.0.0.0";
const server = createIngestServer();
server.listen(port, host, () => logger.info({ port, host }, "ingest listening"));

let isStopping = false;
const stop = (signal: string) => {
  if (isStopping) return;
  isStopping = true;
  logger.info({ signal }, "ingest stopping");
  // Answers in flight finish (their rows are stored and their drains woken); then the pools close.
  const forceExit = setTimeout(() => process.exit(0), 10_000);
  forceExit.unref();
  server.close(async () => {
    await stopProducer().catch(() => {});
    await db.$disconnect().catch(() => {});
    process.exit(0);
  });
  server.closeIdleConnections();
};
for (const signal of ["SIGTERM", "SIGINT"] as const) process.on(signal, () => stop(signal));
