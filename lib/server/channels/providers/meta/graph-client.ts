import "server-only";
import { getEnv } from "@/lib/server/env";
import {
  PermanentProviderError,
  TransientProviderError,
  UnknownOutcomeError,
  type ProviderError,
} from "@/lib/server/channels/providers/errors";
import { fromGraphError, type GraphErrorBody } from "@/lib/server/channels/providers/meta/error-codes";

// One call to Meta's Graph API over fetch, every failure turned into a ProviderError. The base URL
// is GRAPH_API_BASE_URL (tests point it at tests/helpers/graph-stub.ts). `phase: "write"` marks a
// call that may have had an effect at Meta (a send, an upload, a template submission): if it times
// out, is cut, or meets a 5xx after the request left, its outcome is unknown — never retried blindly.

export type GraphConfig = { baseUrl: string; version: string; timeoutMs: number };

export function graphConfigFromEnv(): GraphConfig {
  const env = getEnv();
  return {
    baseUrl: env.GRAPH_API_BASE_URL,
    version: env.GRAPH_API_VERSION,
    timeoutMs: env.GRAPH_API_TIMEOUT_SECONDS * 1000,
  };
}

export type GraphRequest = {
  method: "GET" | "POST" | "DELETE";
  /** Below the version, e.g. "/106540352242922/messages". */
  path: string;
  token: string;
  query?: Record<string, string>;
  json?: unknown;
  form?: FormData;
  /** Raw bytes (the Resumable Upload API's file data), with `headers` saying what they are. */
  bytes?: Uint8Array;
  /** Extra headers; an `Authorization` here replaces the bearer token (the upload API wants `OAuth <token>`). */
  headers?: Record<string, string>;
  phase: "read" | "write";
};

/** Errors that mean the connection was never made: nothing reached Meta. */
const NOT_CONNECTED = new Set([
  "ECONNREFUSED",
  "ENOTFOUND",
  "EAI_AGAIN",
  "EHOSTUNREACH",
  "ENETUNREACH",
  "UND_ERR_CONNECT_TIMEOUT",
  "ERR_INVALID_URL",
]);

function causeCode(error: unknown): string | null {
  let current: unknown = error;
  for (let depth = 0; depth < 4 && current && typeof current === "object"; depth++) {
    const code = (current as { code?: unknown }).code;
    if (typeof code === "string") return code;
    const nested = (current as { errors?: unknown[] }).errors?.[0];
    current = (current as { cause?: unknown }).cause ?? nested;
  }
  return null;
}

function networkError(error: unknown, phase: GraphRequest["phase"]): ProviderError {
  const name = error instanceof Error ? error.name : "";
  if (name === "TimeoutError" || name === "AbortError") {
    const details = { reasonKey: "timeout", providerMessage: "The Graph API did not answer in time" };
    return phase === "write" ? new UnknownOutcomeError(details) : new TransientProviderError(details);
  }
  const code = causeCode(error);
  // fetch refuses some ports outright ("bad port"): nothing was sent either.
  const refusedByFetch = error instanceof Error && (error.cause as Error | undefined)?.message === "bad port";
  if ((code && NOT_CONNECTED.has(code)) || refusedByFetch) {
    return new TransientProviderError({
      reasonKey: "unreachable",
      providerMessage: `The Graph API could not be reached (${code ?? "bad port"})`,
      notSent: true,
    });
  }
  const details = {
    reasonKey: "connectionLost",
    providerMessage: `The connection to the Graph API failed (${code ?? name})`,
  };
  return phase === "write" ? new UnknownOutcomeError(details) : new TransientProviderError(details);
}

/** The JSON Meta answered, or a ProviderError saying what went wrong and what to do. */
export async function graphRequest<T>(config: GraphConfig, request: GraphRequest): Promise<T> {
  const url = new URL(`${config.baseUrl.replace(/\/+$/, "")}/${config.version}${request.path}`);
  for (const [key, value] of Object.entries(request.query ?? {})) url.searchParams.set(key, value);
  const headers: Record<string, string> = { Authorization: `Bearer ${request.token}`, ...request.headers };
  let body: BodyInit | undefined;
  if (request.json !== undefined) {
    headers["Content-Type"] = "application/json";
    body = JSON.stringify(request.json);
  } else if (request.form) {
    body = request.form;
  } else if (request.bytes) {
    body = new Blob([request.bytes as BlobPart]);
  }
  let status: number;
  let text: string;
  try {
    // The timeout covers the answer's body too: a body that never ends is a timeout.
    const response = await fetch(url, {
      method: request.method,
      headers,
      body,
      signal: AbortSignal.timeout(config.timeoutMs),
      redirect: "error",
    });
    status = response.status;
    text = await response.text();
  } catch (error) {
    throw networkError(error, request.phase);
  }
  let json: unknown;
  try {
    json = text ? JSON.parse(text) : {};
  } catch {
    json = undefined;
  }
  const graphError = (json as { error?: GraphErrorBody } | undefined)?.error;
  if (status >= 200 && status < 300 && json !== undefined && !graphError) return json as T;
  if (graphError && typeof graphError === "object") throw fromGraphError(graphError, status, request.phase);
  // No Graph error object: a proxy's page, a cut body, an answer that is not JSON.
  const providerMessage = `The Graph API answered HTTP ${status} without a Graph error`;
  if (status >= 500 || (status < 300 && request.phase === "write")) {
    const details = { reasonKey: "serverError", values: { status }, httpStatus: status, providerMessage };
    throw request.phase === "write" ? new UnknownOutcomeError(details) : new TransientProviderError(details);
  }
  if (status < 300 || status === 429) {
    const reasonKey = status === 429 ? "apiRateLimited" : "invalidAnswer";
    throw new TransientProviderError({ reasonKey, httpStatus: status, providerMessage });
  }
  throw new PermanentProviderError({
    reasonKey: "other",
    values: { code: status, message: providerMessage },
    httpStatus: status,
    providerMessage,
  });
}
