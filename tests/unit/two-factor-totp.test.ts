import { describe, expect, it } from "vitest";
import { decryptSecret } from "@/lib/server/auth/two-factor/secret-box";
import {
  generateTotpSecret,
  matchTotp,
  otpauthUri,
  totpCode,
  totpCodeAtStep,
  totpStep,
} from "@/lib/server/auth/two-factor/totp";

// TOTP through the `otpauth` package, held to RFC 6238 appendix B (SHA-1 rows, whose 8-digit
// codes end in the 6 digits apps show) and RFC 4226 appendix D, and to the secrets already
// enrolled by Kanal's earlier hand-written TOTP (base32 text, encrypted by secret-box.ts v1).

/** base32 of the RFC's ASCII key "12345678901234567890". */
const RFC_SECRET = "GEZDGNBVGY3TQOJQGEZDGNBVGY3TQOJQ";

describe("TOTP", () => {
  it("matches RFC 4226's HOTP values (counter = time step)", () => {
    const expected = [
      "755224",
      "287082",
      "359152",
      "969429",
      "338314",
      "254676",
      "287922",
      "162583",
      "399871",
      "520489",
    ];
    expected.forEach((code, counter) => expect(totpCodeAtStep(RFC_SECRET, counter)).toBe(code));
  });

  it("matches RFC 6238's SHA-1 vectors, truncated to 6 digits", () => {
    const vectors: [number, string][] = [
      [59, "94287082"],
      [1111111109, "07081804"],
      [1111111111, "14050471"],
      [1234567890, "89005924"],
      [2000000000, "69279037"],
      [20000000000, "65353130"],
    ];
    for (const [seconds, eightDigits] of vectors) {
      expect(totpCode(RFC_SECRET, seconds * 1000)).toBe(eightDigits.slice(-6));
      expect(totpStep(seconds * 1000)).toBe(Math.floor(seconds / 30));
    }
  });

  it("accepts one step either side of now, and says which step matched", () => {
    const now = 1_700_000_000_000;
    const step = totpStep(now);
    const at = (offset: number) => totpCode(RFC_SECRET, now + offset * 30_000);
    expect(matchTotp(RFC_SECRET, at(0), now)).toBe(step);
    expect(matchTotp(RFC_SECRET, at(-1), now)).toBe(step - 1);
    expect(matchTotp(RFC_SECRET, at(1), now)).toBe(step + 1);
    expect(matchTotp(RFC_SECRET, at(-2), now)).toBeNull();
    expect(matchTotp(RFC_SECRET, at(2), now)).toBeNull();
    expect(matchTotp(RFC_SECRET, "12345", now)).toBeNull();
    expect(matchTotp(RFC_SECRET, "1234567", now)).toBeNull();
    expect(matchTotp(RFC_SECRET, "abcdef", now)).toBeNull();
  });

  it("keeps working for a user enrolled before the switch (stored secret format unchanged)", () => {
    // Written by the previous release: secret-box v1 around the base32 secret JBSWY3DPEHPK3PXP….
    const stored = "v1.ECXVhrctF6V0h0Ao.u42Chyge37IMzsm31I4yKQ.G5i-uqzK7DPFyZGqfQ3j-NLzuQlD6gs5sTS2qwTvCwU";
    const secret = decryptSecret(stored, "test-auth-secret-xxxxxxxxxxxxxxxxxxxxxxx");
    expect(secret).toBe("JBSWY3DPEHPK3PXPJBSWY3DPEHPK3PXP");
    // 406058 is what the old code (and any authenticator app) showed at that moment.
    expect(totpCode(secret, 1_700_000_000_000)).toBe("406058");
    expect(matchTotp(secret, "406058", 1_700_000_000_000)).toBe(56_666_666);
  });

  it("makes 160-bit secrets and an otpauth:// URI apps read", () => {
    const secret = generateTotpSecret();
    expect(secret).toMatch(/^[A-Z2-7]{32}$/);
    expect(generateTotpSecret()).not.toBe(secret);
    const uri = new URL(otpauthUri(secret, "ayşe+test@example.com"));
    expect(uri.protocol).toBe("otpauth:");
    expect(uri.host).toBe("totp");
    expect(decodeURIComponent(uri.pathname)).toBe("/Kanal:ayşe+test@example.com");
    expect(Object.fromEntries(uri.searchParams)).toEqual({
      secret,
      issuer: "Kanal",
      algorithm: "SHA1",
      digits: "6",
      period: "30",
    });
  });
});
