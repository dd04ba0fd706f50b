import "server-only";

// The failures a service, a handler or a job means to report, by code. This module knows nothing
// about HTTP: the route wrapper maps a code to a status (lib/server/http/status.ts), the worker to
// retry or dead-letter. Services import from here, never from lib/server/http.

export const ERROR_CODES = [
  "VALIDATION_ERROR",
  "INVALID_JSON",
  "UNAUTHENTICATED",
  "FORBIDDEN",
  "NOT_FOUND",
  "METHOD_NOT_ALLOWED",
  "CONFLICT",
  "PAYLOAD_TOO_LARGE",
  "UNSUPPORTED_MEDIA_TYPE",
  "RATE_LIMITED",
  "INTERNAL_ERROR",
  "SERVICE_UNAVAILABLE",
] as const;

export type ErrorCode = (typeof ERROR_CODES)[number];

/** A field error before translation: `key` under `validation.*` and its values. */
export type FieldErrorKey = { field: string; key: string; values?: Record<string, string | number> };

type AppErrorOptions = {
  /** A translation key (default `api.errors.<code>`), rendered in the caller's language. */
  messageKey?: string;
  values?: Record<string, string | number>;
  fieldErrors?: FieldErrorKey[];
  /** Seconds before trying again makes sense (rate limits, an unavailable dependency). */
  retryAfter?: number;
  cause?: unknown;
};

/** A failure a service or handler means to report; the route wrapper turns it into the envelope. */
export class AppError extends Error {
  readonly code: ErrorCode;
  readonly messageKey: string;
  readonly values?: Record<string, string | number>;
  readonly fieldErrors?: FieldErrorKey[];
  readonly retryAfter?: number;

  constructor(code: ErrorCode, options: AppErrorOptions = {}) {
    super(options.messageKey ?? code, { cause: options.cause });
    this.name = "AppError";
    this.code = code;
    this.messageKey = options.messageKey ?? `api.errors.${code}`;
    this.values = options.values;
    this.fieldErrors = options.fieldErrors;
    this.retryAfter = options.retryAfter;
  }
}

export const notFound = (messageKey?: string) => new AppError("NOT_FOUND", { messageKey });
export const forbidden = (messageKey?: string) => new AppError("FORBIDDEN", { messageKey });

/**
 * A failure about one form field (a taken address, a wrong code): the envelope's message and the
 * field's error say the same, so the form shows it beside the field and an API client reads it.
 */
export const fieldError = (
  code: ErrorCode,
  field: string,
  messageKey: string,
  values?: Record<string, string | number>,
) => new AppError(code, { messageKey, values, fieldErrors: [{ field, key: messageKey, values }] });
