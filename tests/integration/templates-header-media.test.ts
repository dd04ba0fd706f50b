import { afterAll, beforeEach, describe, expect, it } from "vitest";
import * as templatesRoute from "@/app/api/v1/templates/route";
import * as sendRoute from "@/app/api/v1/templates/[id]/send/route";
import * as testRoute from "@/app/api/v1/templates/[id]/test/route";
import type { TemplateJson, TemplateSendJson } from "@/lib/templates/types";
import { db } from "@/lib/server/db";
import { stopProducer } from "@/lib/server/jobs/boss";
import { sendQueuedMessage } from "@/lib/server/messages/send-message";
import { createUser, signIn } from "@/tests/helpers/factories";
import { STUB_IDS, graphStubForFile } from "@/tests/helpers/graph-stub";
import { ownJobsSchema } from "@/tests/helpers/jobs";
import { insertMediaFile, sample, temporaryStorage } from "@/tests/helpers/media";
import { call } from "@/tests/helpers/request";
import { sandboxChannel, type SendChannel, stubWhatsAppChannel } from "@/tests/helpers/send-pipeline";

// A template whose header is an image, a video or a document from the media library must send
// (issue 17; meta.md §2.1): the send job uploads the library file to the channel's provider and
// sends the provider's media id in the header parameter — once per channel and file, however many
// customers get it. Through the sandbox (its log holds what Meta would have got) and through the
// Graph API adapter against the local stub. A file that cannot be that header, or is gone, fails
// the message with the reason in words. No worker runs: the tests call the send job.

ownJobsSchema();
const storage = temporaryStorage("templates-header-media");
const stub = await graphStubForFile({ timeoutSeconds: 2 });

afterAll(async () => {
  await stopProducer();
  storage.remove();
  await db.$disconnect();
});

beforeEach(() => stub.reset());

type Company = SendChannel & { member: Record<string, string> };

async function withMember(channel: SendChannel): Promise<Company> {
  const user = await createUser({ companyId: channel.companyId, role: "member" });
  return { ...channel, member: { ...(await signIn(user)).headers, "accept-language": "en" } };
}

let counter = 0;
async function approvedTemplate(company: Company, headerType: string, headerMediaId: string) {
  const response = await call(templatesRoute.POST, "/api/v1/templates", {
    headers: company.member,
    body: {
      channelId: company.channelId,
      name: `katalog_${++counter}`,
      displayName: "Katalog",
      category: "MARKETING",
      headerType,
      headerMediaId,
      bodyText: "Merhaba {{1}}, yeni kataloğumuz burada.",
      footerText: "Kanal Mağaza",
      buttons: [{ type: "QUICK_REPLY", text: "Durdur" }],
      variables: [{ name: "ad", example: "Ayşe" }],
    },
  });
  expect(response.status, response.text).toBe(201);
  const template = (response.json!.data as { template: TemplateJson }).template;
  await db.template.update({ where: { id: template.id }, data: { status: "APPROVED" } });
  return template;
}

/** Two customers get the template through POST …/send; answers their queued message ids. */
async function sendToTwo(company: Company, templateId: string): Promise<string[]> {
  const customers = await Promise.all(
    ["Ayşe", "Mehmet"].map((firstName, index) =>
      db.customer.create({
        data: {
          companyId: company.companyId,
          firstName,
          lastName: "Yılmaz",
          phoneE164: `9055512${String(++counter).padStart(3, "0")}${index}`,
        },
      }),
    ),
  );
  const response = await call(sendRoute.POST, `/api/v1/templates/${templateId}/send`, {
    headers: company.member,
    body: { customerIds: customers.map((customer) => customer.id), variables: { "1": { field: "firstName" } } },
    params: { id: templateId },
  });
  expect(response.status, response.text).toBe(202);
  return (response.json!.data as TemplateSendJson).results.map((result) => result.messageId!);
}

type HeaderParameter = { type: string } & Record<string, { id?: string; filename?: string; kanalMediaFileId?: string }>;
const headerOf = (components: unknown) =>
  ((components as { type: string; parameters: HeaderParameter[] }[]).find((c) => c.type === "header")?.parameters[0] ??
    null) as HeaderParameter | null;

describe("through the sandbox", () => {
  it("an image header: uploaded once, its media id in every send", async () => {
    const company = await withMember(await sandboxChannel());
    const png = await sample.png();
    const file = await insertMediaFile({
      companyId: company.companyId,
      type: "IMAGE",
      mimeType: "image/png",
      bytes: png,
    });
    const template = await approvedTemplate(company, "IMAGE", file.id);
    const ids = await sendToTwo(company, template.id);
    for (const id of ids) await sendQueuedMessage(id);

    const messages = await db.message.findMany({ where: { id: { in: ids } } });
    expect(messages.map((message) => message.status)).toEqual(["sent", "sent"]);
    const log = await db.sandboxMessage.findMany({ where: { callbackData: { in: ids } } });
    expect(log).toHaveLength(2);
    const headers = log.map((row) => headerOf((row.content as { components: unknown }).components)!);
    for (const header of headers) {
      expect(header.type).toBe("image");
      expect(header.image!.id).toMatch(/^sbx-media-/);
      expect(header.image!.kanalMediaFileId).toBeUndefined();
    }
    expect(headers[0]!.image!.id).toBe(headers[1]!.image!.id);
  });

  it("a file that cannot be that header, or is gone, fails the message with the reason", async () => {
    const company = await withMember(await sandboxChannel());
    const webp = await insertMediaFile({ companyId: company.companyId, type: "IMAGE", mimeType: "image/webp" });
    const template = await approvedTemplate(company, "IMAGE", webp.id);
    const [first] = await sendToTwo(company, template.id);
    await sendQueuedMessage(first!);
    expect(await db.message.findUniqueOrThrow({ where: { id: first! } })).toMatchObject({
      status: "failed",
      errorReason: "mediaError",
    });

    const pdf = await insertMediaFile({ companyId: company.companyId, type: "DOCUMENT", mimeType: "application/pdf" });
    const doc = await approvedTemplate(company, "DOCUMENT", pdf.id);
    const [queued] = await sendToTwo(company, doc.id);
    await db.mediaFile.delete({ where: { id: pdf.id } });
    await sendQueuedMessage(queued!);
    expect(await db.message.findUniqueOrThrow({ where: { id: queued! } })).toMatchObject({
      status: "failed",
      errorReason: "mediaError",
    });
    expect(await db.sandboxMessage.count({ where: { callbackData: { in: [first!, queued!] } } })).toBe(0);
  });
});

describe("through the Graph API adapter (the stub)", () => {
  const APP_SECRET = "0123456789abcdef0123456789abcdef";
  const graphCompany = async () => withMember(await stubWhatsAppChannel(APP_SECRET));

  it("a document header: the file goes to POST /<phone>/media once, then each send names its id", async () => {
    const company = await graphCompany();
    const pdf = await insertMediaFile({
      companyId: company.companyId,
      type: "DOCUMENT",
      mimeType: "application/pdf",
      name: "katalog.pdf",
      bytes: sample.pdf(),
    });
    const template = await approvedTemplate(company, "DOCUMENT", pdf.id);
    const ids = await sendToTwo(company, template.id);
    for (const id of ids) await sendQueuedMessage(id);

    const uploads = stub.requests.filter((request) => request.path === `/${STUB_IDS.phoneNumberId}/media`);
    expect(uploads).toHaveLength(1);
    expect(uploads[0]!.contentType).toMatch(/^multipart\/form-data/);
    expect(String(uploads[0]!.body)).toContain("%PDF-1.4");
    expect(String(uploads[0]!.body)).toContain('filename="katalog.pdf"');
    const sends = stub.requests.filter((request) => request.path === `/${STUB_IDS.phoneNumberId}/messages`);
    expect(sends).toHaveLength(2);
    for (const send of sends) {
      const body = send.body as { type: string; template: { name: string; components: unknown } };
      expect(body.type).toBe("template");
      expect(body.template.name).toBe(template.name);
      expect(headerOf(body.template.components)).toEqual({
        type: "document",
        document: { id: expect.stringMatching(/^\d+$/), filename: "katalog.pdf" },
      });
    }
    const messages = await db.message.findMany({ where: { id: { in: ids } } });
    expect(messages.map((message) => message.status)).toEqual(["sent", "sent"]);
  });

  it("a video header, and a test send of an image header, upload and send the same way", async () => {
    const company = await graphCompany();
    const video = await insertMediaFile({ companyId: company.companyId, type: "VIDEO", mimeType: "video/mp4" });
    const template = await approvedTemplate(company, "VIDEO", video.id);
    const [id] = await sendToTwo(company, template.id);
    await sendQueuedMessage(id!);
    const send = stub.requests.find((request) => request.path === `/${STUB_IDS.phoneNumberId}/messages`)!;
    expect(headerOf((send.body as { template: { components: unknown } }).template.components)).toEqual({
      type: "video",
      video: { id: expect.stringMatching(/^\d+$/) },
    });

    stub.reset();
    const jpeg = await insertMediaFile({
      companyId: company.companyId,
      type: "IMAGE",
      mimeType: "image/jpeg",
      bytes: await sample.jpeg(),
    });
    const image = await approvedTemplate(company, "IMAGE", jpeg.id);
    const test = await call(testRoute.POST, `/api/v1/templates/${image.id}/test`, {
      headers: company.member,
      body: { to: "+905551112233" },
      params: { id: image.id },
    });
    expect(test.status, test.text).toBe(200);
    expect(stub.requests.map((request) => request.path)).toEqual([
      `/${STUB_IDS.phoneNumberId}/media`,
      `/${STUB_IDS.phoneNumberId}/messages`,
    ]);
    expect(headerOf((stub.requests[1]!.body as { template: { components: unknown } }).template.components)).toEqual({
      type: "image",
      image: { id: expect.stringMatching(/^\d+$/) },
    });
  });
});
