import { describe, expect, it } from "vitest";
import { formatTemplateText, formatWhatsApp } from "@/lib/templates/whatsapp-format";

describe("WhatsApp formatting renderer", () => {
  it("plain text stays one segment", () => {
    expect(formatWhatsApp("Merhaba dünya")).toEqual([{ text: "Merhaba dünya", styles: [] }]);
  });

  it("bold, italic, strike and monospace", () => {
    expect(formatWhatsApp("a *kalın* b")).toEqual([
      { text: "a ", styles: [] },
      { text: "kalın", styles: ["bold"] },
      { text: " b", styles: [] },
    ]);
    expect(formatWhatsApp("_eğik_")).toEqual([{ text: "eğik", styles: ["italic"] }]);
    expect(formatWhatsApp("~üstü çizili~")).toEqual([{ text: "üstü çizili", styles: ["strike"] }]);
    expect(formatWhatsApp("kod: ```x *y* z```")).toEqual([
      { text: "kod: ", styles: [] },
      { text: "x *y* z", styles: ["mono"] },
    ]);
  });

  it("nested markers combine", () => {
    expect(formatWhatsApp("*kalın _ve eğik_*")).toEqual([
      { text: "kalın ", styles: ["bold"] },
      { text: "ve eğik", styles: ["bold", "italic"] },
    ]);
  });

  it("markers that WhatsApp leaves alone stay literal", () => {
    expect(formatWhatsApp("2*3*4")).toEqual([{ text: "2*3*4", styles: [] }]);
    expect(formatWhatsApp("* not bold*")).toEqual([{ text: "* not bold*", styles: [] }]);
    expect(formatWhatsApp("*open only")).toEqual([{ text: "*open only", styles: [] }]);
    expect(formatWhatsApp("*two\nlines*")).toEqual([{ text: "*two\nlines*", styles: [] }]);
    expect(formatWhatsApp("snake_case_name")).toEqual([{ text: "snake_case_name", styles: [] }]);
  });

  it("HTML is text, never markup", () => {
    const segments = formatWhatsApp('<img src=x onerror="alert(1)"> *<b>x</b>*');
    expect(segments.map((segment) => segment.text).join("")).toBe('<img src=x onerror="alert(1)"> <b>x</b>');
    expect(segments.every((segment) => typeof segment.text === "string")).toBe(true);
  });

  it("variables show their example, else their name, else the placeholder", () => {
    const segments = formatTemplateText("Merhaba *{{1}}*, kod {{2}} ve {{3}}.", [
      { name: "ad", example: "Ayşe" },
      { name: "kod", example: "" },
    ]);
    expect(segments).toEqual([
      { text: "Merhaba ", styles: [] },
      { text: "Ayşe", styles: ["bold"], variable: true },
      { text: ", kod ", styles: [] },
      { text: "[kod]", styles: [], variable: true },
      { text: " ve ", styles: [] },
      { text: "{{3}}", styles: [], variable: true },
      { text: ".", styles: [] },
    ]);
  });
});
