"use client";

import { AlertTriangle, CheckCircle2, Loader2, Pencil, PlugZap, Unplug } from "lucide-react";
import { useTranslations } from "next-intl";
import type { ReactNode } from "react";
import { useFormatter } from "@/components/format/formatter-provider";
import {
  ChannelKindIcon,
  ChannelStatusBadge,
  DefaultSandboxBadge,
  SandboxBadge,
} from "@/components/settings/channels/channel-badges";
import type { ChannelControls } from "@/components/settings/channels/channel-dialogs";
import type { TestOutcome } from "@/components/settings/channels/use-channel-actions";
import { Button } from "@/components/ui/button";
import type { ChannelJson } from "@/lib/channels/types";
import { cn } from "@/lib/utils";

/** A channel's head: its icon, name, badges and what identifies it (number or page, id, rate). */
export function ChannelHeading({ channel, title }: { channel: ChannelJson; title?: ReactNode }) {
  const t = useTranslations("channels");
  return (
    <div className="flex min-w-0 items-start gap-3">
      <ChannelKindIcon kind={channel.kind} />
      <div className="flex min-w-0 flex-col gap-1">
        <div className="flex flex-wrap items-center gap-2">
          {title ?? <span className="truncate font-medium">{channel.name}</span>}
          <ChannelStatusBadge status={channel.status} />
          {channel.provider === "sandbox" && <SandboxBadge />}
          {channel.isDefaultSandbox && <DefaultSandboxBadge />}
        </div>
        <p className="text-sm text-muted-foreground [overflow-wrap:anywhere]">
          {t(`kinds.${channel.kind}`)} · {channel.displayName ?? t("channel.displayNameUnknown")} ·{" "}
          {t("channel.rateLimit", { count: channel.rateLimitPerSecond })}
        </p>
      </div>
    </div>
  );
}

/** The last error, when the channel is in error: when and what Meta (or the network) said. */
export function ChannelLastError({ channel }: { channel: ChannelJson }) {
  const t = useTranslations("channels");
  const format = useFormatter();
  const error = channel.lastError;
  if (channel.status !== "error" || !error) return null;
  const reasonKey = `providerErrors.${error.reason}`;
  return (
    <div className="flex items-start gap-2 rounded-md border border-destructive/30 bg-destructive/5 px-3 py-2 text-sm">
      <AlertTriangle className="mt-0.5 size-4 shrink-0 text-destructive" aria-hidden />
      <div className="flex min-w-0 flex-col gap-0.5 [overflow-wrap:anywhere]">
        <p>
          <span className="font-medium">{t("channel.lastError", { date: format.dateTime(error.at) })}</span>{" "}
          {error.reason && t.has(reasonKey) ? t(reasonKey, error.values) : error.message}
        </p>
        {error.reason && <p className="text-xs text-muted-foreground">{error.message}</p>}
      </div>
    </div>
  );
}

/** The answer of "Test connection", in words. */
export function TestOutcomeNote({ outcome }: { outcome: TestOutcome | undefined }) {
  const t = useTranslations("channels.test");
  return (
    <div role="status" aria-live="polite" data-testid="channel-test-outcome">
      {outcome && (
        <p
          className={cn(
            "flex items-start gap-2 rounded-md border px-3 py-2 text-sm",
            outcome.ok ? "border-success/40 bg-success/5" : "border-destructive/40 bg-destructive/5",
          )}
        >
          {outcome.ok ? (
            <CheckCircle2 className="mt-0.5 size-4 shrink-0 text-success" aria-hidden />
          ) : (
            <AlertTriangle className="mt-0.5 size-4 shrink-0 text-destructive" aria-hidden />
          )}
          <span className="min-w-0 break-words">
            <span className="font-medium">{outcome.ok ? t("ok") : t("failed")}:</span> {outcome.detail}
          </span>
        </p>
      )}
    </div>
  );
}

/**
 * A channel as its card in the list and its own page show it: the head, the last error, the answer
 * of its last test, then test/edit/disconnect (for those who may manage channels) with `extra`
 * beside them.
 */
export function ChannelSummary({
  channel,
  controls,
  mayManage,
  extra,
}: {
  channel: ChannelJson;
  controls: ChannelControls;
  mayManage: boolean;
  extra?: ReactNode;
}) {
  const { actions } = controls;
  return (
    <>
      <ChannelHeading channel={channel} />
      <ChannelLastError channel={channel} />
      <TestOutcomeNote outcome={actions.outcomes[channel.id]} />
      {(mayManage || extra) && (
        <div className="flex flex-wrap gap-2">
          {mayManage && (
            <ChannelManageButtons
              channel={channel}
              isTesting={actions.testing === channel.id}
              onTest={() => void actions.test(channel)}
              onEdit={() => controls.openEdit(channel)}
              onDisconnect={() => controls.openDisconnect(channel)}
            />
          )}
          {extra}
        </div>
      )}
    </>
  );
}

/** Test, edit (or reconnect) and disconnect: for owners and admins. */
function ChannelManageButtons({
  channel,
  isTesting,
  onTest,
  onEdit,
  onDisconnect,
}: {
  channel: ChannelJson;
  isTesting: boolean;
  onTest: () => void;
  onEdit: () => void;
  onDisconnect: () => void;
}) {
  const t = useTranslations("channels.actions");
  const disconnected = channel.status === "disconnected";
  return (
    <>
      {!disconnected && (
        <Button variant="outline" size="sm" onClick={onTest} disabled={isTesting} data-testid="channel-test">
          {isTesting ? (
            <Loader2 className="animate-spin motion-reduce:animate-none" aria-hidden />
          ) : (
            <PlugZap aria-hidden />
          )}
          {isTesting ? t("testing") : t("test")}
        </Button>
      )}
      <Button variant="outline" size="sm" onClick={onEdit}>
        <Pencil aria-hidden />
        {disconnected ? t("reconnect") : t("edit")}
      </Button>
      {!disconnected && (
        <Button variant="ghost" size="sm" className="text-destructive hover:text-destructive" onClick={onDisconnect}>
          <Unplug aria-hidden />
          {t("disconnect")}
        </Button>
      )}
    </>
  );
}
