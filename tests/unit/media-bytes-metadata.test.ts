import { describe, expect, it } from "vitest";
import { readMediaMetadata } from "@/lib/server/media/bytes/metadata";
import { buildPdf, priceListPdf, sineWav, type PdfPage } from "@/prisma/demo-media";

// Figures the library shows (issue 15): durations from the container (exact for WAV, frame-counted
// for MP3, from the track for MP4), a video's frame size, a PDF's page count from its page tree;
// and never an exception, whatever the bytes.

const streamOf = (bytes: Uint8Array, chunkSize = 64 * 1024) =>
  new ReadableStream<Uint8Array>({
    start(controller) {
      for (let offset = 0; offset < bytes.length; offset += chunkSize)
        controller.enqueue(bytes.subarray(offset, offset + chunkSize));
      controller.close();
    },
  });
const read = (bytes: Uint8Array, mimeType: string, chunkSize?: number) =>
  readMediaMetadata(streamOf(bytes, chunkSize), mimeType, bytes.length);

const u32 = (n: number) => {
  const out = Buffer.alloc(4);
  out.writeUInt32BE(n);
  return out;
};
const box = (type: string, ...parts: Buffer[]) => {
  const body = Buffer.concat(parts);
  return Buffer.concat([u32(8 + body.length), Buffer.from(type, "latin1"), body]);
};
const fullBox = (type: string, ...parts: Buffer[]) => box(type, Buffer.alloc(4), ...parts);

/** The boxes of a 5-second 1280×720 H.264 MP4 without its media data (enough for the figures). */
function mp4Header(): Buffer {
  const matrix = Buffer.concat([0x10000, 0, 0, 0, 0x10000, 0, 0, 0, 0x40000000].map(u32));
  const mvhd = fullBox(
    "mvhd",
    u32(0),
    u32(0),
    u32(1000),
    u32(5000),
    u32(0x10000),
    Buffer.from([1, 0]),
    Buffer.alloc(10),
    matrix,
    Buffer.alloc(24),
    u32(2),
  );
  const tkhd = fullBox(
    "tkhd",
    u32(0),
    u32(0),
    u32(1),
    u32(0),
    u32(5000),
    Buffer.alloc(16),
    matrix,
    u32(1280 << 16),
    u32(720 << 16),
  );
  const mdhd = fullBox("mdhd", u32(0), u32(0), u32(90_000), u32(450_000), Buffer.from([0x55, 0xc4, 0, 0]));
  const hdlr = fullBox("hdlr", u32(0), Buffer.from("vide", "latin1"), Buffer.alloc(12), Buffer.from("VideoHandler\0"));
  const sampleEntry = Buffer.concat([
    Buffer.alloc(6),
    Buffer.from([0, 1]),
    Buffer.alloc(16),
    Buffer.from([0x05, 0x00, 0x02, 0xd0]),
    u32(0x480000),
    u32(0x480000),
    u32(0),
    Buffer.from([0, 1]),
    Buffer.alloc(32),
    Buffer.from([0, 0x18, 0xff, 0xff]),
  ]);
  const stsd = fullBox("stsd", u32(1), box("avc1", sampleEntry));
  return Buffer.concat([
    box("ftyp", Buffer.from("isom"), u32(512), Buffer.from("isomiso2avc1mp41")),
    box("moov", mvhd, box("trak", tkhd, box("mdia", mdhd, hdlr, box("minf", box("stbl", stsd))))),
  ]);
}

/** `frames` MPEG-1 Layer III frames (128 kbit/s, 44.1 kHz) of silence: 1152 samples each. */
const mp3Frames = (frames: number) =>
  Buffer.concat(
    Array.from({ length: frames }, () => Buffer.concat([Buffer.from([0xff, 0xfb, 0x90, 0x64]), Buffer.alloc(413)])),
  );

describe("readMediaMetadata: durations and sizes", () => {
  it("gives a WAV's exact duration", async () => {
    expect(await read(sineWav(2.5), "audio/wav")).toEqual({ durationSec: 2.5 });
    expect(await read(sineWav(0.6, { rate: 8000 }), "audio/wav", 1000)).toEqual({ durationSec: 0.6 });
  });

  it("counts an MP3's frames", async () => {
    // 100 × 1152 / 44100 s.
    expect(await read(mp3Frames(100), "audio/mpeg")).toEqual({ durationSec: 2.612 });
  });

  it("gives an MP4's duration and frame size", async () => {
    expect(await read(mp4Header(), "video/mp4")).toEqual({ durationSec: 5, width: 1280, height: 720 });
  });

  it("answers {} for types it does not read", async () => {
    expect(await read(sineWav(1), "image/png")).toEqual({});
    expect(await read(new TextEncoder().encode("a;b\n1;2\n"), "text/csv")).toEqual({});
  });
});

describe("readMediaMetadata: PDF pages", () => {
  it("counts the pages of a generated price list", async () => {
    expect(
      await read(
        priceListPdf(
          "Fiyat listesi",
          Array.from({ length: 40 }, (_, index) => [`Ürün ${index}`, `K-${index}`] as const),
          1,
        ),
        "application/pdf",
      ),
    ).toEqual({
      pages: 2,
    });
  });

  it("takes the root of a nested page tree, across chunk boundaries", async () => {
    const pages: PdfPage[] = Array.from({ length: 7 }, (_, index) => ({
      lines: [{ text: `Sayfa ${index + 1}`, x: 56, y: 780, size: 12 }],
    }));
    const flat = Buffer.from(buildPdf(pages, "Yedi sayfa")).toString("latin1");
    // Insert two intermediate nodes that count fewer pages than the root (as big PDFs have).
    const nested = flat.replace(
      "%PDF-1.4\n",
      "%PDF-1.4\n90 0 obj\n<< /Type /Pages /Parent 2 0 R /Kids [] /Count 4 >>\nendobj\n91 0 obj\n<< /Type /Pages /Parent 2 0 R /Kids [] /Count 3 >>\nendobj\n",
    );
    const bytes = Buffer.from(nested, "latin1");
    for (const chunkSize of [7, 64, 100_000])
      expect(await read(bytes, "application/pdf", chunkSize)).toEqual({ pages: 7 });
  });

  it("answers {} for a PDF whose page tree is out of sight", async () => {
    // Compressed object streams hide it: nothing to count, no guess.
    expect(
      await read(
        Buffer.from(
          "%PDF-1.7\n1 0 obj\n<< /Type /ObjStm /N 3 /First 20 /Filter /FlateDecode >>\nstream\n\u0000\u0001\nendstream\nendobj\n",
        ),
        "application/pdf",
      ),
    ).toEqual({});
  });
});

describe("readMediaMetadata: never throws", () => {
  const garbage = Buffer.from(Array.from({ length: 5000 }, (_, index) => (index * 131 + 7) % 256));
  it.each([
    "audio/mpeg",
    "audio/wav",
    "audio/ogg",
    "audio/mp4",
    "video/mp4",
    "video/webm",
    "video/quicktime",
    "application/pdf",
  ])("garbage as %s → {}", async (mimeType) => {
    const metadata = await read(garbage, mimeType);
    expect(metadata.pages).toBeUndefined();
    expect(metadata.width).toBeUndefined();
  });

  it("a stream that breaks off → {}", async () => {
    const broken = new ReadableStream<Uint8Array>({
      start(controller) {
        controller.enqueue(sineWav(1).subarray(0, 30));
        controller.error(new Error("storage read failed"));
      },
    });
    expect(await readMediaMetadata(broken, "audio/wav", 44_144)).toEqual({});
  });

  it("a truncated WAV → no duration beyond what its header claims", async () => {
    const metadata = await read(sineWav(4).subarray(0, 1000), "audio/wav");
    expect(metadata.durationSec === undefined || metadata.durationSec <= 4).toBe(true);
  });
});
