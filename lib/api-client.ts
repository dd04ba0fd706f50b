// The one API client every screen uses (house-style.md). It unwraps the envelope of api.md,
// raises the server's message (spec 01 §8: errors[].message joined with ", ", else message, else
// "HTTP error! status: N"), and refreshes the session once on a 401 so an idle tab keeps working.
// `api()` sends JSON through fetch; `apiUpload()` sends a FormData through XMLHttpRequest, the one
// browser API that reports upload progress. Both share the headers, the refresh and the parsing;
// `apiDownload()` fetches a file whole, so a body cut off half-way is an error, never a saved file.

export type FieldErrors = Record<string, string>;

export class ApiError extends Error {
  readonly status: number;
  readonly code: string | undefined;
  /** Field path → message, for showing server errors on the right inputs. */
  readonly fieldErrors: FieldErrors;
  readonly retryAfter: number | undefined;

  constructor(
    message: string,
    options: { status: number; code?: string; fieldErrors?: FieldErrors; retryAfter?: number },
  ) {
    super(message);
    this.name = "ApiError";
    this.status = options.status;
    this.code = options.code;
    this.fieldErrors = options.fieldErrors ?? {};
    this.retryAfter = options.retryAfter;
  }
}

type Envelope<T> =
  | { success: true; message?: string; data: T }
  | {
      success: false;
      message?: string;
      code?: string;
      errors?: { field: string; message: string }[];
      requestId?: string;
    };

export type ApiResult<T> = { data: T; message?: string };

type Method = "GET" | "POST" | "PUT" | "PATCH" | "DELETE";

type RequestOptions = {
  method?: Method;
  body?: unknown;
  signal?: AbortSignal;
  /** Auth calls themselves must not trigger a refresh. */
  skipRefresh?: boolean;
  /** Sent as Idempotency-Key: the server does a retried call's work once (newIdempotencyKey()). */
  idempotencyKey?: string;
};

/**
 * A key for one user action that may be retried (a send): make it when the action starts, reuse it
 * for every retry of that action. getRandomValues works on plain http too (randomUUID does not).
 */
export function newIdempotencyKey(): string {
  const bytes = crypto.getRandomValues(new Uint8Array(16));
  return Array.from(bytes, (byte) => byte.toString(16).padStart(2, "0")).join("");
}

export type UploadProgress = { loaded: number; total: number };

export type UploadOptions = {
  method?: Extract<Method, "POST" | "PUT" | "PATCH">;
  /** Bytes of the body sent so far; the last call has loaded === total. A retry after a refresh starts again at 0. */
  onProgress?: (progress: UploadProgress) => void;
  signal?: AbortSignal;
  skipRefresh?: boolean;
};

/** What both transports hand back: enough to read the envelope and the Retry-After header. */
type RawResponse = { status: number; text: string; retryAfter: string | null };

const API_BASE = "/api/v1";
const REFRESH_PATH = "/auth/refresh";

/** The headers of every call; a JSON body adds its content type (a FormData sets its own). */
function requestHeaders(hasJsonBody: boolean): Record<string, string> {
  return hasJsonBody
    ? { accept: "application/json", "content-type": "application/json" }
    : { accept: "application/json" };
}

// One refresh at a time per tab: concurrent 401s (from api() and apiUpload() alike) wait for the same promise.
let refreshing: Promise<boolean> | null = null;

function refreshSession(): Promise<boolean> {
  refreshing ??= fetch(API_BASE + REFRESH_PATH, {
    method: "POST",
    credentials: "same-origin",
    headers: requestHeaders(true),
    body: "{}",
  })
    .then((response) => response.ok)
    .catch(() => false)
    .finally(() => {
      refreshing = null;
    });
  return refreshing;
}

/** Sends once and, on a 401, refreshes the session (shared) and sends once more. */
async function withRefresh(send: () => Promise<RawResponse>, skipRefresh: boolean | undefined): Promise<RawResponse> {
  const response = await send();
  if (response.status === 401 && !skipRefresh && (await refreshSession())) return send();
  return response;
}

/** The envelope's data, or the ApiError it describes. */
function settle<T>(response: RawResponse): ApiResult<T> {
  let envelope: Envelope<T> | null = null;
  try {
    envelope = JSON.parse(response.text) as Envelope<T>;
  } catch {
    envelope = null;
  }
  const ok = response.status >= 200 && response.status < 300;
  if (ok && envelope?.success) return { data: envelope.data, message: envelope.message };

  const failure = envelope && !envelope.success ? envelope : null;
  const fieldErrors: FieldErrors = {};
  for (const item of failure?.errors ?? []) fieldErrors[item.field] ??= item.message;
  const message = failure?.errors?.length
    ? failure.errors.map((item) => item.message).join(", ")
    : failure?.message || `HTTP error! status: ${response.status}`;
  const retryAfter = Number(response.retryAfter) || undefined;
  throw new ApiError(message, { status: response.status, code: failure?.code, fieldErrors, retryAfter });
}

async function sendJson(path: string, options: RequestOptions): Promise<RawResponse> {
  const hasBody = options.body !== undefined;
  const response = await fetch(API_BASE + path, {
    method: options.method ?? (hasBody ? "POST" : "GET"),
    credentials: "same-origin",
    headers: options.idempotencyKey
      ? { ...requestHeaders(hasBody), "idempotency-key": options.idempotencyKey }
      : requestHeaders(hasBody),
    body: hasBody ? JSON.stringify(options.body) : undefined,
    signal: options.signal,
  });
  return { status: response.status, text: await response.text(), retryAfter: response.headers.get("retry-after") };
}

const abortReason = (signal: AbortSignal): unknown =>
  signal.reason ?? new DOMException("The operation was aborted.", "AbortError");

function sendForm(path: string, body: FormData, options: UploadOptions): Promise<RawResponse> {
  return new Promise((resolve, reject) => {
    const { signal, onProgress } = options;
    if (signal?.aborted) {
      reject(abortReason(signal));
      return;
    }
    const xhr = new XMLHttpRequest();
    const onAbort = () => xhr.abort();
    const cleanUp = () => signal?.removeEventListener("abort", onAbort);
    xhr.open(options.method ?? "POST", API_BASE + path);
    xhr.withCredentials = true; // same-origin sends cookies anyway; this keeps parity with credentials: "same-origin"
    for (const [name, value] of Object.entries(requestHeaders(false))) xhr.setRequestHeader(name, value);
    if (onProgress) {
      xhr.upload.addEventListener("progress", (event) => {
        if (event.lengthComputable) onProgress({ loaded: event.loaded, total: event.total });
      });
      xhr.upload.addEventListener("load", (event) => {
        const total = event.lengthComputable ? event.total : event.loaded;
        onProgress({ loaded: total, total });
      });
    }
    xhr.addEventListener("load", () => {
      cleanUp();
      resolve({ status: xhr.status, text: xhr.responseText, retryAfter: xhr.getResponseHeader("retry-after") });
    });
    // Like fetch: a network failure is a TypeError, a cancel is the signal's reason (an AbortError).
    xhr.addEventListener("error", () => {
      cleanUp();
      reject(new TypeError("Failed to fetch"));
    });
    xhr.addEventListener("abort", () => {
      cleanUp();
      reject(signal ? abortReason(signal) : new DOMException("The operation was aborted.", "AbortError"));
    });
    signal?.addEventListener("abort", onAbort, { once: true });
    xhr.send(body);
  });
}

/** Calls `/api/v1{path}` and returns `{ data, message }`, or throws an ApiError. */
export async function api<T>(path: string, options: RequestOptions = {}): Promise<ApiResult<T>> {
  return settle<T>(await withRefresh(() => sendJson(path, options), options.skipRefresh));
}

/**
 * Uploads a multipart body to `/api/v1{path}` with progress, and answers exactly like `api()`:
 * `{ data, message }` or an ApiError, with the same one-shared refresh and retry on a 401.
 * Aborting `signal` cancels the upload and rejects with an AbortError.
 */
export async function apiUpload<T>(path: string, body: FormData, options: UploadOptions = {}): Promise<ApiResult<T>> {
  return settle<T>(await withRefresh(() => sendForm(path, body, options), options.skipRefresh));
}

/** True for the rejection of a cancelled api() or apiUpload() call. */
export function isAbortError(error: unknown): boolean {
  return error instanceof DOMException && error.name === "AbortError";
}

/**
 * Downloads `/api/v1{path}` whole, with the file name from Content-Disposition, or throws: an
 * ApiError for an error envelope (after the same one refresh on a 401), and a TypeError when the
 * body ends early: a streamed export that fails half-way aborts the connection (issue 13 #4), so a
 * cut-off file is refused here and never saved.
 */
export async function apiDownload(
  path: string,
  options: { signal?: AbortSignal; method?: Extract<Method, "GET" | "POST">; body?: unknown } = {},
): Promise<{ blob: Blob; fileName: string | null }> {
  // A POST carries its JSON body (the media library's zip of a selection: POST /media/download { ids }).
  const hasBody = options.body !== undefined;
  const send = () =>
    fetch(API_BASE + path, {
      method: options.method ?? (hasBody ? "POST" : "GET"),
      credentials: "same-origin",
      headers: hasBody ? { "content-type": "application/json" } : undefined,
      body: hasBody ? JSON.stringify(options.body) : undefined,
      signal: options.signal,
    });
  let response = await send();
  if (response.status === 401 && (await refreshSession())) response = await send();
  if (!response.ok) {
    const text = await response.text().catch(() => "");
    settle<never>({ status: response.status, text, retryAfter: response.headers.get("retry-after") });
  }
  const blob = await response.blob();
  return { blob, fileName: attachmentName(response.headers.get("content-disposition")) };
}

/**
 * The file name of a Content-Disposition: RFC 6266's `filename*=UTF-8''…` first, else `filename`,
 * quoted or a bare token (`filename=customers.csv`, as the server writes an ASCII name).
 */
export function attachmentName(header: string | null): string | null {
  if (!header) return null;
  const extended = /filename\*=UTF-8''([^;]+)/i.exec(header)?.[1];
  if (extended) {
    try {
      return decodeURIComponent(extended.trim());
    } catch {
      // A malformed escape: fall back to the plain name.
    }
  }
  const plain = /filename=(?:"([^"]+)"|([^";\s]+))/i.exec(header);
  return plain?.[1] ?? plain?.[2] ?? null;
}
