import "server-only";
import { EMPTY_PAYLOAD_SHA256, sha256Hex, signRequest, uriEncode } from "@/lib/server/storage/sigv4";
import { assertStorageKey, type Storage } from "@/lib/server/storage/storage";

// Any S3-compatible store (AWS S3, MinIO, Cloudflare R2, Backblaze B2, Scaleway, …) over plain
// fetch with Signature V4. Path-style URLs (<endpoint>/<bucket>/<key>) work with every one of
// them and need no per-bucket DNS.

export type S3Config = {
  endpoint: string;
  bucket: string;
  region: string;
  accessKeyId: string;
  secretAccessKey: string;
};

type Fetch = typeof fetch;

const TIMEOUT_MS = 15_000;

export class S3Error extends Error {
  constructor(
    readonly operation: string,
    readonly status: number,
    detail: string,
  ) {
    super(`S3 ${operation} failed with HTTP ${status}: ${detail}`);
    this.name = "S3Error";
  }
}

export function createS3Storage(config: S3Config, fetchImpl: Fetch = fetch): Storage {
  const base = config.endpoint.replace(/\/+$/, "");
  const credentials = {
    accessKeyId: config.accessKeyId,
    secretAccessKey: config.secretAccessKey,
    region: config.region,
  };

  const urlOf = (key: string) => {
    assertStorageKey(key);
    return new URL(`${base}/${uriEncode(config.bucket)}/${key.split("/").map(uriEncode).join("/")}`);
  };

  const send = (method: string, key: string, body?: Uint8Array, headers: Record<string, string> = {}) => {
    const url = urlOf(key);
    const signed = signRequest({
      method,
      url,
      headers,
      payloadHash: body ? sha256Hex(body) : EMPTY_PAYLOAD_SHA256,
      credentials,
    });
    return fetchImpl(url, {
      method,
      headers: signed.headers,
      body: body ? Buffer.from(body) : undefined,
      signal: AbortSignal.timeout(TIMEOUT_MS),
    });
  };

  return {
    async put(key, bytes, contentType) {
      const response = await send("PUT", key, bytes, { "content-type": contentType });
      if (!response.ok) throw new S3Error("PUT", response.status, await detail(response));
      await response.body?.cancel();
    },

    async get(key) {
      const response = await send("GET", key);
      if (response.status === 404) {
        await response.body?.cancel();
        return null;
      }
      if (!response.ok) throw new S3Error("GET", response.status, await detail(response));
      return {
        bytes: new Uint8Array(await response.arrayBuffer()),
        contentType: response.headers.get("content-type") ?? "application/octet-stream",
      };
    },

    async delete(key) {
      const response = await send("DELETE", key);
      // S3 answers 204 whether or not the key existed; some compatible stores answer 404.
      if (!response.ok && response.status !== 404) throw new S3Error("DELETE", response.status, await detail(response));
      await response.body?.cancel();
    },
  };
}

/** The store's error code (XML <Code>), for the log: never the whole body. */
async function detail(response: Response): Promise<string> {
  const text = await response.text().catch(() => "");
  return text.match(/<Code>([^<]{1,100})<\/Code>/)?.[1] ?? (text.slice(0, 200) || response.statusText);
}
