import "server-only";
import { parseWebStream } from "music-metadata";

// What the library shows beside a file (issue 15), read by the background job after upload:
// duration of audio and video (music-metadata: MP3, OGG, M4A/AAC, WAV, MP4/MOV, WebM), a video's
// frame size where the container says it, and a PDF's page count where that is cheap. Never
// throws: a file it cannot read simply has no figures.

export type MediaMetadata = { durationSec?: number; pages?: number; width?: number; height?: number };

/**
 * How far into a PDF the page count is looked for. The page tree's root (`/Type /Pages … /Count n`)
 * sits anywhere in the file, often near the start (linearised files) or the end; PDFs that keep
 * their objects in compressed object streams (PDF 1.5+) hide it, and get no count.
 */
export const PDF_SCAN_BYTES = 32 * 1024 * 1024;

const TIMED_TYPES = /^(audio\/|video\/(mp4|webm|quicktime)$)/;

export async function readMediaMetadata(
  body: ReadableStream<Uint8Array>,
  mimeType: string,
  size: number,
): Promise<MediaMetadata> {
  // Our own reader, so whatever the parser leaves unread is cancelled (the storage stream closes).
  const reader = body.getReader();
  const owned = new ReadableStream<Uint8Array>(
    {
      async pull(controller) {
        const { value, done } = await reader.read();
        if (done) controller.close();
        else controller.enqueue(value);
      },
      cancel: (reason) => reader.cancel(reason),
    },
    { highWaterMark: 0 },
  );
  try {
    if (mimeType === "application/pdf") return await pdfMetadata(owned);
    if (TIMED_TYPES.test(mimeType)) return await timedMetadata(owned, mimeType, size);
    return {};
  } catch {
    return {};
  } finally {
    await reader.cancel().catch(() => undefined);
  }
}

async function timedMetadata(body: ReadableStream<Uint8Array>, mimeType: string, size: number): Promise<MediaMetadata> {
  // `duration: true` walks an MP3 without a Xing/VBRI header frame by frame instead of guessing.
  const parsed = await parseWebStream(body, { mimeType, size }, { duration: true, skipCovers: true });
  const out: MediaMetadata = {};
  // A video-only MP4 has no overall duration in music-metadata's answer, only its tracks'.
  const durations = [parsed.format.duration, ...parsed.format.trackInfo.map((track) => track.duration)];
  const duration = Math.max(
    0,
    ...durations.filter((value): value is number => value !== undefined && Number.isFinite(value)),
  );
  if (duration > 0) out.durationSec = round3(duration);
  const video = parsed.format.trackInfo.find((track) => track.video?.pixelWidth && track.video.pixelHeight)?.video;
  if (video) {
    out.width = video.pixelWidth;
    out.height = video.pixelHeight;
  }
  return out;
}

const round3 = (value: number) => Math.round(value * 1000) / 1000;

/** Every `/Type /Pages` dictionary with its `/Count`, in the object around the match. */
const PAGES_TYPE = /\/Type\s*\/Pages(?![A-Za-z0-9])/g;
const COUNT = /\/Count\s+(\d+)/;
/** Text kept from the previous chunk, so a dictionary split between chunks is still seen. */
const OVERLAP_CHARS = 4096;

/**
 * The page count: the largest `/Count` of a `/Type /Pages` node in the first PDF_SCAN_BYTES (the
 * root counts every page; its kids count fewer). Absent when none is found.
 */
async function pdfMetadata(body: ReadableStream<Uint8Array>): Promise<MediaMetadata> {
  let pages = 0;
  let scanned = 0;
  let carry = "";
  const reader = body.getReader();
  while (scanned < PDF_SCAN_BYTES) {
    const { value, done } = await reader.read();
    if (done) break;
    scanned += value.byteLength;
    const text = carry + Buffer.from(value.buffer, value.byteOffset, value.byteLength).toString("latin1");
    for (const match of text.matchAll(PAGES_TYPE)) {
      const count = countNear(text, match.index);
      if (count !== undefined) pages = Math.max(pages, count);
    }
    carry = text.slice(-OVERLAP_CHARS);
  }
  await reader.cancel();
  return pages > 0 ? { pages } : {};
}

/** The `/Count` in the object holding the match (from its `obj` to its `endobj`). */
function countNear(text: string, index: number): number | undefined {
  const start = Math.max(0, text.lastIndexOf("obj", index));
  const endIndex = text.indexOf("endobj", index);
  const object = text.slice(start, endIndex < 0 ? index + 1024 : endIndex);
  const count = COUNT.exec(object);
  return count ? Number(count[1]) : undefined;
}
