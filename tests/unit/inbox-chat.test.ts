import { describe, expect, it } from "vitest";
import { threadOf, withMessage } from "@/components/inbox/chat/chat-data";
import { fieldOfVariable, fillVariables, renderWithValues } from "@/lib/templates/customer-variables";
import type { MessageJson } from "@/lib/messages/types";

// The inbox chat's pure parts: template variables filled from the customer, and the thread's pages
// (newest page first) read as one list, oldest first, each message once.

const message = (id: string): MessageJson => ({
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
});

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
    const once = withMessage(data, message("b"));
    expect(threadOf(once).map((item) => item.id)).toEqual(["a", "b"]);
    expect(withMessage(once, message("b"))).toBe(once);
  });
});
