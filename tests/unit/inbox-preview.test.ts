import { describe, expect, it } from "vitest";
import { readPreview } from "@/lib/inbox/preview";

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
