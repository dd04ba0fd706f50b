import { describe, expect, it } from "vitest";
import { AppError } from "@/lib/server/errors";
import { readMultipart, type MultipartPart } from "@/lib/server/media/bytes/multipart";

// Streaming multipart (issue 15): real bodies built by the platform's FormData + Request, read
// part by part; limits and malformed bodies answer the right AppError; a large file is pulled
// from the network only as fast as its reader reads it.

const LIMITS = { maxFiles: 5, maxFieldBytes: 1024 };

/**
 * A request carrying `form` as the platform encodes it. Its bytes are taken first: undici's own
 * FormData body stream throws (unhandled) when cancelled midway, which the 413 cases do; a
 * server's request body is a plain byte stream.
 */
async function formRequest(form: FormData): Promise<Request> {
  const encoded = new Request("http://kanal.test/api/v1/media", { method: "POST", body: form });
  return new Request(encoded.url, {
    method: "POST",
    body: await encoded.arrayBuffer(),
    headers: { "content-type": encoded.headers.get("content-type")! },
  });
}

type Collected =
  { kind: "field"; name: string; value: string } | { kind: "file"; fieldName: string; fileName: string; text: string };

async function collect(parts: AsyncGenerator<MultipartPart>): Promise<Collected[]> {
  const out: Collected[] = [];
  for await (const part of parts) {
    if (part.kind === "field") out.push(part);
    else
      out.push({
        kind: "file",
        fieldName: part.fieldName,
        fileName: part.fileName,
        text: await new Response(part.stream).text(),
      });
  }
  return out;
}

const post = (body: BodyInit, contentType?: string) =>
  new Request("http://kanal.test/", {
    method: "POST",
    body,
    headers: contentType ? { "content-type": contentType } : {},
  });

async function failure(run: () => Promise<unknown>): Promise<AppError> {
  const error = await run().then(
    () => undefined,
    (caught: unknown) => caught,
  );
  expect(error).toBeInstanceOf(AppError);
  return error as AppError;
}

/** The code of the AppError reading `request` fails with. */
const codeOf = async (request: Request) => (await failure(() => collect(readMultipart(request, LIMITS)))).code;

describe("readMultipart", () => {
  it("yields fields and files in order, with Unicode and path-like names", async () => {
    const form = new FormData();
    form.append("folderId", "fld_1");
    form.append("file", new Blob(["birinci"]), "Ürün fotoğrafı – Kış koleksiyonu.jpg");
    form.append("tags", "kış, ürün");
    form.append("file", new Blob(["ikinci"]), '../../etc/"passwd".png');
    form.append("file", new Blob([""]), "boş.txt");

    expect(await collect(readMultipart(await formRequest(form), LIMITS))).toEqual([
      { kind: "field", name: "folderId", value: "fld_1" },
      { kind: "file", fieldName: "file", fileName: "Ürün fotoğrafı – Kış koleksiyonu.jpg", text: "birinci" },
      { kind: "field", name: "tags", value: "kış, ürün" },
      // busboy keeps the last path segment; the quote arrives percent-encoded as browsers send it.
      { kind: "file", fieldName: "file", fileName: "%22passwd%22.png", text: "ikinci" },
      { kind: "file", fieldName: "file", fileName: "boş.txt", text: "" },
    ]);
  });

  it("moves on past a file its reader cancels or skips", async () => {
    const form = new FormData();
    for (const name of ["a", "b", "c"]) form.append("file", new Blob([name.repeat(300_000)]), `${name}.txt`);
    form.append("after", "ok");
    const seen: string[] = [];
    for await (const part of readMultipart(await formRequest(form), LIMITS)) {
      if (part.kind === "field") seen.push(`${part.name}=${part.value}`);
      else if (part.fileName === "a.txt") await part.stream.cancel();
      else if (part.fileName === "b.txt")
        continue; // not read at all
      else seen.push(`${part.fileName}:${(await new Response(part.stream).text()).length}`);
    }
    expect(seen).toEqual(["c.txt:300000", "after=ok"]);
  });

  it("takes exactly maxFiles files and answers 413 at the next one", async () => {
    const form = new FormData();
    for (let index = 0; index < LIMITS.maxFiles + 1; index++)
      form.append("file", new Blob([`f${index}`]), `f${index}.txt`);
    const read: string[] = [];
    const error = await failure(async () => {
      for await (const part of readMultipart(await formRequest(form), LIMITS)) {
        if (part.kind === "file") read.push(await new Response(part.stream).text());
      }
    });
    expect(error.code).toBe("PAYLOAD_TOO_LARGE");
    expect(read).toEqual(["f0", "f1", "f2", "f3", "f4"]);
  });

  it("answers 413 for a field longer than maxFieldBytes, and for too many fields", async () => {
    const long = new FormData();
    long.append("tags", "x".repeat(LIMITS.maxFieldBytes + 1));
    expect((await failure(async () => collect(readMultipart(await formRequest(long), LIMITS)))).code).toBe(
      "PAYLOAD_TOO_LARGE",
    );

    const many = new FormData();
    for (let index = 0; index < 60; index++) many.append(`f${index}`, "1");
    expect((await failure(async () => collect(readMultipart(await formRequest(many), LIMITS)))).code).toBe(
      "PAYLOAD_TOO_LARGE",
    );
  });

  it("answers 415 for a body that is not multipart/form-data", async () => {
    expect(await codeOf(post("{}", "application/json"))).toBe("UNSUPPORTED_MEDIA_TYPE");
    expect(await codeOf(post("x"))).toBe("UNSUPPORTED_MEDIA_TYPE");
  });

  it("answers 400 for a missing boundary, garbage, and a body cut off inside a file", async () => {
    expect(await codeOf(post("x", "multipart/form-data"))).toBe("VALIDATION_ERROR");
    expect(await codeOf(post("this is not a form", "multipart/form-data; boundary=----x"))).toBe("VALIDATION_ERROR");

    const form = new FormData();
    form.append("file", new Blob(["y".repeat(100_000)]), "y.txt");
    const whole = await formRequest(form);
    const body = new Uint8Array(await whole.arrayBuffer());
    const cut = post(body.subarray(0, 50_000), whole.headers.get("content-type")!);
    // The cut shows up while the file is read (its stream errors) or at the next part (AppError).
    const error = await collect(readMultipart(cut, LIMITS)).then(
      () => undefined,
      (caught: unknown) => caught,
    );
    expect(error).toBeInstanceOf(Error);
    if (error instanceof AppError) expect(error.code).toBe("VALIDATION_ERROR");
  });

  it("pulls a large file from the body only as fast as its reader reads it", async () => {
    const boundary = "----kanal-test-boundary";
    const head = new TextEncoder().encode(
      `--${boundary}\r\nContent-Disposition: form-data; name="file"; filename="big.bin"\r\nContent-Type: application/octet-stream\r\n\r\n`,
    );
    const tail = new TextEncoder().encode(`\r\n--${boundary}--\r\n`);
    const chunk = new Uint8Array(64 * 1024).fill(7);
    const chunks = 800; // 50 MiB
    let sent = 0;
    let pulled = 0;
    const body = new ReadableStream<Uint8Array>(
      {
        pull(controller) {
          if (sent === 0) controller.enqueue(head);
          if (sent === chunks) {
            controller.enqueue(tail);
            controller.close();
            return;
          }
          sent++;
          pulled += chunk.length;
          controller.enqueue(chunk);
        },
      },
      { highWaterMark: 0 },
    );
    const request = new Request("http://kanal.test/", {
      method: "POST",
      body,
      headers: { "content-type": `multipart/form-data; boundary=${boundary}` },
      duplex: "half",
    } as RequestInit);

    let read = 0;
    let maxAhead = 0;
    for await (const part of readMultipart(request, LIMITS)) {
      if (part.kind !== "file") continue;
      const reader = part.stream.getReader();
      for (;;) {
        const { value, done } = await reader.read();
        if (done) break;
        read += value.byteLength;
        maxAhead = Math.max(maxAhead, pulled - read);
        // A slow reader: give the parser every chance to read ahead.
        if (read % (4 * 1024 * 1024) < value.byteLength) await new Promise((resolve) => setTimeout(resolve, 5));
      }
    }
    expect(read).toBe(chunks * chunk.length);
    // What sits in buffers between the body and the reader (Node streams, busboy, ours): bounded.
    expect(maxAhead).toBeLessThan(2 * 1024 * 1024);
  });
});
