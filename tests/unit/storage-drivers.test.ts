import { existsSync, mkdtempSync, readFileSync, rmSync } from "node:fs";
import { tmpdir } from "node:os";
import path from "node:path";
import { afterAll, describe, expect, it } from "vitest";
import { EnvError, loadEnv } from "@/lib/server/env";
import { localStorageDir, storageFromEnv } from "@/lib/server/storage/get-storage";
import { createLocalStorage } from "@/lib/server/storage/local-storage";
import { createS3Storage, S3Error } from "@/lib/server/storage/s3-storage";
import { sha256Hex } from "@/lib/server/storage/sigv4";
import { assertStorageKey, StorageKeyError } from "@/lib/server/storage/storage";

// The storage layer (issue 5): safe keys, the local driver on a temporary directory, the S3
// driver against a recorded fetch (no network), and the configuration that picks one.

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

  it("refuses traversal before touching the disk", async () => {
    await expect(storage.put("../escape.txt", new Uint8Array([1]), "text/plain")).rejects.toThrow(StorageKeyError);
    await expect(storage.get("../../etc/passwd")).rejects.toThrow(StorageKeyError);
    await expect(storage.delete("a/../../b")).rejects.toThrow(StorageKeyError);
    expect(existsSync(path.join(root, "..", "escape.txt"))).toBe(false);
  });
});

describe("S3 driver", () => {
  type Recorded = { url: string; method: string; headers: Record<string, string>; body?: Uint8Array };

  function fakeFetch(answer: (request: Recorded) => Response) {
    const requests: Recorded[] = [];
    const fetchImpl = (async (input: URL | RequestInfo, init?: RequestInit) => {
      const request = {
        url: String(input),
        method: init?.method ?? "GET",
        headers: init?.headers as Record<string, string>,
        body: init?.body ? new Uint8Array(init.body as Buffer) : undefined,
      };
      requests.push(request);
      return answer(request);
    }) as typeof fetch;
    return { requests, fetchImpl };
  }

  const config = {
    endpoint: "http://127.0.0.1:9000/",
    bucket: "kanal",
    region: "eu-central-1",
    accessKeyId: "AKIAIOSFODNN7EXAMPLE",
    secretAccessKey: "wJalrXUtnFEMI/K7MDENG/bPxRfiCYEXAMPLEKEY",
  };

  it("PUTs to a path-style URL with a signed payload hash and content type", async () => {
    const { requests, fetchImpl } = fakeFetch(() => new Response(null, { status: 200 }));
    const bytes = new Uint8Array([1, 2, 3, 4]);
    await createS3Storage(config, fetchImpl).put("customers/c1/p1/a.webp", bytes, "image/webp");
    const [request] = requests;
    expect(request).toMatchObject({
      url: "http://127.0.0.1:9000/kanal/customers/c1/p1/a.webp",
      method: "PUT",
      body: bytes,
    });
    expect(request!.headers["content-type"]).toBe("image/webp");
    expect(request!.headers["x-amz-content-sha256"]).toBe(sha256Hex(bytes));
    expect(request!.headers.authorization).toMatch(
      /^AWS4-HMAC-SHA256 Credential=AKIAIOSFODNN7EXAMPLE\/\d{8}\/eu-central-1\/s3\/aws4_request,SignedHeaders=content-type;host;x-amz-content-sha256;x-amz-date,Signature=[0-9a-f]{64}$/,
    );
  });

  it("GETs bytes and type, and answers null on 404", async () => {
    const { fetchImpl } = fakeFetch(({ url }) =>
      url.endsWith("/here.webp")
        ? new Response(new Uint8Array([7, 8]), { headers: { "content-type": "image/webp" } })
        : new Response("<Error><Code>NoSuchKey</Code></Error>", { status: 404 }),
    );
    const storage = createS3Storage(config, fetchImpl);
    expect(await storage.get("a/here.webp")).toEqual({ bytes: new Uint8Array([7, 8]), contentType: "image/webp" });
    expect(await storage.get("a/gone.webp")).toBeNull();
  });

  it("DELETE tolerates a missing object; other failures throw with the store's code", async () => {
    const { fetchImpl } = fakeFetch(({ method }) =>
      method === "DELETE"
        ? new Response(null, { status: 404 })
        : new Response("<Error><Code>AccessDenied</Code><Message>no</Message></Error>", { status: 403 }),
    );
    const storage = createS3Storage(config, fetchImpl);
    await expect(storage.delete("a/b.webp")).resolves.toBeUndefined();
    const failure = storage.put("a/b.webp", new Uint8Array([1]), "image/webp");
    await expect(failure).rejects.toThrow(S3Error);
    await expect(failure).rejects.toThrow(/HTTP 403: AccessDenied/);
  });

  it("refuses unsafe keys before any request", async () => {
    const { requests, fetchImpl } = fakeFetch(() => new Response(null));
    await expect(createS3Storage(config, fetchImpl).get("../other-bucket/x")).rejects.toThrow(StorageKeyError);
    expect(requests).toEqual([]);
  });
});

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
  const problemsOf = (env: NodeJS.ProcessEnv) => {
    try {
      loadEnv(env);
      return [];
    } catch (error) {
      if (error instanceof EnvError) return error.problems;
      throw error;
    }
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
    expect(problemsOf({ ...base, S3_BUCKET: "ignored" })).toEqual([]);
    expect(problemsOf({ ...base, STORAGE_DRIVER: "s3" })).toEqual([
      "S3_ENDPOINT is required when STORAGE_DRIVER=s3",
      "S3_BUCKET is required when STORAGE_DRIVER=s3",
      "S3_ACCESS_KEY_ID is required when STORAGE_DRIVER=s3",
      "S3_SECRET_ACCESS_KEY is required when STORAGE_DRIVER=s3",
    ]);
    expect(problemsOf({ ...base, ...s3, S3_ENDPOINT: "ftp://files" })[0]).toMatch(
      /^S3_ENDPOINT must be an http\(s\) URL/,
    );
    expect(problemsOf({ ...base, ...s3, S3_BUCKET: "a/b" })[0]).toMatch(/^S3_BUCKET must be a bucket name/);
    expect(problemsOf({ ...base, STORAGE_DRIVER: "gcs" })[0]).toMatch(/^STORAGE_DRIVER must be "local" or "s3"/);
  });

  it("builds the S3 driver from a complete configuration (region defaults to us-east-1)", () => {
    const env = loadEnv({ ...base, ...s3 });
    expect(env.S3_REGION).toBeUndefined();
    const storage = storageFromEnv(env);
    expect(typeof storage.put).toBe("function");
  });
});
