import { describe, expect, it } from "vitest";
import { base32Decode, base32Encode } from "@/lib/server/auth/two-factor/base32";
import { generateTotpSecret, hotp, matchTotp, otpauthUri, totpCode, totpStep } from "@/lib/server/auth/two-factor/totp";

// RFC 6238 appendix B (SHA-1 rows), whose 8-digit codes end in the 6 digits apps show; RFC 4648
// §10 for base32; RFC 4226 appendix D for HOTP.

const RFC_SECRET = base32Encode(Buffer.from("12345678901234567890"));

describe("base32", () => {
  it("encodes RFC 4648's vectors (without padding)", () => {
    const vectors: [string, string][] = [
      ["", ""],
      ["f", "MY"],
      ["fo", "MZXQ"],
      ["foo", "MZXW6"],
      ["foob", "MZXW6YQ"],
      ["fooba", "MZXW6YTB"],
      ["foobar", "MZXW6YTBOI"],
    ];
    for (const [plain, encoded] of vectors) {
      expect(base32Encode(Buffer.from(plain))).toBe(encoded);
      expect(base32Decode(encoded).toString()).toBe(plain);
    }
    expect(RFC_SECRET).toBe("GEZDGNBVGY3TQOJQGEZDGNBVGY3TQOJQ");
  });

  it("decodes what people type: lower case, spaces, padding", () => {
    expect(base32Decode("mzxw 6ytb oi======").toString()).toBe("foobar");
    expect(() => base32Decode("MZXW1")).toThrow();
  });

  it("round-trips random bytes", () => {
    for (let length = 0; length < 40; length++) {
      const bytes = Buffer.from(Array.from({ length }, (_, i) => (i * 37 + length) & 255));
      expect(base32Decode(base32Encode(bytes))).toEqual(bytes);
    }
  });
});

describe("TOTP", () => {
  it("matches RFC 4226's HOTP values", () => {
    const key = Buffer.from("12345678901234567890");
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
    expected.forEach((code, counter) => expect(hotp(key, counter)).toBe(code));
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
      expect(hotp(base32Decode(RFC_SECRET), totpStep(seconds * 1000), 8)).toBe(eightDigits);
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
    expect(matchTotp(RFC_SECRET, "abcdef", now)).toBeNull();
  });

  it("makes 160-bit secrets and an otpauth:// URI apps read", () => {
    const secret = generateTotpSecret();
    expect(secret).toMatch(/^[A-Z2-7]{32}$/);
    expect(base32Decode(secret)).toHaveLength(20);
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
