import "server-only";
import { Prisma } from "@/lib/generated/prisma/client";
import { AppError } from "@/lib/server/errors";

// Database failures that mean "try again later" (503), not "your request was wrong". P2024 and
// P2028: no pooled connection or no transaction could start in time (a burst): busy, not broken.
const UNAVAILABLE_PRISMA_CODES = new Set(["P1001", "P1002", "P1008", "P1017", "P2024", "P2028"]);
// Node socket errors and PostgreSQL SQLSTATEs for a lost, refused or shutting-down server.
const UNAVAILABLE_DRIVER_CODES = new Set([
  "ECONNREFUSED",
  "ECONNRESET",
  "ETIMEDOUT",
  "EPIPE",
  "ENOTFOUND",
  "EAI_AGAIN",
  "57P01",
  "57P02",
  "57P03",
  "08000",
  "08001",
  "08003",
  "08004",
  "08006",
]);
const UNAVAILABLE_MESSAGES = [
  "Connection terminated",
  "connection timeout",
  "timeout exceeded when trying to connect",
  "Can't reach database server",
  "Connection closed",
  "Client has encountered a connection error",
];

// SQLSTATEs for a value PostgreSQL will not take: class 22 "data exception" (a NUL or an invalid
// byte sequence 22021, an untranslatable character 22P05, invalid text for a type 22P02, too long
// 22001, out of range 22003, bad dates 22007/22008, bad escapes and patterns) and class 54
// "program limit exceeded" (e.g. a value too large for an index). The request was wrong (400), not
// the server (500). Division by zero and the like stay 500s: those are our bugs.
const INVALID_VALUE_CODES = new Set([
  "22001",
  "22003",
  "22007",
  "22008",
  "22019",
  "22021",
  "22023",
  "22025",
  "2201B",
  "22P02",
  "22P05",
  "54000",
  "54001",
]);

function* causes(error: unknown): Generator<unknown> {
  let current: unknown = error;
  for (let depth = 0; current && depth < 8; depth++) {
    yield current;
    current = (current as { cause?: unknown }).cause;
  }
}

export function isDatabaseUnavailable(error: unknown): boolean {
  for (const item of causes(error)) {
    if (item instanceof Prisma.PrismaClientInitializationError) return true;
    const record = item as { code?: unknown; kind?: unknown; originalCode?: unknown; message?: unknown };
    if (
      typeof record.code === "string" &&
      (UNAVAILABLE_PRISMA_CODES.has(record.code) || UNAVAILABLE_DRIVER_CODES.has(record.code))
    )
      return true;
    if (typeof record.originalCode === "string" && UNAVAILABLE_DRIVER_CODES.has(record.originalCode)) return true;
    if (record.kind === "DatabaseNotReachable" || record.kind === "ConnectionClosed" || record.kind === "SocketTimeout")
      return true;
    if (
      typeof record.message === "string" &&
      UNAVAILABLE_MESSAGES.some((text) => (record.message as string).includes(text))
    )
      return true;
  }
  return false;
}

/**
 * The SQLSTATE behind an error: `code` of a pg error, `originalCode` of Prisma's DriverAdapterError,
 * or `meta.driverAdapterError.cause.originalCode` of the PrismaClientKnownRequestError (P2010,
 * P2039 …) that Prisma 7 with adapter-pg throws.
 */
function sqlStates(error: unknown): string[] {
  const states: string[] = [];
  for (const item of causes(error)) {
    const record = item as {
      code?: unknown;
      originalCode?: unknown;
      meta?: { driverAdapterError?: { cause?: { originalCode?: unknown; code?: unknown } } };
    };
    const adapterCause = record.meta?.driverAdapterError?.cause;
    for (const code of [record.code, record.originalCode, adapterCause?.originalCode, adapterCause?.code]) {
      if (typeof code === "string") states.push(code);
    }
  }
  return states;
}

export function isInvalidValue(error: unknown): boolean {
  return sqlStates(error).some((code) => INVALID_VALUE_CODES.has(code));
}

/** Maps what Prisma throws to an AppError, or returns null when it is not a known case. */
export function fromDatabaseError(error: unknown): AppError | null {
  if (isDatabaseUnavailable(error)) return new AppError("SERVICE_UNAVAILABLE", { retryAfter: 5, cause: error });
  if (error instanceof Prisma.PrismaClientKnownRequestError) {
    if (error.code === "P2002") return new AppError("CONFLICT", { cause: error });
    if (error.code === "P2025") return new AppError("NOT_FOUND", { cause: error });
  }
  if (isInvalidValue(error)) {
    return new AppError("VALIDATION_ERROR", { messageKey: "api.errors.INVALID_VALUE", cause: error });
  }
  return null;
}
