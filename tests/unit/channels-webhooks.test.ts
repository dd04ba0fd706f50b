import { describe, expect, it } from "vitest";
import { fromGraphError } from "@/lib/server/channels/providers/meta/error-codes";
import { sandboxTemplateVerdict } from "@/lib/server/channels/providers/sandbox/template-verdict";
import { deliveryKey, itemKinds, parseWebhook } from "@/lib/server/channels/webhooks/parse-webhook";
import { createChannelSchema, updateChannelSchema } from "@/lib/validation/channels";
import en from "@/messages/en.json";
import tr from "@/messages/tr.json";
import { GRAPH_ERROR_REASONS } from "@/lib/server/channels/providers/meta/error-codes";

// Reading Meta's webhook bodies (meta.md §1.7, §2.2–2.3, §4), Meta's error codes (§3), the
// sandbox's template verdict, and the channel schemas.

const whatsapp = (value: Record<string, unknown>, field = "messages") => ({
  object: "whatsapp_business_account",
  entry: [{ id: "WABA", time: 1751247548, changes: [{ field, value }] }],
});

describe("parseWebhook", () => {
  it("reads WhatsApp statuses with their callback data and errors", () => {
    const items = parseWebhook(
      whatsapp({
        statuses: [
          {
            id: "wamid.A",
            status: "failed",
            timestamp: "1744434060",
            recipient_id: "905551112233",
            biz_opaque_callback_data: "kanal:msg:1",
            errors: [{ code: 131026, title: "Message undeliverable", message: "x", error_data: { details: "d" } }],
          },
        ],
      }),
    );
    expect(items).toEqual([
      {
        kind: "status",
        id: "wamid.A",
        status: "failed",
        timestamp: 1744434060,
        recipientId: "905551112233",
        callbackData: "kanal:msg:1",
        errors: [{ code: 131026, title: "Message undeliverable", message: "x", details: "d" }],
        dedupKey: "status:wamid.A:failed",
      },
    ]);
  });

  it("reads inbound WhatsApp text, media, quick-reply taps and their contact", () => {
    const items = parseWebhook(
      whatsapp({
        metadata: { phone_number_id: "106" },
        contacts: [{ profile: { name: "Ayşe" }, wa_id: "905551112233" }],
        messages: [
          { from: "905551112233", id: "wamid.1", timestamp: "1", type: "text", text: { body: "Merhaba" } },
          {
            from: "905551112233",
            id: "wamid.2",
            timestamp: "2",
            type: "document",
            document: { id: "m1", mime_type: "application/pdf", filename: "a.pdf", caption: "Fatura" },
          },
          {
            from: "905551112233",
            id: "wamid.3",
            timestamp: "3",
            type: "button",
            button: { text: "Evet", payload: "y" },
            context: { id: "wamid.T" },
          },
        ],
      }),
    );
    expect(items.map((item) => item.kind)).toEqual(["message", "message", "message"]);
    expect(items[0]).toMatchObject({
      network: "whatsapp",
      from: "905551112233",
      to: "106",
      text: "Merhaba",
      contactName: "Ayşe",
    });
    expect(items[1]).toMatchObject({
      type: "document",
      media: [{ id: "m1", mimeType: "application/pdf", filename: "a.pdf", caption: "Fatura", url: null }],
    });
    expect(items[2]).toMatchObject({ type: "button", text: "Evet", replyTo: "wamid.T", dedupKey: "message:wamid.3" });
  });

  it("reads template status updates by Meta's template id", () => {
    const [item] = parseWebhook(
      whatsapp(
        {
          event: "REJECTED",
          message_template_id: 1689556908129835,
          message_template_name: "cart",
          message_template_language: "en",
          reason: "INVALID_FORMAT",
        },
        "message_template_status_update",
      ),
    );
    expect(item).toEqual({
      kind: "template-status",
      templateId: "1689556908129835",
      name: "cart",
      language: "en",
      event: "REJECTED",
      reason: "INVALID_FORMAT",
      time: 1751247548,
      dedupKey: "template:1689556908129835:REJECTED:1751247548",
    });
  });

  it("reads Messenger and Instagram messages, receipts and echoes", () => {
    const event = (extra: Record<string, unknown>) => ({
      sender: { id: "psid" },
      recipient: { id: "page" },
      timestamp: 1700000000000,
      ...extra,
    });
    const items = parseWebhook({
      object: "instagram",
      entry: [
        {
          id: "page",
          messaging: [
            event({ message: { mid: "m_1", text: "Selam" } }),
            event({ message: { mid: "m_2", attachments: [{ type: "image", payload: { url: "https://x/y.jpg" } }] } }),
            event({ message: { mid: "m_3", is_echo: true, text: "Biz" } }),
            event({ delivery: { mids: ["m_9"], watermark: 5 } }),
            event({ read: { watermark: 6 } }),
            event({ reaction: { mid: "m_1" } }),
          ],
        },
      ],
    });
    expect(items.map((item) => item.kind)).toEqual(["message", "message", "echo", "delivery", "read", "unknown"]);
    expect(items[0]).toMatchObject({ network: "instagram", from: "psid", text: "Selam", timestamp: 1700000000 });
    expect(items[1]).toMatchObject({ type: "image", media: [{ url: "https://x/y.jpg" }] });
  });

  it("turns anything else into unknown items, never throwing", () => {
    for (const body of [
      null,
      42,
      "x",
      [],
      {},
      { object: "user" },
      { object: "page", entry: [1] },
      whatsapp({}, "account_update"),
      whatsapp({ messages: [{}] }),
    ]) {
      const items = parseWebhook(body);
      expect(items.length).toBeGreaterThan(0);
      expect(itemKinds(items)).toEqual(["unknown"]);
    }
  });

  it("gives a delivery one key whatever the order of its items, and another key to other items", () => {
    const a = { id: "wamid.A", status: "read", timestamp: "1" };
    const b = { id: "wamid.B", status: "read", timestamp: "1" };
    const key = deliveryKey(parseWebhook(whatsapp({ statuses: [a, b] })));
    expect(deliveryKey(parseWebhook(whatsapp({ statuses: [b, a] })))).toBe(key);
    expect(deliveryKey(parseWebhook(whatsapp({ statuses: [a] })))).not.toBe(key);
    expect(deliveryKey(parseWebhook(whatsapp({ statuses: [{ ...a, status: "delivered" }, b] })))).not.toBe(key);
    expect(deliveryKey(parseWebhook({ object: "x", n: 1 }))).not.toBe(deliveryKey(parseWebhook({ object: "x", n: 2 })));
  });
});

describe("Meta's error codes", () => {
  it("says what to do for each class", () => {
    expect(fromGraphError({ code: 130429, message: "m" }, 400, "write")).toMatchObject({
      kind: "transient",
      slowDown: true,
    });
    expect(fromGraphError({ code: 131026, message: "m" }, 400, "write")).toMatchObject({
      kind: "permanent",
      channelLevel: false,
    });
    expect(fromGraphError({ code: 190, message: "m" }, 401, "read")).toMatchObject({
      kind: "permanent",
      channelLevel: true,
    });
    expect(fromGraphError({ code: 2, message: "m" }, 500, "write")).toMatchObject({ kind: "unknown" });
    expect(fromGraphError({ code: 2, message: "m" }, 500, "read")).toMatchObject({ kind: "transient" });
    expect(fromGraphError({ code: 123, message: "m" }, 400, "write")).toMatchObject({
      kind: "permanent",
      reasonKey: "other",
      values: { code: 123 },
    });
    expect(fromGraphError({ message: "m" }, 503, "read")).toMatchObject({ kind: "transient" });
  });

  it("has words for every reason, in both languages", () => {
    const reasons = [
      ...GRAPH_ERROR_REASONS,
      "timeout",
      "unreachable",
      "connectionLost",
      "invalidAnswer",
      "templatesWhatsAppOnly",
    ];
    for (const reason of reasons) {
      expect(en.channels.providerErrors, reason).toHaveProperty(reason);
      expect(tr.channels.providerErrors, reason).toHaveProperty(reason);
    }
  });
});

describe("the sandbox's template verdict", () => {
  const body = (text: string) => ({
    name: "order_update",
    language: "tr",
    category: "UTILITY" as const,
    components: [{ type: "BODY", text }],
  });
  it("approves a well-formed template and rejects Meta's common mistakes", () => {
    expect(sandboxTemplateVerdict(body("Merhaba {{1}}, siparişiniz {{2}} tarihinde yolda."))).toBeNull();
    expect(sandboxTemplateVerdict({ ...body("Merhaba {{1}}, iyi günler."), name: "Order Update" })).toBe(
      "INVALID_FORMAT",
    );
    expect(sandboxTemplateVerdict(body("{{1}} merhaba"))).toBe("INVALID_FORMAT");
    expect(sandboxTemplateVerdict(body("Merhaba {{1}}"))).toBe("INVALID_FORMAT");
    expect(sandboxTemplateVerdict(body("Merhaba {{1}} {{2}} iyi günler"))).toBe("INVALID_FORMAT");
    expect(sandboxTemplateVerdict(body("Merhaba {{2}}, iyi günler"))).toBe("INVALID_FORMAT");
    expect(sandboxTemplateVerdict(body("x".repeat(1025)))).toBe("INVALID_FORMAT");
  });
  it("rejects a UTILITY template that advertises as INCORRECT_CATEGORY; MARKETING may advertise", () => {
    const promo = body("Merhaba {{1}}, siparişinize özel %20 İNDİRİM kuponu!");
    expect(sandboxTemplateVerdict(promo)).toBe("INCORRECT_CATEGORY");
    expect(sandboxTemplateVerdict(body("Hi {{1}}, our summer sale starts today."))).toBe("INCORRECT_CATEGORY");
    expect(sandboxTemplateVerdict({ ...promo, category: "MARKETING" })).toBeNull();
    // A word that merely contains one is not one.
    expect(sandboxTemplateVerdict(body("Merhaba {{1}}, wholesale siparişiniz hazır."))).toBeNull();
  });
});

describe("channel schemas", () => {
  it("asks a Meta channel for its kind's ids and both secrets; a sandbox channel for a name only", () => {
    expect(
      createChannelSchema.safeParse({ kind: "whatsapp", provider: "sandbox", name: " Deneme " }).data,
    ).toMatchObject({ name: "Deneme" });
    const missing = createChannelSchema.safeParse({ kind: "instagram", provider: "meta", name: "IG", accessToken: "" });
    expect(missing.error!.issues.map((issue) => issue.path.join(".")).sort()).toEqual([
      "accessToken",
      "appSecret",
      "instagramAccountId",
    ]);
    expect(
      createChannelSchema.safeParse({
        kind: "messenger",
        provider: "meta",
        name: "FB",
        pageId: "1234567",
        accessToken: "EAAGtoken1",
        appSecret: "secret12",
      }).success,
    ).toBe(true);
  });

  it("treats blank edits as no change", () => {
    expect(updateChannelSchema.parse({ accessToken: "", appSecret: "  ", name: "X", rateLimitPerSecond: "" })).toEqual({
      name: "X",
    });
    expect(updateChannelSchema.parse({ rateLimitPerSecond: "20" })).toEqual({ rateLimitPerSecond: 20 });
  });
});
