import { describe, expect, it } from "vitest";
import {
  patchMessage,
  statusPatch,
  threadOf,
  upsertMessage,
  type ThreadPages,
} from "@/components/inbox/chat/chat-data";
import { conversationMessagesKey, keysFor, quietKeysFor } from "@/lib/client/events/live-query-keys";
import { fieldOfVariable, fillVariables, renderWithValues } from "@/lib/templates/customer-variables";
import type { MessageJson } from "@/lib/messages/types";

// The inbox chat's pure parts: template variables filled from the customer, and the thread's pages
// (newest page first) read as one list, oldest first, each message once.

const message = (id: string, extra: Partial<MessageJson> = {}): MessageJson => ({
  id,
  conversationId: "c1",
  direction: "in",
  type: "text",
  text: id,
  media: [],
  template: null,
  status: "delivered",
  error: null,
  sentBy: null,
  createdAt: "2026-11-25T10:00:00.000Z",
  statusAt: "2026-11-25T10:00:00.000Z",
  ...extra,
});
const at = (minute: number) => `2026-11-25T10:${String(minute).padStart(2, "0")}:00.000Z`;

describe("template variables from the customer", () => {
  it("reads customer fields from Turkish and English variable names", () => {
    expect(fieldOfVariable("ad")).toBe("firstName");
    expect(fieldOfVariable("Name")).toBe("firstName");
    expect(fieldOfVariable("Ad Soyad")).toBe("fullName");
    expect(fieldOfVariable("SOYADI")).toBe("lastName");
    expect(fieldOfVariable("Telefon")).toBe("phone");
    expect(fieldOfVariable("e-posta")).toBe("email");
    expect(fieldOfVariable("sipariş no")).toBeNull();
    expect(fieldOfVariable("")).toBeNull();
  });

  it("fills the fields it knows and keeps the examples of the rest", () => {
    const customer = { firstName: "Şükrü", lastName: "Işık", phone: "+905551234567" };
    const values = fillVariables(
      [
        { name: "ad", example: "Ayşe" },
        { name: "sipariş no", example: "1042" },
        { name: "e-posta", example: "ornek@kanal.demo" },
      ],
      customer,
    );
    // No e-mail known: the example stays, for the sender to change.
    expect(values).toEqual(["Şükrü", "1042", "ornek@kanal.demo"]);
    expect(renderWithValues("Merhaba {{1}}, siparişiniz {{2}} yolda. {{3}} {{4}}", values)).toBe(
      "Merhaba Şükrü, siparişiniz 1042 yolda. ornek@kanal.demo {{4}}",
    );
  });
});

describe("the thread's pages", () => {
  it("reads newest-first pages oldest first, each message once", () => {
    const data = {
      pages: [
        { messages: [message("c"), message("d")], nextCursor: "x" },
        { messages: [message("a"), message("b"), message("c")], nextCursor: null },
      ],
      pageParams: [null, "x"],
    };
    expect(threadOf(data).map((item) => item.id)).toEqual(["a", "b", "c", "d"]);
    expect(threadOf(undefined)).toEqual([]);
  });

  it("adds a sent message to the newest page once", () => {
    const data = { pages: [{ messages: [message("a")], nextCursor: null }], pageParams: [null] };
    const once = upsertMessage(data, message("b", { createdAt: at(1) }));
    expect(threadOf(once).map((item) => item.id)).toEqual(["a", "b"]);
    expect(threadOf(upsertMessage(once, message("b", { createdAt: at(1) }))).map((item) => item.id)).toEqual([
      "a",
      "b",
    ]);
  });

  it("puts a message read alone where its time falls, or leaves it for the page before", () => {
    const data: ThreadPages = {
      pages: [
        { messages: [message("c", { createdAt: at(30) }), message("e", { createdAt: at(50) })], nextCursor: "x" },
        { messages: [message("a", { createdAt: at(10) }), message("b", { createdAt: at(20) })], nextCursor: "y" },
      ],
      pageParams: [null, "x"],
    };
    const ids = (pages: ThreadPages | undefined) => threadOf(pages).map((item) => item.id);
    expect(ids(upsertMessage(data, message("d", { createdAt: at(40) })))).toEqual(["a", "b", "c", "d", "e"]);
    expect(ids(upsertMessage(data, message("f", { createdAt: at(55) })))).toEqual(["a", "b", "c", "e", "f"]);
    expect(ids(upsertMessage(data, message("b2", { createdAt: at(25) })))).toEqual(["a", "b", "b2", "c", "e"]);
    // Older than everything loaded while older pages remain: it comes with the page before.
    expect(upsertMessage(data, message("z", { createdAt: at(5) }))).toBe(data);
    const all = { ...data, pages: [data.pages[0]!, { ...data.pages[1]!, nextCursor: null }] };
    expect(ids(upsertMessage(all, message("z", { createdAt: at(5) })))).toEqual(["z", "a", "b", "c", "e"]);
    expect(upsertMessage(undefined, message("z"))).toBeUndefined();
  });

  it("keeps the cached copy when it is newer (a send's answer after its ticks)", () => {
    const read = message("a", { direction: "out", status: "read", statusAt: at(5) });
    const data = { pages: [{ messages: [read], nextCursor: null }], pageParams: [null] };
    expect(upsertMessage(data, message("a", { direction: "out", status: "queued", statusAt: at(1) }))).toBe(data);
    // An arrived file keeps its statusAt: the fresh copy replaces the cached one.
    const withFile = message("a", { direction: "out", status: "read", statusAt: at(5), text: "with file" });
    expect(threadOf(upsertMessage(data, withFile))[0]!.text).toBe("with file");
  });
});

describe("a message.updated on the open thread", () => {
  const base = { conversationId: "c1", messageId: "a" };

  it("patches a tick in place from the event; a failure, a wait or a file is read alone", () => {
    expect(statusPatch({ ...base, status: "delivered", statusAt: at(2) })).toEqual({
      status: "delivered",
      statusAt: at(2),
    });
    expect(statusPatch({ ...base, status: "read", statusAt: at(3) })).toMatchObject({ status: "read" });
    // A retry queues it again: the error goes.
    expect(statusPatch({ ...base, status: "queued", statusAt: at(4) })).toEqual({
      status: "queued",
      error: null,
      statusAt: at(4),
    });
    for (const status of ["failed", "unknown", "retry_wait", "sending"]) {
      expect(statusPatch({ ...base, status, statusAt: at(2) }), status).toBeNull();
    }
    expect(statusPatch({ ...base, status: "received", media: true })).toBeNull();
    // An event of an older server (no statusAt) is read alone too.
    expect(statusPatch({ ...base, status: "read" })).toBeNull();
  });

  it("patches only a loaded message, never back in time", () => {
    const sent = message("a", { direction: "out", status: "sent", statusAt: at(1) });
    const data = {
      pages: [
        { messages: [message("b")], nextCursor: "x" },
        { messages: [sent], nextCursor: null },
      ],
      pageParams: [null, "x"],
    };
    const read = patchMessage(data, "a", { status: "read", statusAt: at(3) })!;
    expect(threadOf(read).find((item) => item.id === "a")).toMatchObject({ status: "read", statusAt: at(3) });
    expect(read.pages[0]).toBe(data.pages[0]);
    expect(patchMessage(read, "a", { status: "delivered", statusAt: at(2) })).toBe(read);
    expect(patchMessage(data, "missing", { status: "read", statusAt: at(3) })).toBeNull();
    expect(patchMessage(undefined, "a", { status: "read" })).toBeNull();
  });

  it("never makes the thread refetch: message events only mark it stale", () => {
    const created = { kind: "message.created" as const, data: base };
    const updated = { kind: "message.updated" as const, data: { ...base, status: "read", statusAt: at(3) } };
    for (const event of [created, updated]) {
      expect(keysFor(event)).not.toContainEqual(conversationMessagesKey("c1"));
      expect(keysFor(event).some((key) => key.length <= 2 && key[0] === "conversations" && key[1] === "c1")).toBe(
        false,
      );
      expect(quietKeysFor(event)).toEqual([conversationMessagesKey("c1")]);
    }
    expect(keysFor(updated)).toEqual([]);
    expect(quietKeysFor({ kind: "conversation.updated", data: { conversationId: "c1" } })).toEqual([]);
  });
});
