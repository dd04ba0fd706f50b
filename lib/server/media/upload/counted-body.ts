import "server-only";

// The two stream steps of an upload: peek at a file's first bytes (what it is is decided there),
// then hand the storage driver those bytes followed by the rest, counted as they pass, so a file
// that runs past its limit stops being read at once and is never stored.

/** The first chunks of `reader` adding up to at least `bytes` (fewer when the file is shorter). */
export async function readHead(
  reader: ReadableStreamDefaultReader<Uint8Array>,
  bytes: number,
): Promise<{ chunks: Uint8Array[]; size: number; ended: boolean }> {
  const chunks: Uint8Array[] = [];
  let size = 0;
  while (size < bytes) {
    const { done, value } = await reader.read();
    if (done) return { chunks, size, ended: true };
    chunks.push(value);
    size += value.byteLength;
  }
  return { chunks, size, ended: false };
}

/** `chunks` joined, cut to `bytes` (what the sniffer gets). */
export function joinHead(chunks: readonly Uint8Array[], bytes: number): Uint8Array {
  const head = new Uint8Array(
    Math.min(
      bytes,
      chunks.reduce((sum, chunk) => sum + chunk.byteLength, 0),
    ),
  );
  let offset = 0;
  for (const chunk of chunks) {
    if (offset >= head.byteLength) break;
    const part = chunk.subarray(0, head.byteLength - offset);
    head.set(part, offset);
    offset += part.byteLength;
  }
  return head;
}

export type CountedBody = {
  stream: ReadableStream<Uint8Array>;
  /** Bytes passed on so far (the file's size once the stream has ended). */
  readonly size: number;
  /** True once the file passed `limit`: the stream errored and the rest of the file is skipped. */
  readonly overLimit: boolean;
  /** True when reading the file itself failed (the request's body broke off): not storage's fault. */
  readonly sourceFailed: boolean;
};

/**
 * `head` then the rest of `reader`, as one stream for the storage driver, erroring as soon as more
 * than `limit` bytes have passed. Pulled one chunk at a time: nothing is buffered beyond what the
 * driver asks for. On error or cancel the rest of the part is cancelled (the multipart reader then
 * skips it and moves on to the next part).
 */
export function countedBody(
  head: readonly Uint8Array[],
  reader: ReadableStreamDefaultReader<Uint8Array>,
  limit: number,
): CountedBody {
  const pending = [...head];
  let size = 0;
  let overLimit = false;
  let sourceFailed = false;
  const read = async () => {
    try {
      return (await reader.read()).value;
    } catch (error) {
      sourceFailed = true;
      throw error;
    }
  };
  const stream = new ReadableStream<Uint8Array>(
    {
      async pull(controller) {
        const chunk = pending.shift() ?? (await read());
        if (!chunk) {
          controller.close();
          return;
        }
        size += chunk.byteLength;
        if (size > limit) {
          overLimit = true;
          await reader.cancel().catch(() => undefined);
          controller.error(new UploadLimitError());
          return;
        }
        controller.enqueue(chunk);
      },
      async cancel(reason) {
        await reader.cancel(reason).catch(() => undefined);
      },
    },
    { highWaterMark: 0 },
  );
  return {
    stream,
    get size() {
      return size;
    },
    get overLimit() {
      return overLimit;
    },
    get sourceFailed() {
      return sourceFailed;
    },
  };
}

export class UploadLimitError extends Error {
  constructor() {
    super("upload limit passed");
    this.name = "UploadLimitError";
  }
}
