import "server-only";
import { setSessionCookies } from "@/lib/server/auth/cookies";
import type { SignedIn } from "@/lib/server/auth/authenticate";
import type { PublicUser } from "@/lib/server/auth/public-user";
import { createSession, type IssuedTokens } from "@/lib/server/auth/sessions";
import { ok } from "@/lib/server/http/envelope";
import type { Translate } from "@/lib/server/i18n";

// The answer of every route that hands out a session (login, the two-factor step, register,
// accepting an invitation, refresh): the token pair in the body for API clients and in the
// httpOnly cookies for the browser, the same pair in both.

/** `data` with the token pair added, and the session cookies set. */
export function sessionResponse<T extends object>(
  tokens: IssuedTokens,
  data: T,
  init: { status?: number; message: string },
) {
  return setSessionCookies(ok({ ...data, token: tokens.token, refreshToken: tokens.refreshToken }, init), tokens);
}

/** The answer of a finished sign-in (the password, and the second factor when two-factor is on). */
export function signedInResponse({ tokens, user, twoFactorSetupRequired }: SignedIn, t: Translate) {
  return sessionResponse(tokens, { user, twoFactorSetupRequired }, { message: t("api.auth.loggedIn") });
}

/** A just-made account (register, an accepted invitation) is signed in at once, without "remember me": 201. */
export async function newAccountResponse({
  user,
  req,
  ip,
  message,
}: {
  user: PublicUser;
  req: Request;
  ip: string;
  message: string;
}) {
  const userAgent = req.headers.get("user-agent");
  const tokens = await createSession({ userId: user.id, companyId: user.companyId, rememberMe: false, userAgent, ip });
  return sessionResponse(tokens, { user }, { status: 201, message });
}
