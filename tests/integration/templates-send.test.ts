import { afterAll, beforeAll, describe, expect, it } from "vitest";
import * as templatesRoute from "@/app/api/v1/templates/route";
import * as sendRoute from "@/app/api/v1/templates/[id]/send/route";
import type { TemplateJson, TemplateSendJson } from "@/lib/templates/types";
import { TEMPLATE_SEND_MAX_RECIPIENTS } from "@/lib/validation/templates";
import { db } from "@/lib/server/db";
import { stopProducer } from "@/lib/server/jobs/boss";
import { sendQueuedMessage } from "@/lib/server/messages/send-message";
import { companyWithSandbox, signedInUser } from "@/tests/helpers/factories";
import { ownJobsSchema } from "@/tests/helpers/jobs";
import { call, callRaw, errorFields } from "@/tests/helpers/request";

// POST /api/v1/templates/{id}/send (issue 17 → "send message"): an approved template to chosen
// customers and groups, each in their conversation on the template's channel (found or made), one
// template message queued per customer through the pipeline; customers without a phone skipped and
// reported; ≤ 1,000 recipients; members may send; another company's template, customer or group is
// a 404; not approved is a 409. No worker runs: one queued message is sent by calling the job.

ownJobsSchema();

afterAll(async () => {
  await stopProducer();
  await db.$disconnect();
});

type Headers = Record<string, string>;
const EN = { "accept-language": "en" };

async function makeCompany(name?: string) {
  const { companyId, sandboxId } = await companyWithSandbox(name);
  const { headers: member } = await signedInUser(companyId, "member", EN);
  return { companyId, channelId: sandboxId, member };
}
type Company = Awaited<ReturnType<typeof makeCompany>>;

let counter = 0;
async function approvedTemplate(company: Company, overrides: Record<string, unknown> = {}) {
  const response = await call(templatesRoute.POST, "/api/v1/templates", {
    headers: company.member,
    body: {
      name: `siparis_hazir_${++counter}`,
      displayName: "Sipariş hazır",
      category: "TRANSACTIONAL",
      bodyText: "Merhaba {{1}}, {{2}} numaralı siparişiniz hazır.",
      buttons: [],
      variables: [
        { name: "ad", example: "Ayşe" },
        { name: "sipariş", example: "1042" },
      ],
      ...overrides,
    },
  });
  expect(response.status, response.text).toBe(201);
  const template = (response.json!.data as { template: TemplateJson }).template;
  await db.template.update({ where: { id: template.id }, data: { status: "APPROVED" } });
  return template;
}

let phones = 0;
const newPhone = () => `90555${String(Date.now() % 1e5).padStart(5, "0")}${String(++phones).padStart(2, "0")}`;

function customer(company: Company, data: Record<string, unknown> = {}) {
  return db.customer.create({
    data: { companyId: company.companyId, firstName: "Ayşe", lastName: "Yılmaz", phoneE164: newPhone(), ...data },
  });
}

const send = (company: Company, id: string, body: unknown, headers: Headers = {}) =>
  call(sendRoute.POST, `/api/v1/templates/${id}/send`, {
    headers: { ...company.member, ...headers },
    body,
    params: { id },
  });
const dataOf = (response: { json: Record<string, unknown> | null }) => response.json!.data as TemplateSendJson;

const MAPPING = { "1": { field: "firstName" }, "2": { text: "1042" } };

let acme: Company;
let other: Company;
beforeAll(async () => {
  acme = await makeCompany("Acme Mağaza");
  other = await makeCompany();
});

describe("sending an approved template to customers and groups", () => {
  it("a member queues one message per customer, in their conversation on the template's channel", async () => {
    const template = await approvedTemplate(acme);
    const group = await db.customerGroup.create({ data: { companyId: acme.companyId, name: `VIP ${++counter}` } });
    const ayse = await customer(acme, { firstName: "Ayşe" });
    const mehmet = await customer(acme, { firstName: "Mehmet", groupId: group.id });
    const zeynep = await customer(acme, { firstName: "Zeynep", groupId: group.id });
    const noPhone = await customer(acme, { firstName: "Can", phoneE164: null, groupId: group.id });
    // Ayşe already talks to the company there: her conversation is used, not a second one.
    const existing = await db.conversation.create({
      data: {
        companyId: acme.companyId,
        channelId: acme.channelId,
        customerId: ayse.id,
        contactAddress: ayse.phoneE164!,
      },
    });

    const response = await send(acme, template.id, {
      customerIds: [ayse.id, mehmet.id],
      groupIds: [group.id],
      variables: MAPPING,
    });
    expect(response.status, response.text).toBe(202);
    expect(response.json!.message).toBe("3 messages queued, 1 customers skipped");
    const data = dataOf(response);
    expect(data).toMatchObject({ queued: 3, skipped: 1 });
    expect(data.results.map((result) => [result.customerId, result.ok])).toEqual([
      [ayse.id, true],
      [mehmet.id, true],
      [zeynep.id, true],
      [noPhone.id, false],
    ]);
    expect(data.results[3]!.message).toBe("No phone number");
    expect(data.results[0]).toMatchObject({ message: "Queued", conversationId: existing.id });

    const conversations = await db.conversation.findMany({
      where: { companyId: acme.companyId, customerId: { in: [ayse.id, mehmet.id, zeynep.id] } },
    });
    expect(conversations).toHaveLength(3);
    expect(conversations.every((conversation) => conversation.channelId === acme.channelId)).toBe(true);
    const messages = await db.message.findMany({
      where: { templateId: template.id },
      orderBy: { createdAt: "asc" },
      include: { conversation: { select: { customerId: true, contactAddress: true } } },
    });
    expect(messages.map((message) => [message.conversation.customerId, message.text])).toEqual([
      [ayse.id, "Merhaba Ayşe, 1042 numaralı siparişiniz hazır."],
      [mehmet.id, "Merhaba Mehmet, 1042 numaralı siparişiniz hazır."],
      [zeynep.id, "Merhaba Zeynep, 1042 numaralı siparişiniz hazır."],
    ]);
    expect(messages.every((message) => message.status === "queued" && message.type === "template")).toBe(true);
    expect(messages[0]!.sentById).not.toBeNull();
    expect((await db.template.findUniqueOrThrow({ where: { id: template.id } })).usageCount).toBe(3);

    // The pipeline's own job sends it: it reaches the sandbox's log at the customer's number.
    await sendQueuedMessage(messages[1]!.id);
    expect((await db.message.findUniqueOrThrow({ where: { id: messages[1]!.id } })).status).toBe("sent");
    const logged = await db.sandboxMessage.findFirstOrThrow({ where: { callbackData: messages[1]!.id } });
    expect(logged.recipient).toBe(mehmet.phoneE164);
    expect(logged.content).toMatchObject({ type: "template", name: template.name, language: "tr" });
  });

  it("a member does not send into a colleague's conversation: that customer is skipped, with the reason", async () => {
    const template = await approvedTemplate(acme);
    const colleague = await signedInUser(acme.companyId, "member");
    const theirs = await customer(acme, { firstName: "Selin" });
    const free = await customer(acme, { firstName: "Burak" });
    await db.conversation.create({
      data: {
        companyId: acme.companyId,
        channelId: acme.channelId,
        customerId: theirs.id,
        contactAddress: theirs.phoneE164!,
        assigneeId: colleague.id,
      },
    });

    const response = await send(acme, template.id, { customerIds: [theirs.id, free.id], variables: MAPPING });
    expect(response.status, response.text).toBe(202);
    const data = dataOf(response);
    expect(data).toMatchObject({ queued: 1, skipped: 1 });
    expect(data.results[0]).toEqual({
      customerId: theirs.id,
      ok: false,
      message: "This customer's conversation on this channel is assigned to a teammate.",
    });
    expect(data.results[1]).toMatchObject({ customerId: free.id, ok: true });
    expect(
      await db.message.count({ where: { templateId: template.id, conversation: { customerId: theirs.id } } }),
    ).toBe(0);

    // An owner sends there.
    const { headers: owner } = await signedInUser(acme.companyId, "owner", EN);
    const asOwner = await send(acme, template.id, { customerIds: [theirs.id], variables: MAPPING }, owner);
    expect(dataOf(asOwner)).toMatchObject({ queued: 1, skipped: 0 });
  });

  it("fills every field kind; a customer without a value for one is skipped; a shared number gets one message", async () => {
    const template = await approvedTemplate(acme, {
      bodyText:
        "Sayın {{1}}, {{2}} müşteri ekibi size yakında {{3}} numarasından ve {{4}} adresinden ulaşacak; {{5}} / {{6}} adına açılan kaydınız artık hazır.",
      variables: ["tam ad", "şirket", "telefon", "e-posta", "ad", "soyad"].map((name) => ({ name, example: "x" })),
    });
    const full = await customer(acme, { firstName: "Ali", lastName: "Kaya", email: `ali${counter}@example.com` });
    const noEmail = await customer(acme, { email: null });
    const twin = await customer(acme, { phoneE164: full.phoneE164, email: `twin${counter}@example.com` });
    const response = await send(acme, template.id, {
      customerIds: [full.id, noEmail.id, twin.id],
      variables: {
        "1": { field: "fullName" },
        "2": { field: "company" },
        "3": { field: "phone" },
        "4": { field: "email" },
        "5": { field: "firstName" },
        "6": { field: "lastName" },
      },
    });
    expect(response.status, response.text).toBe(202);
    const data = dataOf(response);
    expect(data.results.map((result) => result.ok)).toEqual([true, false, false]);
    expect(data.results[1]!.message).toBe("The customer has no value for this variable: e-posta");
    expect(data.results[2]!.message).toMatch(/already gets a message/);
    const message = await db.message.findUniqueOrThrow({ where: { id: data.results[0]!.messageId! } });
    expect(message.text).toBe(
      `Sayın Ali Kaya, Acme Mağaza müşteri ekibi size yakında +${full.phoneE164} numarasından ve ali${counter}@example.com adresinden ulaşacak; Ali / Kaya adına açılan kaydınız artık hazır.`,
    );
  });

  it("with an Idempotency-Key, a retried call queues nothing twice", async () => {
    const template = await approvedTemplate(acme);
    const a = await customer(acme);
    const body = { customerIds: [a.id], variables: MAPPING };
    const first = await send(acme, template.id, body, { "idempotency-key": "send-1" });
    const again = await send(acme, template.id, body, { "idempotency-key": "send-1" });
    expect(dataOf(first).results[0]).toMatchObject({ ok: true, message: "Queued" });
    expect(dataOf(again).results[0]).toMatchObject({
      ok: true,
      message: "Already queued",
      messageId: dataOf(first).results[0]!.messageId,
    });
    expect(await db.message.count({ where: { templateId: template.id } })).toBe(1);
    expect((await send(acme, template.id, body, { "idempotency-key": "" })).status).toBe(400);
  });
});

describe("refusals", () => {
  it("not approved → 409; its channel disconnected → 409; nothing queued", async () => {
    const draft = await approvedTemplate(acme);
    await db.template.update({ where: { id: draft.id }, data: { status: "PENDING" } });
    const a = await customer(acme);
    const pending = await send(acme, draft.id, { customerIds: [a.id], variables: MAPPING });
    expect(pending.status).toBe(409);
    expect(pending.json!.message).toMatch(/not approved/);

    const company = await makeCompany();
    const template = await approvedTemplate(company);
    const b = await customer(company);
    await db.channel.update({ where: { id: company.channelId }, data: { status: "disconnected" } });
    expect((await send(company, template.id, { customerIds: [b.id], variables: MAPPING })).status).toBe(409);
    expect(await db.message.count({ where: { templateId: { in: [draft.id, template.id] } } })).toBe(0);
  });

  it("another company's template, customer or group → 404", async () => {
    const mine = await approvedTemplate(acme);
    const theirs = await approvedTemplate(other);
    const myCustomer = await customer(acme);
    const theirCustomer = await customer(other);
    const theirGroup = await db.customerGroup.create({ data: { companyId: other.companyId, name: `G ${++counter}` } });
    const template = await send(acme, theirs.id, { customerIds: [myCustomer.id], variables: MAPPING });
    expect(template.status).toBe(404);
    const person = await send(acme, mine.id, { customerIds: [myCustomer.id, theirCustomer.id], variables: MAPPING });
    expect(person.status).toBe(404);
    expect(errorFields(person)).toEqual(["customerIds"]);
    const group = await send(acme, mine.id, { groupIds: [theirGroup.id], variables: MAPPING });
    expect(group.status).toBe(404);
    expect(errorFields(group)).toEqual(["groupIds"]);
    expect(await db.message.count({ where: { templateId: { in: [mine.id, theirs.id] } } })).toBe(0);
    expect(await db.conversation.count({ where: { customerId: theirCustomer.id } })).toBe(0);
  });

  it("bad input: no recipients, bad mapping, a variable missing or unknown, not JSON, no session", async () => {
    const template = await approvedTemplate(acme);
    const a = await customer(acme);
    const cases: [unknown, string[]][] = [
      [{ variables: MAPPING }, ["customerIds"]],
      [{ customerIds: [], groupIds: [], variables: MAPPING }, ["customerIds"]],
      [{ customerIds: "x", variables: MAPPING }, ["customerIds"]],
      [{ customerIds: [a.id], variables: { "1": { field: "age" }, "2": { text: "x" } } }, ["variables.1"]],
      [{ customerIds: [a.id], variables: { "1": { field: "firstName" }, "2": { text: "" } } }, ["variables.2.text"]],
      [
        { customerIds: [a.id], variables: { "1": { field: "firstName" }, "2": { text: "a\nb" } } },
        ["variables.2.text"],
      ],
      [{ customerIds: [a.id], variables: { one: { text: "x" } } }, ["variables.one"]],
      [{ customerIds: [a.id], variables: { "1": { field: "firstName" } } }, ["variables.2"]],
      [{ customerIds: [a.id], variables: { ...MAPPING, "3": { text: "x" } } }, ["variables.3"]],
      [{ customerIds: [a.id], variables: MAPPING, extra: 1 }, [""]],
    ];
    for (const [body, fields] of cases) {
      const response = await send(acme, template.id, body);
      expect(response.status, JSON.stringify(body)).toBe(400);
      expect(errorFields(response), JSON.stringify(body)).toEqual(fields);
    }
    const notJson = await callRaw(sendRoute.POST, `/api/v1/templates/${template.id}/send`, {
      method: "POST",
      rawBody: "{",
      headers: acme.member,
      params: { id: template.id },
    });
    expect(notJson.status).toBe(400);
    const anonymous = await call(sendRoute.POST, `/api/v1/templates/${template.id}/send`, {
      body: { customerIds: [a.id], variables: MAPPING },
      params: { id: template.id },
    });
    expect(anonymous.status).toBe(401);
    expect(await db.message.count({ where: { templateId: template.id } })).toBe(0);
  });

  it(`at most ${TEMPLATE_SEND_MAX_RECIPIENTS} recipients per call, customers and groups together`, async () => {
    const company = await makeCompany();
    const template = await approvedTemplate(company);
    const group = await db.customerGroup.create({ data: { companyId: company.companyId, name: "Kalabalık" } });
    await db.customer.createMany({
      data: Array.from({ length: TEMPLATE_SEND_MAX_RECIPIENTS }, (_, index) => ({
        companyId: company.companyId,
        firstName: `Müşteri ${index}`,
        lastName: "Test",
        groupId: group.id,
      })),
    });
    const one = await customer(company);
    const tooMany = await send(company, template.id, {
      customerIds: [one.id],
      groupIds: [group.id],
      variables: MAPPING,
    });
    expect(tooMany.status).toBe(400);
    expect(errorFields(tooMany)).toEqual(["groupIds"]);
    expect(tooMany.json!.message).toMatch(/At most 1000 recipients/);
    const ids = Array.from({ length: TEMPLATE_SEND_MAX_RECIPIENTS + 1 }, (_, index) => `c${index}`);
    const list = await send(company, template.id, { customerIds: ids, variables: MAPPING });
    expect(list.status).toBe(400);
    expect(errorFields(list)).toEqual(["customerIds"]);
    // Exactly the limit is fine: every one of them has no phone, so each is reported, none queued.
    const full = await send(company, template.id, { groupIds: [group.id], variables: MAPPING });
    expect(full.status, full.text).toBe(202);
    expect(dataOf(full)).toMatchObject({ queued: 0, skipped: TEMPLATE_SEND_MAX_RECIPIENTS });
  });
});
