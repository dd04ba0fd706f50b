import { existsSync, mkdtempSync, readdirSync, readFileSync, rmSync } from "node:fs";
import { tmpdir } from "node:os";
import path from "node:path";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { loadEnv } from "@/lib/server/env";
import { localStorageDir, storageFromEnv } from "@/lib/server/storage/get-storage";
import { createLocalStorage } from "@/lib/server/storage/local-storage";
import { createS3Storage, S3Error } from "@/lib/server/storage/s3-storage";
import { assertStorageKey, StorageKeyError } from "@/lib/server/storage/storage";
import { envProblems } from "../helpers/env";
import { startS3Stub, type S3Stub } from "../helpers/s3-stub";
import { sha256Hex } from "../helpers/sigv4";

// The storage layer (issue 5): safe keys, the local driver on a temporary directory, the S3
// driver (AWS SDK) against an in-process S3 stub that checks every signature, and the
// configuration that picks one.

const BAD_KEYS = [
  "",
  "/etc/passwd",
  "../secret",
  "a/../../b",
  "a/./b",
  "a//b",
  "a/b/",
  ".hidden",
  "a\\..\\b",
  "a/%2e%2e/b",
  "a/b\0c",
  "C:/windows",
  "-rf",
  "x".repeat(600),
];

describe("storage keys", () => {
  it("accepts plain relative paths", () => {
    expect(() => assertStorageKey("customers/c1/cust_2/0123abcd.webp")).not.toThrow();
    expect(() => assertStorageKey("a")).not.toThrow();
  });

  it.each(BAD_KEYS)("refuses %j", (key) => {
    expect(() => assertStorageKey(key)).toThrow(StorageKeyError);
  });
});

describe("local driver", () => {
  const root = mkdtempSync(path.join(tmpdir(), "kanal-storage-"));
  const storage = createLocalStorage(root);
  afterAll(() => rmSync(root, { recursive: true, force: true }));

  it("puts, gets and deletes under its root", async () => {
    const bytes = new Uint8Array([1, 2, 3]);
    await storage.put("customers/c1/p1/a.webp", bytes, "image/webp");
    expect(readFileSync(path.join(root, "customers/c1/p1/a.webp"))).toEqual(Buffer.from(bytes));
    const stored = await storage.get("customers/c1/p1/a.webp");
    expect(stored).toEqual({ bytes: Buffer.from(bytes), contentType: "image/webp" });
    await storage.put("customers/c1/p1/a.webp", new Uint8Array([9]), "image/webp");
    expect((await storage.get("customers/c1/p1/a.webp"))?.bytes).toEqual(Buffer.from([9]));
    await storage.delete("customers/c1/p1/a.webp");
    expect(existsSync(path.join(root, "customers/c1/p1/a.webp"))).toBe(false);
    expect(await storage.get("customers/c1/p1/a.webp")).toBeNull();
    await expect(storage.delete("customers/c1/p1/a.webp")).resolves.toBeUndefined();
  });

  it("answers null for a missing object, even below a file", async () => {
    await storage.put("file.txt", new Uint8Array([1]), "text/plain");
    expect(await storage.get("missing/x.png")).toBeNull();
    expect(await storage.get("file.txt/below")).toBeNull();
  });

  it("streams a large object in and out, and a failed stream leaves nothing behind", async () => {
    const size = 12 * 1024 * 1024 + 7;
    await storage.putStream("media/c1/big.bin", patternStream(size, 256 * 1024), "application/octet-stream");
    const streamed = await storage.getStream("media/c1/big.bin");
    expect(streamed).toMatchObject({ contentType: "application/octet-stream", size });
    const read = Buffer.from(await new Response(streamed!.body).arrayBuffer());
    expect(read.equals(Buffer.from(patternBytes(size)))).toBe(true);
    expect(await storage.getStream("media/c1/none.bin")).toBeNull();
    expect(await storage.getStream("media")).toBeNull();

    const failing = new ReadableStream<Uint8Array>({
      start(controller) {
        controller.enqueue(new Uint8Array(1024));
        controller.error(new Error("client went away"));
      },
    });
    await expect(storage.putStream("media/c1/broken.bin", failing, "application/octet-stream")).rejects.toThrow();
    expect(readdirSync(path.join(root, "media/c1"))).toEqual(["big.bin"]);
  });

  it("refuses traversal before touching the disk", async () => {
    await expect(storage.put("../escape.txt", new Uint8Array([1]), "text/plain")).rejects.toThrow(StorageKeyError);
    await expect(storage.putStream("../escape.txt", patternStream(1, 1), "text/plain")).rejects.toThrow(
      StorageKeyError,
    );
    await expect(storage.getStream("../../etc/passwd")).rejects.toThrow(StorageKeyError);
    await expect(storage.get("../../etc/passwd")).rejects.toThrow(StorageKeyError);
    await expect(storage.delete("a/../../b")).rejects.toThrow(StorageKeyError);
    expect(existsSync(path.join(root, "..", "escape.txt"))).toBe(false);
  });
});

describe("S3 driver", () => {
  let stub: S3Stub;
  beforeAll(async () => {
    stub = await startS3Stub("kanal");
  });
  afterAll(() => stub.close());
  const s3 = () => createS3Storage({ endpoint: `${stub.endpoint}/`, bucket: "kanal", ...stub.credentials });

  it("PUTs to a path-style URL, signed (SigV4, payload hash) as the stub recomputes it, with the content type", async () => {
    const bytes = new Uint8Array([1, 2, 3, 4]);
    const before = stub.requests.length;
    await s3().put("customers/c1/p1/a.webp", bytes, "image/webp");
    const [request, ...more] = stub.requests.slice(before);
    expect(more).toEqual([]);
    expect(request).toMatchObject({ method: "PUT", path: "/kanal/customers/c1/p1/a.webp", bodyBytes: 4 });
    expect(request!.headers["content-type"]).toBe("image/webp");
    expect(request!.headers["x-amz-content-sha256"]).toBe(sha256Hex(bytes));
    expect(request!.headers.authorization).toMatch(
      /^AWS4-HMAC-SHA256 Credential=AKIAIOSFODNN7EXAMPLE\/\d{8}\/eu-central-1\/s3\/aws4_request, ?SignedHeaders=[a-z0-9;-]*content-type;host;[a-z0-9;-]*x-amz-content-sha256;x-amz-date[a-z0-9;-]*, ?Signature=[0-9a-f]{64}$/,
    );
    // No aws-chunked body or checksum trailer: S3-compatible stores refuse them.
    expect(request!.headers["content-encoding"]).toBeUndefined();
    expect(stub.objects.get("customers/c1/p1/a.webp")).toEqual({
      bytes: Buffer.from(bytes),
      contentType: "image/webp",
    });
  });

  it("a wrong secret is refused by the stub's signature check (so the check is real)", async () => {
    const wrong = createS3Storage({
      endpoint: stub.endpoint,
      bucket: "kanal",
      ...stub.credentials,
      secretAccessKey: "not-the-secret",
    });
    await expect(wrong.put("a/b.webp", new Uint8Array([1]), "image/webp")).rejects.toThrow(
      /HTTP 403: SignatureDoesNotMatch/,
    );
  });

  it("GETs bytes and type (whole or streamed), and answers null on 404", async () => {
    const storage = s3();
    await storage.put("a/here.webp", new Uint8Array([7, 8]), "image/webp");
    expect(await storage.get("a/here.webp")).toEqual({ bytes: new Uint8Array([7, 8]), contentType: "image/webp" });
    const streamed = await storage.getStream("a/here.webp");
    expect(streamed).toMatchObject({ contentType: "image/webp", size: 2 });
    expect(new Uint8Array(await new Response(streamed!.body).arrayBuffer())).toEqual(new Uint8Array([7, 8]));
    expect(await storage.get("a/gone.webp")).toBeNull();
    expect(await storage.getStream("a/gone.webp")).toBeNull();
  });

  it("streams a large upload as a multipart upload, in parts, never whole", async () => {
    const size = 20 * 1024 * 1024 + 123;
    const before = stub.requests.length;
    await s3().putStream("media/c1/big.bin", patternStream(size, 256 * 1024), "application/octet-stream");
    const requests = stub.requests.slice(before);
    expect(requests[0]).toMatchObject({ method: "POST", query: { uploads: "" } });
    const parts = requests.filter((request) => request.query.partNumber);
    expect(parts.map((part) => part.bodyBytes)).toEqual([8 * 1024 * 1024, 8 * 1024 * 1024, 4 * 1024 * 1024 + 123]);
    expect(requests.at(-1)).toMatchObject({ method: "POST", query: { uploadId: expect.any(String) } });
    const stored = stub.objects.get("media/c1/big.bin")!;
    expect(stored.bytes.length).toBe(size);
    expect(stored.bytes.equals(Buffer.from(patternBytes(size)))).toBe(true);
    expect(stub.uploads.size).toBe(0);

    // A small stream is one PUT.
    await s3().putStream("media/c1/small.txt", patternStream(1000, 100), "text/plain");
    expect(stub.objects.get("media/c1/small.txt")).toMatchObject({ contentType: "text/plain" });
    expect(stub.objects.get("media/c1/small.txt")!.bytes.length).toBe(1000);
  });

  it("a stream that fails mid-way aborts the multipart upload and stores nothing", async () => {
    const failing = new ReadableStream<Uint8Array>({
      start(controller) {
        controller.enqueue(new Uint8Array(9 * 1024 * 1024));
        controller.error(new Error("client went away"));
      },
    });
    await expect(s3().putStream("media/c1/broken.bin", failing, "application/octet-stream")).rejects.toThrow();
    expect(stub.objects.has("media/c1/broken.bin")).toBe(false);
    expect(stub.uploads.size).toBe(0);
  });

  it("DELETE tolerates a missing object; other failures throw with the store's code", async () => {
    const storage = s3();
    stub.fail((request) => request.method === "DELETE" && request.path.endsWith("/a/missing.webp"), 404, "NoSuchKey");
    await expect(storage.delete("a/missing.webp")).resolves.toBeUndefined();
    stub.fail((request) => request.method === "PUT" && request.path.endsWith("/a/denied.webp"), 403, "AccessDenied");
    const failure = storage.put("a/denied.webp", new Uint8Array([1]), "image/webp");
    await expect(failure).rejects.toThrow(S3Error);
    await expect(failure).rejects.toThrow(/HTTP 403: AccessDenied/);
    await storage.put("a/here-then-gone.webp", new Uint8Array([1]), "image/webp");
    await storage.delete("a/here-then-gone.webp");
    expect(stub.objects.has("a/here-then-gone.webp")).toBe(false);
  });

  it("refuses unsafe keys before any request", async () => {
    const before = stub.requests.length;
    await expect(s3().get("../other-bucket/x")).rejects.toThrow(StorageKeyError);
    await expect(s3().putStream("../x", patternStream(1, 1), "text/plain")).rejects.toThrow(StorageKeyError);
    expect(stub.requests.length).toBe(before);
  });
});

/** Deterministic bytes (so a reordered or dropped part shows). */
function patternBytes(size: number): Uint8Array {
  const bytes = new Uint8Array(size);
  for (let i = 0; i < size; i++) bytes[i] = (i * 31 + (i >>> 16)) & 255;
  return bytes;
}

/** patternBytes(size) as a stream of `chunk`-byte pieces, made as they are read. */
function patternStream(size: number, chunk: number): ReadableStream<Uint8Array> {
  const all = patternBytes(size);
  let offset = 0;
  return new ReadableStream<Uint8Array>({
    pull(controller) {
      if (offset >= size) return controller.close();
      controller.enqueue(all.slice(offset, offset + chunk));
      offset += chunk;
    },
  });
}

describe("storage configuration", () => {
  const base = {
    NODE_ENV: "production",
    DATABASE_URL: "postgresql://u@h:5432/db",
    AUTH_SECRET: "x".repeat(32),
  } as NodeJS.ProcessEnv;
  const s3 = {
    STORAGE_DRIVER: "s3",
    S3_ENDPOINT: "https://s3.eu-central-1.amazonaws.com",
    S3_BUCKET: "kanal",
    S3_ACCESS_KEY_ID: "AKIAIOSFODNN7EXAMPLE",
    S3_SECRET_ACCESS_KEY: "secret",
  };

  it("defaults to a local directory under .data (or KANAL_DATA_DIR), or STORAGE_DIR", () => {
    const env = loadEnv(base);
    expect(env.STORAGE_DRIVER).toBe("local");
    expect(localStorageDir(env)).toBe(path.resolve(".data", "uploads"));
    expect(localStorageDir(loadEnv({ ...base, KANAL_DATA_DIR: "/srv/kanal" }))).toBe("/srv/kanal/uploads");
    expect(localStorageDir(loadEnv({ ...base, STORAGE_DIR: "/mnt/files", KANAL_DATA_DIR: "/srv" }))).toBe("/mnt/files");
    expect(localStorageDir(loadEnv({ ...base, STORAGE_DIR: "" }))).toBe(path.resolve(".data", "uploads"));
  });

  it("asks for the S3 variables only when STORAGE_DRIVER=s3, naming each", () => {
    expect(envProblems({ ...base, S3_BUCKET: "ignored" })).toEqual([]);
    expect(envProblems({ ...base, STORAGE_DRIVER: "s3" })).toEqual([
      "S3_ENDPOINT is required when STORAGE_DRIVER=s3",
      "S3_BUCKET is required when STORAGE_DRIVER=s3",
      "S3_ACCESS_KEY_ID is required when STORAGE_DRIVER=s3",
      "S3_SECRET_ACCESS_KEY is required when STORAGE_DRIVER=s3",
    ]);
    expect(envProblems({ ...base, ...s3, S3_ENDPOINT: "ftp://files" })[0]).toMatch(
      /^S3_ENDPOINT must be an http\(s\) URL/,
    );
    expect(envProblems({ ...base, ...s3, S3_BUCKET: "a/b" })[0]).toMatch(/^S3_BUCKET must be a bucket name/);
    expect(envProblems({ ...base, STORAGE_DRIVER: "gcs" })[0]).toMatch(/^STORAGE_DRIVER must be "local" or "s3"/);
  });

  it("builds the S3 driver from a complete configuration (region defaults to us-east-1)", () => {
    const env = loadEnv({ ...base, ...s3 });
    expect(env.S3_REGION).toBeUndefined();
    const storage = storageFromEnv(env);
    expect(typeof storage.put).toBe("function");
  });
});
