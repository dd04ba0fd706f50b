import "server-only";
import { Readable } from "node:stream";
import type { ReadableStream as NodeReadableStream } from "node:stream/web";
import ZipStream from "zip-stream";

// A zip of many files, written as it is read: entries are opened one at a time and their bytes
// pass straight through (STORE: media is compressed already, and deflating a video would cost CPU
// for nothing), so the archive's size never matters to memory. zip-stream (archiver's core) was
// measured 3–4× faster than yazl on 500 MB (≈ 1 GB/s vs 300 MB/s; its CRC-32 is zlib's). ZIP64
// records are added by itself once offsets or sizes pass 4 GiB or the entries 65,535.

export type ZipEntry = {
  name: string;
  date: Date;
  open: () => Promise<ReadableStream<Uint8Array>>;
};

/**
 * The entries as one zip stream. Names are made safe (one flat level: no "..", no absolute paths,
 * no separators or characters Windows refuses) and unique, ignoring case: "a.png", "a (2).png".
 * An entry that fails to open or breaks off errors the stream (the client sees a cut download);
 * cancelling the stream stops reading the entries.
 */
export function zipStream(entries: AsyncIterable<ZipEntry>): ReadableStream<Uint8Array> {
  const archive = new ZipStream({ store: true });
  const abort = new AbortController();
  void writeEntries(archive, entries, abort.signal).catch((error: unknown) => {
    if (!abort.signal.aborted) archive.destroy(error as Error);
  });
  const chunks = archive[Symbol.asyncIterator]() as AsyncIterator<Buffer>;

  return new ReadableStream<Uint8Array>(
    {
      async pull(controller) {
        const { value, done } = await chunks.next();
        if (done) controller.close();
        else controller.enqueue(new Uint8Array(value.buffer, value.byteOffset, value.byteLength));
      },
      async cancel() {
        abort.abort();
        archive.destroy();
      },
    },
    { highWaterMark: 0 },
  );
}

async function writeEntries(archive: ZipStream, entries: AsyncIterable<ZipEntry>, signal: AbortSignal) {
  const taken = new Set<string>();
  for await (const entry of entries) {
    if (signal.aborted) return;
    const name = uniqueName(safeEntryName(entry.name), taken);
    const body = await entry.open();
    if (signal.aborted) {
      await body.cancel();
      return;
    }
    const source = Readable.fromWeb(body as NodeReadableStream<Uint8Array>);
    await new Promise<void>((resolve, reject) => {
      const stop = () => {
        source.destroy();
        reject(signal.reason);
      };
      signal.addEventListener("abort", stop, { once: true });
      archive.entry(source, { name, date: entry.date, store: true }, (error) => {
        signal.removeEventListener("abort", stop);
        if (error) reject(error);
        else resolve();
      });
    });
  }
  archive.finish();
}

const MAX_NAME_LENGTH = 200;

/** One flat, portable file name: separators, controls and `<>:"|?*` become "_"; never "", "." or "..". */
export function safeEntryName(name: string): string {
  const cleaned = name
    .replace(/[\u0000-\u001f\u007f]/g, "")
    .replace(/[\\/<>:"|?*]/g, "_")
    .trim()
    .slice(0, MAX_NAME_LENGTH);
  if (cleaned === "" || /^\.+$/.test(cleaned)) return "file";
  return cleaned;
}

/** "a.png", then "a (2).png", "a (3).png", … (compared without case, as Windows and macOS do). */
function uniqueName(name: string, taken: Set<string>): string {
  const dot = name.lastIndexOf(".");
  const [stem, extension] = dot > 0 ? [name.slice(0, dot), name.slice(dot)] : [name, ""];
  let candidate = name;
  for (let copy = 2; taken.has(candidate.toLowerCase()); copy++) candidate = `${stem} (${copy})${extension}`;
  taken.add(candidate.toLowerCase());
  return candidate;
}
