import { describe, expect, it } from "vitest";
import { passwordVersion, signChallenge, verifyChallenge } from "@/lib/server/auth/two-factor/challenge";
import {
  generateRecoveryCodes,
  hashRecoveryCode,
  normalizeRecoveryCode,
} from "@/lib/server/auth/two-factor/recovery-codes";
import { decryptSecret, encryptSecret } from "@/lib/server/auth/two-factor/secret-box";
import { signAccessToken, verifyAccessToken } from "@/lib/auth/jwt";
import { recoveryCodeSchema, totpCodeSchema, twoFactorSignInSchema } from "@/lib/validation/two-factor";

const SECRET = "unit-test-secret-0123456789-0123456789";
const OTHER = "another-secret-0123456789-0123456789-x";

describe("secret box (AES-256-GCM, HKDF key)", () => {
  it("round-trips, with a fresh IV each time", () => {
    const plain = "GEZDGNBVGY3TQOJQGEZDGNBVGY3TQOJQ";
    const first = encryptSecret(plain, SECRET);
    const second = encryptSecret(plain, SECRET);
    expect(first).toMatch(/^v1\.[\w-]+\.[\w-]+\.[\w-]+$/);
    expect(first).not.toBe(second);
    expect(first).not.toContain(plain);
    expect(decryptSecret(first, SECRET)).toBe(plain);
    expect(decryptSecret(second, SECRET)).toBe(plain);
  });

  it("refuses another key, a tampered text and an unknown format", () => {
    const stored = encryptSecret("secret", SECRET);
    expect(() => decryptSecret(stored, OTHER)).toThrow();
    const [version, iv, tag, data] = stored.split(".");
    const flipped = Buffer.from(data!, "base64url");
    flipped[0]! ^= 1;
    expect(() => decryptSecret([version, iv, tag, flipped.toString("base64url")].join("."), SECRET)).toThrow();
    expect(() => decryptSecret("plain-text", SECRET)).toThrow();
  });
});

describe("recovery codes", () => {
  it("makes 10 distinct xxxx-xxxx codes without look-alike characters", () => {
    const codes = generateRecoveryCodes();
    expect(codes).toHaveLength(10);
    expect(new Set(codes).size).toBe(10);
    for (const code of codes) expect(code).toMatch(/^[a-hjkmnp-z2-9]{4}-[a-hjkmnp-z2-9]{4}$/);
  });

  it("hashes the typed forms of one code alike", () => {
    expect(normalizeRecoveryCode(" ABCD EFGH ")).toBe("abcd-efgh");
    expect(hashRecoveryCode("abcd-efgh")).toBe(hashRecoveryCode("ABCDEFGH"));
    expect(hashRecoveryCode("abcd-efgh")).not.toBe(hashRecoveryCode("abcd-efgj"));
    expect(hashRecoveryCode("abcd-efgh")).toMatch(/^[0-9a-f]{64}$/);
  });
});

describe("sign-in challenge", () => {
  const claims = {
    userId: "user_1",
    rememberMe: true,
    reactivate: false,
    passwordVersion: passwordVersion("$2b$hash"),
  };

  it("round-trips its claims", async () => {
    const token = await signChallenge(claims, { secret: SECRET });
    expect(await verifyChallenge(token, SECRET)).toEqual(claims);
  });

  it("refuses another secret, an expired one, and an access token", async () => {
    const token = await signChallenge(claims, { secret: SECRET });
    expect(await verifyChallenge(token, OTHER)).toBeNull();
    expect(await verifyChallenge(await signChallenge(claims, { secret: SECRET, ttlSeconds: -5 }), SECRET)).toBeNull();
    const access = await signAccessToken({ sub: "user_1", sid: "s", cid: "c" }, SECRET);
    expect(await verifyChallenge(access, SECRET)).toBeNull();
    // …and a challenge is no access token.
    expect(await verifyAccessToken(token, SECRET)).toBeNull();
  });

  it("changes with the password", () => {
    expect(passwordVersion("$2b$a")).not.toBe(passwordVersion("$2b$b"));
  });
});

describe("two-factor schemas", () => {
  it("takes codes as people type them", () => {
    expect(totpCodeSchema.parse(" 123 456 ")).toBe("123456");
    expect(totpCodeSchema.safeParse("12345").success).toBe(false);
    expect(recoveryCodeSchema.parse(" ABCD-EFGH ")).toBe("abcd-efgh");
    expect(recoveryCodeSchema.parse("abcdefgh")).toBe("abcdefgh");
    expect(recoveryCodeSchema.safeParse("abc-defgh").success).toBe(false);
  });

  it("wants exactly one kind of code with the challenge", () => {
    expect(twoFactorSignInSchema.safeParse({ challenge: "x", code: "123456" }).success).toBe(true);
    expect(twoFactorSignInSchema.safeParse({ challenge: "x", recoveryCode: "abcd-efgh" }).success).toBe(true);
    const neither = twoFactorSignInSchema.safeParse({ challenge: "x" });
    expect(neither.error?.issues.map((issue) => [issue.path.join("."), issue.message])).toEqual([
      ["code", "validation.required"],
    ]);
    expect(twoFactorSignInSchema.safeParse({ challenge: "x", code: "123456", recoveryCode: "abcd-efgh" }).success).toBe(
      false,
    );
  });
});
