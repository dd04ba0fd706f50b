import { authenticate } from "@/lib/server/auth/authenticate";
import { setSessionCookies } from "@/lib/server/auth/cookies";
import { getPublicUser } from "@/lib/server/auth/public-user";
import { deviceLabel } from "@/lib/server/auth/device";
import { createSession } from "@/lib/server/auth/sessions";
import { createNotification } from "@/lib/server/notifications/notifications";
import { db } from "@/lib/server/db";
import { clientIp } from "@/lib/server/http/client-ip";
import { ok } from "@/lib/server/http/envelope";
import { parseBody } from "@/lib/server/http/parse";
import { methods, route } from "@/lib/server/http/route";
import { loginSchema } from "@/lib/validation/auth";

// POST /api/v1/auth/login – e-mail and password → the spec's answer (data.token,
// data.refreshToken, data.user) and the session cookies. Remember me: 30-day refresh, else 1 day.
const login = route({ public: true }, async ({ req, t }) => {
  const input = await parseBody(req, loginSchema);
  const ip = clientIp(req.headers);
  const userAgent = req.headers.get("user-agent");
  const account = await authenticate({ email: input.email, password: input.password, ip });
  const tokens = await createSession({
    userId: account.id,
    companyId: account.companyId,
    rememberMe: input.rememberMe,
    userAgent,
    ip,
  });
  await Promise.all([
    db.user.update({ where: { id: account.id }, data: { lastLoginAt: new Date() } }),
    createNotification({
      companyId: account.companyId,
      userId: account.id,
      type: "signIn",
      data: { device: deviceLabel(userAgent), ip },
    }),
  ]);
  const user = await getPublicUser({ userId: account.id, companyId: account.companyId });
  const response = ok(
    { token: tokens.token, refreshToken: tokens.refreshToken, user },
    { message: t("api.auth.loggedIn") },
  );
  return setSessionCookies(response, tokens);
});

export const { GET, POST, PUT, PATCH, DELETE } = methods({ POST: login });
