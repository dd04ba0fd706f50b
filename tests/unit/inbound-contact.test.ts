import { describe, expect, it } from "vitest";
import { nameParts } from "@/lib/server/conversations/inbound-contact";
import { inboundMessageType, receivedAt } from "@/lib/server/messages/receive-message";

// A customer who first wrote on a channel: their name from the provider's profile, and Kanal's
// message type for each of Meta's (meta.md §2.3, §4).

describe("nameParts", () => {
  it.each([
    ["Ayşe Nur Yılmaz", { firstName: "Ayşe Nur", lastName: "Yılmaz" }],
    ["  Mehmet   Öz ", { firstName: "Mehmet", lastName: "Öz" }],
    ["Deniz", { firstName: "Deniz", lastName: "" }],
    ["", { firstName: "+905551112233", lastName: "" }],
    [null, { firstName: "+905551112233", lastName: "" }],
  ])("%s", (name, parts) => {
    expect(nameParts(name, "+905551112233")).toEqual(parts);
  });

  it("keeps each part within 100 characters", () => {
    const { firstName, lastName } = nameParts(`${"a".repeat(150)} ${"b".repeat(150)}`, "x");
    expect([firstName.length, lastName.length]).toEqual([100, 100]);
  });
});

describe("inboundMessageType", () => {
  it.each([
    ["text", "text"],
    ["image", "image"],
    ["video", "video"],
    ["audio", "audio"],
    ["document", "file"],
    ["file", "file"],
    ["sticker", "image"],
    ["interactive", "text"],
    ["button", "text"],
    ["location", "text"],
  ])("%s → %s", (provider, kanal) => {
    expect(inboundMessageType(provider)).toBe(kanal);
  });
});

describe("receivedAt", () => {
  const now = Date.parse("2026-11-25T06:00:00.750Z");
  it("keeps our clock inside Meta's whole second, so one second's messages keep their order", () => {
    expect(receivedAt({ timestamp: Math.floor(now / 1000) }, now).getTime()).toBe(now);
  });
  it("takes Meta's time for an older message, and ours for a missing or future one", () => {
    expect(receivedAt({ timestamp: Math.floor(now / 1000) - 60 }, now).getTime()).toBe(
      Math.floor(now / 1000) * 1000 - 60_000,
    );
    expect(receivedAt({ timestamp: 0 }, now).getTime()).toBe(now);
    expect(receivedAt({ timestamp: Math.floor(now / 1000) + 5 }, now).getTime()).toBe(now);
  });
});
