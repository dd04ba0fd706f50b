import { describe, expect, it } from "vitest";
import { normalizeE164, splitE164, toE164 } from "@/lib/customers/phone";

// Turkish-aware E.164 (lib/customers/phone.ts): the number a customer is kept under and the one
// WhatsApp names a sender by must be the same digits however the number was typed.

describe("toE164", () => {
  it.each([
    ["+90", "0555 111 22 33", "905551112233"],
    ["+90", "555 111 22 33", "905551112233"],
    ["+90", "(0555) 111-22-33", "905551112233"],
    ["+90", "90 555 111 22 33", "905551112233"],
    ["+90", "905551112233", "905551112233"],
    ["+90", "0090 555 111 22 33", "905551112233"],
    ["+90", "+90 555 111 22 33", "905551112233"],
    ["+90", "0212 555 44 33", "902125554433"],
    ["+49", "030 1234567", "49301234567"],
    ["+44", "+44 20 7946 0958", "442079460958"],
    ["+1", "(415) 555-0132", "14155550132"],
  ])("%s + %s → %s", (code, phone, e164) => {
    expect(toE164(code, phone)).toBe(e164);
  });

  it("is null without digits", () => {
    expect(toE164("+90", null)).toBeNull();
    expect(toE164("+90", "")).toBeNull();
    expect(toE164("+90", " - ")).toBeNull();
    expect(toE164("+90", "000")).toBeNull();
  });

  it("keeps a short Turkish number starting with 90 under the code (not a doubled code)", () => {
    // 10 digits after the trunk 0 is a full national number; only 12 digits starting 90 carry the code.
    expect(toE164("+90", "905 111 22 3")).toBe("90905111223");
  });

  it("does not strip a German number that merely starts with 49", () => {
    expect(toE164("+49", "4912 345678")).toBe("494912345678");
  });
});

describe("normalizeE164", () => {
  it.each(["905551112233", "+90 555 111 22 33", "0555 111 22 33", "555 111 22 33", "90 555 111 22 33"])(
    "%s → 905551112233",
    (value) => {
      expect(normalizeE164(value)).toBe("905551112233");
    },
  );

  it("keeps another country's wa_id", () => {
    expect(normalizeE164("+4915112345678")).toBe("4915112345678");
  });
});

describe("splitE164", () => {
  it("splits a Turkish number into +90 and the national number, written as Turks do", () => {
    expect(splitE164("905551112233")).toEqual({ countryCode: "+90", phone: "555 111 22 33" });
  });

  it("splits other listed codes, longest first", () => {
    expect(splitE164("14155550132")).toEqual({ countryCode: "+1", phone: "4155550132" });
    expect(splitE164("4915112345678")).toEqual({ countryCode: "+49", phone: "15112345678" });
  });

  it("round-trips: the split parts normalise back to the same digits", () => {
    for (const e164 of ["905551112233", "14155550132", "442079460958", "998901234567"]) {
      const { countryCode, phone } = splitE164(e164);
      expect(toE164(countryCode, phone)).toBe(e164);
    }
  });
});
