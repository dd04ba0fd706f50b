import { createHash } from "node:crypto";
import { describe, expect, it } from "vitest";
import yauzl from "yauzl";
import { readMediaMetadata } from "@/lib/server/media/bytes/metadata";
import { sniffMedia, SNIFF_BYTES } from "@/lib/server/media/bytes/sniff";
import { demoMediaFiles, type DemoMediaFile } from "@/prisma/demo-media";

// The demo library (issue 15): about thirty files, each one the upload path would accept for what
// its name says, valid inside (PDF cross-references, zip directories, WAV durations), and the same
// bytes on every run.

const FOLDERS = ["marketing", "videos", "audio", "documents", "branding", "archive"];
const TYPE_BY_EXTENSION: Record<string, string> = {
  png: "IMAGE",
  jpg: "IMAGE",
  webp: "IMAGE",
  gif: "IMAGE",
  wav: "AUDIO",
  pdf: "DOCUMENT",
  csv: "DOCUMENT",
  txt: "DOCUMENT",
  docx: "DOCUMENT",
  zip: "DOCUMENT",
};

const files: DemoMediaFile[] = await demoMediaFiles();
const named = (name: string) => files.find((file) => file.name === name)!;
const streamOf = (bytes: Uint8Array) => new Blob([new Uint8Array(bytes)]).stream();

describe("demoMediaFiles", () => {
  it("is about thirty files with unique names, spread over folders, dates and tags", () => {
    expect(files.length).toBeGreaterThanOrEqual(25);
    expect(files.length).toBeLessThanOrEqual(35);
    expect(new Set(files.map((file) => file.name)).size).toBe(files.length);
    for (const file of files) {
      expect(FOLDERS).toContain(file.folder);
      expect(file.tags.length).toBeGreaterThan(0);
      expect(file.daysAgo).toBeGreaterThanOrEqual(0);
      expect(file.daysAgo).toBeLessThanOrEqual(180);
      expect(Number.isInteger(file.downloads) && file.downloads >= 0).toBe(true);
    }
    expect(new Set(files.map((file) => file.folder)).size).toBeGreaterThanOrEqual(5);
    // The "new uploads (30 days)" card has something to count, and so does the rest of the range.
    expect(files.filter((file) => file.daysAgo <= 30).length).toBeGreaterThanOrEqual(5);
    expect(files.filter((file) => file.daysAgo > 90).length).toBeGreaterThanOrEqual(5);
    expect(files.some((file) => /[çğıöşüÇĞİÖŞÜ]/.test(file.name))).toBe(true);
  });

  it("every file is accepted by its bytes as what its name says", async () => {
    for (const file of files) {
      const extension = file.name.split(".").pop()!.toLowerCase();
      const sniffed = await sniffMedia(file.bytes.subarray(0, SNIFF_BYTES), file.name);
      expect(sniffed?.type, file.name).toBe(TYPE_BY_EXTENSION[extension]);
      expect(sniffed?.extension, file.name).toBe(extension);
    }
  });

  it("PDFs have correct cross-reference offsets, and the price list two pages", async () => {
    for (const file of files.filter((entry) => entry.name.endsWith(".pdf"))) {
      const text = Buffer.from(file.bytes).toString("latin1");
      const start = Number(/startxref\n(\d+)\n%%EOF\n$/.exec(text)![1]);
      expect(text.slice(start, start + 4)).toBe("xref");
      const offsets = [...text.slice(start).matchAll(/^(\d{10}) 00000 n $/gm)].map((match) => Number(match[1]));
      offsets.forEach((offset, index) => expect(text.startsWith(`${index + 1} 0 obj\n`, offset)).toBe(true));
    }
    const priceList = named("Fiyat listesi 2026.pdf");
    expect(await readMediaMetadata(streamOf(priceList.bytes), "application/pdf", priceList.bytes.length)).toEqual({
      pages: 2,
    });
  });

  it("WAV clips have the durations they were made with", async () => {
    const chime = named("Karşılama anonsu.wav");
    expect(await readMediaMetadata(streamOf(chime.bytes), "audio/wav", chime.bytes.length)).toEqual({ durationSec: 3 });
  });

  it("the zip and the DOCX are zips an independent reader lists", async () => {
    const list = (bytes: Uint8Array) =>
      new Promise<string[]>((resolve, reject) =>
        yauzl.fromBuffer(Buffer.from(bytes), { lazyEntries: false }, (error, zip) => {
          if (error) return reject(error);
          const names: string[] = [];
          zip.on("entry", (entry: yauzl.Entry) => names.push(entry.fileName));
          zip.on("end", () => resolve(names));
          zip.on("error", reject);
        }),
      );
    expect(await list(named("Eski görseller.zip").bytes)).toEqual(["eski-logo.png", "yaz-banner.jpg", "okubeni.txt"]);
    expect(await list(named("Teklif şablonu.docx").bytes)).toEqual([
      "[Content_Types].xml",
      "_rels/.rels",
      "word/document.xml",
    ]);
  });

  it("makes the same bytes every time", { timeout: 60_000 }, async () => {
    const digest = (list: DemoMediaFile[]) =>
      list.map((file) => `${file.name}:${createHash("sha256").update(file.bytes).digest("hex")}`);
    expect(digest(await demoMediaFiles())).toEqual(digest(files));
  });
});
