import { afterAll, beforeAll, describe, expect, it } from "vitest";
import * as messagingRoute from "@/app/api/v1/analytics/messaging/route";
import * as overviewRoute from "@/app/api/v1/analytics/overview/route";
import type { AnalyticsOverview, MessagingAnalytics } from "@/lib/analytics/types";
import { db } from "@/lib/server/db";
import { EN, analyticsCompany } from "@/tests/helpers/analytics";
import { createConversation, signedInUser } from "@/tests/helpers/factories";
import { call, errorFields, okData } from "@/tests/helpers/request";

// GET /analytics/messaging (issue 21) over a hand-built fixture whose every figure is worked out
// below: volume per day in the viewer's zone, first-response and resolution medians overall and
// per member, the heatmap, the previous period, a member's narrower view, bad input and another
// company's channel (404).

afterAll(() => db.$disconnect());

type Headers = Record<string, string>;
const at = (iso: string) => new Date(iso);

let fixture: Awaited<ReturnType<typeof build>>;
beforeAll(async () => {
  fixture = await build();
});

async function build() {
  const { companyId, sandboxId, owner, member, otherChannelId } = await analyticsCompany();
  const newYorker = await signedInUser(companyId, "owner", EN);
  await db.user.update({
    where: { id: newYorker.id },
    data: {
      preferences: {
        region: { timeZone: "America/New_York", autoDetect: { timeZone: false, language: true, currency: false } },
      },
    },
  });
  const mine = await createConversation({ companyId, channelId: sandboxId, assigneeId: member.id });
  const open = await createConversation({ companyId, channelId: sandboxId });
  const message = (
    conversationId: string,
    createdAt: string,
    direction: "in" | "out",
    sentById: string | null = null,
    type: "text" | "system" | "template" = "text",
    templateVariables?: object,
  ) => ({
    companyId,
    conversationId,
    channelId: sandboxId,
    direction,
    type,
    status: direction === "in" ? ("received" as const) : ("sent" as const),
    sentById,
    createdAt: at(createdAt),
    text: type === "system" ? null : "…",
    ...(templateVariables ? { templateVariables } : {}),
  });
  await db.message.createMany({
    data: [
      // Monday 2 November, 10:00 and 10:01 in Istanbul: one turn, answered by the member at 10:11 (660 s).
      message(mine.id, "2026-11-02T07:00:00Z", "in"),
      message(mine.id, "2026-11-02T07:01:00Z", "in"),
      message(mine.id, "2026-11-02T07:11:00Z", "out", member.id),
      // 12:00: a second turn, answered by the owner 30 minutes later (1,800 s).
      message(mine.id, "2026-11-02T09:00:00Z", "in"),
      message(mine.id, "2026-11-02T09:30:00Z", "out", owner.id),
      // An automated send answers nobody.
      message(mine.id, "2026-11-02T09:40:00Z", "out", null, "template"),
      // Resolved by the member at 13:00, three hours after the first message (10,800 s).
      message(mine.id, "2026-11-02T10:00:00Z", "out", member.id, "system", { event: "resolved", actor: "Zeynep" }),
      // 00:30 on Wednesday 4 November in Istanbul, still Tuesday 3 November in New York; answered in 300 s.
      message(open.id, "2026-11-03T21:30:00Z", "in"),
      message(open.id, "2026-11-03T21:35:00Z", "out", owner.id),
      // The previous period (26 October – 1 November): one turn answered in 1,200 s.
      message(open.id, "2026-10-30T10:00:00Z", "in"),
      message(open.id, "2026-10-30T10:20:00Z", "out", owner.id),
      // Outside both periods (answered then: the turn of 30 October begins on 30 October).
      message(open.id, "2026-09-01T10:00:00Z", "in"),
      message(open.id, "2026-09-01T10:05:00Z", "out", owner.id),
    ],
  });
  await db.conversation.update({ where: { id: mine.id }, data: { createdAt: at("2026-11-02T07:00:00Z") } });
  await db.conversation.update({ where: { id: open.id }, data: { createdAt: at("2026-10-30T10:00:00Z") } });
  return { companyId, sandboxId, owner, member, newYorker, otherChannelId };
}

const get = (headers: Headers, query: string) =>
  call(messagingRoute.GET, `/api/v1/analytics/messaging?${query}`, { headers });
const RANGE = "from=2026-11-02&to=2026-11-08";

async function analytics(headers: Headers, query = RANGE): Promise<MessagingAnalytics> {
  return okData<MessagingAnalytics>(await get(headers, query));
}

describe("GET /api/v1/analytics/messaging", () => {
  it("counts the range's messages per day in the viewer's zone, and the previous period", async () => {
    const data = await analytics(fixture.owner.headers);
    expect(data.range).toEqual({ from: "2026-11-02", to: "2026-11-08" });
    expect(data.previousRange).toEqual({ from: "2026-10-26", to: "2026-11-01" });
    expect(data.timeZone).toBe("Europe/Istanbul");
    expect(data.volume.sort((a, b) => a.day.localeCompare(b.day))).toEqual([
      { day: "2026-11-02", channelId: fixture.sandboxId, sent: 3, received: 3 },
      { day: "2026-11-04", channelId: fixture.sandboxId, sent: 1, received: 1 },
    ]);
    expect(data.totals.sent).toEqual({ value: 4, previous: 1 });
    expect(data.totals.received).toEqual({ value: 4, previous: 1 });
    expect(data.totals.conversationsOpened).toEqual({ value: 1, previous: 1 });
    expect(data.totals.conversationsResolved).toEqual({ value: 1, previous: 0 });
  });

  it("takes the median first response and resolution, overall and per member", async () => {
    const data = await analytics(fixture.owner.headers);
    expect(data.totals.firstResponseSeconds).toEqual({ value: 660, previous: 1200 });
    expect(data.totals.resolutionSeconds).toEqual({ value: 10_800, previous: null });
    const byId = new Map(data.members.map((row) => [row.userId, row]));
    expect(byId.get(fixture.member.id)).toMatchObject({
      firstResponseSeconds: 660,
      responses: 1,
      resolutionSeconds: 10_800,
      resolved: 1,
    });
    expect(byId.get(fixture.owner.id)).toMatchObject({ firstResponseSeconds: 1050, responses: 2, resolved: 0 });
  });

  it("maps inbound messages to weekday and hour in the viewer's zone", async () => {
    const data = await analytics(fixture.owner.headers);
    const cells = data.heatmap.map(({ weekday, hour, count }) => `${weekday}@${hour}:${count}`).sort();
    expect(cells).toEqual(["0@10:2", "0@12:1", "2@0:1"]);
  });

  it("puts 00:30 Istanbul time on the previous day for a viewer in New York", async () => {
    const data = await analytics(fixture.newYorker.headers);
    expect(data.timeZone).toBe("America/New_York");
    expect(data.volume.map((row) => row.day).sort()).toEqual(["2026-11-02", "2026-11-03"]);
    const cells = data.heatmap.map(({ weekday, hour, count }) => `${weekday}@${hour}:${count}`).sort();
    expect(cells).toEqual(["0@2:2", "0@4:1", "1@16:1"]);
  });

  it("shows a member only their own conversations and their own row", async () => {
    const data = await analytics(fixture.member.headers);
    expect(data.totals.received.value).toBe(3);
    expect(data.totals.sent.value).toBe(3);
    expect(data.totals.firstResponseSeconds.value).toBe(1230);
    expect(data.totals.customersAdded).toEqual({ value: null, previous: null });
    expect(data.members.map((row) => row.userId)).toEqual([fixture.member.id]);
  });

  it("answers an empty range with zeros and no comparison", async () => {
    const data = await analytics(fixture.owner.headers, "from=2025-01-01&to=2025-01-31");
    expect(data.volume).toEqual([]);
    expect(data.totals.sent).toEqual({ value: 0, previous: null });
    expect(data.totals.firstResponseSeconds).toEqual({ value: null, previous: null });
    expect(data.heatmap).toEqual([]);
    expect(data.members).toEqual([]);
  });

  it("filters by channel, and another company's channel is a 404", async () => {
    const own = await analytics(fixture.owner.headers, `${RANGE}&channels=${fixture.sandboxId}`);
    expect(own.totals.received.value).toBe(4);
    expect((await get(fixture.owner.headers, `${RANGE}&channels=${fixture.otherChannelId}`)).status).toBe(404);
    expect(
      (await get(fixture.owner.headers, `${RANGE}&channels=${fixture.sandboxId},${fixture.otherChannelId}`)).status,
    ).toBe(404);
  });

  it("refuses bad ranges with the field that is wrong", async () => {
    for (const [query, field] of [
      ["from=2026-11-02", "to"],
      ["from=2026-02-30&to=2026-03-01", "from"],
      ["from=2026-11-08&to=2026-11-02", "to"],
      ["from=2020-01-01&to=2026-01-01", "to"],
      ["from=yesterday&to=today", "from"],
    ] as const) {
      const response = await get(fixture.owner.headers, query);
      expect(response.status, query).toBe(400);
      expect(errorFields(response), query).toContain(field);
    }
  });

  it("gives the overview's cards the same figures", async () => {
    const response = await call(overviewRoute.GET, `/api/v1/analytics/overview?${RANGE}`, {
      headers: fixture.owner.headers,
    });
    const data = okData<AnalyticsOverview>(response);
    expect(data.messages).toEqual({ value: 8, previous: 2 });
    expect(data.firstResponseSeconds).toEqual({ value: 660, previous: 1200 });
    expect(data.campaignReadRate).toEqual({ value: null, previous: null });
    expect(data.setup).toMatchObject({ channels: 1, campaigns: 0 });
  });

  it("needs a session", async () => {
    expect((await get({}, RANGE)).status).toBe(401);
  });
});
