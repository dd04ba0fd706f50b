import { listNotifications } from "@/lib/server/notifications/notifications";
import { ok } from "@/lib/server/http/envelope";
import { methods, route } from "@/lib/server/http/route";

// GET /api/v1/notifications – the signed-in user's recent events and the unread count.
const list = route({}, async ({ session }) => ok(await listNotifications(session)));

export const { GET, POST, PUT, PATCH, DELETE } = methods({ GET: list });
