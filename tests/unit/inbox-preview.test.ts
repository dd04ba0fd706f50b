import { describe, expect, it } from "vitest";
import { readPreview, previewWords } from "@/lib/inbox/preview";

describe("readPreview: the list's last message from the stored preview", () => {
  it("keeps a message's text as it is", () => {
    expect(readPreview("Merhaba, kargom nerede?")).toEqual({ kind: "text", text: "Merhaba, kargom nerede?" });
    expect(readPreview("[not a marker] here")).toEqual({ kind: "text", text: "[not a marker] here" });
  });
  it("reads the markers of what a message carries", () => {
    expect(readPreview("[image]")).toEqual({ kind: "image" });
    expect(readPreview("[audio]")).toEqual({ kind: "audio" });
    expect(readPreview("[file]")).toEqual({ kind: "file" });
    expect(readPreview("[document]")).toEqual({ kind: "file" });
    expect(readPreview("[sticker]")).toEqual({ kind: "image" });
    expect(readPreview("[location]")).toEqual({ kind: "location" });
    expect(readPreview("[template: siparis_guncelleme]")).toEqual({ kind: "template", name: "siparis_guncelleme" });
    expect(readPreview("[template]")).toEqual({ kind: "template" });
    expect(readPreview("[unsupported]")).toEqual({ kind: "other" });
  });
});

describe("a preview in words (the desktop notification's body)", () => {
  const words = (key: string, values?: { name: string }) => (values ? `${key}(${values.name})` : key);

  it("gives a text as it is and a marker as the reader's words, never the stored marker", () => {
    expect(previewWords("Kargom nerede?", words)).toBe("Kargom nerede?");
    expect(previewWords("[image]", words)).toBe("image");
    expect(previewWords("[voice]", words)).toBe("audio");
    expect(previewWords("[template: order_update]", words)).toBe("templateNamed(order_update)");
    expect(previewWords("[sticker]", words)).not.toContain("[");
  });
});
