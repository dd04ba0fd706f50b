import { afterAll, describe, expect, it } from "vitest";
import * as channels from "@/app/api/v1/channels/route";
import * as channel from "@/app/api/v1/channels/[id]/route";
import * as test from "@/app/api/v1/channels/[id]/test/route";
import * as events from "@/app/api/v1/channels/[id]/events/route";
import { POST as register } from "@/app/api/v1/auth/register/route";
import type { ChannelJson } from "@/lib/channels/types";
import { decryptChannelSecret } from "@/lib/server/channels/channel-secrets";
import { db } from "@/lib/server/db";
import { GRAPH_ERRORS, STUB_IDS, STUB_TOKEN, graphStubForFile } from "@/tests/helpers/graph-stub";
import { createCompany, createUser, signIn, uniqueEmail, uniqueIp } from "@/tests/helpers/factories";
import { call } from "@/tests/helpers/request";

// The channels API (api.md → Channels and webhooks): list (with the sandbox channel every company
// has), connect, read, edit, disconnect, test against a stub of the Graph API; secrets write-only;
// owners and admins only for changes; another company's channel is a 404 on every verb.

// The Graph API of this file is a local stub (set before anything reads the environment).
const stub = await graphStubForFile({ timeoutSeconds: 2 });

afterAll(() => db.$disconnect());

type Json = Record<string, unknown>;
type Headers = Record<string, string>;
const EN = { "accept-language": "en" };

async function company() {
  const { id: companyId } = await createCompany();
  const headersOf = async (role: "owner" | "admin" | "member") => ({
    ...(await signIn(await createUser({ companyId, role }))).headers,
    ...EN,
  });
  return {
    companyId,
    owner: await headersOf("owner"),
    admin: await headersOf("admin"),
    member: await headersOf("member"),
  };
}

const list = (headers: Headers) => call(channels.GET, "/api/v1/channels", { headers });
const connect = (headers: Headers, body: unknown) => call(channels.POST, "/api/v1/channels", { headers, body });
const read = (headers: Headers, id: string) => call(channel.GET, `/api/v1/channels/${id}`, { headers, params: { id } });
const edit = (headers: Headers, id: string, body: unknown) =>
  call(channel.PUT, `/api/v1/channels/${id}`, { method: "PUT", headers, body, params: { id } });
const disconnect = (headers: Headers, id: string) =>
  call(channel.DELETE, `/api/v1/channels/${id}`, { method: "DELETE", headers, params: { id } });
const runTest = (headers: Headers, id: string) =>
  call(test.POST, `/api/v1/channels/${id}/test`, { method: "POST", headers, params: { id } });
const readEvents = (headers: Headers, id: string, query = "") =>
  call(events.GET, `/api/v1/channels/${id}/events${query}`, { headers, params: { id } });

const channelsOf = (response: { json: Json | null }) => (response.json!.data as { channels: ChannelJson[] }).channels;
const channelOf = (response: { json: Json | null }) => (response.json!.data as { channel: ChannelJson }).channel;
const fields = (response: { json: Json | null }) =>
  ((response.json?.errors as { field: string }[] | undefined) ?? []).map((error) => error.field).sort();

const whatsapp = (overrides: Json = {}) => ({
  kind: "whatsapp",
  provider: "meta",
  name: "Satış hattı",
  phoneNumberId: STUB_IDS.phoneNumberId,
  wabaId: STUB_IDS.wabaId,
  accessToken: STUB_TOKEN,
  appSecret: "0123456789abcdef0123456789abcdef",
  ...overrides,
});

describe("the sandbox channel every company has", () => {
  it("comes with a new company at registration", async () => {
    const email = uniqueEmail("channels-register");
    const registered = await call(register, "/api/v1/auth/register", {
      body: {
        firstName: "Ayşe",
        lastName: "Kaya",
        email,
        password: "Guclu-Parola1",
        acceptTerms: true,
        company: "Kaya Ltd",
      },
      headers: { "x-forwarded-for": uniqueIp() },
    });
    expect(registered.status, registered.text).toBe(201);
    const user = await db.user.findUniqueOrThrow({ where: { email }, select: { companyId: true } });
    const rows = await db.channel.findMany({ where: { companyId: user.companyId } });
    expect(rows).toHaveLength(1);
    expect(rows[0]).toMatchObject({ kind: "whatsapp", provider: "sandbox", systemKey: "sandbox", status: "connected" });
  });

  it("is made on the first read for an older company, once even when read many times at once", async () => {
    const { companyId, owner } = await company();
    expect(await db.channel.count({ where: { companyId } })).toBe(0);
    const answers = await Promise.all(Array.from({ length: 6 }, () => list(owner)));
    for (const answer of answers) expect(answer.status).toBe(200);
    expect(await db.channel.count({ where: { companyId } })).toBe(1);
    const [sandbox] = channelsOf(answers[0]!);
    expect(sandbox).toMatchObject({
      kind: "whatsapp",
      provider: "sandbox",
      status: "connected",
      isDefaultSandbox: true,
      secretsHint: null,
      rateLimitPerSecond: 80,
      lastError: null,
    });
    expect(sandbox!.webhookUrl).toMatch(new RegExp(`/api/v1/webhooks/meta/${sandbox!.id}$`));
    expect(sandbox!.verifyToken).toMatch(/^[\w-]{32}$/);
  });

  it("shows members the list read-only: no verify token", async () => {
    const { member } = await company();
    const response = await list(member);
    expect(response.status).toBe(200);
    const [sandbox] = channelsOf(response);
    expect(sandbox!.verifyToken).toBeNull();
    expect(channelOf(await read(member, sandbox!.id)).verifyToken).toBeNull();
  });

  it("answers a test at once, without Meta", async () => {
    const { owner } = await company();
    const [sandbox] = channelsOf(await list(owner));
    const response = await runTest(owner, sandbox!.id);
    expect(response.status).toBe(200);
    expect(response.json!.data).toMatchObject({ ok: true, channel: { status: "connected" } });
    expect((response.json!.data as { detail: string }).detail).toMatch(/^The connection works: Kanal Sandbox/);
    expect(stub.requests).toHaveLength(0);
  });
});

describe("POST /api/v1/channels", () => {
  it("connects a Meta WhatsApp channel without calling Meta; secrets are stored encrypted and never answered", async () => {
    const { companyId, owner } = await company();
    const response = await connect(owner, whatsapp());
    expect(response.status, response.text).toBe(201);
    expect(response.json!.message).toBe("Satış hattı connected.");
    const created = channelOf(response);
    expect(created).toMatchObject({
      kind: "whatsapp",
      provider: "meta",
      name: "Satış hattı",
      status: "connected",
      externalId: STUB_IDS.phoneNumberId,
      wabaId: STUB_IDS.wabaId,
      displayName: null,
      secretsHint: { accessToken: STUB_TOKEN.slice(-4), appSecret: "cdef" },
      isDefaultSandbox: false,
    });
    expect(response.text).not.toContain(STUB_TOKEN);
    expect(response.text).not.toContain("0123456789abcdef0123456789abcdef");
    expect(stub.requests.filter((request) => request.path.includes(STUB_IDS.phoneNumberId))).toHaveLength(0);
    const row = await db.channel.findFirstOrThrow({ where: { id: created.id, companyId } });
    expect(row.accessTokenEnc).not.toContain(STUB_TOKEN);
    expect(decryptChannelSecret(row.accessTokenEnc!)).toBe(STUB_TOKEN);
    expect(decryptChannelSecret(row.appSecretEnc!)).toBe("0123456789abcdef0123456789abcdef");
    const listed = channelsOf(await list(owner));
    expect(listed.map((item) => item.provider)).toEqual(["sandbox", "meta"]);
    expect(JSON.stringify(listed)).not.toContain(STUB_TOKEN);
  });

  it("connects Messenger by page id and Instagram by account id; a sandbox channel of any kind", async () => {
    const { admin } = await company();
    const messenger = await connect(admin, {
      kind: "messenger",
      provider: "meta",
      name: "Sayfa",
      pageId: STUB_IDS.pageId,
      accessToken: STUB_TOKEN,
      appSecret: "messenger-secret-1",
      wabaId: "123456789",
    });
    expect(messenger.status, messenger.text).toBe(201);
    expect(channelOf(messenger)).toMatchObject({ kind: "messenger", externalId: STUB_IDS.pageId, wabaId: null });
    const instagram = await connect(admin, {
      kind: "instagram",
      provider: "meta",
      name: "IG",
      instagramAccountId: STUB_IDS.instagramAccountId,
      accessToken: STUB_TOKEN,
      appSecret: "instagram-secret-1",
    });
    expect(channelOf(instagram)).toMatchObject({ kind: "instagram", externalId: STUB_IDS.instagramAccountId });
    const sandbox = await connect(admin, {
      kind: "instagram",
      provider: "sandbox",
      name: "Deneme IG",
      rateLimitPerSecond: 5,
    });
    expect(sandbox.status).toBe(201);
    expect(channelOf(sandbox)).toMatchObject({ provider: "sandbox", rateLimitPerSecond: 5, isDefaultSandbox: false });
    expect(channelOf(sandbox).externalId).toMatch(/^sandbox-/);
  });

  it("names every missing or malformed field", async () => {
    const { owner } = await company();
    const missing = await connect(owner, { kind: "whatsapp", provider: "meta", name: "X" });
    expect(missing.status).toBe(400);
    expect(fields(missing)).toEqual(["accessToken", "appSecret", "phoneNumberId", "wabaId"]);
    const messenger = await connect(owner, { kind: "messenger", provider: "meta", name: "X", phoneNumberId: "123456" });
    expect(fields(messenger)).toEqual(["accessToken", "appSecret", "pageId"]);
    const malformed = await connect(
      owner,
      whatsapp({
        name: "",
        phoneNumberId: "12ab",
        accessToken: "has spaces inside",
        appSecret: "short",
        rateLimitPerSecond: 0,
      }),
    );
    expect(fields(malformed)).toEqual(["accessToken", "appSecret", "name", "phoneNumberId", "rateLimitPerSecond"]);
    expect(fields(await connect(owner, { kind: "telegram", provider: "meta", name: "X" }))).toContain("kind");
    expect(fields(await connect(owner, { kind: "whatsapp", provider: "twilio", name: "X" }))).toEqual(["provider"]);
    expect(fields(await connect(owner, whatsapp({ name: "x".repeat(61) })))).toEqual(["name"]);
    expect(fields(await connect(owner, whatsapp({ name: "a\u0000b" })))).toEqual(["name"]);
    expect(fields(await connect(owner, whatsapp({ rateLimitPerSecond: 1001 })))).toEqual(["rateLimitPerSecond"]);
    const notJson = await call(channels.POST, "/api/v1/channels", {
      headers: { ...owner, "content-type": "application/json" },
      rawBody: "{nope",
    });
    expect(notJson.json).toMatchObject({ code: "INVALID_JSON" });
    const wrongType = await call(channels.POST, "/api/v1/channels", {
      headers: { ...owner, "content-type": "text/plain" },
      rawBody: "kind=whatsapp",
    });
    expect(wrongType.status).toBe(415);
  });

  it("refuses a second channel with the same Meta id in one company (409 on the id), not in another company", async () => {
    const first = await company();
    expect((await connect(first.owner, whatsapp())).status).toBe(201);
    const again = await connect(first.owner, whatsapp({ name: "Again" }));
    expect(again.status).toBe(409);
    expect(fields(again)).toEqual(["phoneNumberId"]);
    const second = await company();
    expect((await connect(second.owner, whatsapp())).status).toBe(201);
  });
});

describe("roles", () => {
  it("lets members read but not connect, edit, test, disconnect or read raw events", async () => {
    const { owner, member } = await company();
    const created = channelOf(await connect(owner, whatsapp()));
    expect((await connect(member, whatsapp({ phoneNumberId: "555555" }))).status).toBe(403);
    expect((await edit(member, created.id, { name: "Y" })).status).toBe(403);
    expect((await runTest(member, created.id)).status).toBe(403);
    expect((await disconnect(member, created.id)).status).toBe(403);
    expect((await readEvents(member, created.id)).status).toBe(403);
    expect((await read(member, created.id)).status).toBe(200);
    expect(channelOf(await read(owner, created.id)).name).toBe("Satış hattı");
  });

  it("needs a session", async () => {
    expect((await list({})).status).toBe(401);
    expect((await connect({}, whatsapp())).status).toBe(401);
  });

  it("answers 405 for a method the resource does not have", async () => {
    const { owner } = await company();
    const response = await call(channels.PATCH, "/api/v1/channels", { method: "PATCH", headers: owner, body: {} });
    expect(response.status).toBe(405);
  });
});

describe("another company's channel", () => {
  it("is a 404 on every verb", async () => {
    const mine = await company();
    const theirs = await company();
    const [sandbox] = channelsOf(await list(theirs.owner));
    const meta = channelOf(await connect(theirs.owner, whatsapp()));
    for (const id of [sandbox!.id, meta.id, "no-such-channel"]) {
      expect((await read(mine.owner, id)).status).toBe(404);
      expect((await edit(mine.owner, id, { name: "Mine now" })).status).toBe(404);
      expect((await runTest(mine.owner, id)).status).toBe(404);
      expect((await readEvents(mine.owner, id)).status).toBe(404);
      expect((await disconnect(mine.owner, id)).status).toBe(404);
    }
    const after = await db.channel.findUniqueOrThrow({ where: { id: meta.id } });
    expect(after).toMatchObject({ name: "Satış hattı", status: "connected" });
    expect((await read(mine.owner, meta.id)).json).toMatchObject({ code: "NOT_FOUND", message: "Channel not found." });
  });
});

describe("PUT /api/v1/channels/{id}", () => {
  it("changes what is sent; a secret only when sent", async () => {
    const { owner } = await company();
    const created = channelOf(await connect(owner, whatsapp()));
    const renamed = await edit(owner, created.id, {
      name: "Destek",
      rateLimitPerSecond: 20,
      accessToken: "",
      appSecret: "",
    });
    expect(renamed.status, renamed.text).toBe(200);
    expect(channelOf(renamed)).toMatchObject({
      name: "Destek",
      rateLimitPerSecond: 20,
      secretsHint: { accessToken: STUB_TOKEN.slice(-4), appSecret: "cdef" },
    });
    const rotated = channelOf(await edit(owner, created.id, { appSecret: "new-app-secret-9876" }));
    expect(rotated.secretsHint).toEqual({ accessToken: STUB_TOKEN.slice(-4), appSecret: "9876" });
    const row = await db.channel.findUniqueOrThrow({ where: { id: created.id } });
    expect(decryptChannelSecret(row.appSecretEnc!)).toBe("new-app-secret-9876");
    expect(decryptChannelSecret(row.accessTokenEnc!)).toBe(STUB_TOKEN);
  });

  it("refuses fields another kind or provider uses, and a Meta id another channel has", async () => {
    const { owner } = await company();
    const created = channelOf(await connect(owner, whatsapp()));
    expect(fields(await edit(owner, created.id, { pageId: "123456789" }))).toEqual(["pageId"]);
    const [sandbox] = channelsOf(await list(owner));
    expect(fields(await edit(owner, sandbox!.id, { accessToken: STUB_TOKEN, phoneNumberId: "123456" }))).toEqual([
      "accessToken",
      "phoneNumberId",
    ]);
    expect(fields(await edit(owner, created.id, { name: "" }))).toEqual(["name"]);
    channelOf(await connect(owner, whatsapp({ phoneNumberId: "222222222" })));
    const clash = await edit(owner, created.id, { phoneNumberId: "222222222" });
    expect(clash.status).toBe(409);
  });
});

describe("DELETE /api/v1/channels/{id} (disconnect)", () => {
  it("wipes the secrets and keeps the row; reconnecting asks for both secrets again", async () => {
    const { owner } = await company();
    const created = channelOf(await connect(owner, whatsapp()));
    const response = await disconnect(owner, created.id);
    expect(response.status).toBe(200);
    expect(channelOf(response)).toMatchObject({ status: "disconnected", secretsHint: null });
    const row = await db.channel.findUniqueOrThrow({ where: { id: created.id } });
    expect(row).toMatchObject({ accessTokenEnc: null, appSecretEnc: null, accessTokenHint: null, appSecretHint: null });
    expect((await disconnect(owner, created.id)).status).toBe(200);
    const untestable = await runTest(owner, created.id);
    expect(untestable.status).toBe(409);
    expect(fields(await edit(owner, created.id, { name: "Back" }))).toEqual(["accessToken", "appSecret"]);
    const back = await edit(owner, created.id, { accessToken: STUB_TOKEN, appSecret: "another-secret-1" });
    expect(channelOf(back)).toMatchObject({ status: "connected", secretsHint: { appSecret: "et-1" } });
  });

  it("disconnects the sandbox channel for good: a later read does not make another", async () => {
    const { companyId, owner } = await company();
    const [sandbox] = channelsOf(await list(owner));
    await disconnect(owner, sandbox!.id);
    const after = channelsOf(await list(owner));
    expect(after).toHaveLength(1);
    expect(after[0]).toMatchObject({ id: sandbox!.id, status: "disconnected" });
    expect(await db.channel.count({ where: { companyId } })).toBe(1);
    expect(channelOf(await edit(owner, sandbox!.id, {})).status).toBe("connected");
  });
});

describe("POST /api/v1/channels/{id}/test against the Graph API stub", () => {
  it("names the number on success and keeps it as the display name", async () => {
    const { owner } = await company();
    const created = channelOf(await connect(owner, whatsapp()));
    stub.reset();
    const response = await runTest(owner, created.id);
    expect(response.status).toBe(200);
    expect(response.json!.data).toMatchObject({
      ok: true,
      detail: `The connection works: ${STUB_IDS.verifiedName} · ${STUB_IDS.displayPhoneNumber}`,
      channel: { status: "connected", displayName: STUB_IDS.displayPhoneNumber },
    });
    expect(stub.requests[0]).toMatchObject({ method: "GET", authorization: `Bearer ${STUB_TOKEN}` });
  });

  it("puts the channel in error with Meta's reason in words, in the caller's language", async () => {
    const { owner } = await company();
    const created = channelOf(await connect(owner, whatsapp({ accessToken: "EAAGexpired-token-0000" })));
    const response = await runTest(owner, created.id);
    expect(response.status).toBe(200);
    const data = response.json!.data as { ok: boolean; detail: string; channel: ChannelJson };
    expect(data.ok).toBe(false);
    expect(data.detail).toBe("The access token is invalid or has expired; enter a new one.");
    expect(data.channel.status).toBe("error");
    expect(data.channel.lastError).toMatchObject({ reason: "tokenInvalid", values: {} });
    expect(data.channel.lastError!.message).toMatch(/^Meta 190: Invalid OAuth access token/);
    const turkish = await runTest({ ...owner, "accept-language": "tr" }, created.id);
    expect((turkish.json!.data as { detail: string }).detail).toBe(
      "Erişim anahtarı geçersiz veya süresi dolmuş; yenisini girin.",
    );
    // A new token brings it back to connected; the next test confirms it.
    expect(channelOf(await edit(owner, created.id, { accessToken: STUB_TOKEN })).status).toBe("connected");
    expect((await runTest(owner, created.id)).json!.data).toMatchObject({ ok: true });
  });

  it("says a wrong id, a Meta outage and a timeout in words", async () => {
    const { owner } = await company();
    const wrongId = channelOf(await connect(owner, whatsapp({ phoneNumberId: "777777777" })));
    expect(((await runTest(owner, wrongId.id)).json!.data as { detail: string }).detail).toMatch(
      /could not find this id/,
    );
    stub.answerNext(GRAPH_ERRORS.unknownCode);
    const other = (await runTest(owner, wrongId.id)).json!.data as { detail: string; channel: ChannelJson };
    expect(other.detail).toBe("Meta reported an error (999999): (#999999) Something new");
    expect(other.channel.lastError).toMatchObject({
      reason: "other",
      values: { code: 999999, message: "(#999999) Something new" },
      message: "Meta 999999: (#999999) Something new",
    });
    const created = channelOf(await connect(owner, whatsapp()));
    stub.answerNext(GRAPH_ERRORS.serverError);
    expect(((await runTest(owner, created.id)).json!.data as { detail: string }).detail).toBe(
      "Meta reported a temporary error; it will be tried again.",
    );
    stub.hangNext();
    expect(((await runTest(owner, created.id)).json!.data as { detail: string }).detail).toBe(
      "Meta did not answer in time.",
    );
  });
});

describe("GET /api/v1/channels/{id}/events", () => {
  it("is empty for a new channel and checks its limit", async () => {
    const { owner } = await company();
    const [sandbox] = channelsOf(await list(owner));
    const response = await readEvents(owner, sandbox!.id);
    expect(response.status).toBe(200);
    expect(response.json!.data).toEqual({ events: [] });
    expect((await readEvents(owner, sandbox!.id, "?limit=0")).status).toBe(400);
    expect((await readEvents(owner, sandbox!.id, "?limit=101")).status).toBe(400);
    expect((await readEvents(owner, sandbox!.id, "?limit=abc")).status).toBe(400);
  });
});
