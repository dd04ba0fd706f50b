import "server-only";
import { randomUUID } from "node:crypto";
import type { NextRequest, NextResponse } from "next/server";
import { ZodError } from "zod";
import type { Locale } from "@/lib/i18n/config";
import { can, type Action } from "@/lib/permissions";
import { issueField, issueMessage } from "@/lib/validation/issues";
import { getSession, type SessionContext } from "@/lib/server/auth/get-session";
import { AppError } from "@/lib/server/errors";
import { fromDatabaseError, isInvalidValue } from "@/lib/server/http/database-errors";
import { errorResponse, type ErrorBody } from "@/lib/server/http/envelope";
import { queryObject, refuseControlCharacters } from "@/lib/server/http/parse";
import { statusOf } from "@/lib/server/http/status";
import { localeOf, translatorFor, type Translate } from "@/lib/server/i18n";
import { logger } from "@/lib/server/logger";

// The one route wrapper (house-style.md): request id, session from cookie or bearer (401), the
// permission the route names (lib/permissions.ts; 403), cross-site check for cookie-authenticated
// writes, params, and every thrown error → the envelope of api.md. Handlers only express what is
// particular to them.

type Params = Record<string, string | string[] | undefined>;
type NextContext = { params: Promise<Params> };

type BaseContext<P extends Params> = {
  req: NextRequest;
  params: P;
  requestId: string;
  locale: Locale;
  t: Translate;
};
export type PublicContext<P extends Params = Params> = BaseContext<P> & { session: null };
export type AuthedContext<P extends Params = Params> = BaseContext<P> & { session: SessionContext };

type Handler<C> = (ctx: C) => Promise<Response> | Response;
export type RouteHandler = (req: NextRequest, ctx: NextContext) => Promise<Response>;

const SAFE_METHODS = new Set(["GET", "HEAD", "OPTIONS"]);
const REQUEST_ID_PATTERN = /^[\w.-]{8,100}$/;

export function route<P extends Params = Params>(
  options: { public: true },
  handler: Handler<PublicContext<P>>,
): RouteHandler;
/** `permission`: the action of lib/permissions.ts the caller's role must have; none = any signed-in user. */
export function route<P extends Params = Params>(
  options: { permission?: Action },
  handler: Handler<AuthedContext<P>>,
): RouteHandler;
export function route<P extends Params>(
  options: { public?: boolean; permission?: Action },
  handler: Handler<PublicContext<P>> | Handler<AuthedContext<P>>,
): RouteHandler {
  return async (req, nextCtx) => {
    const started = performance.now();
    const incomingId = req.headers.get("x-request-id");
    const requestId = incomingId && REQUEST_ID_PATTERN.test(incomingId) ? incomingId : randomUUID();
    const locale = localeOf(req);
    const t = translatorFor(locale);
    let response: Response;
    let userId: string | undefined;
    try {
      const params = ((await nextCtx?.params) ?? {}) as P;
      // Public routes never touch the session (they must answer even when the database is down).
      const session = options.public ? null : await getSession(req.headers);
      userId = session?.userId;
      if (!options.public) {
        if (!session) throw new AppError("UNAUTHENTICATED");
        if (options.permission && !can(session.role, options.permission)) throw new AppError("FORBIDDEN");
      }
      // Cookie-authenticated writes, and public ones that set cookies (login, register), must come
      // from our own pages. Bearer clients carry no ambient credentials, so they are exempt.
      if (!SAFE_METHODS.has(req.method) && session?.via !== "bearer" && isCrossSite(req)) {
        throw new AppError("FORBIDDEN", { messageKey: "api.errors.CROSS_SITE" });
      }
      // No control character in a path id or the query reaches a handler (or the database).
      refuseControlCharacters(params);
      refuseControlCharacters(queryObject(req));
      const ctx = { req, params, requestId, locale, t, session };
      response = await (handler as Handler<PublicContext<P> | AuthedContext<P>>)(ctx as AuthedContext<P>);
    } catch (error) {
      response = toErrorResponse(error, { requestId, t, req });
    }
    response.headers.set("X-Request-Id", requestId);
    const durationMs = Math.round(performance.now() - started);
    logger.info(
      { requestId, method: req.method, path: req.nextUrl.pathname, status: response.status, durationMs, userId },
      "request",
    );
    return response;
  };
}

/** SameSite cookies stop most cross-site writes; this stops the rest (old browsers, subdomains). */
function isCrossSite(req: NextRequest): boolean {
  const fetchSite = req.headers.get("sec-fetch-site");
  if (fetchSite) return fetchSite === "cross-site" || fetchSite === "same-site";
  const origin = req.headers.get("origin");
  if (!origin) return false;
  const host = req.headers.get("x-forwarded-host") ?? req.headers.get("host");
  try {
    return new URL(origin).host !== host;
  } catch {
    return true;
  }
}

export function toErrorResponse(
  error: unknown,
  { requestId, t, req }: { requestId: string; t: Translate; req: Request },
): NextResponse {
  const appError = asAppError(error);
  const status = statusOf(appError.code);
  if (appError.code === "INTERNAL_ERROR" || appError.code === "SERVICE_UNAVAILABLE") {
    const cause = appError.code === "INTERNAL_ERROR" ? error : appError.cause;
    logger.error(
      { requestId, method: req.method, path: new URL(req.url).pathname, code: appError.code, err: cause },
      "request failed",
    );
  } else if (status === 400 && !(error instanceof AppError) && isInvalidValue(error)) {
    // A value the database refused that no schema caught: answered 400, logged to close the gap.
    logger.warn(
      { requestId, method: req.method, path: new URL(req.url).pathname, code: appError.code, err: appError.cause },
      "database refused a value",
    );
  }
  const body: ErrorBody = {
    success: false,
    message: t(appError.messageKey, appError.values),
    code: appError.code,
  };
  if (appError.fieldErrors?.length) {
    body.errors = appError.fieldErrors.map((item) => ({ field: item.field, message: t(item.key, item.values) }));
  }
  if (appError.code === "INTERNAL_ERROR") body.requestId = requestId;
  const headers: Record<string, string> = {};
  if (appError.retryAfter) headers["Retry-After"] = String(appError.retryAfter);
  return errorResponse(status, body, headers);
}

function asAppError(error: unknown): AppError {
  if (error instanceof AppError) return error;
  if (error instanceof ZodError) {
    return new AppError("VALIDATION_ERROR", {
      fieldErrors: error.issues.map((issue) => ({ field: issueField(issue), ...issueMessage(issue) })),
    });
  }
  return fromDatabaseError(error) ?? new AppError("INTERNAL_ERROR", { cause: error });
}

const METHODS = ["GET", "POST", "PUT", "PATCH", "DELETE"] as const;
type Method = (typeof METHODS)[number];

/**
 * A route file's exports: the handlers it has, and a 405 envelope for every other method
 * (Next's own 405 has an empty body). Use: `export const { GET, POST, PUT, PATCH, DELETE } = methods({ GET })`.
 */
export function methods(handlers: Partial<Record<Method, RouteHandler>>): Record<Method, RouteHandler> {
  const allow = Object.keys(handlers).join(", ");
  const notAllowed = route({ public: true }, ({ t }) =>
    errorResponse(
      405,
      { success: false, code: "METHOD_NOT_ALLOWED", message: t("api.errors.METHOD_NOT_ALLOWED") },
      { Allow: allow },
    ),
  );
  return Object.fromEntries(METHODS.map((method) => [method, handlers[method] ?? notAllowed])) as Record<
    Method,
    RouteHandler
  >;
}
