import { NextResponse } from "next/server";
import { answerHandshake, receiveWebhook } from "@/lib/server/channels/webhooks/receive-webhook";
import { SIGNATURE_HEADER } from "@/lib/server/channels/webhooks/signature";
import { ok } from "@/lib/server/http/envelope";
import { readBodyBytes } from "@/lib/server/http/parse";
import { methods, route } from "@/lib/server/http/route";

type Params = { channelId: string };

// Meta's webhook endpoint for one channel (api.md; meta.md §2.4). No session: Meta proves itself by
// the verify token (GET) and the app secret's signature over the raw bytes (POST).
const WEBHOOK_BODY_LIMIT_BYTES = 1024 * 1024;

// GET – the handshake: hub.mode=subscribe and the channel's verify token → hub.challenge as text.
const handshake = route<Params>({ public: true }, async ({ req, params }) => {
  const query = req.nextUrl.searchParams;
  const challenge = await answerHandshake({
    channelId: params.channelId,
    mode: query.get("hub.mode"),
    verifyToken: query.get("hub.verify_token"),
    challenge: query.get("hub.challenge"),
  });
  return new NextResponse(challenge, {
    status: 200,
    headers: { "Content-Type": "text/plain; charset=utf-8", "Cache-Control": "no-store" },
  });
});

// POST – an event: 401 without a valid signature, else stored once and answered 200 at once.
const receive = route<Params>({ public: true }, async ({ req, params }) => {
  const rawBody = await readBodyBytes(req, WEBHOOK_BODY_LIMIT_BYTES);
  const { duplicate } = await receiveWebhook({
    channelId: params.channelId,
    rawBody,
    signature: req.headers.get(SIGNATURE_HEADER),
    headers: {
      contentType: req.headers.get("content-type"),
      userAgent: req.headers.get("user-agent")?.slice(0, 300) ?? null,
    },
  });
  return ok({ received: true, duplicate });
});

export const { GET, POST, PUT, PATCH, DELETE } = methods({ GET: handshake, POST: receive });
