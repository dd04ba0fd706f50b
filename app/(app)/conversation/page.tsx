import { pageTitle } from "@/app/page-title";
import { InboxScreen } from "@/components/inbox/inbox-screen";
import { conversationListParams, inboxUrlSchema } from "@/lib/inbox/list-url";
import { pageQuery, readUrlState, type PageSearchParams } from "@/lib/query/url-state";
import { requireUser } from "@/lib/server/auth/current-user";
import { listConversations } from "@/lib/server/inbox/list-conversations";
import { listConversationsQuerySchema } from "@/lib/validation/inbox";

export const generateMetadata = pageTitle("inboxScreen", "title");

// The inbox (spec 01 §2 Messages screen): the first page of the URL's list rendered on the server
// (no skeleton on arrival); the client takes over filtering, paging and the live updates.
// ?c=<id> names the open conversation; without it the first one opens on a desktop.
export default async function ConversationPage({ searchParams }: { searchParams: PageSearchParams }) {
  const { session } = await requireUser();
  const { params } = await pageQuery(searchParams);
  const state = readUrlState(inboxUrlSchema, params);
  const query = listConversationsQuerySchema.parse(Object.fromEntries(conversationListParams(state)));
  const initialPage = await listConversations(session, query);
  return <InboxScreen initialPage={initialPage} />;
}
