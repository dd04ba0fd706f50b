// Auth helpers for integration tests: call the real route handlers, read the cookies they set.
import { POST as loginRoute } from "@/app/api/v1/auth/login/route";
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
