// A local stand-in for Meta's Graph API (issue 16): a node:http server the tests start, answering
// the real shapes of meta.md (§2.1 send answers, §3 error answers, §4 Messenger) for the ids it
// knows, so the Meta provider runs end to end without the internet. Point the adapter at `url`
// (GRAPH_API_BASE_URL). `answerNext` scripts the next matching request's answer (an error of
// GRAPH_ERRORS, a 5xx, a body that is not JSON), `hangNext` makes it never answer (timeouts).
import { randomBytes } from "node:crypto";
import { createServer, type IncomingMessage, type ServerResponse } from "node:http";
import type { AddressInfo } from "node:net";
import { afterAll } from "vitest";

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
  /** Content publishing (issue 20): what was published (feed posts and media_publish calls), in order. */
  published: StubPublication[];
  /** Instagram containers by id, with their status_code. */
  containers: Map<string, StubContainer>;
  /** Post insights (issue 21): a published post's lifetime figures by its Meta id. */
  postInsights: Map<string, StubPostFigures>;
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
    const followers = request.query.fields?.includes("followers_count")
      ? { followers_count: STUB_INSIGHTS.followers }
      : {};
    if (id === STUB_IDS.pageId) return { status: 200, body: { name: STUB_IDS.pageName, id, ...followers } };
    if (id === STUB_IDS.instagramAccountId) {
      return {
        status: 200,
        body: { username: STUB_IDS.instagramUsername, name: STUB_IDS.pageName, id, ...followers },
      };
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
  if (request.method === "GET" && edge === "insights") return insightsAnswer(request, id);
  return GRAPH_ERRORS.objectMissing;
}

// ---------------------------------------------------------------------------------------------
// Insights (issue 21): a Page's daily metrics (`values` per period), an Instagram account's
// (`metric_type=total_value`) and its followers' age breakdown, in the shapes Meta answers.

export const STUB_INSIGHTS = {
  followers: 12_840,
  // page_impressions and page_impressions_unique are gone (Meta's 2025 deprecations): asking for
  // them answers the invalid-metric error, as Meta does.
  page: {
    page_media_view: 5400,
    page_total_media_view_unique: 3900,
    page_post_engagements: 310,
    page_actions_post_reactions_total: { like: 180, love: 41, haha: 12, wow: 5, sorry: 1, anger: 1 },
  },
  instagram: { reach: 4100, views: 6900, likes: 260, comments: 31, shares: 12, saves: 18 },
  ages: { "18-24": 3100, "25-34": 4900, "35-44": 2600, "45-54": 1400, "55-64": 640, "65+": 200 },
} as const;

/** A published post's lifetime figures (set them with `stub.postInsights.set(postId, figures)`). */
export type StubPostFigures = {
  views: number;
  reach: number;
  /** Instagram: likes; Facebook: reactions, answered by type (all of them likes but one love). */
  likes: number;
  comments: number;
  shares: number;
  /** Instagram's `saved`; Facebook has none. */
  saved: number;
};

const IG_MEDIA_METRICS = ["views", "reach", "likes", "comments", "shares", "saved"] as const;
const FB_POST_METRICS = ["post_media_view", "post_total_media_view_unique", "post_reactions_by_type_total"] as const;

/**
 * Graph's answer to an insights read: one entry per metric with its name, period, title and id
 * (`<object>/insights/<metric>/<period>`), and its figures (`values` or `total_value`) from `figures`.
 */
function insightsData(
  id: string,
  period: "day" | "lifetime",
  metrics: readonly string[],
  figures: (metric: string) => Record<string, unknown>,
): StubAnswer {
  return {
    status: 200,
    body: {
      data: metrics.map((name) => ({
        name,
        period,
        title: name,
        ...figures(name),
        id: `${id}/insights/${name}/${period}`,
      })),
    },
  };
}

/**
 * Post insights (issue 21): Instagram media (`GET /<media-id>/insights`, lifetime values) and
 * Facebook Page posts (`GET /<page-id>_<post-id>/insights` and `GET /<post-id>?fields=shares,comments…`).
 * A post id the stub does not know answers Meta's error 100 (deleted, or never there).
 */
function postInsightsAnswer(request: StubRequest, posts: Map<string, StubPostFigures>): StubAnswer | null {
  if (request.method !== "GET") return null;
  const [id, edge] = request.path.split("/").filter(Boolean);
  const figures = id ? posts.get(id) : undefined;
  if (!id || !figures) return null;
  const facebook = id.includes("_");
  if (edge === "insights") {
    const metrics = (request.query.metric ?? "").split(",").filter(Boolean);
    const known: readonly string[] = facebook ? FB_POST_METRICS : IG_MEDIA_METRICS;
    const unknown = metrics.find((metric) => !known.includes(metric));
    if (unknown || metrics.length === 0) {
      return graphError(400, { message: `(#100) The value must be a valid insights metric: ${unknown}`, code: 100 });
    }
    const value = (name: string): number | Record<string, number> => {
      if (name === "post_media_view") return figures.views;
      if (name === "post_total_media_view_unique") return figures.reach;
      if (name === "post_reactions_by_type_total") {
        return figures.likes > 0 ? { like: figures.likes - 1, love: 1 } : {};
      }
      return figures[name as keyof StubPostFigures];
    };
    return insightsData(id, "lifetime", metrics, (name) => ({ values: [{ value: value(name) }] }));
  }
  if (!edge && facebook && request.query.fields) {
    return {
      status: 200,
      body: {
        ...(figures.shares > 0 ? { shares: { count: figures.shares } } : {}),
        comments: { data: [], summary: { order: "ranked", total_count: figures.comments, can_comment: true } },
        id,
      },
    };
  }
  return null;
}

function insightsAnswer(request: StubRequest, id: string | undefined): StubAnswer {
  const metrics = (request.query.metric ?? "").split(",").filter(Boolean);
  const since = Number(request.query.since);
  if (id === STUB_IDS.pageId) {
    const unknown = metrics.find((metric) => !(metric in STUB_INSIGHTS.page));
    if (unknown || request.query.period !== "day") {
      return graphError(400, { message: `(#100) The value must be a valid insights metric: ${unknown}`, code: 100 });
    }
    const endTime = new Date((since + 86_400) * 1000).toISOString().replace(".000Z", "+0000");
    return insightsData(id, "day", metrics, (name) => ({
      values: [{ value: STUB_INSIGHTS.page[name as keyof typeof STUB_INSIGHTS.page], end_time: endTime }],
    }));
  }
  if (id === STUB_IDS.instagramAccountId) {
    if (metrics.includes("follower_demographics")) {
      return {
        status: 200,
        body: {
          data: [
            {
              name: "follower_demographics",
              period: "lifetime",
              title: "Follower demographics",
              total_value: {
                breakdowns: [
                  {
                    dimension_keys: ["age"],
                    results: Object.entries(STUB_INSIGHTS.ages).map(([age, value]) => ({
                      dimension_values: [age],
                      value,
                    })),
                  },
                ],
              },
              id: `${id}/insights/follower_demographics/lifetime`,
            },
          ],
        },
      };
    }
    const unknown = metrics.find((metric) => !(metric in STUB_INSIGHTS.instagram));
    if (unknown || request.query.metric_type !== "total_value") {
      return graphError(400, {
        message: `(#100) metric[0] must be one of the following values: ${unknown}`,
        code: 100,
      });
    }
    return insightsData(id, "day", metrics, (name) => ({
      total_value: { value: STUB_INSIGHTS.instagram[name as keyof typeof STUB_INSIGHTS.instagram] },
    }));
  }
  return GRAPH_ERRORS.objectMissing;
}

// ---------------------------------------------------------------------------------------------
// Inbound media (meta.md §2.3; the inbound pipeline): `GET /<MEDIA_ID>` answers the media's
// short-lived URL and facts; a GET of that URL with the bearer token answers the bytes. The URL
// is outside the versioned path, as Meta's lookaside host is outside graph.facebook.com.

type StubMedia = { bytes: Uint8Array; mimeType: string };
const MEDIA_DOWNLOAD_PREFIX = "/media-download/";

/**
 * The stub for a whole test file: started, the app's Graph client pointed at it (GRAPH_API_BASE_URL,
 * and GRAPH_API_TIMEOUT_SECONDS when `timeoutSeconds` is given), and closed after the file's tests.
 * Call it at the top of the file, before anything reads those settings.
 */
export async function graphStubForFile({ timeoutSeconds }: { timeoutSeconds?: number } = {}): Promise<GraphStub> {
  const stub = await startGraphStub();
  process.env.GRAPH_API_BASE_URL = stub.url;
  if (timeoutSeconds !== undefined) process.env.GRAPH_API_TIMEOUT_SECONDS = String(timeoutSeconds);
  afterAll(() => stub.close().catch(() => {}));
  return stub;
}

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

// ---------------------------------------------------------------------------------------------
// Content publishing (issue 20): a Facebook Page's photos and feed, Instagram's containers and
// media_publish, in Meta's shapes. A video container is IN_PROGRESS on its first status read and
// FINISHED after; publishing a container twice answers Meta's error, so a double publish shows.

export type StubPublication = {
  kind: "feed" | "instagram";
  accountId: string;
  id: string;
  body: Record<string, unknown>;
};
export type StubContainer = { status: string; body: Record<string, unknown>; reads: number; mediaId: string | null };

const numericId = (digits: number) =>
  String(1 + Math.floor(Math.random() * 9)) +
  Array.from({ length: digits - 1 }, () => Math.floor(Math.random() * 10)).join("");

function publishingAnswer(
  request: StubRequest,
  published: StubPublication[],
  containers: Map<string, StubContainer>,
): StubAnswer | null {
  const [id, edge] = request.path.split("/").filter(Boolean);
  const body = (request.body ?? {}) as Record<string, unknown>;
  if (request.method === "POST" && id === STUB_IDS.pageId && edge === "photos") {
    if (typeof body.url !== "string") return graphError(400, { message: "(#324) Requires upload file", code: 324 });
    return { status: 200, body: { id: numericId(16) } };
  }
  if (request.method === "POST" && id === STUB_IDS.pageId && edge === "feed") {
    if (!body.message && !body.link && !body.attached_media) {
      return graphError(400, { message: "(#100) Missing message or attachment", code: 100 });
    }
    const postId = `${STUB_IDS.pageId}_${numericId(16)}`;
    published.push({ kind: "feed", accountId: id, id: postId, body });
    return { status: 200, body: { id: postId } };
  }
  if (request.method === "POST" && id === STUB_IDS.instagramAccountId && edge === "media") {
    const isCarousel = body.media_type === "CAROUSEL";
    if (!isCarousel && typeof body.image_url !== "string" && typeof body.video_url !== "string") {
      return graphError(400, { message: "(#100) The parameter image_url is required.", code: 100 });
    }
    if (typeof body.caption === "string" && [...body.caption].length > 2200) {
      return graphError(400, { message: "(#100) The caption is too long.", code: 100, error_subcode: 2207035 });
    }
    const containerId = numericId(17);
    const video = typeof body.video_url === "string";
    containers.set(containerId, { status: video ? "IN_PROGRESS" : "FINISHED", body, reads: 0, mediaId: null });
    return { status: 200, body: { id: containerId } };
  }
  if (request.method === "POST" && id === STUB_IDS.instagramAccountId && edge === "media_publish") {
    const container = containers.get(String(body.creation_id ?? ""));
    if (!container) return GRAPH_ERRORS.objectMissing;
    if (container.status !== "FINISHED") {
      return graphError(400, { message: "(#9007) Media ID is not available", code: 9007, error_subcode: 2207027 });
    }
    container.status = "PUBLISHED";
    container.mediaId = numericId(17);
    published.push({ kind: "instagram", accountId: id, id: container.mediaId, body: container.body });
    return { status: 200, body: { id: container.mediaId } };
  }
  if (request.method === "GET" && id && !edge) {
    const container = containers.get(id);
    if (container && request.query.fields?.includes("status_code")) {
      container.reads += 1;
      if (container.status === "IN_PROGRESS" && container.reads > 1) container.status = "FINISHED";
      return { status: 200, body: { status_code: container.status, id } };
    }
    const media = published.find((item) => item.id === id);
    if (media?.kind === "instagram") {
      return { status: 200, body: { permalink: `https://www.instagram.com/p/${id.slice(-11)}/`, id } };
    }
    if (media?.kind === "feed") {
      return { status: 200, body: { permalink_url: `https://www.facebook.com/${id.replace("_", "/posts/")}`, id } };
    }
  }
  return null;
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
  const published: StubPublication[] = [];
  const containers = new Map<string, StubContainer>();
  const postInsights = new Map<string, StubPostFigures>();
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
    const authorized = request.authorization === `Bearer ${token}`;
    const postAnswer =
      scripted || !authorized || !url.pathname.startsWith(prefix) ? null : postInsightsAnswer(request, postInsights);
    const publishing =
      scripted || postAnswer || !authorized || !url.pathname.startsWith(prefix)
        ? null
        : publishingAnswer(request, published, containers);
    const answer =
      scripted ??
      postAnswer ??
      publishing ??
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
    published,
    containers,
    postInsights,
    answerNext(answer, match = () => true) {
      scripts.push({ match, answer });
    },
    hangNext(match = () => true) {
      scripts.push({ match, answer: "hang" });
    },
    reset() {
      requests.length = 0;
      scripts.length = 0;
      published.length = 0;
      containers.clear();
      postInsights.clear();
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
