// The one fetch wrapper every screen uses (house-style.md). It unwraps the envelope of api.md,
// raises the server's message (spec 01 §8: errors[].message joined with ", ", else message, else
// "HTTP error! status: N"), and refreshes the session once on a 401 so an idle tab keeps working.

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

type RequestOptions = {
  method?: "GET" | "POST" | "PUT" | "PATCH" | "DELETE";
  body?: unknown;
  signal?: AbortSignal;
  /** Auth calls themselves must not trigger a refresh. */
  skipRefresh?: boolean;
};

const API_BASE = "/api/v1";
const REFRESH_PATH = "/auth/refresh";

// One refresh at a time per tab: concurrent 401s wait for the same promise.
let refreshing: Promise<boolean> | null = null;

function refreshSession(): Promise<boolean> {
  refreshing ??= fetch(API_BASE + REFRESH_PATH, {
    method: "POST",
    credentials: "same-origin",
    headers: { "content-type": "application/json" },
    body: "{}",
  })
    .then((response) => response.ok)
    .catch(() => false)
    .finally(() => {
      refreshing = null;
    });
  return refreshing;
}

async function send(path: string, options: RequestOptions): Promise<Response> {
  const hasBody = options.body !== undefined;
  return fetch(API_BASE + path, {
    method: options.method ?? (hasBody ? "POST" : "GET"),
    credentials: "same-origin",
    headers: hasBody ? { "content-type": "application/json" } : undefined,
    body: hasBody ? JSON.stringify(options.body) : undefined,
    signal: options.signal,
  });
}

/** Calls `/api/v1{path}` and returns `{ data, message }`, or throws an ApiError. */
export async function api<T>(path: string, options: RequestOptions = {}): Promise<ApiResult<T>> {
  let response = await send(path, options);
  if (response.status === 401 && !options.skipRefresh && (await refreshSession())) {
    response = await send(path, options);
  }
  let envelope: Envelope<T> | null = null;
  try {
    envelope = (await response.json()) as Envelope<T>;
  } catch {
    envelope = null;
  }
  if (response.ok && envelope?.success) return { data: envelope.data, message: envelope.message };

  const failure = envelope && !envelope.success ? envelope : null;
  const fieldErrors: FieldErrors = {};
  for (const item of failure?.errors ?? []) fieldErrors[item.field] ??= item.message;
  const message = failure?.errors?.length
    ? failure.errors.map((item) => item.message).join(", ")
    : failure?.message || `HTTP error! status: ${response.status}`;
  const retryAfter = Number(response.headers.get("retry-after")) || undefined;
  throw new ApiError(message, { status: response.status, code: failure?.code, fieldErrors, retryAfter });
}
