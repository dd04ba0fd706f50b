import "server-only";
import { Readable } from "node:stream";
import type { ReadableStream as NodeReadableStream } from "node:stream/web";
import busboy from "busboy";
import { AppError } from "@/lib/server/errors";

// A multipart/form-data body read part by part as it arrives (busboy), never whole: each file is
// handed over as a stream, and the parser waits for the consumer to read (or cancel) it before it
// reads further, so memory stays flat whatever the file's size. `request.formData()` would buffer
// every file in memory first.

export type MultipartPart =
  | { kind: "field"; name: string; value: string }
  | { kind: "file"; fieldName: string; fileName: string; stream: ReadableStream<Uint8Array> };

export type MultipartLimits = {
  /** File parts allowed; one more is a 413. */
  maxFiles: number;
  /** Bytes of one text field's value; a longer one is a 413. */
  maxFieldBytes: number;
};

/** Text fields allowed besides the files (folderId, tags, … : a handful). */
const MAX_FIELDS = 50;
/** Bytes buffered per file before the parser waits for its reader. */
const FILE_BUFFER_BYTES = 64 * 1024;

const malformed = (cause?: unknown) => new AppError("VALIDATION_ERROR", { cause });
const tooLarge = () => new AppError("PAYLOAD_TOO_LARGE");
const END = Symbol("end");

type Queued =
  | { kind: "field"; name: string; value: string }
  | { kind: "file"; fieldName: string; fileName: string; node: Readable };

/**
 * The parts of a multipart/form-data request, in order. Read (or cancel) each file's stream before
 * asking for the next part: asking for the next part discards what is left of the previous file.
 * Throws AppError: UNSUPPORTED_MEDIA_TYPE (415) for another content type, VALIDATION_ERROR (400)
 * for a malformed or cut-off body, PAYLOAD_TOO_LARGE (413) when a limit is passed. A file limit
 * is noticed when the part past it starts, so the files before it have been yielded by then.
 * File names are decoded as UTF-8 and reduced to their last path segment (busboy's default).
 */
export async function* readMultipart(request: Request, limits: MultipartLimits): AsyncGenerator<MultipartPart> {
  const contentType = request.headers.get("content-type") ?? "";
  if (!/^multipart\/form-data\s*(;|$)/i.test(contentType)) throw new AppError("UNSUPPORTED_MEDIA_TYPE");
  if (!request.body) throw malformed();

  let parser: busboy.Busboy;
  try {
    parser = busboy({
      headers: { "content-type": contentType },
      defParamCharset: "utf8",
      fileHwm: FILE_BUFFER_BYTES,
      limits: {
        files: limits.maxFiles,
        fields: MAX_FIELDS,
        parts: limits.maxFiles + MAX_FIELDS,
        fieldSize: limits.maxFieldBytes,
        fieldNameSize: 200,
        headerPairs: 100,
      },
    });
  } catch (error) {
    // No boundary, or a boundary busboy cannot use.
    throw malformed(error);
  }

  const queue: Array<Queued | AppError | typeof END> = [];
  let wake: (() => void) | undefined;
  const push = (item: Queued | AppError | typeof END) => {
    queue.push(item);
    wake?.();
    wake = undefined;
  };
  parser.on("field", (name, value, info) => {
    push(info.nameTruncated || info.valueTruncated ? tooLarge() : { kind: "field", name, value });
  });
  parser.on("file", (fieldName, node, info) => push({ kind: "file", fieldName, fileName: info.filename ?? "", node }));
  parser.on("filesLimit", () => push(tooLarge()));
  parser.on("fieldsLimit", () => push(tooLarge()));
  parser.on("partsLimit", () => push(tooLarge()));
  parser.on("error", (error) => push(malformed(error)));
  parser.on("finish", () => push(END));

  const input = Readable.fromWeb(request.body as NodeReadableStream<Uint8Array>);
  // The client went away or the body broke off.
  input.on("error", (error) => push(malformed(error)));
  input.pipe(parser);

  let current: Readable | undefined;
  try {
    for (;;) {
      // Whatever the consumer left of the previous file is read and dropped, so the parser moves on.
      if (current && !current.readableEnded) current.removeAllListeners("data").resume();
      current = undefined;
      while (queue.length === 0) await new Promise<void>((resolve) => (wake = resolve));
      const item = queue.shift()!;
      if (item === END) return;
      if (item instanceof AppError) throw item;
      if (item.kind === "field") {
        yield item;
      } else {
        current = item.node;
        yield { kind: "file", fieldName: item.fieldName, fileName: item.fileName, stream: webStreamOf(item.node) };
      }
    }
  } finally {
    input.unpipe(parser);
    input.destroy();
    parser.destroy();
  }
}

/**
 * A Node readable as a web stream that pauses it while the reader is behind. Cancelling drains
 * the rest instead of destroying it: busboy waits for a file's end before parsing the next part.
 */
function webStreamOf(node: Readable): ReadableStream<Uint8Array> {
  let done = false;
  return new ReadableStream<Uint8Array>(
    {
      start(controller) {
        node.pause();
        node.on("data", (chunk: Buffer) => {
          if (done) return;
          controller.enqueue(new Uint8Array(chunk.buffer, chunk.byteOffset, chunk.byteLength));
          if ((controller.desiredSize ?? 0) <= 0) node.pause();
        });
        node.once("end", () => {
          if (done) return;
          done = true;
          controller.close();
        });
        node.once("error", (error) => {
          if (done) return;
          done = true;
          controller.error(error);
        });
      },
      pull() {
        node.resume();
      },
      cancel() {
        done = true;
        node.resume();
      },
    },
    new ByteLengthQueuingStrategy({ highWaterMark: FILE_BUFFER_BYTES }),
  );
}
