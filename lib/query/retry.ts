import { ApiError, isAbortError } from "@/lib/api-client";

// When the query layer tries a failed request again (lib/query/query-client.ts). Only failures
// that a second attempt can fix: a 503 (the server or the database is briefly unavailable; it
// says so with Retry-After) and a network error (fetch's TypeError). Never a 4xx: the same
// request gets the same answer, and a 429 must not be hammered; never a 500: it is logged with a
// request id and shown, not hidden behind retries; never a cancelled request.

/** Attempts after the first one. */
export const MAX_QUERY_RETRIES = 2;

/** The longest wait between two attempts, even when Retry-After asks for more. */
export const MAX_RETRY_DELAY_MS = 10_000;

export function isRetryableError(error: unknown): boolean {
  if (isAbortError(error)) return false;
  if (error instanceof ApiError) return error.status === 503;
  return error instanceof TypeError;
}

/** TanStack Query's `retry`: failureCount is 0 after the first failure, 1 after the second… */
export function shouldRetry(failureCount: number, error: unknown): boolean {
  return failureCount < MAX_QUERY_RETRIES && isRetryableError(error);
}

/** TanStack Query's `retryDelay`: the server's Retry-After when it gave one, else 1 s, 2 s, 4 s… */
export function retryDelay(failureCount: number, error: unknown): number {
  const asked = error instanceof ApiError && error.retryAfter ? error.retryAfter * 1000 : 0;
  const backOff = 1000 * 2 ** failureCount;
  return Math.min(asked || backOff, MAX_RETRY_DELAY_MS);
}
