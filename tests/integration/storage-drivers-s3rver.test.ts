import { createHash } from "node:crypto";
import { mkdtempSync, readdirSync, rmSync } from "node:fs";
import { tmpdir } from "node:os";
import path from "node:path";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { createLocalStorage } from "@/lib/server/storage/local-storage";
import { createS3Storage, S3Error } from "@/lib/server/storage/s3-storage";
import { StorageKeyError, type Storage } from "@/lib/server/storage/storage";
import { startS3rver, type S3rverHandle } from "@/tests/helpers/s3rver-server";

// One contract, both drivers (issue 15): the local directory, and the S3 driver (AWS SDK +
// lib-storage) against a real S3-compatible server, s3rver, started here. Streamed uploads past a
// part size go up as multipart uploads (s3rver reports how each object was created), ranged
// reads answer exactly the bytes asked for, and the whole size for Content-Range.

const MiB = 1024 * 1024;
const PART_BYTES = 5 * MiB;
/** Big enough for three parts. */
const BIG_BYTES = 12 * MiB + 12_345;

/** Byte i of the test object: a pattern that differs at every offset of a part boundary. */
const byteAt = (index: number) => (index * 31 + (index >> 16) * 7 + 11) % 251;
const expected = (start: number, end: number) =>
  Uint8Array.from({ length: end - start + 1 }, (_, offset) => byteAt(start + offset));

/** `size` bytes of the pattern, made as they are read (never one big buffer). */
function patternStream(size: number, { failAt }: { failAt?: number } = {}): ReadableStream<Uint8Array> {
  let sent = 0;
  return new ReadableStream<Uint8Array>({
    pull(controller) {
      if (failAt !== undefined && sent >= failAt) return controller.error(new Error("client went away"));
      if (sent >= size) return controller.close();
      const length = Math.min(256 * 1024, size - sent);
      controller.enqueue(expected(sent, sent + length - 1));
      sent += length;
    },
  });
}

const bytesOf = async (stream: ReadableStream<Uint8Array>) => new Uint8Array(await new Response(stream).arrayBuffer());
const sha256 = (bytes: Uint8Array) => createHash("sha256").update(bytes).digest("hex");

/** Whether `actual` is the pattern's bytes `start`…`end`, said briefly (a diff of megabytes would not be). */
function describeMismatch(actual: Uint8Array, start: number, end: number): string {
  const want = expected(start, end);
  if (actual.length !== want.length) return `length ${actual.length}, expected ${want.length}`;
  const at = actual.findIndex((byte, index) => byte !== want[index]);
  return at < 0 ? "same" : `differs at offset ${start + at}`;
}

let s3rver: S3rverHandle;
let localDir: string;
const drivers: Record<string, () => Storage> = {};

beforeAll(async () => {
  s3rver = await startS3rver();
  localDir = mkdtempSync(path.join(tmpdir(), "kanal-storage-"));
  const s3 = createS3Storage({ ...s3rver.config, partBytes: PART_BYTES });
  const local = createLocalStorage(localDir);
  drivers.local = () => local;
  drivers.s3 = () => s3;
});

afterAll(async () => {
  await s3rver.close();
  rmSync(localDir, { recursive: true, force: true });
});

describe.each(["local", "s3"])("the %s driver", (driverName) => {
  const storage = () => drivers[driverName]!();
  const key = (name: string) => `media/company-1/${driverName}-${name}`;

  it("puts and gets a small object, and deletes it", async () => {
    const bytes = new TextEncoder().encode("Merhaba, dünya");
    await storage().put(key("small.txt"), bytes, "text/plain");
    const got = await storage().get(key("small.txt"));
    expect(Buffer.from(got!.bytes).toString("utf8")).toBe("Merhaba, dünya");
    expect(got!.contentType).toBe("text/plain");
    await storage().delete(key("small.txt"));
    expect(await storage().get(key("small.txt"))).toBeNull();
    // Deleting again is not an error.
    await storage().delete(key("small.txt"));
  });

  it("streams a 12 MiB object in and out", { timeout: 60_000 }, async () => {
    await storage().putStream(key("big.bin"), patternStream(BIG_BYTES), "application/octet-stream");
    if (driverName === "s3") {
      // Past one part: a multipart upload (S3's "Post" event), not one PUT.
      expect(s3rver.events.filter((event) => event.key === key("big.bin")).map((event) => event.name)).toEqual([
        "ObjectCreated:Post",
      ]);
    }
    const object = await storage().getStream(key("big.bin"));
    expect(object!.size).toBe(BIG_BYTES);
    const bytes = await bytesOf(object!.body);
    expect(bytes.length).toBe(BIG_BYTES);
    expect(sha256(bytes)).toBe(sha256(expected(0, BIG_BYTES - 1)));
  });

  it("reads byte ranges: across a part boundary, the first and last byte, a tail cut at the end", async () => {
    const ranges: Array<[number, number]> = [
      [PART_BYTES - 5, PART_BYTES + 9],
      [0, 1],
      [BIG_BYTES - 1, BIG_BYTES - 1],
      [2 * PART_BYTES, 2 * PART_BYTES + MiB],
    ];
    // "bytes=0-0" (S3 answers one byte): s3rver reads an end of 0 as "to the end" (`end || Infinity`).
    if (driverName === "local") ranges.push([0, 0]);
    for (const [start, end] of ranges) {
      const object = await storage().getStream(key("big.bin"), { start, end });
      expect(object!.size, `${start}-${end}`).toBe(BIG_BYTES);
      expect(describeMismatch(await bytesOf(object!.body), start, end), `${start}-${end}`).toBe("same");
    }
    const tail = await storage().getStream(key("big.bin"), { start: BIG_BYTES - 10, end: BIG_BYTES + 1000 });
    expect(describeMismatch(await bytesOf(tail!.body), BIG_BYTES - 10, BIG_BYTES - 1)).toBe("same");
    const past = await storage().getStream(key("big.bin"), { start: BIG_BYTES + 10, end: BIG_BYTES + 20 });
    expect((await bytesOf(past!.body)).length).toBe(0);
  });

  it("a ranged read can be cancelled early", async () => {
    const object = await storage().getStream(key("big.bin"), { start: 0, end: BIG_BYTES - 1 });
    const reader = object!.body.getReader();
    const first = await reader.read();
    expect(first.value!.length).toBeGreaterThan(0);
    await reader.cancel();
  });

  it("answers null for a missing key, with or without a range", async () => {
    expect(await storage().get(key("missing"))).toBeNull();
    expect(await storage().getStream(key("missing"))).toBeNull();
    expect(await storage().getStream(key("missing"), { start: 0, end: 9 })).toBeNull();
  });

  it("refuses unsafe keys and malformed ranges before touching the store", async () => {
    for (const bad of ["../escape", "/abs", "a/../../b", "a\\b", ""]) {
      await expect(storage().put(bad, new Uint8Array(1), "text/plain")).rejects.toThrow(StorageKeyError);
      await expect(storage().getStream(bad)).rejects.toThrow(StorageKeyError);
      await expect(storage().delete(bad)).rejects.toThrow(StorageKeyError);
    }
    await expect(storage().getStream(key("big.bin"), { start: 10, end: 5 })).rejects.toThrow(RangeError);
    await expect(storage().getStream(key("big.bin"), { start: -1, end: 5 })).rejects.toThrow(RangeError);
    await expect(storage().getStream(key("big.bin"), { start: 0.5, end: 5 })).rejects.toThrow(RangeError);
  });

  it("a stream that fails midway leaves nothing behind", { timeout: 60_000 }, async () => {
    await expect(
      storage().putStream(
        key("broken.bin"),
        patternStream(BIG_BYTES, { failAt: PART_BYTES + MiB }),
        "application/octet-stream",
      ),
    ).rejects.toThrow();
    expect(await storage().getStream(key("broken.bin"))).toBeNull();
    if (driverName === "local")
      expect(readdirSync(path.join(localDir, "media", "company-1")).filter((name) => name.endsWith(".tmp"))).toEqual(
        [],
      );
    await storage().delete(key("big.bin"));
    expect(await storage().getStream(key("big.bin"))).toBeNull();
  });
});

describe("the s3 driver against s3rver", () => {
  it("sends a body shorter than a part as one PUT", async () => {
    const storage = createS3Storage({ ...s3rver.config, partBytes: PART_BYTES });
    await storage.putStream("media/company-1/one-put.bin", patternStream(100_000), "application/octet-stream");
    expect(
      s3rver.events.filter((event) => event.key === "media/company-1/one-put.bin").map((event) => event.name),
    ).toEqual(["ObjectCreated:Put"]);
  });

  // s3rver checks the access key but not the Signature V4 itself; tests/unit/storage-drivers.test.ts
  // runs the driver against tests/helpers/s3-stub.ts, which recomputes every signature.
  it("is refused with an unknown access key", async () => {
    const storage = createS3Storage({ ...s3rver.config, accessKeyId: "NOT-A-KEY" });
    const error = await storage.put("media/company-1/x.txt", new Uint8Array(1), "text/plain").then(
      () => undefined,
      (caught: unknown) => caught,
    );
    expect(error).toBeInstanceOf(S3Error);
    expect((error as S3Error).status).toBe(403);
  });
});
