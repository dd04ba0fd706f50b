import { describe, expect, it } from "vitest";
import { z } from "zod";
import { findForbiddenText, multiLine, singleLine } from "@/lib/validation/text";

// lib/validation/text.ts (issue 13 #3): which characters a text may hold, for the schemas and the
// server's input gate.

describe("findForbiddenText", () => {
  it("finds NUL, other controls, DEL, C1 and lone surrogates, and names their path", () => {
    for (const bad of ["\u0000", "\u0001", "\u000b", "\u001f", "\u007f", "\u0085", "\ud800", "\udc00x", "x\ud83d"]) {
      expect(findForbiddenText({ a: [1, { b: `x${bad}y` }] })).toEqual(["a", 1, "b"]);
    }
  });

  it("lets tab, line breaks, emoji and Turkish text through", () => {
    expect(findForbiddenText({ notes: "a\tb\r\nc 😀 ğüşıöçİ \u202e" })).toBeNull();
  });

  it("checks object keys", () => {
    expect(findForbiddenText({ ok: { ["k\u0000"]: 1 } })).toEqual(["ok", "k\uFFFD"]);
  });

  it("walks 10,000 levels of nesting without overflowing the stack", () => {
    const deep = JSON.parse("[".repeat(10_000) + '"\\u0000"' + "]".repeat(10_000)) as unknown;
    expect(findForbiddenText(deep)).toHaveLength(10_000);
  });
});

describe("singleLine and multiLine", () => {
  const line = z.string().check(singleLine);
  const text = z.string().check(multiLine);
  const message = (schema: z.ZodType, value: string) => schema.safeParse(value).error?.issues[0]?.message;

  it("refuses control characters in both, line breaks and tabs only in single-line fields", () => {
    expect(message(line, "a\u0000b")).toBe("validation.controlCharacter");
    expect(message(text, "a\u0000b")).toBe("validation.controlCharacter");
    expect(message(line, "a\nb")).toBe("validation.singleLine");
    expect(message(line, "a\tb")).toBe("validation.singleLine");
    expect(text.parse("a\nb\tc")).toBe("a\nb\tc");
    expect(line.parse("Ayşe Yılmaz")).toBe("Ayşe Yılmaz");
  });
});
