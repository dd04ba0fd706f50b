import { describe, expect, it } from "vitest";
import { readAccessToken, signAccessToken, verifyAccessToken } from "@/lib/auth/jwt";

const secret = "unit-test-secret-0123456789-0123456789";
const claims = { sub: "user_1", sid: "session_1", cid: "company_1" };

describe("access tokens", () => {
  it("round-trips its claims", async () => {
    const token = await signAccessToken(claims, secret);
    expect(await verifyAccessToken(token, secret)).toEqual(claims);
  });

  it("rejects another secret, a tampered token and an expired one", async () => {
    const token = await signAccessToken(claims, secret);
    expect(await verifyAccessToken(token, "another-secret-0123456789-0123456789")).toBeNull();
    expect(await verifyAccessToken(token.slice(0, -2) + "xx", secret)).toBeNull();
    const expired = await signAccessToken(claims, secret, -10);
    expect(await verifyAccessToken(expired, secret)).toBeNull();
    expect(await verifyAccessToken("garbage", secret)).toBeNull();
  });

  it("takes the bearer header over the cookie", () => {
    const headers = new Headers({ authorization: "Bearer from-header" });
    expect(readAccessToken(headers, "from-cookie")).toEqual({ token: "from-header", via: "bearer" });
    expect(readAccessToken(new Headers(), "from-cookie")).toEqual({ token: "from-cookie", via: "cookie" });
    expect(readAccessToken(new Headers({ authorization: "Basic x" }), undefined)).toBeNull();
  });
});
