import { beforeAll, describe, expect, it } from "vitest";
import * as conversationMessages from "@/app/api/v1/conversations/[id]/messages/route";
import * as templatesRoute from "@/app/api/v1/templates/route";
import * as templateRoute from "@/app/api/v1/templates/[id]/route";
import * as submitRoute from "@/app/api/v1/templates/[id]/submit/route";
import * as duplicateRoute from "@/app/api/v1/templates/[id]/duplicate/route";
import * as testRoute from "@/app/api/v1/templates/[id]/test/route";
import * as bulkRoute from "@/app/api/v1/templates/bulk/route";
import * as exportRoute from "@/app/api/v1/templates/export/route";
import * as importRoute from "@/app/api/v1/templates/import/route";
import * as statsRoute from "@/app/api/v1/templates/stats/route";
import type { TemplateJson, TemplateListJson } from "@/lib/templates/types";
import { db } from "@/lib/server/db";
import { mediaInUse } from "@/lib/server/media/media-in-use";
import { companyWithSandbox, signedInUser } from "@/tests/helpers/factories";
import { queueingWithStorage } from "@/tests/helpers/jobs";
import { insertMediaFile } from "@/tests/helpers/media";
import { call, errorFields } from "@/tests/helpers/request";
import { validTemplateInput } from "@/tests/helpers/template-submissions";

// The templates API (issue 17, api.md → Templates): every endpoint and its bad input, the builder's
// rules enforced by the route, another company's template a 404 on every verb, members create and
// edit drafts while owners and admins submit, delete and import; export → import round trip; an
// approved template queued as a message through POST /conversations/{id}/messages. No worker runs
// here (the lifecycle with webhooks is templates-lifecycle.test.ts).

queueingWithStorage("templates-api");

type Headers = Record<string, string>;
const EN = { "accept-language": "en" };

async function makeCompany() {
  const company = await companyWithSandbox();
  const as = async (role: "owner" | "admin" | "member") => (await signedInUser(company.companyId, role, EN)).headers;
  return { ...company, owner: await as("owner"), admin: await as("admin"), member: await as("member") };
}

type Company = Awaited<ReturnType<typeof makeCompany>>;
let acme: Company;
let other: Company;

beforeAll(async () => {
  acme = await makeCompany();
  other = await makeCompany();
});

const create = (headers: Headers, body: unknown) => call(templatesRoute.POST, "/api/v1/templates", { headers, body });
const one = (id: string) => ({ params: { id } });
const templateOf = (response: { json: Record<string, unknown> | null }) =>
  (response.json!.data as { template: TemplateJson }).template;

async function created(company: Company, overrides: Record<string, unknown> = {}) {
  const response = await create(company.member, validTemplateInput(overrides));
  expect(response.status, response.text).toBe(201);
  return templateOf(response);
}

async function approve(id: string) {
  await db.template.update({ where: { id }, data: { status: "APPROVED", statusAt: new Date() } });
  await db.templateStatusChange.create({ data: { templateId: id, status: "APPROVED" } });
}

describe("create, read, update", () => {
  it("a member creates a draft; the answer is api.md's shape", async () => {
    const template = await created(acme);
    expect(template).toMatchObject({
      displayName: "Kargo bildirimi",
      category: "TRANSACTIONAL",
      language: "tr",
      status: "DRAFT",
      type: "TEXT",
      channel: { id: acme.sandboxId },
      headerType: "TEXT",
      headerText: "Sipariş {{2}}",
      footerText: "Kanal Mağaza",
      usageCount: 0,
      lastUsed: null,
      rejectionReason: null,
      headerMedia: null,
    });
    expect(template.history.map((entry) => entry.status)).toEqual(["DRAFT"]);
    const read = await call(templateRoute.GET, `/api/v1/templates/${template.id}`, {
      headers: acme.member,
      ...one(template.id),
    });
    expect(templateOf(read).id).toBe(template.id);
  });

  it("refuses what the form refuses, on its fields, in the caller's language", async () => {
    const response = await create(acme.member, {
      ...validTemplateInput(),
      name: "Bad Name",
      bodyText: "{{1}} merhaba",
      footerText: "Kod {{1}}",
      buttons: [
        { type: "PHONE_NUMBER", text: "Ara", phone_number: "0532" },
        { type: "URL", text: "x", url: "http://x.example.com" },
        { type: "QUICK_REPLY", text: "a" },
      ],
    });
    expect(response.status).toBe(400);
    expect(errorFields(response)).toEqual(
      expect.arrayContaining(["name", "bodyText", "footerText", "buttons.0.phone_number", "buttons.1.url"]),
    );
    const four = { type: "QUICK_REPLY", text: "a" };
    const tooMany = await create(acme.member, { ...validTemplateInput(), buttons: [four, four, four, four] });
    expect(errorFields(tooMany)).toEqual(["buttons"]);
    const tr = await create({ ...acme.member, "accept-language": "tr" }, { ...validTemplateInput(), name: "Kötü Ad" });
    expect((tr.json!.errors as { field: string; message: string }[])[0]).toEqual({
      field: "name",
      message: "Sadece küçük harf, rakam ve alt çizgi kullanın",
    });
  });

  it("refuses bad JSON, unknown options, a foreign channel or file, a file of the wrong type", async () => {
    expect((await create(acme.member, { ...validTemplateInput(), language: "xx" })).status).toBe(400);
    expect((await create(acme.member, { ...validTemplateInput(), category: "AUTHENTICATION" })).status).toBe(400);
    expect((await create(acme.member, { ...validTemplateInput(), channelId: other.sandboxId })).status).toBe(404);
    const foreignFile = await insertMediaFile({ companyId: other.companyId, type: "IMAGE", mimeType: "image/png" });
    const image = { headerType: "IMAGE", headerText: null, headerMediaId: foreignFile.id };
    expect((await create(acme.member, validTemplateInput(image))).status).toBe(404);
    const doc = await insertMediaFile({ companyId: acme.companyId, type: "DOCUMENT", mimeType: "application/pdf" });
    const wrong = await create(acme.member, validTemplateInput({ ...image, headerMediaId: doc.id }));
    expect(wrong.status).toBe(400);
    expect(errorFields(wrong)).toEqual(["headerMediaId"]);
  });

  it("name is unique per company and language (409 on the field), free in another language or company", async () => {
    const first = await created(acme);
    const clash = await create(acme.member, validTemplateInput({ name: first.name }));
    expect(clash.status).toBe(409);
    expect(errorFields(clash)).toEqual(["name"]);
    expect((await create(acme.member, validTemplateInput({ name: first.name, language: "en" }))).status).toBe(201);
    expect((await create(other.member, validTemplateInput({ name: first.name }))).status).toBe(201);
  });

  it("an image header from the library; the file counts it as used", async () => {
    const file = await insertMediaFile({ companyId: acme.companyId, type: "IMAGE", mimeType: "image/png" });
    const template = await created(acme, { headerType: "IMAGE", headerText: "ignored", headerMediaId: file.id });
    expect(template).toMatchObject({ type: "IMAGE", headerText: null, headerMedia: { id: file.id, type: "IMAGE" } });
    expect((await mediaInUse({ companyId: acme.companyId, fileIds: [file.id] })).get(file.id)!.templates).toBe(1);
  });

  it("editing: members edit drafts; an approved template is for owners and admins and goes back to DRAFT", async () => {
    const template = await created(acme);
    const put = (headers: Headers, body: unknown) =>
      call(templateRoute.PUT, `/api/v1/templates/${template.id}`, {
        method: "PUT",
        headers,
        body,
        ...one(template.id),
      });
    const edited = await put(acme.member, validTemplateInput({ name: template.name, displayName: "Yeni ad" }));
    expect(edited.status, edited.text).toBe(200);
    expect(templateOf(edited)).toMatchObject({ displayName: "Yeni ad", status: "DRAFT" });
    await approve(template.id);
    expect((await put(acme.member, validTemplateInput({ name: template.name }))).status).toBe(403);
    const back = await put(
      acme.admin,
      validTemplateInput({ name: template.name, bodyText: "Merhaba {{1}}, sipariş {{2}} hazır ve yolda." }),
    );
    expect(back.status).toBe(200);
    expect(back.json!.message).toMatch(/approval again/);
    expect(templateOf(back).status).toBe("DRAFT");
    expect(templateOf(back).history.map((entry) => entry.status)).toEqual(["DRAFT", "APPROVED", "DRAFT"]);
  });
});

describe("list, counts, stats", () => {
  let company: Company;
  beforeAll(async () => {
    company = await makeCompany();
    await created(company, {
      name: "sipariş_yok".replace("ş", "s"),
      displayName: "Şükran günü kampanyası",
      category: "MARKETING",
    });
    await created(company, { name: "kargo_bilgisi", displayName: "Kargo bilgisi", language: "en" });
    const c = await created(company, {
      name: "odeme_hatirlatma",
      displayName: "Ödeme hatırlatması",
      category: "UTILITY",
    });
    await approve(c.id);
  });

  const list = (query = "") =>
    call(templatesRoute.GET, `/api/v1/templates${query}`, { headers: company.member }).then(
      (response) => response.json!.data as TemplateListJson,
    );

  it("lists with counts by category and status", async () => {
    const all = await list();
    expect(all.pagination).toMatchObject({ total: 3, page: 1 });
    expect(all.counts.byCategory).toMatchObject({ all: 3, MARKETING: 1, TRANSACTIONAL: 1, UTILITY: 1 });
    expect(all.counts.byStatus).toMatchObject({ all: 3, DRAFT: 2, APPROVED: 1 });
  });

  it("search is Turkish-insensitive on name and display name; filters narrow", async () => {
    expect((await list("?search=sukran")).templates.map((t) => t.displayName)).toEqual(["Şükran günü kampanyası"]);
    expect((await list("?search=ODEME")).templates).toHaveLength(1);
    expect((await list("?search=kargo%20bilgisi")).templates).toHaveLength(1);
    expect((await list("?language=en")).templates.map((t) => t.name)).toEqual(["kargo_bilgisi"]);
    const approved = await list("?status=APPROVED");
    expect(approved.templates.map((t) => t.name)).toEqual(["odeme_hatirlatma"]);
    // The status counts ignore the status filter; the category counts follow it.
    expect(approved.counts.byStatus.all).toBe(3);
    expect(approved.counts.byCategory.all).toBe(1);
    expect((await list("?category=MARKETING&sort=name&page=1&limit=1")).templates).toHaveLength(1);
    expect((await list(`?channel=${company.sandboxId}`)).templates).toHaveLength(3);
  });

  it("refuses bad queries", async () => {
    for (const query of ["?status=NOPE", "?limit=0", "?limit=999", "?sort=size", "?page=-1"]) {
      const response = await call(templatesRoute.GET, `/api/v1/templates${query}`, { headers: company.member });
      expect(response.status, query).toBe(400);
    }
  });

  it("stats: the four cards, no change when last month had none", async () => {
    const response = await call(statsRoute.GET, "/api/v1/templates/stats", { headers: company.member });
    expect(response.json!.data).toEqual({
      total: 3,
      approved: 1,
      pending: 0,
      rejected: 0,
      changes: { total: null, approved: null, pending: null, rejected: null },
    });
  });
});

describe("another company's template is a 404 on every verb; roles", () => {
  it("404 everywhere", async () => {
    const theirs = await created(other);
    const id = theirs.id;
    const path = `/api/v1/templates/${id}`;
    const answers = await Promise.all([
      call(templateRoute.GET, path, { headers: acme.owner, ...one(id) }),
      call(templateRoute.PUT, path, { method: "PUT", headers: acme.owner, body: validTemplateInput(), ...one(id) }),
      call(templateRoute.DELETE, path, { method: "DELETE", headers: acme.owner, ...one(id) }),
      call(submitRoute.POST, `${path}/submit`, { method: "POST", headers: acme.owner, ...one(id) }),
      call(duplicateRoute.POST, `${path}/duplicate`, { method: "POST", headers: acme.owner, ...one(id) }),
      call(testRoute.POST, `${path}/test`, { headers: acme.owner, body: { to: "+905551112233" }, ...one(id) }),
    ]);
    expect(answers.map((answer) => answer.status)).toEqual([404, 404, 404, 404, 404, 404]);
    const bulk = await call(bulkRoute.POST, "/api/v1/templates/bulk", {
      headers: acme.owner,
      body: { action: "delete", ids: [id] },
    });
    expect(bulk.json!.data).toMatchObject({ done: 0, refused: 1 });
    const exported = await call(exportRoute.GET, `/api/v1/templates/export?ids=${id}`, { headers: acme.owner });
    expect(JSON.parse(exported.text)).toEqual([]);
    expect(await db.template.count({ where: { id } })).toBe(1);
  });

  it("members may not submit, delete, import or bulk-delete; they may duplicate", async () => {
    const mine = await created(acme);
    const path = `/api/v1/templates/${mine.id}`;
    expect(
      (await call(submitRoute.POST, `${path}/submit`, { method: "POST", headers: acme.member, ...one(mine.id) }))
        .status,
    ).toBe(403);
    expect(
      (await call(templateRoute.DELETE, path, { method: "DELETE", headers: acme.member, ...one(mine.id) })).status,
    ).toBe(403);
    expect((await call(importRoute.POST, "/api/v1/templates/import", { headers: acme.member, body: [] })).status).toBe(
      403,
    );
    const bulk = await call(bulkRoute.POST, "/api/v1/templates/bulk", {
      headers: acme.member,
      body: { action: "delete", ids: [mine.id] },
    });
    expect(bulk.status).toBe(403);
    const copy = await call(duplicateRoute.POST, `${path}/duplicate`, {
      method: "POST",
      headers: acme.member,
      ...one(mine.id),
    });
    expect(copy.status).toBe(201);
    expect(templateOf(copy)).toMatchObject({ name: `${mine.name}_copy`, status: "DRAFT", usageCount: 0 });
    const again = await call(duplicateRoute.POST, `${path}/duplicate`, {
      method: "POST",
      headers: acme.member,
      ...one(mine.id),
    });
    expect(templateOf(again).name).toBe(`${mine.name}_copy_2`);
  });
});

describe("delete, bulk", () => {
  it("an owner deletes a draft", async () => {
    const template = await created(acme);
    const response = await call(templateRoute.DELETE, `/api/v1/templates/${template.id}`, {
      method: "DELETE",
      headers: acme.owner,
      ...one(template.id),
    });
    expect(response.status).toBe(200);
    expect(await db.template.count({ where: { id: template.id } })).toBe(0);
  });

  it("bulk duplicate and delete answer per id, with a summary", async () => {
    const a = await created(acme);
    const b = await created(acme);
    const copy = await call(bulkRoute.POST, "/api/v1/templates/bulk", {
      headers: acme.admin,
      body: { action: "duplicate", ids: [a.id, b.id, "missing"] },
    });
    expect(copy.json).toMatchObject({ message: "2 succeeded, 1 refused", data: { done: 2, refused: 1 } });
    const gone = await call(bulkRoute.POST, "/api/v1/templates/bulk", {
      headers: acme.admin,
      body: { action: "delete", ids: [a.id, b.id] },
    });
    expect(gone.json!.data).toMatchObject({ done: 2, refused: 0 });
    expect(
      (await call(bulkRoute.POST, "/api/v1/templates/bulk", { headers: acme.admin, body: { action: "x", ids: [] } }))
        .status,
    ).toBe(400);
  });

  it("bulk submit refuses what is already approved, saying why", async () => {
    const template = await created(acme);
    await approve(template.id);
    const response = await call(bulkRoute.POST, "/api/v1/templates/bulk", {
      headers: acme.admin,
      body: { action: "submit", ids: [template.id] },
    });
    expect(response.json!.data).toMatchObject({ done: 0, refused: 1, results: [{ id: template.id, ok: false }] });
    expect((response.json!.data as { results: { message: string }[] }).results[0]!.message).toMatch(/APPROVED/);
  });
});

describe("export and import in Meta's format", () => {
  it("round trip: what is exported imports as equal templates, and nothing twice", async () => {
    const source = await makeCompany();
    const file = await insertMediaFile({ companyId: source.companyId, type: "IMAGE", mimeType: "image/png" });
    const a = await created(source);
    const b = await created(source, {
      category: "MARKETING",
      language: "en",
      headerType: "IMAGE",
      headerMediaId: file.id,
      bodyText: "Hello {{1}}, our summer sale is on: *20% off* everything.",
      footerText: null,
      buttons: [{ type: "PHONE_NUMBER", text: "Call us", phone_number: "+905321234567" }],
      variables: [{ name: "name", example: "Ayşe" }],
    });
    const exported = await call(exportRoute.GET, `/api/v1/templates/export?ids=${a.id},${b.id}`, {
      headers: source.owner,
    });
    expect(exported.headers.get("content-disposition")).toMatch(/attachment/);
    const file1 = JSON.parse(exported.text) as Record<string, unknown>[];
    expect(file1).toHaveLength(2);
    expect(file1[0]).toMatchObject({
      name: a.name,
      language: "tr",
      category: "UTILITY",
      parameter_format: "POSITIONAL",
    });
    const body = (file1[0]!.components as Record<string, unknown>[]).find((component) => component.type === "BODY");
    expect(body).toMatchObject({ example: { body_text: [["Ayşe", "1042"]] } });

    // Back into the same company: both are already there.
    const twice = await call(importRoute.POST, "/api/v1/templates/import", { headers: source.owner, body: file1 });
    expect(twice.json!.data).toMatchObject({ imported: 0, skipped: 2 });

    // Into a fresh company (the file travels with its `kanal` part; the image is the source's, so
    // it imports where the file exists: delete the header id for the foreign company).
    await db.template.deleteMany({ where: { companyId: source.companyId } });
    const imported = await call(importRoute.POST, "/api/v1/templates/import", { headers: source.owner, body: file1 });
    expect(imported.json!.data, imported.text).toMatchObject({ imported: 2, skipped: 0 });
    const again = await call(exportRoute.GET, "/api/v1/templates/export", { headers: source.owner });
    const file2 = JSON.parse(again.text) as Record<string, unknown>[];
    const strip = (items: Record<string, unknown>[]) =>
      items.map(({ status: _status, ...rest }) => rest).sort((x, y) => String(x.name).localeCompare(String(y.name)));
    expect(strip(file2)).toEqual(strip(file1));
  });

  it("imports Meta's own export (data[], no kanal part), reporting each refusal", async () => {
    const company = await makeCompany();
    const meta = {
      data: [
        {
          name: "shipping_update",
          language: "tr",
          category: "UTILITY",
          status: "APPROVED",
          id: "123",
          components: [
            { type: "HEADER", format: "TEXT", text: "Kargo {{1}}", example: { header_text: ["TR-1042"] } },
            { type: "BODY", text: "Merhaba {{1}}, kargonuz yola çıktı.", example: { body_text: [["Ayşe"]] } },
            {
              type: "BUTTONS",
              buttons: [
                {
                  type: "URL",
                  text: "Takip",
                  url: "https://kargo.example.com/{{1}}",
                  example: ["https://kargo.example.com/ABC"],
                },
              ],
            },
          ],
        },
        { name: "otp", language: "tr", category: "AUTHENTICATION", components: [{ type: "BODY", text: "x" }] },
        {
          name: "Bad Name",
          language: "tr",
          category: "MARKETING",
          components: [{ type: "BODY", text: "Merhaba dünya" }],
        },
        {
          name: "carousel_x",
          language: "tr",
          category: "MARKETING",
          components: [{ type: "BODY", text: "a b" }, { type: "CAROUSEL" }],
        },
        "nonsense",
      ],
    };
    const response = await call(importRoute.POST, "/api/v1/templates/import", { headers: company.admin, body: meta });
    expect(response.status, response.text).toBe(200);
    const data = response.json!.data as {
      imported: number;
      results: { ok: boolean; name?: string; message: string }[];
    };
    expect(data.results.map((result) => result.ok)).toEqual([true, false, false, false, false]);
    const row = await db.template.findFirstOrThrow({
      where: { companyId: company.companyId, name: "shipping_update" },
    });
    expect(row).toMatchObject({
      headerText: "Kargo {{2}}",
      body: "Merhaba {{1}}, kargonuz yola çıktı.",
      status: "DRAFT",
      variables: [
        { name: "var_1", example: "Ayşe" },
        { name: "var_2", example: "TR-1042" },
        { name: "var_3", example: "ABC" },
      ],
      buttons: [{ type: "URL", text: "Takip", url: "https://kargo.example.com/{{3}}" }],
    });
    expect(data.results[1]!.message).toMatch(/AUTHENTICATION/);
    expect(data.results[2]!.message).toMatch(/lowercase/);
    expect(data.results[3]!.message).toMatch(/CAROUSEL/);
  });

  it("refuses a body that is not a list of templates", async () => {
    expect(
      (await call(importRoute.POST, "/api/v1/templates/import", { headers: acme.owner, body: { x: 1 } })).status,
    ).toBe(400);
    expect((await call(importRoute.POST, "/api/v1/templates/import", { headers: acme.owner, body: [] })).status).toBe(
      400,
    );
  });
});

describe("sending an approved template", () => {
  async function conversation(company: Company) {
    const phone = `905${String(Math.floor(Math.random() * 1e9)).padStart(9, "0")}`;
    const customer = await db.customer.create({
      data: { companyId: company.companyId, firstName: "Ayşe", lastName: "Yılmaz", phoneE164: phone },
    });
    return db.conversation.create({
      data: {
        companyId: company.companyId,
        channelId: company.sandboxId,
        customerId: customer.id,
        contactAddress: phone,
        lastInboundAt: new Date(Date.now() - 48 * 3600 * 1000),
      },
    });
  }
  const send = (company: Company, conversationId: string, body: unknown) =>
    call(conversationMessages.POST, `/api/v1/conversations/${conversationId}/messages`, {
      headers: company.member,
      body,
      params: { id: conversationId },
    });

  it("queues it outside the 24-hour window with Meta's components, and counts the use", async () => {
    const file = await insertMediaFile({ companyId: acme.companyId, type: "IMAGE", mimeType: "image/png" });
    const template = await created(acme, { headerType: "IMAGE", headerMediaId: file.id });
    const chat = await conversation(acme);
    const draft = await send(acme, chat.id, { type: "template", templateId: template.id, variables: {} });
    expect(draft.status).toBe(409);
    expect(draft.json!.message).toMatch(/not approved/);
    await approve(template.id);
    const missing = await send(acme, chat.id, { type: "template", templateId: template.id, variables: { ad: "Ayşe" } });
    expect(missing.status).toBe(400);
    expect(errorFields(missing)).toEqual(["variables.sipariş no"]);
    const unknown = await send(acme, chat.id, {
      type: "template",
      templateId: template.id,
      variables: { ad: "A", "2": "1", x: "y" },
    });
    expect(errorFields(unknown)).toEqual(["variables.x"]);
    const sent = await send(acme, chat.id, {
      type: "template",
      templateId: template.id,
      variables: { "2": "2077", ad: "Ayşe" },
    });
    expect(sent.status, sent.text).toBe(202);
    const message = await db.message.findFirstOrThrow({ where: { conversationId: chat.id } });
    expect(message).toMatchObject({
      type: "template",
      text: "Merhaba Ayşe, 2077 numaralı siparişiniz kargoya verildi.",
      templateId: template.id,
      templateName: template.name,
      templateLanguage: "tr",
      templateVariables: { ad: "Ayşe", "sipariş no": "2077" },
      templateComponents: [
        { type: "header", parameters: [{ type: "image", image: { kanalMediaFileId: file.id } }] },
        {
          type: "body",
          parameters: [
            { type: "text", text: "Ayşe" },
            { type: "text", text: "2077" },
          ],
        },
        { type: "button", sub_type: "url", index: "0", parameters: [{ type: "text", text: "2077" }] },
      ],
    });
    const row = await db.template.findUniqueOrThrow({ where: { id: template.id } });
    expect(row.usageCount).toBe(1);
    expect(row.lastUsedAt).not.toBeNull();
  });

  it("another company's template is a 404 on the send", async () => {
    const theirs = await created(other);
    await approve(theirs.id);
    const chat = await conversation(acme);
    const response = await send(acme, chat.id, { type: "template", templateId: theirs.id, variables: {} });
    expect(response.status).toBe(404);
  });
});
