// A local stand-in for Meta's Graph API (issue 16): a node:http server the tests start, answering
// the real shapes of meta.md (§2.1 send answers, §3 error answers, §4 Messenger) for the ids it
// knows, so the Meta provider runs end to end without the internet. Point the adapter at `url`
// (GRAPH_API_BASE_URL). `answerNext` scripts the next matching request's answer (an error of
// GRAPH_ERRORS, a 5xx, a body that is not JSON), `hangNext` makes it never answer (timeouts).
import { randomBytes } from "node:crypto";
import { createServer, type IncomingMessage, type ServerResponse } from "node:http";
import type { AddressInfo } from "node:net";

export const STUB_IDS = {
  phoneNumberId: "106540352242922",
  wabaId: "102290129340398",
  pageId: "104123456789012",
  instagramAccountId: "17841400000000001",
  displayPhoneNumber: "+90 555 111 22 33",
  verifiedName: "Kanal Test",
  pageName: "Kanal Test Page",
  instagramUsername: "kanal.test",
  appId: "1234567890123456",
} as const;

export const STUB_TOKEN = "EAAGstubtoken0123456789";

export type StubAnswer = { status: number; body?: unknown; raw?: string };

const graphError = (status: number, error: Record<string, unknown>): StubAnswer => ({
  status,
  body: { error: { type: "OAuthException", fbtrace_id: "AbCdEfGh123", ...error } },
});

/** Meta's error answers (meta.md §3), as the Graph API sends them. */
export const GRAPH_ERRORS = {
  tokenInvalid: graphError(401, {
    message: "Error validating access token: Session has expired on Tuesday, 24-Nov-26 10:00:00 PST.",
    code: 190,
    error_subcode: 463,
  }),
  undeliverable: graphError(400, {
    message: "(#131026) Message undeliverable",
    code: 131026,
    error_data: { messaging_product: "whatsapp", details: "Message Undeliverable." },
  }),
  rateLimited: graphError(400, {
    message: "(#130429) Rate limit hit",
    code: 130429,
    error_data: { messaging_product: "whatsapp", details: "Cloud API message throughput has been reached." },
  }),
  pairRateLimited: graphError(400, {
    message: "(#131056) (Business Account, Consumer Account) pair rate limit hit",
    code: 131056,
    error_data: {
      messaging_product: "whatsapp",
      details:
        "Message failed to send because there were too many messages sent from this phone number to the same phone number in a short period of time.",
    },
  }),
  outsideWindow: graphError(400, {
    message: "(#131047) Re-engagement message",
    code: 131047,
    error_data: {
      messaging_product: "whatsapp",
      details:
        "Message failed to send because more than 24 hours have passed since the customer last replied to this number.",
    },
  }),
  templateMissing: graphError(404, {
    message: "(#132001) Template name does not exist in the translation",
    code: 132001,
    error_data: { messaging_product: "whatsapp", details: "template name (order_update) does not exist in tr" },
  }),
  temporary: graphError(400, { message: "(#131016) Service unavailable", code: 131016 }),
  unknownCode: graphError(400, { message: "(#999999) Something new", code: 999999 }),
  serverError: graphError(500, { message: "An unknown error has occurred.", code: 1, is_transient: true }),
  objectMissing: graphError(400, {
    message:
      "Unsupported get request. Object with ID '1' does not exist, cannot be loaded due to missing permissions, or does not support this operation.",
    type: "GraphMethodException",
    code: 100,
    error_subcode: 33,
  }),
} satisfies Record<string, StubAnswer>;

export type StubRequest = {
  method: string;
  path: string;
  query: Record<string, string>;
  authorization: string | null;
  contentType: string | null;
  /** Parsed JSON, or the raw text of a multipart/form body. */
  body: unknown;
  /** The body's length in bytes. */
  size: number;
  headers: Record<string, string | string[] | undefined>;
};

type Script = { match: (request: StubRequest) => boolean; answer: StubAnswer | "hang" };

export type GraphStub = {
  url: string;
  version: string;
  requests: StubRequest[];
  /** The next request that `match`es (any, by default) gets this answer instead of the usual one. */
  answerNext(answer: StubAnswer, match?: (request: StubRequest) => boolean): void;
  /** The next matching request never gets an answer (the socket stays open until close). */
  hangNext(match?: (request: StubRequest) => boolean): void;
  reset(): void;
  close(): Promise<void>;
  /** Inbound media (see the section below): a file a customer sent; its media id. */
  addMedia(file: { bytes: Uint8Array; mimeType: string }): string;
};

const wamid = () => `wamid.HBgM${randomBytes(24).toString("base64url")}`;

async function readBody(req: IncomingMessage): Promise<Buffer> {
  const chunks: Buffer[] = [];
  for await (const chunk of req) chunks.push(chunk as Buffer);
  return Buffer.concat(chunks);
}

/** The usual answer of the real API to a request, for the ids the stub knows. */
function defaultAnswer(
  request: StubRequest,
  token: string,
  templates: Map<string, Record<string, unknown>>,
): StubAnswer {
  // The Resumable Upload API's second step: the bytes, with `Authorization: OAuth <token>`.
  if (request.method === "POST" && request.path.startsWith("/upload:")) {
    if (request.authorization !== `OAuth ${token}`) {
      return graphError(401, { message: "Invalid OAuth access token - Cannot parse access token", code: 190 });
    }
    if (request.headers.file_offset !== "0" || request.size !== Number(request.query.stub_length)) {
      return graphError(400, { message: "(#100) file_offset or file length mismatch", code: 100 });
    }
    return { status: 200, body: { h: `4::${randomBytes(24).toString("base64url")}` } };
  }
  if (request.authorization !== `Bearer ${token}`) {
    return graphError(401, { message: "Invalid OAuth access token - Cannot parse access token", code: 190 });
  }
  const [id, edge] = request.path.split("/").filter(Boolean);
  const body = (request.body ?? {}) as Record<string, unknown>;
  if (request.method === "GET" && !edge) {
    if (id === STUB_IDS.phoneNumberId) {
      return {
        status: 200,
        body: {
          verified_name: STUB_IDS.verifiedName,
          display_phone_number: STUB_IDS.displayPhoneNumber,
          quality_rating: "GREEN",
          id,
        },
      };
    }
    if (id === STUB_IDS.pageId) return { status: 200, body: { name: STUB_IDS.pageName, id } };
    if (id === STUB_IDS.instagramAccountId) {
      return { status: 200, body: { username: STUB_IDS.instagramUsername, name: STUB_IDS.pageName, id } };
    }
    const template = id ? templates.get(id) : undefined;
    if (template) return { status: 200, body: template };
  }
  // A template's edit (POST /<TEMPLATE_ID>): its category and components, back to review.
  if (request.method === "POST" && !edge && id && templates.has(id)) {
    templates.set(id, { ...templates.get(id), category: body.category, status: "PENDING" });
    return { status: 200, body: { success: true } };
  }
  if (request.method === "POST" && edge === "messages") {
    if (id === STUB_IDS.phoneNumberId) {
      if (body.messaging_product !== "whatsapp" || typeof body.to !== "string") {
        return graphError(400, { message: "(#100) The parameter messaging_product is required.", code: 100 });
      }
      return {
        status: 200,
        body: {
          messaging_product: "whatsapp",
          contacts: [{ input: body.to, wa_id: body.to }],
          messages: [{ id: wamid(), message_status: "accepted" }],
        },
      };
    }
    if (id === STUB_IDS.pageId || id === STUB_IDS.instagramAccountId) {
      const recipient = (body.recipient as { id?: string } | undefined)?.id;
      if (!recipient) return graphError(400, { message: "(#100) param recipient must be non-empty.", code: 100 });
      return {
        status: 200,
        body: { recipient_id: recipient, message_id: `m_${randomBytes(20).toString("base64url")}` },
      };
    }
  }
  // The token's app, and the Resumable Upload API's first step: a session for a file.
  if (request.method === "GET" && id === "app" && !edge) return { status: 200, body: { id: STUB_IDS.appId } };
  if (request.method === "POST" && id === STUB_IDS.appId && edge === "uploads") {
    const { file_length: length, file_type: type } = request.query;
    if (!length || !type)
      return graphError(400, { message: "(#100) file_length and file_type are required", code: 100 });
    return {
      status: 200,
      body: { id: `upload:${randomBytes(16).toString("base64url")}?sig=stub&stub_length=${length}` },
    };
  }
  if (request.method === "POST" && edge === "media" && id === STUB_IDS.phoneNumberId) {
    return { status: 200, body: { id: String(1_000_000_000 + Math.floor(Math.random() * 1e9)) } };
  }
  if (request.method === "POST" && edge === "message_attachments" && id !== STUB_IDS.phoneNumberId) {
    return { status: 200, body: { attachment_id: String(1_000_000_000 + Math.floor(Math.random() * 1e9)) } };
  }
  if (edge === "message_templates" && id === STUB_IDS.wabaId) {
    if (request.method === "POST") {
      const templateId = String(1_600_000_000_000_000 + Math.floor(Math.random() * 1e9));
      templates.set(templateId, {
        id: templateId,
        name: body.name,
        language: body.language,
        category: body.category,
        status: "PENDING",
        rejected_reason: "NONE",
      });
      return { status: 200, body: { id: templateId, status: "PENDING", category: body.category } };
    }
    if (request.method === "DELETE") {
      const known = templates.delete(request.query.hsm_id ?? "");
      return known ? { status: 200, body: { success: true } } : GRAPH_ERRORS.objectMissing;
    }
  }
  return GRAPH_ERRORS.objectMissing;
}

// ---------------------------------------------------------------------------------------------
// Inbound media (meta.md §2.3; the inbound pipeline): `GET /<MEDIA_ID>` answers the media's
// short-lived URL and facts; a GET of that URL with the bearer token answers the bytes. The URL
// is outside the versioned path, as Meta's lookaside host is outside graph.facebook.com.

type StubMedia = { bytes: Uint8Array; mimeType: string };
const MEDIA_DOWNLOAD_PREFIX = "/media-download/";

/** The media route's answer, or null when the request is not one (the rest of the stub answers it). */
function inboundMediaAnswer(
  request: StubRequest,
  pathname: string,
  token: string,
  media: Map<string, StubMedia>,
  baseUrl: string,
): { status: number; contentType: string; body: Uint8Array | string } | null {
  if (request.method !== "GET") return null;
  const downloading = pathname.startsWith(MEDIA_DOWNLOAD_PREFIX);
  const id = downloading ? pathname.slice(MEDIA_DOWNLOAD_PREFIX.length) : request.path.split("/").filter(Boolean)[0];
  const file = id ? media.get(id) : undefined;
  if (!file) return null;
  if (request.authorization !== `Bearer ${token}`) {
    return { status: 401, contentType: "application/json", body: JSON.stringify(GRAPH_ERRORS.tokenInvalid.body) };
  }
  if (downloading) return { status: 200, contentType: file.mimeType, body: file.bytes };
  return {
    status: 200,
    contentType: "application/json",
    body: JSON.stringify({
      messaging_product: "whatsapp",
      url: `${baseUrl}${MEDIA_DOWNLOAD_PREFIX}${id}`,
      mime_type: file.mimeType,
      sha256: "stub",
      file_size: file.bytes.byteLength,
      id,
    }),
  };
}
// ---------------------------------------------------------------------------------------------

export async function startGraphStub({
  port = 0,
  token = STUB_TOKEN,
  version = "v21.0",
}: { port?: number; token?: string; version?: string } = {}): Promise<GraphStub> {
  const requests: StubRequest[] = [];
  const scripts: Script[] = [];
  const hanging = new Set<ServerResponse>();
  const templates = new Map<string, Record<string, unknown>>();
  const media = new Map<string, StubMedia>();
  let baseUrl = "";

  const server = createServer(async (req, res) => {
    const url = new URL(req.url ?? "/", "http://stub");
    const raw = await readBody(req);
    const text = raw.toString("utf8");
    const contentType = req.headers["content-type"] ?? null;
    let body: unknown = text;
    if (contentType?.startsWith("application/json")) {
      try {
        body = JSON.parse(text);
      } catch {
        body = text;
      }
    }
    const prefix = `/${version}`;
    const request: StubRequest = {
      method: req.method ?? "GET",
      path: url.pathname.startsWith(prefix) ? url.pathname.slice(prefix.length) : url.pathname,
      query: Object.fromEntries(url.searchParams),
      authorization: req.headers.authorization ?? null,
      contentType,
      body,
      size: raw.byteLength,
      headers: req.headers,
    };
    requests.push(request);
    const index = scripts.findIndex((script) => script.match(request));
    const scripted = index >= 0 ? scripts.splice(index, 1)[0]!.answer : null;
    if (scripted === "hang") {
      hanging.add(res);
      return;
    }
    const mediaAnswer = scripted ? null : inboundMediaAnswer(request, url.pathname, token, media, baseUrl);
    if (mediaAnswer) {
      res.writeHead(mediaAnswer.status, { "Content-Type": mediaAnswer.contentType });
      res.end(mediaAnswer.body);
      return;
    }
    const answer =
      scripted ??
      (url.pathname.startsWith(prefix) ? defaultAnswer(request, token, templates) : GRAPH_ERRORS.objectMissing);
    const payload = answer.raw ?? JSON.stringify(answer.body ?? {});
    res.writeHead(answer.status, { "Content-Type": answer.raw !== undefined ? "text/html" : "application/json" });
    res.end(payload);
  });
  await new Promise<void>((resolve) => server.listen(port, "127.0.0.1", resolve));
  const address = server.address() as AddressInfo;
  baseUrl = `http://127.0.0.1:${address.port}`;

  return {
    url: `http://127.0.0.1:${address.port}`,
    version,
    requests,
    answerNext(answer, match = () => true) {
      scripts.push({ match, answer });
    },
    hangNext(match = () => true) {
      scripts.push({ match, answer: "hang" });
    },
    reset() {
      requests.length = 0;
      scripts.length = 0;
    },
    addMedia(file) {
      const id = String(2_000_000_000 + Math.floor(Math.random() * 1e9));
      media.set(id, file);
      return id;
    },
    async close() {
      for (const res of hanging) res.destroy();
      server.closeAllConnections();
      await new Promise<void>((resolve) => server.close(() => resolve()));
    },
  };
}
