import { describe, expect, it } from "vitest";
import { decryptSecret, encryptSecret } from "@/lib/server/auth/two-factor/secret-box";
import { secretBox } from "@/lib/server/crypto/secret-box";
import { signWebhook, verifyWebhookSignature } from "@/lib/server/channels/webhooks/signature";

// The shared secret box (AES-256-GCM, a key per purpose) and Meta's webhook signature check.

const AUTH = "unit-test-secret-0123456789-0123456789";
const channelBox = secretBox("kanal/channel-secret/v1");

describe("secret box with a purpose", () => {
  it("round-trips a channel token with a fresh IV each time", () => {
    const token = "EAAGm0PX4ZCpsBAOZB3g0yJf2ZCZBt8ZA";
    const first = channelBox.encrypt(token, AUTH);
    expect(first).toMatch(/^v1\.[\w-]+\.[\w-]+\.[\w-]+$/);
    expect(first).not.toContain(token);
    expect(channelBox.encrypt(token, AUTH)).not.toBe(first);
    expect(channelBox.decrypt(first, AUTH)).toBe(token);
  });

  it("keeps purposes apart: a channel secret does not open as a two-factor secret, nor the reverse", () => {
    const channel = channelBox.encrypt("token", AUTH);
    const totp = encryptSecret("JBSWY3DPEHPK3PXP", AUTH);
    expect(() => decryptSecret(channel, AUTH)).toThrow();
    expect(() => channelBox.decrypt(totp, AUTH)).toThrow();
    expect(decryptSecret(totp, AUTH)).toBe("JBSWY3DPEHPK3PXP");
  });

  it("refuses another AUTH_SECRET, a flipped byte and an unknown format", () => {
    const stored = channelBox.encrypt("token", AUTH);
    expect(() => channelBox.decrypt(stored, `${AUTH}x`)).toThrow();
    const [version, iv, tag, data] = stored.split(".");
    const flipped = Buffer.from(data!, "base64url");
    flipped[0]! ^= 1;
    expect(() => channelBox.decrypt([version, iv, tag, flipped.toString("base64url")].join("."), AUTH)).toThrow();
    expect(() => channelBox.decrypt("v2.a.b.c", AUTH)).toThrow();
  });
});

describe("X-Hub-Signature-256", () => {
  const secret = "0123456789abcdef0123456789abcdef";
  const raw = Buffer.from('{"object":"whatsapp_business_account","entry":[]}');

  it("is HMAC-SHA256 of the raw bytes with the app secret, as Meta computes it", () => {
    // Known answer, computed apart (Python's hmac over the same bytes and key).
    expect(signWebhook(raw, secret)).toBe("sha256=eefab58106e73358686845848feb95c56372e7391b3dc050b6a31c8c5f347ece");
    expect(verifyWebhookSignature(raw, signWebhook(raw, secret), secret)).toBe(true);
  });

  it("refuses a wrong secret, other bytes, a missing, cut, padded or other-algorithm header", () => {
    const good = signWebhook(raw, secret);
    expect(verifyWebhookSignature(raw, signWebhook(raw, "other"), secret)).toBe(false);
    expect(verifyWebhookSignature(Buffer.from(`${raw.toString()} `), good, secret)).toBe(false);
    expect(verifyWebhookSignature(raw, null, secret)).toBe(false);
    expect(verifyWebhookSignature(raw, "", secret)).toBe(false);
    expect(verifyWebhookSignature(raw, good.slice(0, -2), secret)).toBe(false);
    expect(verifyWebhookSignature(raw, `${good}00`, secret)).toBe(false);
    expect(verifyWebhookSignature(raw, good.replace("sha256=", "sha1="), secret)).toBe(false);
    expect(verifyWebhookSignature(raw, good.toUpperCase().replace("SHA256", "sha256"), secret)).toBe(true);
  });
});
