// A bench-only server (lib/cli/bench/pipeline-ingest.ts): Kanal's webhook intake — the same
// receiveWebhook the route calls, signature, INSERT and drain kick — behind a bare node:http server
// instead of Next.js, to tell the intake's own cost from the framework's. Not a product path.
import { createServer } from "node:http";
import "../server-only-hook.ts";

const { receiveWebhook } = await import("@/lib/server/channels/webhooks/receive-webhook");
const { AppError } = await import("@/lib/server/errors");
const PATH = /^\/api\/v1\/webhooks\/meta\/([\w-]+)$/;

const server = createServer(async (req, res) => {
  const match = req.method === "POST" ? PATH.exec(req.url ?? "") : null;
  if (!match) {
    res.writeHead(404).end();
    return;
  }
  const chunks: Buffer[] = [];
  for await (const chunk of req) chunks.push(chunk as Buffer);
  try {
    const signature = req.headers["x-hub-signature-256"];
    const { duplicate } = await receiveWebhook({
      channelId: match[1]!,
      rawBody: Buffer.concat(chunks),
      signature: typeof signature === "string" ? signature : null,
      headers: { contentType: req.headers["content-type"] ?? null, userAgent: req.headers["user-agent"] ?? null },
    });
    res
      .writeHead(200, { "content-type": "application/json" })
      .end(JSON.stringify({ success: true, data: { received: true, duplicate } }));
  } catch (error) {
    res.writeHead(error instanceof AppError ? 400 : 500).end();
  }
});
server.listen(Number(process.env.PORT), "127.0.0.1", () => console.log("ready"));
