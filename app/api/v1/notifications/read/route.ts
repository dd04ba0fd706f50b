import { markNotificationsRead } from "@/lib/server/notifications/notifications";
import { ok } from "@/lib/server/http/envelope";
import { methods, route } from "@/lib/server/http/route";

// POST /api/v1/notifications/read – marks all of the user's notifications read.
const markRead = route({}, async ({ session }) => ok(await markNotificationsRead(session)));

export const { GET, POST, PUT, PATCH, DELETE } = methods({ POST: markRead });
