// A campaign funnel's arithmetic (issue 21, and the campaign detail page of issue 19): each stage
// is counted from what happened to recipients, and every rate is a share of the messages sent —
// "open" is WhatsApp's read receipt. A rate over nothing is null, never 0 % or 100 %.

export const FUNNEL_STAGES = ["recipients", "sent", "delivered", "read", "clicked", "replied", "converted"] as const;
export type FunnelStage = (typeof FUNNEL_STAGES)[number];
export type FunnelCounts = Record<FunnelStage, number>;

export const EMPTY_FUNNEL: FunnelCounts = {
  recipients: 0,
  sent: 0,
  delivered: 0,
  read: 0,
  clicked: 0,
  replied: 0,
  converted: 0,
};

/** `part` as a share (0–1) of `whole`, or null when there is no whole. */
export function share(part: number, whole: number): number | null {
  return whole > 0 ? part / whole : null;
}

export function funnelRates(counts: FunnelCounts) {
  return {
    deliveryRate: share(counts.delivered, counts.sent),
    openRate: share(counts.read, counts.sent),
    clickRate: share(counts.clicked, counts.sent),
    replyRate: share(counts.replied, counts.sent),
    conversionRate: share(counts.converted, counts.sent),
  };
}

/** The funnel's bars: each stage with its share of the first stage and of the stage before it. */
export function funnelSteps(counts: FunnelCounts) {
  return FUNNEL_STAGES.map((stage, index) => ({
    stage,
    count: counts[stage],
    ofRecipients: share(counts[stage], counts.recipients),
    ofPrevious: index === 0 ? null : share(counts[stage], counts[FUNNEL_STAGES[index - 1]!]),
  }));
}

/** Adds funnels (campaigns of a range). */
export function addFunnels(funnels: readonly FunnelCounts[]): FunnelCounts {
  const total = { ...EMPTY_FUNNEL };
  for (const funnel of funnels) for (const stage of FUNNEL_STAGES) total[stage] += funnel[stage];
  return total;
}
