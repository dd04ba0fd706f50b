"use client";

import { useTranslations } from "next-intl";
import { useFormatter } from "@/components/format/formatter-provider";
import { funnelSteps, type FunnelCounts } from "@/lib/analytics/funnel";
import type { CampaignJson } from "@/lib/campaigns/types";

/** A campaign's funnel counts: its frozen audience, then its recipients' cumulative counts (api.md → Campaigns). */
export function campaignFunnel(campaign: Pick<CampaignJson, "totalRecipients" | "counts">): FunnelCounts {
  const { counts } = campaign;
  return {
    recipients: campaign.totalRecipients,
    sent: counts.sent,
    delivered: counts.delivered,
    read: counts.read,
    clicked: counts.clicked,
    replied: counts.replied,
    converted: counts.converted,
  };
}

/** The funnel: recipients → sent → delivered → read → clicked → replied → converted, as bars with their share. */
export function CampaignFunnel({ campaign }: { campaign: CampaignJson }) {
  const t = useTranslations("campaigns.detail.funnel");
  const format = useFormatter();
  return (
    <section
      aria-labelledby="campaign-funnel-title"
      className="flex flex-col gap-3 rounded-xl border bg-card p-4 sm:p-6"
    >
      <h2 id="campaign-funnel-title" className="text-base font-semibold tracking-tight">
        {t("title")}
      </h2>
      <ol className="flex flex-col gap-2.5" data-testid="campaign-funnel">
        {funnelSteps(campaignFunnel(campaign)).map(({ stage, count, ofRecipients }) => (
          <li
            key={stage}
            className="grid grid-cols-[6.5rem_1fr_auto] items-center gap-3 text-sm sm:grid-cols-[9rem_1fr_8rem]"
            data-stage={stage}
          >
            <span className="truncate text-muted-foreground">{t(stage)}</span>
            <span className="h-2.5 overflow-hidden rounded-full bg-muted" aria-hidden>
              <span
                className="block h-full rounded-full bg-primary"
                style={{ width: `${Math.min(100, (ofRecipients ?? 0) * 100)}%` }}
              />
            </span>
            <span className="text-right tabular-nums">
              <span className="font-medium" data-testid={`funnel-${stage}`}>
                {format.number(count)}
              </span>
              {ofRecipients !== null && (
                <span className="ms-1.5 text-xs text-muted-foreground">
                  {format.number(ofRecipients, { style: "percent", maximumFractionDigits: 1 })}
                </span>
              )}
            </span>
          </li>
        ))}
      </ol>
    </section>
  );
}
