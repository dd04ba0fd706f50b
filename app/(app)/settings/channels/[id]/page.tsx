import type { Metadata } from "next";
import { notFound } from "next/navigation";
import { getTranslations } from "next-intl/server";
import { ChannelDetailView } from "@/components/settings/channels/channel-detail-view";
import { SettingsPage } from "@/components/settings/settings-page";
import { can } from "@/lib/permissions";
import { CHANNEL_EVENTS_DEFAULT_LIMIT } from "@/lib/validation/channels";
import { requireUser } from "@/lib/server/auth/current-user";
import { toChannelJson } from "@/lib/server/channels/channel-json";
import { getChannelOrThrow } from "@/lib/server/channels/get-channel-or-throw";
import { listWebhookEvents } from "@/lib/server/channels/list-webhook-events";
import { AppError } from "@/lib/server/errors";

type Props = { params: Promise<{ id: string }> };

export async function generateMetadata(): Promise<Metadata> {
  const t = await getTranslations("channels");
  return { title: t("title") };
}

/** The company's channel, or Next's 404 page for any other id (another company's too). */
async function channelOr404(companyId: string, id: string) {
  try {
    return await getChannelOrThrow({ companyId, id });
  } catch (error) {
    if (error instanceof AppError && error.code === "NOT_FOUND") notFound();
    throw error;
  }
}

// One channel (issue 16): its ids and state, the webhook address and verify token for Meta's
// dashboard, and (owners and admins) its latest webhook events, read on the server for the first paint.
export default async function SettingsChannelPage({ params }: Props) {
  const { id } = await params;
  const { session } = await requireUser();
  const row = await channelOr404(session.companyId, id);
  const mayReadEvents = can(session.role, "channels.readEvents");
  const [events, t] = await Promise.all([
    mayReadEvents
      ? listWebhookEvents({ companyId: session.companyId, channelId: row.id, limit: CHANNEL_EVENTS_DEFAULT_LIMIT })
      : null,
    getTranslations("channels"),
  ]);
  const channel = toChannelJson(row, { canManage: can(session.role, "channels.update") });
  return (
    <SettingsPage
      title={channel.name}
      description={t(`kinds.${channel.kind}`)}
      back={{ href: "/settings/channels", label: t("channel.back") }}
    >
      <ChannelDetailView initial={channel} events={events} role={session.role} />
    </SettingsPage>
  );
}
