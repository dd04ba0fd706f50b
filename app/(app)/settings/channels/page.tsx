import type { Metadata } from "next";
import { getTranslations } from "next-intl/server";
import { ChannelsView } from "@/components/settings/channels/channels-view";
import { SocialAccountsSection } from "@/components/settings/channels/social-accounts-section";
import { SettingsPage } from "@/components/settings/settings-page";
import { can } from "@/lib/permissions";
import { requireUser } from "@/lib/server/auth/current-user";
import { listChannels } from "@/lib/server/channels/list-channels";
import { listSocialAccounts } from "@/lib/server/posts/social-accounts";

export async function generateMetadata(): Promise<Metadata> {
  const t = await getTranslations("channels");
  return { title: t("title") };
}

// Channels (issue 16): the list read on the server for the first paint (the sandbox channel is
// made here for a company that never had one); the view changes it through /api/v1/channels.
export default async function SettingsChannelsPage() {
  const { session } = await requireUser();
  const [channels, accounts, t] = await Promise.all([
    listChannels({ companyId: session.companyId, canManage: can(session.role, "channels.update") }),
    listSocialAccounts(session.companyId),
    getTranslations("channels"),
  ]);
  return (
    <SettingsPage title={t("title")} description={t("description")}>
      <div className="flex flex-col gap-6">
        <ChannelsView initial={channels} role={session.role} />
        {/* The content calendar's accounts (issue 20). */}
        <SocialAccountsSection initial={accounts} role={session.role} />
      </div>
    </SettingsPage>
  );
}
