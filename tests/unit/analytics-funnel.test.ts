import { describe, expect, it } from "vitest";
import { addFunnels, EMPTY_FUNNEL, funnelRates, funnelSteps, share } from "@/lib/analytics/funnel";

// The funnel's arithmetic (issue 21): rates are shares of the messages sent, a share of nothing is
// null, steps carry their share of the first stage and of the one before.

const funnel = { recipients: 1000, sent: 980, delivered: 950, read: 700, clicked: 140, replied: 70, converted: 35 };

describe("funnel", () => {
  it("rates every stage against the messages sent", () => {
    const rates = funnelRates(funnel);
    expect(rates.openRate).toBeCloseTo(700 / 980);
    expect(rates.deliveryRate).toBeCloseTo(950 / 980);
    expect(rates.clickRate).toBeCloseTo(140 / 980);
    expect(rates.replyRate).toBeCloseTo(70 / 980);
    expect(rates.conversionRate).toBeCloseTo(35 / 980);
  });

  it("has no rate when nothing was sent", () => {
    expect(funnelRates(EMPTY_FUNNEL)).toEqual({
      deliveryRate: null,
      openRate: null,
      clickRate: null,
      replyRate: null,
      conversionRate: null,
    });
    expect(share(0, 0)).toBeNull();
    expect(share(0, 5)).toBe(0);
  });

  it("gives each step its share of the recipients and of the step before", () => {
    const steps = funnelSteps(funnel);
    expect(steps.map((step) => step.stage)).toEqual([
      "recipients",
      "sent",
      "delivered",
      "read",
      "clicked",
      "replied",
      "converted",
    ]);
    expect(steps[0]).toEqual({ stage: "recipients", count: 1000, ofRecipients: 1, ofPrevious: null });
    expect(steps[3]!.ofPrevious).toBeCloseTo(700 / 950);
    expect(steps[6]!.ofRecipients).toBeCloseTo(0.035);
    expect(funnelSteps({ ...EMPTY_FUNNEL, recipients: 3 })[2]!.ofPrevious).toBeNull();
  });

  it("adds campaigns' funnels stage by stage", () => {
    expect(addFunnels([funnel, funnel]).read).toBe(1400);
    expect(addFunnels([])).toEqual(EMPTY_FUNNEL);
  });
});
