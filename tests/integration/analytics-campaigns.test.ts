import { afterAll, beforeAll, describe, expect, it } from "vitest";
import * as campaignsRoute from "@/app/api/v1/analytics/campaigns/route";
import type { CampaignAnalytics } from "@/lib/analytics/types";
import { db } from "@/lib/server/db";
import { analyticsCompany } from "@/tests/helpers/analytics";
import { customerData, uniqueEmail } from "@/tests/helpers/factories";
import { call, okData } from "@/tests/helpers/request";

// GET /analytics/campaigns (issue 21): the funnel of the campaigns that started sending in the
// range, from their recipients' rows, against the previous period; a stage counts those who got
// further too; skipped recipients are not recipients; members see it; another company's channel
// is a 404.

afterAll(() => db.$disconnect());

let fixture: Awaited<ReturnType<typeof build>>;
beforeAll(async () => {
  fixture = await build();
});

async function build() {
  const { companyId, sandboxId, owner, member, otherChannelId } = await analyticsCompany();
  const customers = await Promise.all(
    Array.from({ length: 6 }, (_, index) =>
      db.customer.create({ data: { companyId, ...customerData(`C${index}`, "Test", uniqueEmail("c")) } }),
    ),
  );
  const campaign = (name: string, sentAt: string) =>
    db.campaign.create({
      data: { companyId, name, status: "COMPLETED", channelId: sandboxId, sentAt: new Date(sentAt) },
    });
  const november = await campaign("November", "2026-11-03T09:00:00Z");
  const october = await campaign("October", "2026-10-28T09:00:00Z");
  await campaign("Draft", "2026-01-01T09:00:00Z");
  const t = new Date("2026-11-03T09:05:00Z");
  const recipient = (campaignId: string, index: number, marks: Record<string, unknown>) => ({
    campaignId,
    customerId: customers[index]!.id,
    ...marks,
  });
  await db.campaignRecipient.createMany({
    data: [
      // Read without a delivery receipt: still delivered.
      recipient(november.id, 0, { status: "read", sentAt: t, readAt: t, clickedAt: t, repliedAt: t, convertedAt: t }),
      recipient(november.id, 1, { status: "read", sentAt: t, deliveredAt: t, readAt: t }),
      recipient(november.id, 2, { status: "delivered", sentAt: t, deliveredAt: t }),
      recipient(november.id, 3, { status: "failed", failedAt: t }),
      recipient(november.id, 4, { status: "skipped", skipReason: "noPhone" }),
      recipient(october.id, 0, { status: "read", sentAt: t, deliveredAt: t, readAt: t }),
      recipient(october.id, 1, { status: "sent", sentAt: t }),
    ],
  });
  return { owner, member, november, otherChannelId, sandboxId };
}

const get = (headers: Record<string, string>, query: string) =>
  call(campaignsRoute.GET, `/api/v1/analytics/campaigns?${query}`, { headers });

async function analytics(headers: Record<string, string>, query = "from=2026-11-01&to=2026-11-30") {
  return okData<CampaignAnalytics>(await get(headers, query));
}

describe("GET /api/v1/analytics/campaigns", () => {
  it("adds up the range's campaigns from their recipients", async () => {
    const data = await analytics(fixture.owner.headers);
    expect(data.funnel).toEqual({
      recipients: 4,
      sent: 3,
      delivered: 3,
      read: 2,
      clicked: 1,
      replied: 1,
      converted: 1,
    });
    expect(data.campaigns.map((row) => row.id)).toEqual([fixture.november.id]);
    expect(data.readRate.value).toBeCloseTo(2 / 3);
  });

  it("compares with the campaigns of the previous period", async () => {
    const data = await analytics(fixture.owner.headers);
    expect(data.previousRange).toEqual({ from: "2026-10-02", to: "2026-10-31" });
    expect(data.previous).toEqual({
      recipients: 2,
      sent: 2,
      delivered: 1,
      read: 1,
      clicked: 0,
      replied: 0,
      converted: 0,
    });
    expect(data.readRate.previous).toBe(0.5);
  });

  it("has no funnel and no comparison for a range without campaigns", async () => {
    const data = await analytics(fixture.owner.headers, "from=2025-03-01&to=2025-03-31");
    expect(data.funnel.recipients).toBe(0);
    expect(data.previous).toBeNull();
    expect(data.readRate).toEqual({ value: null, previous: null });
  });

  it("is shown to members, filters by channel, and another company's channel is a 404", async () => {
    expect((await analytics(fixture.member.headers)).funnel.sent).toBe(3);
    const filtered = await analytics(
      fixture.owner.headers,
      `from=2026-11-01&to=2026-11-30&channels=${fixture.sandboxId}`,
    );
    expect(filtered.funnel.sent).toBe(3);
    const response = await get(
      fixture.owner.headers,
      `from=2026-11-01&to=2026-11-30&channels=${fixture.otherChannelId}`,
    );
    expect(response.status).toBe(404);
  });
});
