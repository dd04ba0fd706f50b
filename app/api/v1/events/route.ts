import { openEventStream } from "@/lib/server/events/event-stream";
import { methods, route } from "@/lib/server/http/route";

// GET /api/v1/events – the signed-in user's Server-Sent Events stream (architecture.md → Real-time):
// the company's events this user may see, `id:` for Last-Event-ID replay (the header a browser
// sends when it reconnects, or `?lastEventId=` for clients that cannot set headers), heartbeats.
// no-transform keeps the response out of compression (which would buffer frames) and
// X-Accel-Buffering out of nginx's buffer.
export const dynamic = "force-dynamic";

const stream = route({}, ({ req, session }) => {
  const lastEventId = req.headers.get("last-event-id") ?? req.nextUrl.searchParams.get("lastEventId");
  const body = openEventStream({ session, lastEventId: lastEventId?.trim() || null, signal: req.signal });
  return new Response(body, {
    headers: {
      "Content-Type": "text/event-stream; charset=utf-8",
      "Cache-Control": "no-cache, no-transform",
      "X-Accel-Buffering": "no",
    },
  });
});

export const { GET, POST, PUT, PATCH, DELETE } = methods({ GET: stream });
