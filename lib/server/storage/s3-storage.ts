import "server-only";
import type { S3Client, S3ServiceException } from "@aws-sdk/client-s3";
import { assertStorageKey, assertStoredRange, type Storage } from "@/lib/server/storage/storage";

// Any S3-compatible store (AWS S3, MinIO, Cloudflare R2, Backblaze B2, Scaleway, …) through the
// AWS SDK (@aws-sdk/client-s3; @aws-sdk/lib-storage streams large objects as multipart uploads).
// Path-style URLs (<endpoint>/<bucket>/<key>) work with every one of them and need no per-bucket
// DNS. Checksums only where the API requires them: the SDK's default CRC32 trailers (aws-chunked
// bodies) are refused by several compatible stores.
// The SDK is loaded on first use, so a deployment on the local driver never loads it. Measured for
// issue 14 (Node 24, 2 cores): client-s3 + lib-storage are 36 packages, 12 MB (23 MB on disk), and
// import cold in 60–92 ms (median 79); aws4fetch is 77 kB and 1 ms, but has no multipart upload,
// which streaming files of any size needs and which would be hand-written again on top of it.

export type S3Config = {
  endpoint: string;
  bucket: string;
  region: string;
  accessKeyId: string;
  secretAccessKey: string;
  /** Multipart part size of streamed uploads (default 8 MiB; S3's minimum is 5 MiB). */
  partBytes?: number;
};

/** A request that has not answered (or a socket silent) for this long fails. */
const TIMEOUT_MS = 15_000;
/** Multipart part size for streamed uploads (S3's minimum is 5 MiB); at most two in memory. */
const PART_BYTES = 8 * 1024 * 1024;
const MIN_PART_BYTES = 5 * 1024 * 1024;
const PARTS_IN_FLIGHT = 2;

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

type Sdk = typeof import("@aws-sdk/client-s3");
type LibStorage = typeof import("@aws-sdk/lib-storage");

export function createS3Storage(config: S3Config): Storage {
  let loaded: Promise<{ sdk: Sdk; libStorage: LibStorage; client: S3Client }> | undefined;
  const load = () =>
    (loaded ??= Promise.all([import("@aws-sdk/client-s3"), import("@aws-sdk/lib-storage")]).then(
      ([sdk, libStorage]) => ({
        sdk,
        libStorage,
        client: new sdk.S3Client({
          endpoint: config.endpoint.replace(/\/+$/, ""),
          region: config.region,
          forcePathStyle: true,
          credentials: { accessKeyId: config.accessKeyId, secretAccessKey: config.secretAccessKey },
          requestChecksumCalculation: "WHEN_REQUIRED",
          responseChecksumValidation: "WHEN_REQUIRED",
          requestHandler: { requestTimeout: TIMEOUT_MS, connectionTimeout: TIMEOUT_MS },
        }),
      }),
    ));
  const target = (key: string) => {
    assertStorageKey(key);
    return { Bucket: config.bucket, Key: key };
  };

  const getStream: Storage["getStream"] = async (key, range) => {
    const params = target(key);
    if (range) assertStoredRange(range);
    const { sdk, client } = await load();
    try {
      const answer = await client.send(
        new sdk.GetObjectCommand({ ...params, Range: range ? `bytes=${range.start}-${range.end}` : undefined }),
      );
      if (!answer.Body) throw new S3Error("GET", 500, "no body");
      return {
        body: answer.Body.transformToWebStream() as ReadableStream<Uint8Array>,
        contentType: answer.ContentType ?? "application/octet-stream",
        // A ranged answer's length is the range's: the whole size is in Content-Range ("bytes 0-9/1234").
        size: range ? totalOf(answer.ContentRange) : answer.ContentLength,
      };
    } catch (error) {
      if (statusOf(error) === 404) return null;
      // A range starting past the end: as the local driver, nothing to read.
      if (range && statusOf(error) === 416)
        return { body: new Blob([]).stream(), contentType: "application/octet-stream", size: undefined };
      return rethrow("GET")(error);
    }
  };

  return {
    async put(key, bytes, contentType) {
      const params = target(key);
      const { sdk, client } = await load();
      await client
        .send(new sdk.PutObjectCommand({ ...params, Body: bytes, ContentType: contentType }))
        .catch(rethrow("PUT"));
    },

    async putStream(key, body, contentType) {
      const params = target(key);
      const { libStorage, client } = await load();
      // One PUT for a body shorter than a part, else a multipart upload, aborted if the stream fails.
      const upload = new libStorage.Upload({
        client,
        params: { ...params, Body: body, ContentType: contentType },
        partSize: Math.max(MIN_PART_BYTES, config.partBytes ?? PART_BYTES),
        queueSize: PARTS_IN_FLIGHT,
        leavePartsOnError: false,
      });
      await upload.done().catch(rethrow("PUT"));
    },

    async get(key) {
      const object = await getStream(key);
      if (!object) return null;
      return { bytes: new Uint8Array(await new Response(object.body).arrayBuffer()), contentType: object.contentType };
    },

    getStream,

    async delete(key) {
      const params = target(key);
      const { sdk, client } = await load();
      try {
        await client.send(new sdk.DeleteObjectCommand(params));
      } catch (error) {
        // S3 answers 204 whether or not the key existed; some compatible stores answer 404.
        if (statusOf(error) !== 404) rethrow("DELETE")(error);
      }
    },
  };
}

/** The whole size from a Content-Range header ("bytes 0-9/1234" → 1234; "…/*" → unknown). */
function totalOf(contentRange: string | undefined): number | undefined {
  const total = /\/(\d+)$/.exec(contentRange ?? "")?.[1];
  return total === undefined ? undefined : Number(total);
}

const statusOf = (error: unknown) => (error as Partial<S3ServiceException>).$metadata?.httpStatusCode;

/** The store's answer as an S3Error (status and error code, for the log: never the whole body). */
const rethrow =
  (operation: string) =>
  (error: unknown): never => {
    const status = statusOf(error);
    if (status === undefined || error instanceof S3Error) throw error;
    throw new S3Error(operation, status, (error as Error).name.slice(0, 100));
  };
