import { listSessions } from "@/lib/server/account/sessions";
import { ok } from "@/lib/server/http/envelope";
import { methods, route } from "@/lib/server/http/route";

// GET /api/v1/account/sessions – the caller's live sessions: device and browser from the user
// agent, IP, last activity, the caller's own marked `current` (and listed first).
const list = route({}, async ({ session }) =>
  ok({ sessions: await listSessions({ userId: session.userId, currentSessionId: session.sessionId }) }),
);

export const { GET, POST, PUT, PATCH, DELETE } = methods({ GET: list });
