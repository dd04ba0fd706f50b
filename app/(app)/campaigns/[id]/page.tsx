import { pageTitle } from "@/app/page-title";
import { CampaignDetail } from "@/components/campaigns/detail/campaign-detail";
import { requireUser } from "@/lib/server/auth/current-user";

export const generateMetadata = pageTitle("campaigns");

// One campaign (issue 19): the session and the role on the server; the client component reads
// the campaign and its recipients and keeps them live over the event stream (campaign.progress).
export default async function CampaignPage({ params }: { params: Promise<{ id: string }> }) {
  const { session } = await requireUser();
  const { id } = await params;
  return <CampaignDetail campaignId={id} role={session.role} />;
}
