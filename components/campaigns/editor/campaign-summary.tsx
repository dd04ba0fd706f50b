"use client";

import { useTranslations } from "next-intl";
import type { CampaignFormValues } from "@/components/campaigns/editor/editor-values";
import { estimatedSeconds } from "@/components/campaigns/editor/schedule-math";
import { useFormatter } from "@/components/format/formatter-provider";
import { useNow } from "@/components/format/now-provider";
import type { ChannelJson } from "@/lib/channels/types";
import type { TemplateJson } from "@/lib/templates/types";
import type { AudienceJson } from "@/lib/campaigns/types";

/** "2 h 5 min", "45 s": a duration in its two largest units. */
function useDuration() {
  const t = useTranslations("campaigns.editor.summary.units");
  return (seconds: number) => {
    if (seconds < 60) return t("seconds", { count: Math.max(1, Math.round(seconds)) });
    const minutes = Math.round(seconds / 60);
    if (minutes < 60) return t("minutes", { count: minutes });
    const hours = Math.floor(minutes / 60);
    return `${t("hours", { count: hours })} ${minutes % 60 ? t("minutes", { count: minutes % 60 }) : ""}`.trim();
  };
}

/**
 * The choices so far (Basic and Schedule tabs): name, type, audience with its live count,
 * template, when, and — with a count — how long sending takes and when it should finish, from the
 * batch settings and the channel's rate limit.
 */
export function CampaignSummary({
  values,
  audience,
  template,
  channel,
  showEstimate = false,
}: {
  values: CampaignFormValues;
  audience: AudienceJson | undefined;
  template: TemplateJson | null;
  channel: ChannelJson | undefined;
  showEstimate?: boolean;
}) {
  const t = useTranslations("campaigns.editor.summary");
  const tScreen = useTranslations("campaigns.screen");
  const format = useFormatter();
  const now = useNow();
  const duration = useDuration();
  const recipients = audience?.total;
  const perSecond = channel?.rateLimitPerSecond ?? 0;
  const seconds = recipients !== undefined ? estimatedSeconds(recipients, values.settings, perSecond) : null;
  const start = !values.sendImmediately && values.scheduledFor ? new Date(values.scheduledFor).getTime() : now;
  const rows: [string, string][] = [
    [t("name"), values.name.trim() || t("notSet")],
    [t("type"), tScreen(`types.${values.type}`)],
    [t("audience"), tScreen(`audiences.${values.targetAudience}`)],
    [t("recipients"), recipients !== undefined ? format.number(recipients) : "…"],
    [t("template"), template?.displayName ?? t("notSet")],
    [
      t("when"),
      values.sendImmediately ? t("now") : values.scheduledFor ? format.dateTime(values.scheduledFor) : t("notSet"),
    ],
  ];
  if (showEstimate && seconds !== null) {
    rows.push([t("duration"), duration(seconds)]);
    rows.push([t("finish"), format.dateTime(start + seconds * 1000)]);
    rows.push([t("rate"), perSecond > 0 ? t("perSecond", { count: perSecond }) : t("noLimit")]);
  }
  return (
    <section
      aria-labelledby="campaign-summary-title"
      className="rounded-lg border bg-muted/30 p-4"
      data-testid="campaign-summary"
    >
      <h3 id="campaign-summary-title" className="mb-3 text-sm font-semibold">
        {t("title")}
      </h3>
      <dl className="grid grid-cols-[minmax(0,auto)_minmax(0,1fr)] gap-x-4 gap-y-1.5 text-sm">
        {rows.map(([label, value]) => (
          <div key={label} className="contents">
            <dt className="text-muted-foreground">{label}</dt>
            <dd className="min-w-0 truncate text-right font-medium tabular-nums sm:text-left">{value}</dd>
          </div>
        ))}
      </dl>
    </section>
  );
}
