import { describe, expect, it } from "vitest";
import yauzl from "yauzl";
import { zipStream, type ZipEntry } from "@/lib/server/media/bytes/zip";

// The bulk download's zip (issue 15): read back with yauzl (an independent reader, which checks
// sizes and CRCs), with safe and unique names, entries opened one at a time, failures that cut
// the stream, and ZIP64 once past the 65,535-entry limit of plain zip.

const streamOf = (bytes: Uint8Array) =>
  new ReadableStream<Uint8Array>({
    start(controller) {
      controller.enqueue(bytes);
      controller.close();
    },
  });

async function* entriesOf(files: Array<{ name: string; bytes: Uint8Array; date?: Date }>): AsyncGenerator<ZipEntry> {
  for (const file of files) {
    yield {
      name: file.name,
      date: file.date ?? new Date("2026-10-01T12:00:00Z"),
      open: async () => streamOf(file.bytes),
    };
  }
}

/** Entries "f0.bin", "f1.bin", … opened by `open`; `onEnd` runs when the listing ends or is abandoned. */
async function* numbered(
  count: number,
  open: (index: number) => Promise<ReadableStream<Uint8Array>>,
  onEnd = () => {},
) {
  try {
    for (let index = 0; index < count; index++)
      yield { name: `f${index}.bin`, date: new Date(), open: () => open(index) };
  } finally {
    onEnd();
  }
}

type Unzipped = { name: string; bytes: Buffer; date: Date; utf8: boolean };

/** Every entry of a zip, read and CRC-checked by yauzl. */
function unzip(zip: Buffer): Promise<Unzipped[]> {
  return new Promise((resolve, reject) => {
    yauzl.fromBuffer(zip, { lazyEntries: true, strictFileNames: true }, (error, file) => {
      if (error) return reject(error);
      const out: Unzipped[] = [];
      file.on("error", reject);
      file.on("end", () => resolve(out));
      file.on("entry", (entry: yauzl.Entry) => {
        file.openReadStream(entry, (openError, stream) => {
          if (openError) return reject(openError);
          const chunks: Buffer[] = [];
          stream.on("data", (chunk: Buffer) => chunks.push(chunk));
          stream.on("error", reject);
          stream.on("end", () => {
            out.push({
              name: entry.fileName,
              bytes: Buffer.concat(chunks),
              date: entry.getLastModDate(),
              utf8: (entry.generalPurposeBitFlag & 0x800) !== 0,
            });
            file.readEntry();
          });
        });
      });
      file.readEntry();
    });
  });
}

const bytesOf = async (stream: ReadableStream<Uint8Array>) => Buffer.from(await new Response(stream).arrayBuffer());
const text = (value: string) => new TextEncoder().encode(value);

describe("zipStream", () => {
  it("zips every file with its bytes, safe unique names and dates", async () => {
    const big = new Uint8Array(3 * 1024 * 1024).map((_, index) => index % 251);
    const files = [
      { name: "logo.png", bytes: text("png-1") },
      { name: "logo.png", bytes: text("png-2") },
      { name: "LOGO.PNG", bytes: text("png-3") },
      { name: "Ürün fotoğrafı – Kış.jpg", bytes: big },
      { name: "../../etc/passwd", bytes: text("traversal") },
      { name: "/abs/olute.txt", bytes: text("absolute") },
      { name: "C:\\Windows\\x.txt", bytes: text("windows") },
      { name: "..", bytes: text("dots") },
      { name: "", bytes: text("empty name") },
      { name: "soru?.txt", bytes: new Uint8Array(0) },
      { name: "README", bytes: text("no extension") },
      { name: "README", bytes: text("no extension again") },
    ];
    const zip = await bytesOf(zipStream(entriesOf(files)));
    const entries = await unzip(zip);

    expect(entries.map((entry) => entry.name)).toEqual([
      "logo.png",
      "logo (2).png",
      "LOGO (3).PNG",
      "Ürün fotoğrafı – Kış.jpg",
      ".._.._etc_passwd",
      "_abs_olute.txt",
      "C__Windows_x.txt",
      "file",
      "file (2)",
      "soru_.txt",
      "README",
      "README (2)",
    ]);
    entries.forEach((entry, index) => expect(entry.bytes.equals(Buffer.from(files[index]!.bytes))).toBe(true));
    expect(entries[3]!.utf8).toBe(true);
    // DOS timestamps keep 2-second steps, in the zone the archive was written in.
    expect(Math.abs(entries[0]!.date.getTime() - new Date("2026-10-01T12:00:00Z").getTime())).toBeLessThanOrEqual(
      14 * 3_600_000,
    );
    // STORE: the archive is the files plus headers.
    const payload = files.reduce((sum, file) => sum + file.bytes.length, 0);
    expect(zip.length).toBeGreaterThan(payload);
    expect(zip.length).toBeLessThan(payload + 4096);
  });

  it("an empty selection is an empty, valid zip", async () => {
    expect(await unzip(await bytesOf(zipStream(entriesOf([]))))).toEqual([]);
  });

  it("opens one entry at a time, only once the previous one is written", async () => {
    let open = 0;
    let maxOpen = 0;
    const opened: number[] = [];
    const lazy = numbered(5, async (index) => {
      opened.push(index);
      open++;
      maxOpen = Math.max(maxOpen, open);
      let sent = 0;
      return new ReadableStream<Uint8Array>({
        pull(controller) {
          if (sent++ < 4) return controller.enqueue(new Uint8Array(256 * 1024).fill(index));
          open--;
          controller.close();
        },
      });
    });
    const entries = await unzip(await bytesOf(zipStream(lazy)));
    expect(entries.map((entry) => entry.bytes.length)).toEqual([1, 1, 1, 1, 1].map(() => 1024 * 1024));
    expect(opened).toEqual([0, 1, 2, 3, 4]);
    expect(maxOpen).toBe(1);
  });

  it("errors the stream when an entry fails to open or breaks off", async () => {
    async function* failingOpen(): AsyncGenerator<ZipEntry> {
      yield { name: "ok.txt", date: new Date(), open: async () => streamOf(text("ok")) };
      yield {
        name: "gone.txt",
        date: new Date(),
        open: async () => {
          throw new Error("object missing");
        },
      };
    }
    await expect(bytesOf(zipStream(failingOpen()))).rejects.toThrow("object missing");

    async function* breaking(): AsyncGenerator<ZipEntry> {
      yield {
        name: "half.bin",
        date: new Date(),
        open: async () =>
          new ReadableStream<Uint8Array>({
            start(controller) {
              controller.enqueue(new Uint8Array(1000));
              controller.error(new Error("storage read failed"));
            },
          }),
      };
      yield { name: "never.txt", date: new Date(), open: async () => streamOf(text("x")) };
    }
    await expect(bytesOf(zipStream(breaking()))).rejects.toThrow("storage read failed");
  });

  it("stops reading entries when the download is cancelled", async () => {
    const opened: number[] = [];
    let finished = false;
    const many = numbered(
      100,
      async (index) => {
        opened.push(index);
        return streamOf(new Uint8Array(512 * 1024));
      },
      () => (finished = true),
    );
    const reader = zipStream(many).getReader();
    await reader.read();
    await reader.cancel();
    await new Promise((resolve) => setTimeout(resolve, 50));
    expect(opened.length).toBeLessThan(5);
    expect(finished).toBe(true);
  });

  it("writes ZIP64 records past 65,535 entries", { timeout: 60_000 }, async () => {
    const count = 65_537;
    async function* tiny(): AsyncGenerator<ZipEntry> {
      for (let index = 0; index < count; index++) {
        yield { name: `${index}.txt`, date: new Date(), open: async () => streamOf(text(String(index))) };
      }
    }
    const zip = await bytesOf(zipStream(tiny()));
    // The ZIP64 end-of-central-directory record and its locator.
    expect(zip.includes(Buffer.from([0x50, 0x4b, 0x06, 0x06]))).toBe(true);
    expect(zip.includes(Buffer.from([0x50, 0x4b, 0x06, 0x07]))).toBe(true);
    const entries = await new Promise<number>((resolve, reject) =>
      yauzl.fromBuffer(zip, { lazyEntries: false }, (error, file) =>
        error ? reject(error) : resolve(file.entryCount),
      ),
    );
    expect(entries).toBe(count);
  });
});
