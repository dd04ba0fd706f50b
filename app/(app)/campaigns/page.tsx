import { pageTitle } from "@/app/page-title";
import { CampaignsScreen } from "@/components/campaigns/campaigns-screen";
import { campaignListParams, campaignsUrlSchema } from "@/components/campaigns/list-query";
import { pageQuery, readUrlState, type PageSearchParams } from "@/lib/query/url-state";
import { requireUser } from "@/lib/server/auth/current-user";
import { campaignStats, listCampaigns } from "@/lib/server/campaigns/save-campaign";
import { listCampaignsQuerySchema } from "@/lib/validation/campaigns";

export const generateMetadata = pageTitle("campaigns");

// The session, the role, and the first page of the URL's view with the four cards, rendered on
// the server (no skeleton on arrival); the client component takes over filtering and paging,
// asking for the very same path first, and keeps them live over the event stream.
// ?new=1 opens the editor empty, ?campaign=<id> on a campaign.
export default async function CampaignsPage({ searchParams }: { searchParams: PageSearchParams }) {
  const { session } = await requireUser();
  const { raw, params } = await pageQuery(searchParams);
  const state = readUrlState(campaignsUrlSchema, params);
  const [page, stats] = await Promise.all([
    listCampaigns({
      companyId: session.companyId,
      query: listCampaignsQuerySchema.parse(Object.fromEntries(campaignListParams(state))),
    }),
    campaignStats(session.companyId),
  ]);
  return (
    <CampaignsScreen
      role={session.role}
      initialPage={page}
      initialStats={stats}
      open={{ create: raw.new === "1", campaign: typeof raw.campaign === "string" ? raw.campaign : null }}
    />
  );
}
