import { beforeAll, describe, expect, it } from "vitest";
import * as campaignsRoute from "@/app/api/v1/campaigns/route";
import * as campaignRoute from "@/app/api/v1/campaigns/[id]/route";
import * as statsRoute from "@/app/api/v1/campaigns/stats/route";
import * as customerRoute from "@/app/api/v1/customers/[id]/route";
import * as launchRoute from "@/app/api/v1/campaigns/[id]/launch/route";
import * as pauseRoute from "@/app/api/v1/campaigns/[id]/pause/route";
import * as resumeRoute from "@/app/api/v1/campaigns/[id]/resume/route";
import * as cancelRoute from "@/app/api/v1/campaigns/[id]/cancel/route";
import * as unscheduleRoute from "@/app/api/v1/campaigns/[id]/unschedule/route";
import * as retryRoute from "@/app/api/v1/campaigns/[id]/retry/route";
import * as recipientsRoute from "@/app/api/v1/campaigns/[id]/recipients/route";
import type { AudienceJson, CampaignPage } from "@/lib/campaigns/types";
import { db } from "@/lib/server/db";
import { campaignApi, campaignOf } from "@/tests/helpers/campaign-api";
import { approvedTemplate, campaignCompany, makeCustomers, type CampaignCompany } from "@/tests/helpers/campaigns";
import { createSandboxChannel, customerData } from "@/tests/helpers/factories";
import { queueingWithStorage } from "@/tests/helpers/jobs";
import { call, errorFields, fieldErrors } from "@/tests/helpers/request";

// The campaigns API's drafts (issue 19, api.md → Campaigns): create, read, edit, list with its
// filters, stats, duplicate, delete; the spec's ranges and messages; only an APPROVED template of the
// chosen channel; another company's campaign, channel, template, group or customer a 404; members
// read, owners and admins write; each audience type's count against a hand-built fixture; the
// marketing consent on customers.

queueingWithStorage("campaigns-api");

type Headers = Record<string, string>;
let acme: CampaignCompany;
let other: CampaignCompany;

beforeAll(async () => {
  acme = await campaignCompany();
  other = await campaignCompany();
});

const body = (company: CampaignCompany, overrides: Record<string, unknown> = {}) => ({
  name: "Kasım indirimi",
  description: "Tüm müşterilere",
  type: "MARKETING",
  channelId: company.sandboxId,
  templateId: company.template.id,
  variables: { "1": { field: "firstName" } },
  targetAudience: "ALL_CUSTOMERS",
  sendImmediately: true,
  ...overrides,
});
const create = (headers: Headers, payload: unknown) =>
  call(campaignsRoute.POST, "/api/v1/campaigns", { headers, body: payload });
const one = (id: string) => ({ params: { id } });

async function draft(company: CampaignCompany, overrides: Record<string, unknown> = {}) {
  const response = await create(company.owner, body(company, overrides));
  expect(response.status, response.text).toBe(201);
  return campaignOf(response);
}

describe("create and read", () => {
  it("saves a draft with the spec's defaults and answers it whole", async () => {
    const campaign = await draft(acme);
    expect(campaign).toMatchObject({
      name: "Kasım indirimi",
      type: "MARKETING",
      status: "DRAFT",
      channel: { id: acme.sandboxId, kind: "whatsapp" },
      template: { id: acme.template.id, status: "APPROVED" },
      targetAudience: "ALL_CUSTOMERS",
      sendImmediately: true,
      scheduledFor: null,
      settings: { sendInBatches: false, batchSize: 100, delayBetweenBatches: 5, retryFailed: true, maxRetries: 3 },
      totalRecipients: 0,
      sentRecipients: 0,
      openRate: 0,
      counts: { pending: 0, sent: 0, skipped: 0 },
    });
    const read = await call(campaignRoute.GET, `/api/v1/campaigns/${campaign.id}`, {
      headers: acme.member,
      ...one(campaign.id),
    });
    expect(read.status).toBe(200);
    expect(campaignOf(read).id).toBe(campaign.id);
  });

  it("refuses out-of-range settings with the spec's ranges, each on its field", async () => {
    const response = await create(
      acme.owner,
      body(acme, { settings: { sendInBatches: true, batchSize: 1001, delayBetweenBatches: 0, maxRetries: 11 } }),
    );
    expect(response.status).toBe(400);
    expect(errorFields(response).sort()).toEqual(
      ["settings.batchSize", "settings.delayBetweenBatches", "settings.maxRetries"].sort(),
    );
    expect(fieldErrors(response).map((error) => error.message)).toContain("Batch size must be between 1 and 1000");
    const turkish = await create(
      { ...acme.owner, "accept-language": "tr" },
      body(acme, { name: " ", settings: { maxRetries: 0 } }),
    );
    expect(fieldErrors(turkish)).toEqual(
      expect.arrayContaining([
        { field: "name", message: "Kampanya adı zorunludur" },
        { field: "settings.maxRetries", message: "En fazla deneme 1 ile 10 arasında olmalıdır" },
      ]),
    );
    for (const [settings, ok] of [
      [{ batchSize: 1, delayBetweenBatches: 1, maxRetries: 1 }, true],
      [{ batchSize: 1000, delayBetweenBatches: 60, maxRetries: 10 }, true],
      [{ batchSize: 0 }, false],
      [{ batchSize: 2.5 }, false],
      [{ delayBetweenBatches: 61 }, false],
    ] as const) {
      const answer = await create(acme.owner, body(acme, { settings }));
      expect(answer.status, JSON.stringify(settings)).toBe(ok ? 201 : 400);
    }
  });

  it("needs a date for a scheduled send and a choice for a custom group; drops a send-now's date", async () => {
    const scheduled = await create(acme.owner, body(acme, { sendImmediately: false }));
    expect(errorFields(scheduled)).toEqual(["scheduledFor"]);
    const custom = await create(acme.owner, body(acme, { targetAudience: "CUSTOM_GROUP" }));
    expect(errorFields(custom)).toEqual(["selectedGroups"]);
    const now = await draft(acme, { scheduledFor: "2030-01-01T10:00:00.000Z" });
    expect(now.scheduledFor).toBeNull();
    const later = await draft(acme, { sendImmediately: false, scheduledFor: "2030-01-01T10:00:00.000+03:00" });
    expect(later.scheduledFor).toBe("2030-01-01T07:00:00.000Z");
  });

  it("takes only an APPROVED template of the chosen channel", async () => {
    const pending = await approvedTemplate(acme.companyId, acme.sandboxId, "PENDING");
    const notApproved = await create(acme.owner, body(acme, { templateId: pending.id }));
    expect(notApproved.status).toBe(400);
    expect(errorFields(notApproved)).toEqual(["templateId"]);
    const messenger = await createSandboxChannel(acme.companyId, "messenger", "Sayfa");
    const otherChannel = await create(acme.owner, body(acme, { channelId: messenger.id }));
    expect(otherChannel.status).toBe(400);
    expect(errorFields(otherChannel)).toEqual(["templateId"]);
    const unknownVariable = await create(acme.owner, body(acme, { variables: { "2": { text: "x" } } }));
    expect(errorFields(unknownVariable)).toEqual(["variables.2"]);
  });

  it("answers 404 for another company's channel, template, group or customer in the body", async () => {
    const group = await db.customerGroup.create({ data: { companyId: other.companyId, name: "Başka" } });
    const [customer] = await makeCustomers(other.companyId, 1);
    for (const overrides of [
      { channelId: other.sandboxId, templateId: null },
      { templateId: other.template.id },
      { targetAudience: "CUSTOM_GROUP", selectedGroups: [group.id] },
      { targetAudience: "CUSTOM_GROUP", selectedCustomers: [customer] },
    ]) {
      const response = await create(acme.owner, body(acme, overrides));
      expect(response.status, JSON.stringify(overrides)).toBe(404);
    }
  });
});

describe("roles and companies", () => {
  it("lets members read and refuses them every write", async () => {
    const campaign = await draft(acme);
    expect((await create(acme.member, body(acme))).status).toBe(403);
    expect((await create(acme.admin, body(acme))).status).toBe(201);
    const put = await campaignApi.update(acme.member, campaign.id, body(acme));
    expect(put.status).toBe(403);
    const del = await campaignApi.remove(acme.member, campaign.id);
    expect(del.status).toBe(403);
    const dup = await campaignApi.duplicate(acme.member, campaign.id);
    expect(dup.status).toBe(403);
    const list = await call(campaignsRoute.GET, "/api/v1/campaigns", { headers: acme.member });
    expect(list.status).toBe(200);
  });

  it("answers 404 for another company's campaign on every verb", async () => {
    const theirs = await draft(other);
    const read = await campaignApi.read(acme.owner, theirs.id);
    const put = await campaignApi.update(acme.owner, theirs.id, body(acme));
    const del = await campaignApi.remove(acme.owner, theirs.id);
    const dup = await campaignApi.duplicate(acme.owner, theirs.id);
    expect([read.status, put.status, del.status, dup.status]).toEqual([404, 404, 404, 404]);
    for (const action of [launchRoute, pauseRoute, resumeRoute, cancelRoute, unscheduleRoute, retryRoute]) {
      const answer = await campaignApi.act(action.POST, acme.owner, theirs.id);
      expect(answer.status).toBe(404);
      const member = await campaignApi.act(action.POST, acme.member, theirs.id);
      expect(member.status).toBe(403);
    }
    const recipients = await call(recipientsRoute.GET, "/x", { headers: acme.member, ...one(theirs.id) });
    expect(recipients.status).toBe(404);
    expect(await db.campaign.count({ where: { id: theirs.id } })).toBe(1);
  });
});

describe("edit, duplicate, delete, list and stats", () => {
  it("edits a draft, refuses to edit or delete from the wrong state (409)", async () => {
    const campaign = await draft(acme);
    const put = await campaignApi.update(
      acme.owner,
      campaign.id,
      body(acme, { name: "Yeni ad", settings: { sendInBatches: true, batchSize: 250 } }),
    );
    expect(put.status, put.text).toBe(200);
    expect(campaignOf(put)).toMatchObject({ name: "Yeni ad", settings: { sendInBatches: true, batchSize: 250 } });
    await db.campaign.update({ where: { id: campaign.id }, data: { status: "ACTIVE" } });
    const again = await campaignApi.update(acme.owner, campaign.id, body(acme));
    expect(again.status).toBe(409);
    const del = await campaignApi.remove(acme.owner, campaign.id);
    expect(del.status).toBe(409);
    await db.campaign.update({ where: { id: campaign.id }, data: { status: "COMPLETED" } });
    const done = await campaignApi.remove(acme.owner, campaign.id);
    expect(done.status).toBe(200);
    expect(await db.campaign.count({ where: { id: campaign.id } })).toBe(0);
  });

  it("duplicates as a new draft", async () => {
    const campaign = await draft(acme, { name: "Orijinal", settings: { maxRetries: 7 } });
    const response = await campaignApi.duplicate(acme.admin, campaign.id);
    expect(response.status).toBe(201);
    expect(campaignOf(response)).toMatchObject({
      name: "Orijinal (kopya)",
      status: "DRAFT",
      settings: { maxRetries: 7 },
    });
  });

  it("lists with search, type, status and pages; the stats count each status", async () => {
    const company = await campaignCompany();
    await draft(company, { name: "Yılbaşı kampanyası", type: "MARKETING" });
    await draft(company, { name: "Kargo bildirimi", type: "NOTIFICATION" });
    const done = await draft(company, { name: "Eylül", type: "TRANSACTIONAL" });
    await db.campaign.update({ where: { id: done.id }, data: { status: "COMPLETED" } });
    const list = async (query: string) => {
      const response = await call(campaignsRoute.GET, `/api/v1/campaigns${query}`, { headers: company.member });
      expect(response.status, response.text).toBe(200);
      return response.json!.data as CampaignPage;
    };
    expect((await list("")).pagination.total).toBe(3);
    expect((await list("?search=yilbasi")).campaigns.map((c) => c.name)).toEqual(["Yılbaşı kampanyası"]);
    expect((await list("?type=NOTIFICATION")).campaigns.map((c) => c.name)).toEqual(["Kargo bildirimi"]);
    expect((await list("?status=COMPLETED")).campaigns.map((c) => c.name)).toEqual(["Eylül"]);
    const paged = await list("?limit=2&page=2");
    expect(paged.campaigns).toHaveLength(1);
    expect(paged.pagination).toEqual({ page: 2, limit: 2, total: 3, totalPages: 2 });
    const bad = await call(campaignsRoute.GET, "/api/v1/campaigns?status=NOPE&limit=0", { headers: company.member });
    expect(bad.status).toBe(400);
    const stats = await call(statsRoute.GET, "/api/v1/campaigns/stats", { headers: company.member });
    expect(stats.json!.data).toEqual({ total: 3, active: 0, scheduled: 0, completed: 1 });
  });
});

describe("audience", () => {
  it("counts each audience type against a hand-built fixture, with the skipped and why", async () => {
    const company = await campaignCompany();
    const { companyId, sandboxId } = company;
    const day = 86_400_000;
    const ago = (days: number) => new Date(Date.now() - days * day);
    const vip = await db.customerGroup.create({ data: { companyId, name: "Grup A" } });
    const make = (name: string, extra: Record<string, unknown> = {}) =>
      db.customer.create({
        data: { companyId, ...customerData(name, "Test", `${name}-${companyId}@test.kanal`), ...extra },
      });
    const phone = (n: number) => ({ phone: `53200000${n}`, phoneE164: `9053200000${n}` });
    // a: subscriber, VIP, recent order (10 days) → RECENT, not ACTIVE (order > 7 days), not INACTIVE
    const a = await make("a", { ...phone(1), marketingOptIn: true, tags: ["VIP"], groupId: vip.id });
    await db.customerOrder.create({
      data: { companyId, customerId: a.id, product: "x", amount: 10, currency: "TRY", orderedAt: ago(10) },
    });
    // b: wrote 2 days ago → ACTIVE; opted out → skipped in marketing
    const b = await make("b", { ...phone(2), marketingOptOut: true, tags: ["vip"] });
    await db.conversation.create({
      data: {
        companyId,
        channelId: sandboxId,
        customerId: b.id,
        contactAddress: "9053200000" + "2",
        lastInboundAt: ago(2),
      },
    });
    // c: no phone; nothing for 40 days → INACTIVE
    const c = await make("c", { groupId: vip.id });
    // d: order 3 days ago → ACTIVE and RECENT; same number as a → duplicatePhone
    const d = await make("d", { ...phone(1) });
    await db.customerOrder.create({
      data: { companyId, customerId: d.id, product: "y", amount: 5, currency: "TRY", orderedAt: ago(3) },
    });
    // e: phone that is not a number → unreachable; wrote 40 days ago → INACTIVE; subscriber
    const e = await make("e", { phone: "12", phoneE164: null, marketingOptIn: true });
    await db.conversation.create({
      data: { companyId, channelId: sandboxId, customerId: e.id, contactAddress: "x-e", lastInboundAt: ago(40) },
    });

    const count = async (query: string) => {
      const response = await campaignApi.audience(company.member, query);
      expect(response.status, response.text).toBe(200);
      return response.json!.data as AudienceJson;
    };
    const all = await count("type=ALL_CUSTOMERS");
    expect(all).toEqual({
      total: 5,
      recipients: 1,
      skipped: { noPhone: 1, optedOut: 1, unreachable: 1, duplicatePhone: 1 },
    });
    // A transactional campaign does not leave out the opted-out.
    expect((await count("type=ALL_CUSTOMERS&campaignType=TRANSACTIONAL")).skipped.optedOut).toBe(0);
    expect((await count("type=NEWSLETTER_SUBSCRIBERS")).total).toBe(2);
    expect((await count("type=VIP_CUSTOMERS")).total).toBe(2);
    expect((await count("type=RECENT_ORDERS")).total).toBe(2);
    expect((await count("type=ACTIVE_USERS")).total).toBe(2);
    expect((await count("type=INACTIVE_USERS")).total).toBe(2);
    expect((await count(`type=CUSTOM_GROUP&groupIds=${vip.id}`)).total).toBe(2);
    // A customer in the group and chosen by hand counts once.
    expect((await count(`type=CUSTOM_GROUP&groupIds=${vip.id}&customerIds=${a.id},${b.id}`)).total).toBe(3);
    void c;
    const [theirCustomer] = await makeCustomers(other.companyId, 1);
    const theirs = await campaignApi.audience(company.member, `type=CUSTOM_GROUP&customerIds=${theirCustomer}`);
    expect(theirs.status).toBe(404);
    const otherChannel = await campaignApi.audience(company.member, `channelId=${other.sandboxId}`);
    expect(otherChannel.status).toBe(404);
  });
  it("refuses to launch an audience with no one to send to, now or scheduled: nothing frozen, still a draft", async () => {
    const company = await campaignCompany();
    // One customer, skipped for having no phone: the audience matches someone but sends to no one.
    await db.customer.create({
      data: {
        companyId: company.companyId,
        ...customerData("Telefonsuz", "Test", `nophone-${company.companyId}@test.kanal`),
      },
    });
    const now = await draft(company);
    const later = await draft(company, {
      sendImmediately: false,
      scheduledFor: new Date(Date.now() + 86_400_000).toISOString(),
    });
    for (const campaign of [now, later]) {
      const launch = await campaignApi.act(launchRoute.POST, company.owner, campaign.id);
      expect(launch.status, launch.text).toBe(400);
      expect(launch.json).toMatchObject({
        success: false,
        code: "VALIDATION_ERROR",
        message: "This audience has no customer to send to",
      });
      expect(await db.campaign.findUnique({ where: { id: campaign.id } })).toMatchObject({ status: "DRAFT" });
      expect(await db.campaignRecipient.count({ where: { campaignId: campaign.id } })).toBe(0);
    }
  });
});

describe("marketing consent on customers", () => {
  it("stamps the opt-in's date and source and the opt-out's date; clears them when turned off", async () => {
    const [id] = await makeCustomers(acme.companyId, 1);
    const put = (payload: unknown) =>
      call(customerRoute.PUT, "/x", { method: "PUT", headers: acme.member, body: payload, ...one(id!) });
    const optIn = await put({ marketingOptIn: true, marketingOptInSource: "checkout" });
    expect(optIn.status, optIn.text).toBe(200);
    const data = optIn.json!.data as Record<string, unknown>;
    expect(data).toMatchObject({ marketingOptIn: true, marketingOptInSource: "checkout", marketingOptOut: false });
    expect(typeof data.marketingOptInAt).toBe("string");
    const optOut = (await put({ marketingOptOut: true })).json!.data as Record<string, unknown>;
    expect(optOut.marketingOptOutAt).toEqual(expect.any(String));
    expect(optOut.marketingOptInAt).toBe(data.marketingOptInAt);
    const off = (await put({ marketingOptIn: false, marketingOptOut: false })).json!.data as Record<string, unknown>;
    expect(off).toMatchObject({ marketingOptInAt: null, marketingOptInSource: null, marketingOptOutAt: null });
    expect((await put({ marketingOptIn: "yes" })).status).toBe(400);
  });
});
