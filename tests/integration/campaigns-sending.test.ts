import { randomBytes } from "node:crypto";
import { inboundText } from "@/tests/helpers/inbound-item";
import { NextRequest } from "next/server";
import { beforeAll, describe, expect, it } from "vitest";
import * as campaignsRoute from "@/app/api/v1/campaigns/route";
import * as launchRoute from "@/app/api/v1/campaigns/[id]/launch/route";
import * as pauseRoute from "@/app/api/v1/campaigns/[id]/pause/route";
import * as resumeRoute from "@/app/api/v1/campaigns/[id]/resume/route";
import * as cancelRoute from "@/app/api/v1/campaigns/[id]/cancel/route";
import * as unscheduleRoute from "@/app/api/v1/campaigns/[id]/unschedule/route";
import * as retryRoute from "@/app/api/v1/campaigns/[id]/retry/route";
import * as recipientsRoute from "@/app/api/v1/campaigns/[id]/recipients/route";
import * as trackedRoute from "@/app/r/[token]/route";
import { SANDBOX_TEST_NUMBERS } from "@/lib/channels/sandbox";
import type { AudienceJson, RecipientPage } from "@/lib/campaigns/types";
import { SANDBOX_DELAYS } from "@/lib/server/channels/providers/sandbox/sandbox-provider";
import { receiveMessage } from "@/lib/server/messages/receive-message";
import { db } from "@/lib/server/db";
import { campaignApi, campaignOf } from "@/tests/helpers/campaign-api";
import { campaignCompany, makeCustomers, type CampaignCompany } from "@/tests/helpers/campaigns";
import { runJobWorker } from "@/tests/helpers/jobs";
import { call } from "@/tests/helpers/request";
import { sleep, until } from "../helpers/until";

// A campaign's sending (issue 19), with a job worker and the sandbox: launch freezes the audience
// (one row per customer, skipped ones with why, variables rendered as they were); the lanes send
// through the pipeline and the sandbox's status webhooks flow to the recipients; pause, resume,
// cancel and unschedule from each state (409 from the wrong one); a scheduled campaign starts at its
// time; transient errors are retried up to the campaign's max retries, permanent ones not; "STOP"
// opts a customer out; the plan's monthly limit refuses a launch with the figures, or pauses a
// campaign that reaches it; replies, orders and tracked clicks mark the funnel.

runJobWorker();
Object.assign(SANDBOX_DELAYS, { sent: 20, delivered: 40, read: 60 });

type Headers = Record<string, string>;
let acme: CampaignCompany;

beforeAll(async () => {
  acme = await campaignCompany();
  // Room for the tests' sends: the plan's limit is its own test's.
  await db.company.update({ where: { id: acme.companyId }, data: { plan: "enterprise" } });
});

const one = (id: string) => ({ params: { id } });
const post = (handler: typeof launchRoute.POST, id: string, headers: Headers = acme.owner) =>
  campaignApi.act(handler, headers, id);
async function draftFor(company: CampaignCompany, customerIds: string[], overrides: Record<string, unknown> = {}) {
  const response = await call(campaignsRoute.POST, "/api/v1/campaigns", {
    headers: company.owner,
    body: {
      name: `Kampanya ${randomBytes(2).toString("hex")}`,
      channelId: company.sandboxId,
      templateId: company.template.id,
      variables: { "1": { field: "firstName" } },
      targetAudience: "CUSTOM_GROUP",
      selectedCustomers: customerIds,
      ...overrides,
    },
  });
  expect(response.status, response.text).toBe(201);
  return campaignOf(response);
}

const read = async (id: string, company = acme) => campaignOf(await campaignApi.read(company.member, id));
/** Waits until the campaign's run is over (COMPLETED) and answers it; `what` names the wait in a timeout. */
const untilCompleted = (id: string, what: string, company = acme, timeoutMs?: number) =>
  until(
    what,
    () => read(id, company),
    (c) => c.status === "COMPLETED",
    { timeoutMs },
  );

describe("launch and send", () => {
  it("freezes the audience with why each skipped one is, sends through the sandbox to read, and completes", async () => {
    const ids = await makeCustomers(acme.companyId, 12);
    await db.customer.update({ where: { id: ids[10]! }, data: { phone: null, phoneE164: null } });
    await db.customer.update({ where: { id: ids[11]! }, data: { marketingOptOut: true } });
    const draft = await draftFor(acme, ids);
    expect((await post(pauseRoute.POST, draft.id)).status).toBe(409);
    expect((await post(launchRoute.POST, draft.id, acme.member)).status).toBe(403);

    const launched = await post(launchRoute.POST, draft.id);
    expect(launched.status, launched.text).toBe(200);
    expect(launched.json!.data).toMatchObject({ recipients: 10, skipped: 2 });
    expect(launched.json!.message).toBe("Campaign launched: sending to 10 customers");
    // Frozen: a name changed after the launch is not what is sent.
    await db.customer.update({ where: { id: ids[0]! }, data: { firstName: "Değişti" } });
    const rows = await db.campaignRecipient.findMany({ where: { campaignId: draft.id } });
    expect(rows).toHaveLength(12);
    expect(
      rows
        .filter((row) => row.status === "skipped")
        .map((row) => row.skipReason)
        .sort(),
    ).toEqual(["noPhone", "optedOut"]);
    expect((await post(launchRoute.POST, draft.id)).status).toBe(409);

    const done = await until(
      "completed",
      () => read(draft.id),
      (c) => c.status === "COMPLETED" && c.counts.read === 10,
    );
    expect(done).toMatchObject({
      totalRecipients: 10,
      sentRecipients: 10,
      counts: { pending: 0, sending: 0, sent: 10, delivered: 10, read: 10, failed: 0, skipped: 2 },
      openRate: 100,
    });
    const first = await db.campaignRecipient.findFirstOrThrow({ where: { campaignId: draft.id, customerId: ids[0]! } });
    const message = await db.message.findUniqueOrThrow({ where: { id: first.messageId! } });
    expect(message.text).toBe("Merhaba Ad0, kasım indirimi başladı!");
    expect(first).toMatchObject({ status: "read", attempts: 1 });
    expect(first.sentAt && first.deliveredAt && first.readAt).toBeTruthy();
    // Exactly one provider send per recipient.
    const sentRows = await db.campaignRecipient.findMany({ where: { campaignId: draft.id, status: "read" } });
    const log = await db.sandboxMessage.count({
      where: { channelId: acme.sandboxId, callbackData: { in: sentRows.map((row) => row.messageId!) } },
    });
    expect(log).toBe(10);
    // Deleting the template is refused only while a campaign that is not over uses it (template-in-use.ts).
    const { campaignUsingTemplate } = await import("@/lib/server/templates/template-in-use");
    expect(await campaignUsingTemplate({ companyId: acme.companyId, templateId: acme.template.id })).toBeNull();
    const next = await draftFor(acme, ids);
    expect(await campaignUsingTemplate({ companyId: acme.companyId, templateId: acme.template.id })).toBe(next.name);
    await db.campaign.delete({ where: { id: next.id } });
  }, 40_000);

  it("marks replies and orders within 7 days, counts tracked clicks, and opts out on STOP", async () => {
    const ids = await makeCustomers(acme.companyId, 3);
    const campaign = await draftFor(acme, ids);
    await post(launchRoute.POST, campaign.id);
    await untilCompleted(campaign.id, "sent");
    const [a, b, c] = await Promise.all(
      ids.map((id) => db.customer.findUniqueOrThrow({ where: { id }, select: { id: true, phoneE164: true } })),
    );
    const inbound = (from: string, text: string) =>
      receiveMessage(inboundText(from, text), {
        eventId: "test",
        channelId: acme.sandboxId,
        companyId: acme.companyId,
      });
    // Meta's times are whole seconds: a reply in the second of the send (stored at that second's
    // start, before the send's milliseconds) is still a reply.
    const second = Math.floor(Date.now() / 1000) - 1;
    await db.campaignRecipient.updateMany({
      where: { campaignId: campaign.id, customerId: a!.id },
      data: { sentAt: new Date(second * 1000 + 700) },
    });
    await receiveMessage(
      { ...inboundText(a!.phoneE164!, "Merhaba, fiyatı nedir?"), timestamp: second },
      { eventId: "test", channelId: acme.sandboxId, companyId: acme.companyId },
    );
    await inbound(b!.phoneE164!, " İptal ");
    await db.customerOrder.create({
      data: {
        companyId: acme.companyId,
        customerId: c!.id,
        product: "Ayakkabı",
        amount: 100,
        currency: "TRY",
        orderedAt: new Date(),
      },
    });
    const recipient = await db.campaignRecipient.findFirstOrThrow({
      where: { campaignId: campaign.id, customerId: c!.id },
    });
    const open = (token: string) =>
      trackedRoute.GET(new NextRequest(`http://127.0.0.1:3000/r/${token}`), { params: Promise.resolve({ token }) });
    const click = await open(`${recipient.linkToken}0`);
    expect(click.status).toBe(302);
    expect(click.headers.get("location")).toBe("https://shop.example.com/kasim");
    expect((await open("nope")).status).toBe(404);
    expect((await open(`${recipient.linkToken}1`)).status).toBe(404);

    const after = await read(campaign.id);
    expect(after.counts).toMatchObject({ replied: 2, converted: 1, clicked: 1 });
    const replied = await db.campaignRecipient.findFirstOrThrow({
      where: { campaignId: campaign.id, customerId: a!.id },
    });
    expect(replied.repliedAt).toEqual(new Date(second * 1000 + 700));
    expect(after.clickRate).toBe(33.3);
    const optedOut = await db.customer.findUniqueOrThrow({ where: { id: b!.id } });
    expect(optedOut.marketingOptOut).toBe(true);
    expect(optedOut.marketingOptOutAt).not.toBeNull();
    const audience = await campaignApi.audience(acme.member, `type=CUSTOM_GROUP&customerIds=${ids.join(",")}`);
    expect((audience.json!.data as AudienceJson).skipped.optedOut).toBe(1);
  }, 40_000);
});

describe("pause, resume, cancel, unschedule", () => {
  it("pauses between batches, resumes where it stopped, cancels for good (pending skipped)", async () => {
    const ids = await makeCustomers(acme.companyId, 12);
    const campaign = await draftFor(acme, ids, {
      settings: { sendInBatches: true, batchSize: 5, delayBetweenBatches: 1 },
    });
    await post(launchRoute.POST, campaign.id);
    // The first batch goes; the next waits a minute.
    await until(
      "first batch",
      () => read(campaign.id),
      (c) => c.counts.sent === 5 && c.counts.sending === 0,
    );
    await sleep(300);
    expect((await read(campaign.id)).counts.pending).toBe(7);
    const paused = await post(pauseRoute.POST, campaign.id);
    expect(paused.status).toBe(200);
    expect(paused.json!.data).toMatchObject({ inFlight: 0, campaign: { status: "PAUSED" } });
    expect((await post(pauseRoute.POST, campaign.id)).status).toBe(409);
    expect((await post(unscheduleRoute.POST, campaign.id)).status).toBe(409);
    // The batch delay passes while paused: nothing is sent until it is resumed.
    await db.campaign.update({ where: { id: campaign.id }, data: { nextBatchAt: null } });
    await sleep(500);
    expect((await read(campaign.id)).counts.pending).toBe(7);
    expect((await post(resumeRoute.POST, campaign.id)).status).toBe(200);
    expect((await post(resumeRoute.POST, campaign.id)).status).toBe(409);
    await until(
      "second batch",
      () => read(campaign.id),
      (c) => c.counts.sent === 10 && c.counts.sending === 0,
    );
    expect((await campaignApi.remove(acme.owner, campaign.id)).status).toBe(409);
    const cancelled = await post(cancelRoute.POST, campaign.id);
    expect(cancelled.status).toBe(200);
    expect(campaignOf(cancelled)).toMatchObject({ status: "CANCELLED", counts: { pending: 0, sent: 10, skipped: 2 } });
    expect((await post(cancelRoute.POST, campaign.id)).status).toBe(409);
    expect((await post(resumeRoute.POST, campaign.id)).status).toBe(409);
    expect((await post(launchRoute.POST, campaign.id)).status).toBe(409);
    const skipped = await db.campaignRecipient.count({ where: { campaignId: campaign.id, skipReason: "cancelled" } });
    expect(skipped).toBe(2);
  }, 40_000);

  it("starts a scheduled campaign at its time; unschedules one back to a draft", async () => {
    const ids = await makeCustomers(acme.companyId, 3);
    const soon = new Date(Date.now() + 2_000);
    const campaign = await draftFor(acme, ids, { sendImmediately: false, scheduledFor: soon.toISOString() });
    const scheduled = await post(launchRoute.POST, campaign.id);
    expect(scheduled.status, scheduled.text).toBe(200);
    expect(scheduled.json!.message).toBe("Campaign scheduled: 3 customers will receive it");
    expect(campaignOf(scheduled)).toMatchObject({ status: "SCHEDULED", totalRecipients: 0 });
    expect(await db.campaignRecipient.count({ where: { campaignId: campaign.id } })).toBe(0);
    const started = await until(
      "started",
      () => db.campaign.findUniqueOrThrow({ where: { id: campaign.id } }),
      (c) => c.status !== "SCHEDULED",
    );
    expect(started.sentAt!.getTime()).toBeGreaterThanOrEqual(soon.getTime() - 1000);
    expect(started.sentAt!.getTime()).toBeLessThan(soon.getTime() + 60_000);
    await until(
      "completed",
      () => read(campaign.id),
      (c) => c.status === "COMPLETED" && c.counts.sent === 3,
    );

    const later = await draftFor(acme, ids, {
      sendImmediately: false,
      scheduledFor: new Date(Date.now() + 3_600_000).toISOString(),
    });
    const past = await draftFor(acme, ids, {
      sendImmediately: false,
      scheduledFor: new Date(Date.now() - 60_000).toISOString(),
    });
    expect((await post(launchRoute.POST, past.id)).status).toBe(400);
    expect((await post(launchRoute.POST, later.id)).status).toBe(200);
    expect((await post(pauseRoute.POST, later.id)).status).toBe(409);
    const unscheduled = await post(unscheduleRoute.POST, later.id);
    expect(unscheduled.status).toBe(200);
    expect(campaignOf(unscheduled).status).toBe("DRAFT");
    expect((await post(unscheduleRoute.POST, later.id)).status).toBe(409);
  }, 40_000);
});

describe("errors and retries", () => {
  it("retries a transient error up to max retries, fails a permanent one at once; retry-failed is a new run", async () => {
    const company = await campaignCompany();
    await db.company.update({ where: { id: company.companyId }, data: { plan: "enterprise" } });
    const numbers = [SANDBOX_TEST_NUMBERS.rateLimited, SANDBOX_TEST_NUMBERS.notOnWhatsApp];
    const ids = await makeCustomers(company.companyId, 3, (index) =>
      index < 2 ? { phone: numbers[index]!.slice(2), phoneE164: numbers[index]! } : {},
    );
    const campaign = await draftFor(company, ids, { settings: { retryFailed: true, maxRetries: 1 } });
    await post(launchRoute.POST, campaign.id, company.owner);
    const done = await untilCompleted(campaign.id, "completed", company, 30_000);
    expect(done.counts).toMatchObject({ sent: 1, failed: 2 });
    const rows = await db.campaignRecipient.findMany({
      where: { campaignId: campaign.id },
      orderBy: { customerId: "asc" },
    });
    const of = (customerId: string) => rows.find((row) => row.customerId === customerId)!;
    expect(of(ids[0]!)).toMatchObject({ status: "failed", attempts: 2, errorCode: 130429 });
    expect(of(ids[1]!)).toMatchObject({
      status: "failed",
      attempts: 1,
      errorCode: 131026,
      errorReason: "undeliverable",
    });
    expect(["sent", "delivered", "read"]).toContain(of(ids[2]!).status);

    // Retry the failed ones: a new run over those two only; the one who got it is not touched.
    const sentBefore = await db.sandboxMessage.count({ where: { channelId: company.sandboxId } });
    const retried = await post(retryRoute.POST, campaign.id, company.owner);
    expect(retried.status, retried.text).toBe(200);
    expect(retried.json!.data).toMatchObject({ retried: 2, campaign: { run: 2, status: "ACTIVE" } });
    await untilCompleted(campaign.id, "run 2 over", company, 30_000);
    const got = of(ids[2]!);
    const again = await db.campaignRecipient.findFirstOrThrow({ where: { id: got.id } });
    expect(again.messageId).toBe(got.messageId);
    expect(again.run).toBe(1);
    expect(await db.sandboxMessage.count({ where: { channelId: company.sandboxId } })).toBe(sentBefore);
    // The not-on-WhatsApp customer is unreachable for the next campaign.
    const audience = await campaignApi.audience(company.member, `type=CUSTOM_GROUP&customerIds=${ids.join(",")}`);
    expect((audience.json!.data as AudienceJson).skipped.unreachable).toBe(1);
  }, 60_000);
});

describe("the plan's monthly message limit", () => {
  it("refuses a launch that would pass it, with the figures; pauses a running campaign that reaches it", async () => {
    const company = await campaignCompany(); // basic: 1,000 messages a month
    const [customer] = await makeCustomers(company.companyId, 1);
    const conversation = await db.conversation.create({
      data: {
        companyId: company.companyId,
        channelId: company.sandboxId,
        customerId: customer!,
        contactAddress: "905000000001",
      },
    });
    const sent = (count: number) =>
      db.message.createMany({
        data: Array.from({ length: count }, () => ({
          companyId: company.companyId,
          conversationId: conversation.id,
          channelId: company.sandboxId,
          direction: "out" as const,
          type: "text" as const,
          text: "x",
          status: "sent" as const,
        })),
      });
    await sent(990);
    const ids = await makeCustomers(company.companyId, 15);
    const big = await draftFor(company, ids);
    const refused = await post(launchRoute.POST, big.id, company.owner);
    expect(refused.status).toBe(409);
    expect(refused.json!.message).toBe(
      "This would pass the monthly message limit: your plan has 1,000 messages, 990 were sent this month, the campaign would send 15",
    );
    expect(await db.campaignRecipient.count({ where: { campaignId: big.id } })).toBe(0);

    const small = await draftFor(company, ids.slice(0, 8), {
      settings: { sendInBatches: true, batchSize: 3, delayBetweenBatches: 1 },
    });
    expect((await post(launchRoute.POST, small.id, company.owner)).status).toBe(200);
    await until(
      "first batch",
      () => read(small.id, company),
      (c) => c.counts.sent === 3 && c.counts.sending === 0,
    );
    await sent(5); // others used the room meanwhile: 1,000 − 998 = 2 sends left
    await post(pauseRoute.POST, small.id, company.owner);
    await db.campaign.update({ where: { id: small.id }, data: { nextBatchAt: null } }); // the batch delay is over
    await post(resumeRoute.POST, small.id, company.owner);
    const paused = await until(
      "paused at the limit",
      () => read(small.id, company),
      (c) => c.status === "PAUSED",
    );
    expect(paused.pausedReason).toBe("planLimit");
    expect(paused.counts).toMatchObject({ sent: 5, pending: 3, sending: 0 });
  }, 40_000);
});

describe("recipients", () => {
  it("lists them by status, mark and search in cursor pages, and as CSV; another company's is a 404", async () => {
    const ids = await makeCustomers(acme.companyId, 6, (index) =>
      index === 0
        ? { phone: null, phoneE164: null }
        : index === 1
          ? { phone: "5550000026", phoneE164: SANDBOX_TEST_NUMBERS.notOnWhatsApp }
          : index === 2
            ? { firstName: "Şükrü", lastName: "Öztürk", searchText: "sukru ozturk" }
            : {},
    );
    const campaign = await draftFor(acme, ids);
    await post(launchRoute.POST, campaign.id);
    await untilCompleted(campaign.id, "completed");
    const list = async (query: string, headers: Headers = acme.member) =>
      call(recipientsRoute.GET, `/api/v1/campaigns/${campaign.id}/recipients${query}`, {
        headers,
        ...one(campaign.id),
      });
    const page = async (query: string) => {
      const response = await list(query);
      expect(response.status, response.text).toBe(200);
      return response.json!.data as RecipientPage;
    };
    const failed = await page("?status=failed");
    expect(failed.recipients).toHaveLength(1);
    expect(failed.recipients[0]).toMatchObject({ status: "failed", error: { code: 131026, reason: "undeliverable" } });
    const skipped = await page("?status=skipped");
    expect(skipped.recipients.map((row) => row.skipReason)).toEqual(["noPhone"]);
    expect((await page("?search=sukru")).recipients.map((row) => row.customer.lastName)).toEqual(["Öztürk"]);
    const seen: string[] = [];
    let cursor: string | null = "";
    while (cursor !== null) {
      const next: RecipientPage = await page(`?limit=4${cursor ? `&cursor=${cursor}` : ""}`);
      seen.push(...next.recipients.map((row) => row.id));
      cursor = next.nextCursor;
    }
    expect(new Set(seen).size).toBe(6);
    expect((await list("?status=nope")).status).toBe(400);
    const csv = await recipientsRoute.GET(
      new NextRequest(`http://127.0.0.1:3000/api/v1/campaigns/${campaign.id}/recipients?format=csv`, {
        headers: acme.member,
      }),
      { params: Promise.resolve({ id: campaign.id }) },
    );
    expect(csv.status).toBe(200);
    expect(csv.headers.get("content-type")).toContain("text/csv");
    const lines = (await csv.text())
      .replace(/^\uFEFF/, "")
      .trim()
      .split("\r\n");
    expect(lines[0]).toBe(
      "First name,Last name,E-mail,Phone,Status,Reason,Attempts,Sent,Delivered,Read,Failed,Clicked,Replied,Converted",
    );
    expect(lines).toHaveLength(7);
    expect(lines.some((line) => line.includes("No phone number"))).toBe(true);
    const other = await campaignCompany();
    expect((await list("", other.owner)).status).toBe(404);
  }, 40_000);
});
