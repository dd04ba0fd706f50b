import { ok } from "@/lib/server/http/envelope";
import { methods, route } from "@/lib/server/http/route";
import { inboxSummary } from "@/lib/server/inbox/inbox-summary";

// GET /api/v1/inbox/summary – `{ unreadConversations }`: the sidebar badge and the tab title, over
// the conversations the caller sees.
const summary = route({ permission: "inbox.read" }, async ({ session }) => ok(await inboxSummary(session)));

export const { GET, POST, PUT, PATCH, DELETE } = methods({ GET: summary });
