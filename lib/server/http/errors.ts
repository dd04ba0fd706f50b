import "server-only";

// Every failure the API can answer, mapped to its status once (api.md).
export const ERROR_STATUS = {
  VALIDATION_ERROR: 400,
  INVALID_JSON: 400,
  UNAUTHENTICATED: 401,
  FORBIDDEN: 403,
  NOT_FOUND: 404,
  METHOD_NOT_ALLOWED: 405,
  CONFLICT: 409,
  PAYLOAD_TOO_LARGE: 413,
  UNSUPPORTED_MEDIA_TYPE: 415,
  RATE_LIMITED: 429,
  INTERNAL_ERROR: 500,
  SERVICE_UNAVAILABLE: 503,
} as const;

export type ErrorCode = keyof typeof ERROR_STATUS;

export type FieldError = { field: string; message: string };
/** A field error before translation: `key` under `validation.*` and its values. */
export type FieldErrorKey = { field: string; key: string; values?: Record<string, string | number> };

type AppErrorOptions = {
  /** A translation key (default `api.errors.<code>`), rendered in the caller's language. */
  messageKey?: string;
  values?: Record<string, string | number>;
  fieldErrors?: FieldErrorKey[];
  /** Seconds, for 429 and 503. */
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

  get status(): number {
    return ERROR_STATUS[this.code];
  }
}

export const notFound = (messageKey?: string) => new AppError("NOT_FOUND", { messageKey });
export const forbidden = (messageKey?: string) => new AppError("FORBIDDEN", { messageKey });
