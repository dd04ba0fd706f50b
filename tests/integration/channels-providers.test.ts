import { afterAll, beforeAll, beforeEach, describe, expect, it } from "vitest";
import {
  PermanentProviderError,
  TransientProviderError,
  UnknownOutcomeError,
  type ProviderError,
} from "@/lib/server/channels/providers/errors";
import { metaProvider } from "@/lib/server/channels/providers/meta/meta-provider";
import type { ChannelContext } from "@/lib/server/channels/providers/types";
import { GRAPH_ERRORS, STUB_IDS, STUB_TOKEN, startGraphStub, type GraphStub } from "@/tests/helpers/graph-stub";
import { ORDER_UPDATE_SUBMISSION } from "@/tests/helpers/template-submissions";

// The Meta provider against a local stub of the Graph API (issue 16): Meta's real answer shapes,
// each class of error mapped to what Kanal must do (meta.md §3, §7.2), timeouts and a refused
// connection. No test reaches the internet.

let stub: GraphStub;
const TIMEOUT_MS = 400;

beforeAll(async () => {
  stub = await startGraphStub();
});
afterAll(async () => {
  await stub.close();
});
beforeEach(() => stub.reset());

function channel(kind: ChannelContext["kind"], overrides: Partial<ChannelContext> = {}): ChannelContext {
  const externalId =
    kind === "whatsapp" ? STUB_IDS.phoneNumberId : kind === "messenger" ? STUB_IDS.pageId : STUB_IDS.instagramAccountId;
  return {
    channelId: "ch_test",
    companyId: "co_test",
    kind,
    externalId,
    wabaId: kind === "whatsapp" ? STUB_IDS.wabaId : null,
    accessToken: STUB_TOKEN,
    appSecret: "app-secret-0123456789",
    ...overrides,
  };
}

const provider = (
  kind: ChannelContext["kind"] = "whatsapp",
  overrides: Partial<ChannelContext> = {},
  baseUrl?: string,
) =>
  metaProvider(channel(kind, overrides), {
    baseUrl: baseUrl ?? stub.url,
    version: stub.version,
    timeoutMs: TIMEOUT_MS,
  });

const text = { to: "905551112233", content: { type: "text" as const, text: "Merhaba" }, callbackData: "msg_kanal_1" };

async function failure(promise: Promise<unknown>): Promise<ProviderError> {
  try {
    await promise;
  } catch (error) {
    return error as ProviderError;
  }
  throw new Error("expected a provider error");
}

describe("who the channel is", () => {
  it("names a WhatsApp number, a page and an Instagram account, sending the token as a bearer", async () => {
    await expect(provider("whatsapp").identity.whoAmI()).resolves.toEqual({
      id: STUB_IDS.phoneNumberId,
      displayName: STUB_IDS.displayPhoneNumber,
      detail: `${STUB_IDS.verifiedName} · ${STUB_IDS.displayPhoneNumber}`,
    });
    expect(stub.requests[0]).toMatchObject({
      method: "GET",
      path: `/${STUB_IDS.phoneNumberId}`,
      authorization: `Bearer ${STUB_TOKEN}`,
    });
    expect(stub.requests[0]!.query.fields).toContain("verified_name");
    await expect(provider("messenger").identity.whoAmI()).resolves.toMatchObject({ displayName: STUB_IDS.pageName });
    await expect(provider("instagram").identity.whoAmI()).resolves.toMatchObject({
      displayName: `@${STUB_IDS.instagramUsername}`,
    });
  });

  it("reports a wrong token as a channel-level permanent error (190), a wrong id as not found (100/33)", async () => {
    const token = await failure(provider("whatsapp", { accessToken: "EAAGwrong-token-value" }).identity.whoAmI());
    expect(token).toBeInstanceOf(PermanentProviderError);
    expect(token).toMatchObject({ code: 190, reasonKey: "tokenInvalid", channelLevel: true, httpStatus: 401 });
    const id = await failure(provider("whatsapp", { externalId: "999999999" }).identity.whoAmI());
    expect(id).toMatchObject({ kind: "permanent", code: 100, subcode: 33, reasonKey: "notFound", channelLevel: true });
  });

  it("treats a 5xx or a timeout on a read as transient (nothing was changed at Meta)", async () => {
    stub.answerNext(GRAPH_ERRORS.serverError);
    expect(await failure(provider().identity.whoAmI())).toBeInstanceOf(TransientProviderError);
    stub.hangNext();
    const slow = await failure(provider().identity.whoAmI());
    expect(slow).toBeInstanceOf(TransientProviderError);
    expect(slow.reasonKey).toBe("timeout");
  });
});

describe("sending", () => {
  it("sends text in the Cloud API's shape with Kanal's id as biz_opaque_callback_data, and reads the wamid", async () => {
    const result = await provider().messages.sendMessage(text);
    expect(result.providerMessageId).toMatch(/^wamid\./);
    expect(result.recipientId).toBe("905551112233");
    expect(stub.requests[0]).toMatchObject({
      method: "POST",
      path: `/${STUB_IDS.phoneNumberId}/messages`,
      body: {
        messaging_product: "whatsapp",
        recipient_type: "individual",
        to: "905551112233",
        type: "text",
        text: { body: "Merhaba", preview_url: false },
        biz_opaque_callback_data: "msg_kanal_1",
      },
    });
  });

  it("sends media by id and templates by name, language and components", async () => {
    await provider().messages.sendMessage({
      to: "905551112233",
      content: { type: "media", mediaType: "document", mediaId: "77", caption: "Fatura", filename: "fatura.pdf" },
    });
    expect(stub.requests[0]!.body).toMatchObject({
      type: "document",
      document: { id: "77", caption: "Fatura", filename: "fatura.pdf" },
    });
    const components = [{ type: "body", parameters: [{ type: "text", text: "Ayşe" }] }];
    await provider().messages.sendMessage({
      to: "905551112233",
      content: { type: "template", name: "order_update", language: "tr", components },
    });
    expect(stub.requests[1]!.body).toMatchObject({
      type: "template",
      template: { name: "order_update", language: { code: "tr" }, components },
    });
  });

  it("sends on Messenger and Instagram through the Send API; templates there are refused before any call", async () => {
    const sent = await provider("messenger").messages.sendMessage({ ...text, to: "psid-1" });
    expect(sent.providerMessageId).toMatch(/^m_/);
    expect(stub.requests[0]!.body).toEqual({
      recipient: { id: "psid-1" },
      messaging_type: "RESPONSE",
      message: { text: "Merhaba" },
    });
    await provider("instagram").messages.sendMessage({
      to: "igsid-1",
      content: { type: "media", mediaType: "image", mediaId: "55" },
    });
    expect(stub.requests[1]!.body).toMatchObject({
      message: { attachment: { type: "image", payload: { attachment_id: "55" } } },
    });
    const refused = await failure(
      provider("messenger").messages.sendMessage({
        to: "psid-1",
        content: { type: "template", name: "x", language: "tr", components: [] },
      }),
    );
    expect(refused).toMatchObject({ kind: "permanent", reasonKey: "templatesWhatsAppOnly" });
    expect(stub.requests).toHaveLength(2);
  });

  it.each([
    ["undeliverable", "permanent", 131026, "undeliverable"],
    ["outsideWindow", "permanent", 131047, "outsideWindow"],
    ["templateMissing", "permanent", 132001, "templateMissing"],
    ["rateLimited", "transient", 130429, "rateLimited"],
    ["pairRateLimited", "transient", 131056, "pairRateLimited"],
    ["temporary", "transient", 131016, "temporary"],
    ["unknownCode", "permanent", 999999, "other"],
  ] as const)("maps Meta's %s answer to %s (%i)", async (name, kind, code, reasonKey) => {
    stub.answerNext(GRAPH_ERRORS[name]);
    const error = await failure(provider().messages.sendMessage(text));
    expect(error).toMatchObject({ kind, code, reasonKey, channelLevel: false });
    expect(error.providerMessage).toContain(`#${code}`);
  });

  it("asks to slow the channel down on 130429 and to wait on 131056", async () => {
    stub.answerNext(GRAPH_ERRORS.rateLimited);
    expect(await failure(provider().messages.sendMessage(text))).toMatchObject({ slowDown: true });
    stub.answerNext(GRAPH_ERRORS.pairRateLimited);
    expect(await failure(provider().messages.sendMessage(text))).toMatchObject({ retryAfterSeconds: 6 });
  });

  it("treats a 5xx after a send as an unknown outcome, even when Meta calls it transient (never resend)", async () => {
    stub.answerNext(GRAPH_ERRORS.serverError);
    const error = await failure(provider().messages.sendMessage(text));
    expect(error).toBeInstanceOf(UnknownOutcomeError);
    expect(error).toMatchObject({ reasonKey: "serverError", httpStatus: 500 });
    stub.answerNext({ status: 502, raw: "<html>Bad gateway</html>" });
    expect(await failure(provider().messages.sendMessage(text))).toBeInstanceOf(UnknownOutcomeError);
  });

  it("treats a timeout after sending as an unknown outcome", async () => {
    stub.hangNext();
    const started = performance.now();
    const error = await failure(provider().messages.sendMessage(text));
    expect(error).toBeInstanceOf(UnknownOutcomeError);
    expect(error.reasonKey).toBe("timeout");
    expect(performance.now() - started).toBeLessThan(TIMEOUT_MS + 1500);
    expect(stub.requests).toHaveLength(1);
  });

  it("treats a 200 without a message id as an unknown outcome", async () => {
    stub.answerNext({ status: 200, body: { messaging_product: "whatsapp" } });
    expect(await failure(provider().messages.sendMessage(text))).toMatchObject({
      kind: "unknown",
      reasonKey: "invalidAnswer",
    });
  });

  it("treats a refused connection as transient and not sent (safe to retry)", async () => {
    const closed = await startGraphStub();
    const url = closed.url;
    await closed.close();
    const error = await failure(provider("whatsapp", {}, url).messages.sendMessage(text));
    expect(error).toBeInstanceOf(TransientProviderError);
    expect(error).toMatchObject({ reasonKey: "unreachable", notSent: true });
    expect(error.providerMessage).toContain("ECONNREFUSED");
    // A port fetch refuses to use at all (9, "discard") is not sent either.
    const refused = await failure(provider("whatsapp", {}, "http://127.0.0.1:9").messages.sendMessage(text));
    expect(refused).toMatchObject({ kind: "transient", reasonKey: "unreachable", notSent: true });
  });
});

describe("media and templates", () => {
  it("uploads media as multipart (WhatsApp /media, Messenger /message_attachments)", async () => {
    const file = { bytes: new Uint8Array([0x25, 0x50, 0x44, 0x46]), mimeType: "application/pdf", filename: "a.pdf" };
    const uploaded = await provider().media.uploadMedia(file);
    expect(uploaded.mediaId).toMatch(/^\d+$/);
    expect(stub.requests[0]).toMatchObject({ method: "POST", path: `/${STUB_IDS.phoneNumberId}/media` });
    expect(stub.requests[0]!.contentType).toMatch(/^multipart\/form-data/);
    expect(String(stub.requests[0]!.body)).toContain('name="messaging_product"');
    const attachment = await provider("messenger").media.uploadMedia({
      ...file,
      mimeType: "image/png",
      filename: "a.png",
    });
    expect(attachment.mediaId).toMatch(/^\d+$/);
    expect(stub.requests[1]!.path).toBe(`/${STUB_IDS.pageId}/message_attachments`);
  });

  it("submits, reads and deletes a template on the WhatsApp business account", async () => {
    const templates = provider().templates;
    const submitted = await templates.submitTemplate(ORDER_UPDATE_SUBMISSION);
    expect(submitted.status).toBe("PENDING");
    expect(stub.requests[0]).toMatchObject({ method: "POST", path: `/${STUB_IDS.wabaId}/message_templates` });
    await expect(templates.getTemplate(submitted.id)).resolves.toMatchObject({
      id: submitted.id,
      name: "order_update",
      status: "PENDING",
      rejectedReason: null,
    });
    await templates.deleteTemplate({ id: submitted.id, name: "order_update" });
    expect(stub.requests.at(-1)).toMatchObject({
      method: "DELETE",
      query: { hsm_id: submitted.id, name: "order_update" },
    });
    const gone = await failure(templates.getTemplate(submitted.id));
    expect(gone).toMatchObject({ kind: "permanent", code: 100 });
  });

  it("refuses templates on Messenger without calling Meta", async () => {
    const refused = await failure(provider("messenger").templates.getTemplate("1"));
    expect(refused.reasonKey).toBe("templatesWhatsAppOnly");
    expect(stub.requests).toHaveLength(0);
  });
});
