// Auth helpers for integration tests: call the real route handlers, read the cookies they set.
import { expect } from "vitest";
import { POST as loginRoute } from "@/app/api/v1/auth/login/route";
import { POST as enableRoute } from "@/app/api/v1/account/two-factor/enable/route";
import { POST as setupRoute } from "@/app/api/v1/account/two-factor/setup/route";
import { totpCodeAtStep, totpStep } from "@/lib/server/auth/two-factor/totp";
import { call } from "@/tests/helpers/request";
import { uniqueIp } from "@/tests/helpers/factories";

export type Cookie = { name: string; value: string; attributes: Record<string, string | true> };

/** The Set-Cookie headers of a response, parsed. */
export function cookiesOf(headers: Headers): Record<string, Cookie> {
  const result: Record<string, Cookie> = {};
  for (const line of headers.getSetCookie()) {
    const [pair = "", ...rest] = line.split(";");
    const index = pair.indexOf("=");
    const name = pair.slice(0, index).trim();
    const attributes: Record<string, string | true> = {};
    for (const attribute of rest) {
      const [key = "", value] = attribute.split("=");
      attributes[key.trim().toLowerCase()] = value === undefined ? true : value.trim();
    }
    result[name] = { name, value: decodeURIComponent(pair.slice(index + 1)), attributes };
  }
  return result;
}

/** A Cookie request header from name → value. */
export const cookieHeader = (values: Record<string, string>) =>
  Object.entries(values)
    .map(([name, value]) => `${name}=${encodeURIComponent(value)}`)
    .join("; ");

/** Signs in through the real login route; returns the body's tokens and the cookies. */
export async function login(email: string, password: string, options: { rememberMe?: boolean; ip?: string } = {}) {
  const response = await call(loginRoute, "/api/v1/auth/login", {
    body: { email, password, rememberMe: options.rememberMe ?? false },
    headers: { "x-forwarded-for": options.ip ?? uniqueIp() },
  });
  const data = (response.json?.data ?? {}) as { token?: string; refreshToken?: string; user?: Record<string, unknown> };
  return { ...response, data, cookies: cookiesOf(response.headers) };
}

/** Turns two-factor on through the real routes for a signed-in user (its headers): its secret and recovery codes. */
export async function enableTwoFactor(headers: Record<string, string>, password: string) {
  const post = (handler: typeof setupRoute, path: string, body?: unknown) =>
    call(handler, path, { body, headers: { "x-forwarded-for": uniqueIp(), ...headers } });
  const setup = await post(setupRoute, "/api/v1/account/two-factor/setup");
  const secret = (setup.json!.data as { secret: string }).secret;
  const enabled = await post(enableRoute, "/api/v1/account/two-factor/enable", {
    code: totpCodeAtStep(secret, totpStep()),
    password,
  });
  expect(enabled.status).toBe(200);
  return { secret, recoveryCodes: (enabled.json!.data as { recoveryCodes: string[] }).recoveryCodes };
}
