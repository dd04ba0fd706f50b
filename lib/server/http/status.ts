import "server-only";
import type { ErrorCode } from "@/lib/server/errors";

// Every failure the API can answer, mapped to its status once (api.md). The codes themselves live
// in lib/server/errors.ts, which knows nothing about HTTP.
const ERROR_STATUS = {
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
} as const satisfies Record<ErrorCode, number>;

export const statusOf = (code: ErrorCode): number => ERROR_STATUS[code];
