"use client";

import { useRouter } from "next/navigation";
import { useTranslations } from "next-intl";
import type { ReactNode } from "react";
import { useFormatter } from "@/components/format/formatter-provider";
import { useChannelControls } from "@/components/settings/channels/channel-dialogs";
import { ChannelSummary } from "@/components/settings/channels/channel-summary";
import { SimulateInboundButton } from "@/components/settings/channels/simulate-inbound-dialog";
import { CHANNELS_KEY } from "@/components/settings/channels/use-channel-actions";
import { WebhookEvents } from "@/components/settings/channels/webhook-events";
import { SettingsSection } from "@/components/settings/settings-page";
import { CopyButton } from "@/components/common/copy-button";
import type { ChannelJson, WebhookEventJson } from "@/lib/channels/types";
import { can } from "@/lib/permissions";
import { useApiQuery } from "@/lib/query/use-api-query";
import type { TeamRole } from "@/lib/validation/team";

/** A value to paste into Meta's dashboard, with its copy button. */
function CopyRow({ id, label, value, copyLabel }: { id: string; label: string; value: string; copyLabel: string }) {
  return (
    <div className="flex flex-col gap-1.5">
      <span id={`${id}-label`} className="text-sm font-medium">
        {label}
      </span>
      <div className="flex flex-col gap-2 sm:flex-row sm:items-center">
        <code
          id={id}
          className="min-w-0 flex-1 rounded-md border bg-muted px-3 py-2 font-mono text-xs break-all"
          data-testid={id}
        >
          {value}
        </code>
        <CopyButton text={value} label={copyLabel} />
      </div>
    </div>
  );
}

function Detail({ label, children }: { label: string; children: ReactNode }) {
  return (
    <div className="flex flex-col gap-0.5 sm:flex-row sm:gap-4">
      <dt className="text-sm text-muted-foreground sm:w-56 sm:shrink-0">{label}</dt>
      <dd className="min-w-0 text-sm [overflow-wrap:anywhere]">{children}</dd>
    </div>
  );
}

/**
 * One channel (issue 16): its state and ids, the webhook address and verify token to paste into
 * Meta's app dashboard, and its latest webhook events (owners and admins).
 */
export function ChannelDetailView({
  initial,
  events,
  role,
}: {
  initial: ChannelJson;
  events: WebhookEventJson[] | null;
  role: TeamRole;
}) {
  const t = useTranslations("channels");
  const format = useFormatter();
  const router = useRouter();
  const query = useApiQuery<{ channel: ChannelJson }>(CHANNELS_KEY, `/channels/${encodeURIComponent(initial.id)}`, {
    initialData: { channel: initial },
  });
  const channel = query.data?.channel ?? initial;
  const mayManage = can(role, "channels.update");
  const controls = useChannelControls({ afterDisconnect: () => router.refresh() });
  const hint = channel.secretsHint;
  // The sandbox's "simulate an inbound message": a connected WhatsApp sandbox, for managers.
  const canSimulate =
    mayManage && channel.provider === "sandbox" && channel.kind === "whatsapp" && channel.status !== "disconnected";

  return (
    <div className="flex flex-col gap-6">
      <section aria-label={channel.name} className="flex flex-col gap-4 rounded-xl border bg-card p-5">
        <ChannelSummary
          channel={channel}
          controls={controls}
          mayManage={mayManage}
          extra={canSimulate && <SimulateInboundButton channelId={channel.id} />}
        />
        <dl className="flex flex-col gap-2 border-t pt-4">
          <Detail label={t(`channel.externalId.${channel.kind}`)}>{channel.externalId}</Detail>
          {channel.wabaId && <Detail label={t("channel.wabaId")}>{channel.wabaId}</Detail>}
          <Detail label={t("channel.displayName")}>{channel.displayName ?? t("channel.displayNameUnknown")}</Detail>
          <Detail label={t("channel.rateLimitLabel")}>
            {t("channel.rateLimit", { count: channel.rateLimitPerSecond })}
          </Detail>
          <Detail label={t("channel.secrets")}>
            {channel.provider === "sandbox"
              ? t("channel.sandboxSecrets")
              : hint
                ? t("channel.secretsHint", { token: hint.accessToken ?? "", secret: hint.appSecret ?? "" })
                : t("channel.noSecrets")}
          </Detail>
          <Detail label={t("form.provider")}>{t(`providers.${channel.provider}`)}</Detail>
          <Detail label={t("channel.createdAt")}>{format.date(channel.createdAt)}</Detail>
        </dl>
      </section>

      <SettingsSection
        id="channel-webhook"
        title={t("channel.webhook.title")}
        description={t("channel.webhook.description")}
      >
        <CopyRow
          id="webhook-url"
          label={t("channel.webhook.url")}
          value={channel.webhookUrl}
          copyLabel={t("channel.webhook.copyUrl")}
        />
        {channel.verifyToken ? (
          <CopyRow
            id="verify-token"
            label={t("channel.webhook.verifyToken")}
            value={channel.verifyToken}
            copyLabel={t("channel.webhook.copyToken")}
          />
        ) : (
          <p className="text-sm text-muted-foreground">{t("channel.webhook.hidden")}</p>
        )}
      </SettingsSection>

      {events ? (
        <WebhookEvents channelId={channel.id} initial={events} />
      ) : (
        <p className="text-sm text-muted-foreground">{t("events.hidden")}</p>
      )}

      {controls.dialogs}
    </div>
  );
}
