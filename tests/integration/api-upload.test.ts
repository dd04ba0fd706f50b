import { afterAll, afterEach, beforeAll, describe, expect, it } from "vitest";
import { ACCESS_COOKIE } from "@/lib/auth/jwt";
import { api, ApiError, apiUpload, isAbortError, type UploadProgress } from "@/lib/api-client";
import { db } from "@/lib/server/db";
import { POST as importCustomers } from "@/app/api/v1/customers/import/route";
import { fakeBrowser } from "@/tests/helpers/fake-browser";
import { createCompany, createUser } from "@/tests/helpers/factories";

// apiUpload() against the real route handlers and database, as api-client.test.ts does for api():
// a tiny same-origin "browser" with one cookie jar behind both fetch (api(), the refresh) and
// XMLHttpRequest (apiUpload()), the XHR reporting upload progress in four steps as a browser would.

const { jar, calls, dispatch } = fakeBrowser({ "/api/v1/customers/import": importCustomers }, "10.200.0.2");
/** The request headers each transport set (before the "browser" adds cookies). */
const sentHeaders: { transport: "fetch" | "xhr"; headers: Headers }[] = [];
const realFetch = globalThis.fetch;

const progressEvent = (type: string, loaded: number, total: number) =>
  Object.assign(new Event(type), { lengthComputable: true, loaded, total });

/** The part of XMLHttpRequest apiUpload() uses. */
class FakeXhr {
  readonly upload = new EventTarget();
  status = 0;
  responseText = "";
  withCredentials = false;
  private readonly events = new EventTarget();
  private readonly headers = new Headers();
  private responseHeaders = new Headers();
  private method = "GET";
  private url = "";
  private done = false;

  addEventListener(type: string, listener: EventListener) {
    this.events.addEventListener(type, listener);
  }
  open(method: string, url: string) {
    this.method = method;
    this.url = url;
  }
  setRequestHeader(name: string, value: string) {
    this.headers.set(name, value);
  }
  getResponseHeader(name: string) {
    return this.responseHeaders.get(name);
  }
  abort() {
    if (this.done) return;
    this.done = true;
    this.events.dispatchEvent(new Event("abort"));
  }
  send(body: FormData) {
    sentHeaders.push({ transport: "xhr", headers: new Headers(this.headers) });
    void this.run(body);
  }

  private async run(form: FormData) {
    // The multipart bytes and boundary, as the browser would encode them.
    const encoded = new Request("http://127.0.0.1:3000", { method: "POST", body: form });
    const bytes = new Uint8Array(await encoded.arrayBuffer());
    this.headers.set("content-type", encoded.headers.get("content-type")!);
    for (let step = 1; step <= 4; step++) {
      await new Promise((resolve) => setTimeout(resolve, 1));
      if (this.done) return;
      this.upload.dispatchEvent(progressEvent("progress", Math.floor((bytes.length * step) / 4), bytes.length));
    }
    this.upload.dispatchEvent(progressEvent("load", bytes.length, bytes.length));
    const response = await dispatch(new URL(this.url, "http://127.0.0.1:3000"), this.method, this.headers, bytes);
    const text = await response.text();
    if (this.done) return;
    this.done = true;
    this.status = response.status;
    this.responseText = text;
    this.responseHeaders = response.headers;
    this.events.dispatchEvent(new Event("load"));
  }
}

beforeAll(() => {
  globalThis.fetch = async (input, init) => {
    sentHeaders.push({ transport: "fetch", headers: new Headers(init?.headers) });
    return dispatch(
      new URL(String(input), "http://127.0.0.1:3000"),
      init?.method ?? "GET",
      new Headers(init?.headers),
      init?.body,
    );
  };
  globalThis.XMLHttpRequest = FakeXhr as unknown as typeof XMLHttpRequest;
});

afterEach(() => {
  calls.length = 0;
  sentHeaders.length = 0;
});

afterAll(async () => {
  globalThis.fetch = realFetch;
  Reflect.deleteProperty(globalThis, "XMLHttpRequest");
  await db.$disconnect();
});

const csvForm = (content: string, fields: Record<string, string> = {}) => {
  const form = new FormData();
  form.set("file", new Blob([content], { type: "text/csv" }), "musteriler.csv");
  for (const [key, value] of Object.entries(fields)) form.set(key, value);
  return form;
};
const CSV = "\uFEFFAd;Soyad;E-posta\r\nIşık;Çelik;isik@ornek.com.tr\r\nAyşe;Güneş;bozuk-adres\r\n";

describe("apiUpload()", () => {
  beforeAll(async () => {
    const company = await createCompany();
    const user = await createUser({ companyId: company.id, role: "owner", password: "Dogru-Parola1" });
    await api("/auth/login", { body: { email: user.email, password: "Dogru-Parola1" }, skipRefresh: true });
  });

  it("reports the bytes sent, then answers the envelope's data like api()", async () => {
    const progress: UploadProgress[] = [];
    const { data } = await apiUpload<{ headers: string[]; totalRows: number; mapping: Record<string, string> }>(
      "/customers/import",
      csvForm(CSV, { preview: "1" }),
      { onProgress: (event) => progress.push(event) },
    );
    expect(data).toMatchObject({ headers: ["Ad", "Soyad", "E-posta"], totalRows: 2 });
    expect(data.mapping).toEqual({ 0: "firstName", 1: "lastName", 2: "email" });
    expect(progress.length).toBeGreaterThanOrEqual(4);
    const total = progress[0]!.total;
    expect(progress.every((event) => event.total === total)).toBe(true);
    expect(progress.map((event) => event.loaded)).toEqual(
      [...progress.map((event) => event.loaded)].sort((a, b) => a - b),
    );
    expect(progress.at(-1)).toEqual({ loaded: total, total });
  });

  it("sends the same headers as api() (the multipart body brings its own content type)", async () => {
    await api("/auth/me");
    await apiUpload("/customers/import", csvForm(CSV, { preview: "1" }));
    const fetchHeaders = sentHeaders.find((item) => item.transport === "fetch")!.headers;
    const xhrHeaders = sentHeaders.find((item) => item.transport === "xhr")!.headers;
    expect(Object.fromEntries(xhrHeaders)).toEqual(Object.fromEntries(fetchHeaders));
  });

  it("imports with a mapping chosen by hand", async () => {
    const { data } = await apiUpload<{ total: number; inserted: number; rejected: number; errors: unknown[] }>(
      "/customers/import",
      csvForm("Kolon A;Kolon B;Kolon C\r\nŞükrü;Öztürk;sukru@ornek.com.tr\r\n", {
        mapping: JSON.stringify({ 0: "firstName", 1: "lastName", 2: "email" }),
      }),
    );
    expect(data).toMatchObject({ total: 1, inserted: 1, rejected: 0 });
  });

  it("throws the same ApiError as api(): status, code, the joined message and the field errors", async () => {
    const error = await apiUpload(
      "/customers/import",
      csvForm(CSV, { mapping: JSON.stringify({ 0: "email", 1: "email" }) }),
    ).catch((caught: unknown) => caught);
    expect(error).toBeInstanceOf(ApiError);
    expect(error).toMatchObject({ status: 400, code: "VALIDATION_ERROR" });
    expect((error as ApiError).fieldErrors.mapping).toBe("Sütun eşleştirmesi geçersiz");
    expect((error as ApiError).message).toBe("Sütun eşleştirmesi geçersiz");
  });

  it("an expired access token: one refresh shared with api() calls, then the upload is sent again", async () => {
    jar.delete(ACCESS_COOKIE);
    const progress: UploadProgress[] = [];
    const [upload, profile] = await Promise.all([
      apiUpload<{ totalRows: number }>("/customers/import", csvForm(CSV, { preview: "1" }), {
        onProgress: (event) => progress.push(event),
      }),
      api<{ user: { email: string } }>("/auth/me"),
    ]);
    expect(upload.data.totalRows).toBe(2);
    expect(profile.data.user.email).toContain("@");
    expect(calls.filter((path) => path === "/api/v1/auth/refresh")).toHaveLength(1);
    expect(calls.filter((path) => path === "/api/v1/customers/import")).toHaveLength(2);
    // The retry uploads again from zero.
    expect(progress.filter((event) => event.loaded === event.total).length).toBeGreaterThanOrEqual(2);
  });

  it("cancelling rejects with an AbortError and nothing reaches the server", async () => {
    const controller = new AbortController();
    const pending = apiUpload("/customers/import", csvForm(CSV), {
      signal: controller.signal,
      onProgress: () => controller.abort(),
    });
    const error = await pending.catch((caught: unknown) => caught);
    expect(isAbortError(error)).toBe(true);
    expect(calls).not.toContain("/api/v1/customers/import");

    const already = await apiUpload("/customers/import", csvForm(CSV), { signal: AbortSignal.abort() }).catch(
      (caught: unknown) => caught,
    );
    expect(isAbortError(already)).toBe(true);
  });

  it("when the session is over, the 401 reaches the caller", async () => {
    jar.clear();
    const error = await apiUpload("/customers/import", csvForm(CSV, { preview: "1" })).catch(
      (caught: unknown) => caught,
    );
    expect(error).toBeInstanceOf(ApiError);
    expect((error as ApiError).status).toBe(401);
    expect(calls).toEqual(["/api/v1/customers/import", "/api/v1/auth/refresh"]);
  });
});
