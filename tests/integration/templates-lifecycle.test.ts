import { afterAll, beforeAll, beforeEach, describe, expect, it } from "vitest";
import * as conversationMessages from "@/app/api/v1/conversations/[id]/messages/route";
import * as templatesRoute from "@/app/api/v1/templates/route";
import * as templateRoute from "@/app/api/v1/templates/[id]/route";
import * as submitRoute from "@/app/api/v1/templates/[id]/submit/route";
import * as testRoute from "@/app/api/v1/templates/[id]/test/route";
import * as bulkRoute from "@/app/api/v1/templates/bulk/route";
import * as exportRoute from "@/app/api/v1/templates/export/route";
import * as importRoute from "@/app/api/v1/templates/import/route";
import * as statsRoute from "@/app/api/v1/templates/stats/route";
import * as webhook from "@/app/api/v1/webhooks/meta/[channelId]/route";
import type { TemplateJson, TemplateListJson } from "@/lib/templates/types";
import { SANDBOX_DELAYS } from "@/lib/server/channels/providers/sandbox/sandbox-provider";
import { signWebhook } from "@/lib/server/channels/webhooks/signature";
import { db } from "@/lib/server/db";
import { companyWithSandbox, signedInUser } from "@/tests/helpers/factories";
import { GRAPH_ERRORS, STUB_IDS, STUB_TOKEN, graphStubForFile, type StubRequest } from "@/tests/helpers/graph-stub";
import { jobsSettled, runJobWorker } from "@/tests/helpers/jobs";
import { insertMediaFile, sample, temporaryStorage } from "@/tests/helpers/media";
import { call } from "@/tests/helpers/request";
import { validTemplateInput } from "@/tests/helpers/template-submissions";
import { stubWhatsAppChannel } from "@/tests/helpers/send-pipeline";

// A template's life (issue 17 → Lifecycle; meta.md §1.6–1.7), end to end with a job worker:
// DRAFT → PENDING → APPROVED | REJECTED (Meta's reason in words) through the sandbox, which judges
// by Meta's rules after a delay and answers by a template status webhook; and through the Graph API
// adapter against the local stub: the submission is Meta's payload, and Meta's status webhook
// (approved, rejected with a reason, paused, disabled) moves the template. Every change is kept with
// its time; delete removes the template from the provider too and is refused while a campaign uses
// it; export → import is the same template; usage count and last use come from real sends.

runJobWorker();
const storage = temporaryStorage("templates-lifecycle");
const stub = await graphStubForFile({ timeoutSeconds: 2 });
// The sandbox's delays, shortened (the order is what matters).
Object.assign(SANDBOX_DELAYS, { sent: 50, delivered: 100, read: 150, templateVerdict: 100 });
const APP_SECRET = "fedcba9876543210fedcba9876543210";

afterAll(async () => {
  storage.remove();
  await db.$disconnect();
});

type Headers = Record<string, string>;
const EN = { "accept-language": "en" };
const TR = { "accept-language": "tr" };

async function usersOf(companyId: string) {
  const as = async (role: "owner" | "member") => (await signedInUser(companyId, role, EN)).headers;
  return { owner: await as("owner"), member: await as("member") };
}

async function sandboxCompany() {
  const { companyId, sandboxId } = await companyWithSandbox();
  return { companyId, channelId: sandboxId, ...(await usersOf(companyId)) };
}

async function graphCompany() {
  const channel = await stubWhatsAppChannel(APP_SECRET);
  return { ...channel, ...(await usersOf(channel.companyId)) };
}

type Company = { companyId: string; channelId: string; owner: Headers; member: Headers };

const one = (id: string) => ({ params: { id } });
const templateOf = (response: { json: Record<string, unknown> | null }) =>
  (response.json!.data as { template: TemplateJson }).template;

async function create(company: Company, overrides: Record<string, unknown> = {}) {
  const response = await call(templatesRoute.POST, "/api/v1/templates", {
    headers: company.member,
    body: { channelId: company.channelId, ...validTemplateInput(overrides) },
  });
  expect(response.status, response.text).toBe(201);
  return templateOf(response);
}

async function read(company: Company, id: string, headers: Headers = company.member) {
  const response = await call(templateRoute.GET, `/api/v1/templates/${id}`, { headers, ...one(id) });
  expect(response.status, response.text).toBe(200);
  return templateOf(response);
}

const submit = (company: Company, id: string) =>
  call(submitRoute.POST, `/api/v1/templates/${id}/submit`, { method: "POST", headers: company.owner, ...one(id) });

const remove = (company: Company, id: string) =>
  call(templateRoute.DELETE, `/api/v1/templates/${id}`, { method: "DELETE", headers: company.owner, ...one(id) });

const statuses = (template: TemplateJson) => template.history.map((entry) => entry.status);

/** History times are real times, never going back. */
function expectTimesInOrder(template: TemplateJson) {
  const times = template.history.map((entry) => Date.parse(entry.at));
  expect(times.every((time) => Number.isFinite(time))).toBe(true);
  expect([...times].sort((a, b) => a - b)).toEqual(times);
}

describe("through the sandbox", () => {
  let acme: Company;
  beforeAll(async () => {
    acme = await sandboxCompany();
  });

  it("DRAFT → PENDING → APPROVED, each change kept with its time", async () => {
    const draft = await create(acme);
    expect(statuses(draft)).toEqual(["DRAFT"]);
    const submitted = await submit(acme, draft.id);
    expect(submitted.status, submitted.text).toBe(200);
    expect(templateOf(submitted)).toMatchObject({ status: "PENDING" });
    const row = await db.template.findUniqueOrThrow({ where: { id: draft.id } });
    expect(row.providerTemplateId).toMatch(/^sbx_/);

    await jobsSettled();
    const approved = await read(acme, draft.id);
    expect(approved).toMatchObject({ status: "APPROVED", rejectionReason: null, rejectionCode: null });
    expect(statuses(approved)).toEqual(["DRAFT", "PENDING", "APPROVED"]);
    expectTimesInOrder(approved);
    // Each change after the draft reached the live feed: open templates screens refresh on it.
    const events = await db.event.findMany({
      where: { companyId: acme.companyId, kind: "template.updated" },
      orderBy: { id: "asc" },
      select: { data: true },
    });
    expect(events.map((event) => event.data).filter((data) => JSON.stringify(data).includes(draft.id))).toEqual([
      { templateId: draft.id, status: "PENDING" },
      { templateId: draft.id, status: "APPROVED" },
    ]);
    // Approved is not submittable again.
    expect((await submit(acme, draft.id)).status).toBe(409);
  });

  it("a template Meta's rules reject → REJECTED with the reason in words; edited and sent again → APPROVED", async () => {
    // A TRANSACTIONAL (Meta: UTILITY) template that advertises: the form cannot know, Meta's review does.
    const promo = await create(acme, {
      bodyText: "Merhaba {{1}}, {{2}} numaralı siparişinize özel %20 indirim kuponu hediye!",
    });
    expect((await submit(acme, promo.id)).status).toBe(200);
    await jobsSettled();
    const rejected = await read(acme, promo.id);
    expect(rejected).toMatchObject({ status: "REJECTED", rejectionCode: "INCORRECT_CATEGORY" });
    expect(rejected.rejectionReason).toMatch(/category/i);
    expect(rejected.history.at(-1)).toMatchObject({ status: "REJECTED", reason: "INCORRECT_CATEGORY" });
    const inTurkish = await read(acme, promo.id, { ...acme.member, ...TR });
    expect(inTurkish.rejectionReason).not.toBe(rejected.rejectionReason);
    expect(inTurkish.rejectionReason).not.toBe("INCORRECT_CATEGORY");

    // The list shows the reason too, and filters by it.
    const list = await call(templatesRoute.GET, "/api/v1/templates?status=REJECTED", { headers: acme.member });
    const listed = (list.json!.data as TemplateListJson).templates.find((item) => item.id === promo.id);
    expect(listed?.rejectionReason).toBe(rejected.rejectionReason);

    // Moved to MARKETING, sent again (a rejected template may be): approved this time.
    const edited = await call(templateRoute.PUT, `/api/v1/templates/${promo.id}`, {
      method: "PUT",
      headers: acme.member,
      body: {
        channelId: acme.channelId,
        ...validTemplateInput({ name: promo.name, category: "MARKETING", bodyText: promo.bodyText }),
      },
      ...one(promo.id),
    });
    expect(edited.status, edited.text).toBe(200);
    expect(templateOf(edited).status).toBe("DRAFT");
    expect((await submit(acme, promo.id)).status).toBe(200);
    await jobsSettled();
    const approved = await read(acme, promo.id);
    expect(approved.status).toBe("APPROVED");
    expect(approved.rejectionReason).toBeNull();
    expect(statuses(approved)).toEqual(["DRAFT", "PENDING", "REJECTED", "DRAFT", "PENDING", "APPROVED"]);
    expectTimesInOrder(approved);
  });

  it("a template with an image header from the library is approved too (its file sent as the sample)", async () => {
    const file = await insertMediaFile({
      companyId: acme.companyId,
      type: "IMAGE",
      mimeType: "image/jpeg",
      bytes: await sample.jpeg(),
    });
    const template = await create(acme, { headerType: "IMAGE", headerMediaId: file.id, headerText: null });
    expect((await submit(acme, template.id)).status).toBe(200);
    await jobsSettled();
    expect(await read(acme, template.id)).toMatchObject({ status: "APPROVED", type: "IMAGE" });
  });

  it("the stats cards read last month from the history", async () => {
    const company = await sandboxCompany();
    const a = await create(company);
    const b = await create(company);
    await create(company);
    // a and b were approved last month; b was rejected since (its resubmission), a third is new.
    const lastMonth = new Date(Date.UTC(new Date().getUTCFullYear(), new Date().getUTCMonth(), 1) - 86_400_000);
    for (const id of [a.id, b.id]) {
      await db.templateStatusChange.updateMany({ where: { templateId: id }, data: { at: lastMonth } });
      const later = new Date(lastMonth.getTime() + 3_600_000);
      await db.templateStatusChange.create({ data: { templateId: id, status: "APPROVED", at: later } });
    }
    await db.template.update({ where: { id: a.id }, data: { status: "APPROVED" } });
    await db.templateStatusChange.create({ data: { templateId: b.id, status: "REJECTED", reason: "SCAM" } });
    await db.template.update({ where: { id: b.id }, data: { status: "REJECTED", rejectedReason: "SCAM" } });
    const response = await call(statsRoute.GET, "/api/v1/templates/stats", { headers: company.member });
    expect(response.json!.data).toEqual({
      total: 3,
      approved: 1,
      pending: 0,
      rejected: 1,
      changes: { total: 50, approved: -50, pending: null, rejected: null },
    });
  });

  it("delete: the sandbox lets it go; refused (409, naming the campaign) while a campaign uses it", async () => {
    const template = await create(acme);
    expect((await submit(acme, template.id)).status).toBe(200);
    await jobsSettled();

    // A scheduled campaign uses it (issue 19); a completed one would not stop the delete.
    const campaign = await db.campaign.create({
      data: { companyId: acme.companyId, name: "Yaz indirimi", templateId: template.id, status: "SCHEDULED" },
    });
    try {
      const refused = await remove(acme, template.id);
      expect(refused.status).toBe(409);
      expect(refused.json).toMatchObject({ code: "CONFLICT" });
      expect(refused.json!.message).toContain("Yaz indirimi");
      const bulk = await call(bulkRoute.POST, "/api/v1/templates/bulk", {
        headers: acme.owner,
        body: { action: "delete", ids: [template.id] },
      });
      expect(bulk.json!.data).toMatchObject({ done: 0, refused: 1 });
      expect((bulk.json!.data as { results: { message: string }[] }).results[0]!.message).toContain("Yaz indirimi");
      expect(await db.template.count({ where: { id: template.id } })).toBe(1);
    } finally {
      await db.campaign.update({ where: { id: campaign.id }, data: { status: "COMPLETED" } });
    }
    expect((await remove(acme, template.id)).status).toBe(200);
    expect(await db.template.count({ where: { id: template.id } })).toBe(0);
    expect(await db.templateStatusChange.count({ where: { templateId: template.id } })).toBe(0);
  });
});

/** A signed `message_template_status_update` webhook on a Meta channel, as Meta posts it. */
async function templateWebhook(
  company: { channelId: string },
  value: Record<string, unknown>,
  time = Math.floor(Date.now() / 1000),
) {
  const raw = JSON.stringify({
    object: "whatsapp_business_account",
    entry: [{ id: STUB_IDS.wabaId, time, changes: [{ field: "message_template_status_update", value }] }],
  });
  const response = await call(webhook.POST, `/api/v1/webhooks/meta/${company.channelId}`, {
    method: "POST",
    rawBody: raw,
    headers: { "content-type": "application/json", "x-hub-signature-256": signWebhook(raw, APP_SECRET) },
    params: { channelId: company.channelId },
  });
  expect(response.status, response.text).toBe(200);
  await jobsSettled();
}

const templateCalls = (method: string) =>
  stub.requests.filter(
    (request: StubRequest) => request.method === method && request.path.includes("message_templates"),
  );

describe("through the Graph API adapter (the stub)", () => {
  let acme: Awaited<ReturnType<typeof graphCompany>>;
  beforeAll(async () => {
    acme = await graphCompany();
  });
  beforeEach(() => stub.reset());

  async function submitted(overrides: Record<string, unknown> = {}) {
    const template = await create(acme, overrides);
    const response = await submit(acme, template.id);
    expect(response.status, response.text).toBe(200);
    const row = await db.template.findUniqueOrThrow({ where: { id: template.id } });
    return { ...template, providerTemplateId: row.providerTemplateId! };
  }

  const event = (template: { providerTemplateId: string; name: string }, fields: Record<string, unknown>) => ({
    message_template_id: Number(template.providerTemplateId),
    message_template_name: template.name,
    message_template_language: "tr",
    message_template_category: "UTILITY",
    reason: "NONE",
    ...fields,
  });

  it("submits Meta's payload: UTILITY for TRANSACTIONAL, components with examples, numbered per component", async () => {
    const template = await submitted();
    expect(template.providerTemplateId).toMatch(/^\d+$/);
    const [request] = templateCalls("POST");
    expect(request).toMatchObject({
      path: `/${STUB_IDS.wabaId}/message_templates`,
      authorization: `Bearer ${STUB_TOKEN}`,
    });
    expect(request!.body).toEqual({
      name: template.name,
      language: "tr",
      category: "UTILITY",
      components: [
        { type: "HEADER", format: "TEXT", text: "Sipariş {{1}}", example: { header_text: ["1042"] } },
        {
          type: "BODY",
          text: "Merhaba {{1}}, {{2}} numaralı siparişiniz kargoya verildi.",
          example: { body_text: [["Ayşe", "1042"]] },
        },
        { type: "FOOTER", text: "Kanal Mağaza" },
        {
          type: "BUTTONS",
          buttons: [
            {
              type: "URL",
              text: "Kargoyu izle",
              url: "https://kargo.example.com/t/{{1}}",
              example: ["https://kargo.example.com/t/1042"],
            },
            { type: "PHONE_NUMBER", text: "Bizi arayın", phone_number: "+905321234567" },
          ],
        },
      ],
    });
    const pending = await read(acme, template.id);
    expect(pending.status).toBe("PENDING");
  });

  it("an image header's file goes to Meta's Resumable Upload API first; its handle is the header's example", async () => {
    const png = await sample.png();
    const file = await insertMediaFile({
      companyId: acme.companyId,
      type: "IMAGE",
      mimeType: "image/png",
      name: "afis.png",
      bytes: png,
    });
    const template = await submitted({ headerType: "IMAGE", headerMediaId: file.id, headerText: null });
    const paths = stub.requests.map((request) => `${request.method} ${request.path}`);
    expect(paths).toEqual([
      "GET /app",
      `POST /${STUB_IDS.appId}/uploads`,
      expect.stringMatching(/^POST \/upload:/),
      `POST /${STUB_IDS.wabaId}/message_templates`,
    ]);
    expect(stub.requests[1]!.query).toMatchObject({
      file_name: "afis.png",
      file_length: String(png.byteLength),
      file_type: "image/png",
    });
    expect(stub.requests[2]).toMatchObject({ authorization: `OAuth ${STUB_TOKEN}`, size: png.byteLength });
    const header = (stub.requests[3]!.body as { components: Record<string, unknown>[] }).components[0];
    expect(header).toEqual({
      type: "HEADER",
      format: "IMAGE",
      example: { header_handle: [expect.stringMatching(/^4::/)] },
    });
    expect((await read(acme, template.id)).status).toBe("PENDING");

    // The file gone from the library (the template keeps its IMAGE header): nothing is submitted, and the answer says why.
    const gone = await create(acme, { headerType: "IMAGE", headerMediaId: file.id, headerText: null });
    await db.mediaFile.delete({ where: { id: file.id } });
    stub.reset();
    const refused = await submit(acme, gone.id);
    expect(refused.status).toBe(404);
    expect(templateCalls("POST")).toHaveLength(0);
  });

  it("Meta's status webhook: APPROVED, then PAUSED, APPROVED again, DISABLED; each once, with its time", async () => {
    const template = await submitted();
    const t0 = Math.floor(Date.now() / 1000) + 1;
    await templateWebhook(acme, event(template, { event: "APPROVED" }), t0);
    expect((await read(acme, template.id)).status).toBe("APPROVED");
    // Meta delivers at least once: the same event again changes nothing.
    await templateWebhook(acme, event(template, { event: "APPROVED" }), t0);
    await templateWebhook(
      acme,
      event(template, { event: "PAUSED", other_info: { title: "FIRST_PAUSE", description: "Low quality" } }),
      t0 + 10,
    );
    expect((await read(acme, template.id)).status).toBe("PAUSED");
    await templateWebhook(acme, event(template, { event: "REINSTATED" }), t0 + 20);
    expect((await read(acme, template.id)).status).toBe("APPROVED");
    // An event older than the current status arrives late: kept in the history, the status stays.
    await templateWebhook(acme, event(template, { event: "PAUSED" }), t0 + 15);
    expect((await read(acme, template.id)).status).toBe("APPROVED");
    await templateWebhook(
      acme,
      event(template, { event: "DISABLED", disable_info: { disable_date: String(t0 + 30) } }),
      t0 + 30,
    );
    const disabled = await read(acme, template.id);
    expect(disabled.status).toBe("DISABLED");
    expect(statuses(disabled)).toEqual(["DRAFT", "PENDING", "APPROVED", "PAUSED", "PAUSED", "APPROVED", "DISABLED"]);
    expect(disabled.history.at(-1)!.at).toBe(new Date((t0 + 30) * 1000).toISOString());
    expectTimesInOrder(disabled);
    // Disabled is not sendable.
    const test = await call(testRoute.POST, `/api/v1/templates/${template.id}/test`, {
      headers: acme.member,
      body: { to: "+905551112233" },
      ...one(template.id),
    });
    expect(test.status).toBe(409);
  });

  it("Meta's status webhook: REJECTED with Meta's reason, in words", async () => {
    const template = await submitted();
    await templateWebhook(
      acme,
      event(template, {
        event: "REJECTED",
        reason: "INVALID_FORMAT",
        rejection_info: { reason: "Your template has parameters placed next to each other.", recommendation: "…" },
      }),
    );
    const rejected = await read(acme, template.id);
    expect(rejected).toMatchObject({ status: "REJECTED", rejectionCode: "INVALID_FORMAT" });
    expect(rejected.rejectionReason).toMatch(/Invalid format/);
    expect(rejected.history.at(-1)).toMatchObject({ status: "REJECTED", reason: "INVALID_FORMAT" });
  });

  it("a webhook of another company's channel naming this template's Meta id changes nothing", async () => {
    const template = await submitted();
    const other = await graphCompany();
    await templateWebhook(other, event(template, { event: "APPROVED" }));
    expect((await read(acme, template.id)).status).toBe("PENDING");
  });

  it("an edited approved template is sent to Meta as an edit of the same template, not a second one", async () => {
    const template = await submitted();
    await templateWebhook(acme, event(template, { event: "APPROVED" }));
    const edited = await call(templateRoute.PUT, `/api/v1/templates/${template.id}`, {
      method: "PUT",
      headers: acme.owner,
      body: {
        channelId: acme.channelId,
        ...validTemplateInput({
          name: template.name,
          bodyText: "Merhaba {{1}}, {{2}} numaralı siparişiniz yola çıktı.",
        }),
      },
      ...one(template.id),
    });
    expect(templateOf(edited).status).toBe("DRAFT");
    stub.reset();
    expect((await submit(acme, template.id)).status).toBe(200);
    expect(templateCalls("POST")).toHaveLength(0);
    const [edit] = stub.requests.filter((request) => request.method === "POST");
    expect(edit).toMatchObject({ path: `/${template.providerTemplateId}` });
    expect((edit!.body as { components: { type: string; text?: string }[] }).components[1]).toMatchObject({
      type: "BODY",
      text: "Merhaba {{1}}, {{2}} numaralı siparişiniz yola çıktı.",
    });
    const row = await db.template.findUniqueOrThrow({ where: { id: template.id } });
    expect(row).toMatchObject({ status: "PENDING", providerTemplateId: template.providerTemplateId });
    await templateWebhook(acme, event(template, { event: "APPROVED" }), Math.floor(Date.now() / 1000) + 1);
    expect((await read(acme, template.id)).status).toBe("APPROVED");
  });

  it("delete removes it from Meta too; one Meta no longer has goes here too; a failure keeps it", async () => {
    const template = await submitted();
    expect((await remove(acme, template.id)).status).toBe(200);
    const [deleted] = templateCalls("DELETE");
    expect(deleted).toMatchObject({
      path: `/${STUB_IDS.wabaId}/message_templates`,
      query: { hsm_id: template.providerTemplateId, name: template.name },
    });
    expect(await db.template.count({ where: { id: template.id } })).toBe(0);
    // Meta no longer knows it either: asking for it is Meta's "does not exist".
    stub.reset();
    const gone = await fetch(`${stub.url}/${stub.version}/${template.providerTemplateId}`, {
      headers: { authorization: `Bearer ${STUB_TOKEN}` },
    });
    expect(((await gone.json()) as { error: { code: number } }).error.code).toBe(100);

    const failing = await submitted();
    stub.answerNext(GRAPH_ERRORS.serverError, (request) => request.method === "DELETE");
    const kept = await remove(acme, failing.id);
    expect(kept.status).toBe(503);
    expect(await db.template.count({ where: { id: failing.id } })).toBe(1);
    stub.answerNext(GRAPH_ERRORS.objectMissing, (request) => request.method === "DELETE");
    expect((await remove(acme, failing.id)).status).toBe(200);
    expect(await db.template.count({ where: { id: failing.id } })).toBe(0);
  });

  it("a draft never submitted is deleted without asking Meta", async () => {
    const template = await create(acme);
    expect((await remove(acme, template.id)).status).toBe(200);
    expect(templateCalls("DELETE")).toHaveLength(0);
  });
});

describe("export → import round trip", () => {
  it("every kind of template comes back equal, in a company of its own", async () => {
    const source = await sandboxCompany();
    const target = await sandboxCompany();
    await create(source);
    await create(source, {
      name: "yaz_kampanyasi",
      displayName: "Yaz kampanyası",
      category: "MARKETING",
      language: "en",
      headerType: "NONE",
      headerText: null,
      bodyText: "Hi {{1}}, *summer sale*: _everything_ is ~half~ price until {{2}}.",
      footerText: null,
      buttons: [
        { type: "QUICK_REPLY", text: "Stop" },
        { type: "QUICK_REPLY", text: "Tell me more" },
        { type: "URL", text: "Shop", url: "https://shop.example.com/{{3}}" },
      ],
      variables: [
        { name: "name", example: "Ayşe" },
        { name: "date", example: "31 August" },
        { name: "code", example: "SUMMER" },
      ],
    });
    await create(source, {
      name: "odeme_hatirlatma",
      displayName: "Ödeme hatırlatma",
      category: "UTILITY",
      language: "ar",
      headerType: "TEXT",
      headerText: "Ödeme",
      bodyText: "Sayın müşterimiz, ödemeniz alınmıştır. Teşekkür ederiz.",
      footerText: "Kanal",
      buttons: [],
      variables: [],
    });
    const exported = await call(exportRoute.GET, "/api/v1/templates/export", { headers: source.owner });
    const file = JSON.parse(exported.text) as Record<string, unknown>[];
    expect(file).toHaveLength(3);
    const imported = await call(importRoute.POST, "/api/v1/templates/import", {
      headers: target.owner,
      body: file,
    });
    expect(imported.json!.data, imported.text).toMatchObject({ imported: 3, skipped: 0 });
    const again = await call(importRoute.POST, "/api/v1/templates/import", { headers: target.owner, body: file });
    expect(again.json!.data).toMatchObject({ imported: 0, skipped: 3 });

    const fields = async (company: Company) => {
      const list = await call(templatesRoute.GET, "/api/v1/templates?sort=name", { headers: company.member });
      return (list.json!.data as TemplateListJson).templates.map((template) => ({
        name: template.name,
        displayName: template.displayName,
        category: template.category,
        language: template.language,
        headerType: template.headerType,
        headerText: template.headerText,
        bodyText: template.bodyText,
        footerText: template.footerText,
        buttons: template.buttons,
        variables: template.variables,
      }));
    };
    expect(await fields(target)).toEqual(await fields(source));
    const reExported = await call(exportRoute.GET, "/api/v1/templates/export", { headers: target.owner });
    const strip = (items: Record<string, unknown>[]) =>
      items.map(({ status: _status, ...rest }) => rest).sort((x, y) => String(x.name).localeCompare(String(y.name)));
    expect(strip(JSON.parse(reExported.text) as Record<string, unknown>[])).toEqual(strip(file));
  });
});

describe("usage count and last use come from real sends", () => {
  it("each template message sent counts once; a test send, a refused send and a replay do not", async () => {
    const company = await sandboxCompany();
    const template = await create(company);
    expect((await submit(company, template.id)).status).toBe(200);
    await jobsSettled();
    expect((await read(company, template.id)).status).toBe("APPROVED");

    const chats = [];
    for (const phone of ["905551110001", "905551110002"]) {
      const customer = await db.customer.create({
        data: { companyId: company.companyId, firstName: "Ayşe", lastName: "Yılmaz", phoneE164: phone },
      });
      chats.push(
        await db.conversation.create({
          data: {
            companyId: company.companyId,
            channelId: company.channelId,
            customerId: customer.id,
            contactAddress: phone,
          },
        }),
      );
    }
    const send = (conversationId: string, variables: Record<string, string>, key?: string) =>
      call(conversationMessages.POST, `/api/v1/conversations/${conversationId}/messages`, {
        headers: { ...company.member, ...(key ? { "idempotency-key": key } : {}) },
        body: { type: "template", templateId: template.id, variables },
        params: { id: conversationId },
      });
    const test = await call(testRoute.POST, `/api/v1/templates/${template.id}/test`, {
      headers: company.member,
      body: { to: "+905551119999" },
      ...one(template.id),
    });
    expect(test.status, test.text).toBe(200);
    const refused = await send(chats[0]!.id, { ad: "Ayşe" });
    expect(refused.status).toBe(400);
    expect((await read(company, template.id)).usageCount).toBe(0);

    const before = Date.now();
    expect((await send(chats[0]!.id, { ad: "Ayşe", "sipariş no": "7" }, "k-1")).status).toBe(202);
    expect((await send(chats[0]!.id, { ad: "Ayşe", "sipariş no": "7" }, "k-1")).status).toBe(202);
    expect((await send(chats[1]!.id, { "1": "Mehmet", "2": "8" })).status).toBe(202);
    await jobsSettled();

    // The sandbox's log holds what went out: the test and the two messages.
    const log = await db.sandboxMessage.findMany({ where: { channelId: company.channelId } });
    expect(log.map((row) => row.recipient).sort()).toEqual(["905551110001", "905551110002", "905551119999"]);
    const sent = await db.message.findMany({ where: { templateId: template.id } });
    expect(sent.map((message) => message.status).sort()).toEqual(["read", "read"]);

    const used = await read(company, template.id);
    expect(used.usageCount).toBe(2);
    expect(Date.parse(used.lastUsed!)).toBeGreaterThanOrEqual(before - 1000);
    const byUsage = await call(templatesRoute.GET, "/api/v1/templates?sort=usage", { headers: company.member });
    expect((byUsage.json!.data as TemplateListJson).templates[0]!.id).toBe(template.id);
  });
});
