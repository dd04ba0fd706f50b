import { describe, expect, it } from "vitest";
import { whatsAppMediaKind } from "@/lib/messages/media-kinds";
import { isWindowOpen, windowOpenUntil } from "@/lib/messages/window";
import { idempotencyKeySchema, listMessagesQuerySchema, sendMessageSchema } from "@/lib/validation/messages";

// The outbound message rules that need no database: the 24-hour window, how a file travels on
// WhatsApp, and the POST body, Idempotency-Key and list query schemas.

const MB = 1024 * 1024;

describe("the 24-hour window", () => {
  const now = new Date("2026-11-25T12:00:00Z");
  it("is open for 24 hours after the customer's last message, and closed when they never wrote", () => {
    expect(isWindowOpen(new Date("2026-11-24T12:00:01Z"), now)).toBe(true);
    expect(isWindowOpen(new Date("2026-11-24T12:00:00Z"), now)).toBe(false);
    expect(isWindowOpen(null, now)).toBe(false);
    expect(windowOpenUntil(new Date("2026-11-24T13:30:00Z"))?.toISOString()).toBe("2026-11-25T13:30:00.000Z");
    expect(windowOpenUntil(null)).toBeNull();
  });
});

describe("whatsAppMediaKind", () => {
  it("sends what WhatsApp shows as such, the rest as a document, nothing over 100 MB", () => {
    expect(whatsAppMediaKind({ type: "IMAGE", mimeType: "image/jpeg", size: 5 * MB })).toBe("image");
    expect(whatsAppMediaKind({ type: "IMAGE", mimeType: "image/png", size: 5 * MB + 1 })).toBe("document");
    expect(whatsAppMediaKind({ type: "IMAGE", mimeType: "image/webp", size: 10 })).toBe("document");
    expect(whatsAppMediaKind({ type: "VIDEO", mimeType: "video/mp4", size: 16 * MB })).toBe("video");
    expect(whatsAppMediaKind({ type: "VIDEO", mimeType: "video/quicktime", size: 10 })).toBe("document");
    expect(whatsAppMediaKind({ type: "AUDIO", mimeType: "audio/ogg", size: 10 })).toBe("audio");
    expect(whatsAppMediaKind({ type: "AUDIO", mimeType: "audio/wav", size: 10 })).toBe("document");
    expect(whatsAppMediaKind({ type: "DOCUMENT", mimeType: "application/pdf", size: 100 * MB })).toBe("document");
    expect(whatsAppMediaKind({ type: "DOCUMENT", mimeType: "application/pdf", size: 100 * MB + 1 })).toBeNull();
  });
});

describe("sendMessageSchema", () => {
  it("trims text and captions, dedupes files, defaults template variables", () => {
    expect(sendMessageSchema.parse({ type: "text", text: "  Merhaba\n  " })).toEqual({
      type: "text",
      text: "Merhaba",
    });
    expect(sendMessageSchema.parse({ type: "media", fileIds: ["a", "b", "a"], caption: "  " })).toEqual({
      type: "media",
      fileIds: ["a", "b"],
      caption: null,
    });
    expect(sendMessageSchema.parse({ type: "template", templateId: "t" })).toEqual({
      type: "template",
      templateId: "t",
      variables: {},
    });
  });

  it("keeps line breaks in a text but not in a template variable", () => {
    expect(sendMessageSchema.safeParse({ type: "text", text: "bir\niki" }).success).toBe(true);
    expect(sendMessageSchema.safeParse({ type: "template", templateId: "t", variables: { a: "x\ny" } }).success).toBe(
      false,
    );
  });

  it("refuses an unknown type, 4,097 characters, 11 files and a caption of 1,025", () => {
    expect(sendMessageSchema.safeParse({ type: "sticker" }).success).toBe(false);
    expect(sendMessageSchema.safeParse({ type: "text", text: "a".repeat(4096) }).success).toBe(true);
    expect(sendMessageSchema.safeParse({ type: "text", text: "a".repeat(4097) }).success).toBe(false);
    const files = (n: number) => Array.from({ length: n }, (_, i) => `f${i}`);
    expect(sendMessageSchema.safeParse({ type: "media", fileIds: files(10) }).success).toBe(true);
    expect(sendMessageSchema.safeParse({ type: "media", fileIds: files(11) }).success).toBe(false);
    expect(sendMessageSchema.safeParse({ type: "media", fileIds: ["f"], caption: "c".repeat(1025) }).success).toBe(
      false,
    );
  });
});

describe("idempotencyKeySchema and listMessagesQuerySchema", () => {
  it("takes 1–255 visible ASCII characters", () => {
    for (const key of ["a", "550e8400-e29b-41d4-a716-446655440000", "~!@#$%^&*()", "k".repeat(255)]) {
      expect(idempotencyKeySchema.safeParse(key).success, key).toBe(true);
    }
    for (const key of ["", " ", "a b", "k".repeat(256), "anahtar-ş", "tab\t"]) {
      expect(idempotencyKeySchema.safeParse(key).success, key).toBe(false);
    }
  });

  it("defaults the page to 50 and caps it at 100", () => {
    expect(listMessagesQuerySchema.parse({})).toEqual({ limit: 50 });
    expect(listMessagesQuerySchema.safeParse({ limit: "100" }).success).toBe(true);
    expect(listMessagesQuerySchema.safeParse({ limit: "101" }).success).toBe(false);
  });
});
