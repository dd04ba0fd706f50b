import { createHash, randomUUID } from "node:crypto";
import { createServer, type IncomingMessage, type Server } from "node:http";
import type { AddressInfo } from "node:net";
import { signRequest } from "./sigv4";

// A small S3-compatible server for tests, in the process: path-style objects (PUT, GET, HEAD,
// DELETE) and multipart uploads (create, upload part, complete, abort), in memory. Every request's
// Signature V4 is recomputed with tests/helpers/sigv4.ts and a wrong one is refused as S3 does
// (403 SignatureDoesNotMatch), and so is a body whose SHA-256 is not the signed one. `fail` makes
// every later request that matches answer an error, to test failures.

export type StubRequest = {
  method: string;
  path: string;
  query: Record<string, string>;
  headers: Record<string, string>;
  bodyBytes: number;
};

type Upload = { key: string; contentType: string; parts: Map<number, Buffer> };

export type S3Stub = {
  endpoint: string;
  credentials: { accessKeyId: string; secretAccessKey: string; region: string };
  objects: Map<string, { bytes: Buffer; contentType: string }>;
  uploads: Map<string, Upload>;
  requests: StubRequest[];
  /** From now on, requests `match` accepts are answered `status` with the error `code`. */
  fail(match: (request: StubRequest) => boolean, status: number, code: string): void;
  close(): Promise<void>;
};

const xml = (body: string) => `<?xml version="1.0" encoding="UTF-8"?>\n${body}`;
const errorXml = (code: string) => xml(`<Error><Code>${code}</Code><Message>${code}</Message></Error>`);

async function readBody(request: IncomingMessage): Promise<Buffer> {
  const chunks: Buffer[] = [];
  for await (const chunk of request) chunks.push(chunk as Buffer);
  return Buffer.concat(chunks);
}

/** Whether the Authorization header is the one our oracle computes for this request. */
function signatureMatches(request: IncomingMessage, credentials: S3Stub["credentials"]): boolean {
  const authorization = request.headers.authorization ?? "";
  const match =
    /^AWS4-HMAC-SHA256 Credential=([^/]+)\/(\d{8})\/([^/]+)\/s3\/aws4_request, ?SignedHeaders=([^,]+), ?Signature=([0-9a-f]{64})$/.exec(
      authorization,
    );
  if (!match) return false;
  const [, accessKeyId, , region, signedHeaders, signature] = match;
  if (accessKeyId !== credentials.accessKeyId || region !== credentials.region) return false;
  const amzDate = String(request.headers["x-amz-date"] ?? "");
  const date = new Date(
    `${amzDate.slice(0, 4)}-${amzDate.slice(4, 6)}-${amzDate.slice(6, 8)}T${amzDate.slice(9, 11)}:${amzDate.slice(11, 13)}:${amzDate.slice(13, 15)}Z`,
  );
  const headers: Record<string, string> = {};
  for (const name of signedHeaders!.split(";")) {
    if (name === "host" || name === "x-amz-date" || name === "x-amz-content-sha256") continue;
    const value = request.headers[name];
    headers[name] = Array.isArray(value) ? value.join(",") : String(value ?? "");
  }
  const recomputed = signRequest({
    method: request.method!,
    url: new URL(`http://${request.headers.host}${request.url}`),
    headers,
    payloadHash: String(request.headers["x-amz-content-sha256"] ?? ""),
    credentials: { ...credentials, region: region! },
    date,
  });
  // The oracle signs exactly the headers it was given plus host, date and payload hash.
  const oracleSigned = recomputed.headers.authorization!.match(/SignedHeaders=([^,]+)/)![1];
  return oracleSigned === signedHeaders && recomputed.signature === signature;
}

export async function startS3Stub(bucket = "kanal"): Promise<S3Stub> {
  const credentials = {
    accessKeyId: "AKIAIOSFODNN7EXAMPLE",
    secretAccessKey: "wJalrXUtnFEMI/K7MDENG/bPxRfiCYEXAMPLEKEY",
    region: "eu-central-1",
  };
  const objects: S3Stub["objects"] = new Map();
  const uploads: S3Stub["uploads"] = new Map();
  const requests: StubRequest[] = [];
  const failures: { match: (request: StubRequest) => boolean; status: number; code: string }[] = [];

  const server: Server = createServer(async (request, response) => {
    const url = new URL(request.url!, "http://stub");
    const body = await readBody(request);
    const headers = Object.fromEntries(
      Object.entries(request.headers).map(([name, value]) => [
        name,
        Array.isArray(value) ? value.join(",") : String(value),
      ]),
    );
    const recorded: StubRequest = {
      method: request.method!,
      path: url.pathname,
      query: Object.fromEntries(url.searchParams),
      headers,
      bodyBytes: body.length,
    };
    requests.push(recorded);
    const answer = (status: number, text = "", extra: Record<string, string> = {}) => {
      response.writeHead(status, { ...(text ? { "content-type": "application/xml" } : {}), ...extra });
      response.end(text);
    };

    if (!signatureMatches(request, credentials)) return answer(403, errorXml("SignatureDoesNotMatch"));
    const payloadHash = headers["x-amz-content-sha256"];
    if (payloadHash !== "UNSIGNED-PAYLOAD" && createHash("sha256").update(body).digest("hex") !== payloadHash) {
      return answer(400, errorXml("XAmzContentSHA256Mismatch"));
    }
    const failure = failures.find(({ match }) => match(recorded));
    if (failure) return answer(failure.status, errorXml(failure.code));

    const [, bucketName, ...rest] = url.pathname.split("/");
    if (bucketName !== bucket) return answer(404, errorXml("NoSuchBucket"));
    const key = rest.map(decodeURIComponent).join("/");
    const { uploadId, partNumber } = recorded.query;

    if (request.method === "POST" && "uploads" in recorded.query) {
      const id = randomUUID();
      uploads.set(id, { key, contentType: headers["content-type"] ?? "binary/octet-stream", parts: new Map() });
      return answer(
        200,
        xml(
          `<InitiateMultipartUploadResult><Bucket>${bucket}</Bucket><Key>${key}</Key><UploadId>${id}</UploadId></InitiateMultipartUploadResult>`,
        ),
      );
    }
    if (uploadId !== undefined) {
      const upload = uploads.get(uploadId);
      if (!upload || upload.key !== key) return answer(404, errorXml("NoSuchUpload"));
      if (request.method === "PUT" && partNumber) {
        upload.parts.set(Number(partNumber), body);
        return answer(200, "", { etag: `"${createHash("md5").update(body).digest("hex")}"` });
      }
      if (request.method === "POST") {
        const numbers = [...body.toString().matchAll(/<PartNumber>(\d+)<\/PartNumber>/g)].map((m) => Number(m[1]));
        if (numbers.length === 0 || numbers.some((n) => !upload.parts.has(n)))
          return answer(400, errorXml("InvalidPart"));
        objects.set(key, {
          bytes: Buffer.concat(numbers.map((n) => upload.parts.get(n)!)),
          contentType: upload.contentType,
        });
        uploads.delete(uploadId);
        return answer(
          200,
          xml(
            `<CompleteMultipartUploadResult><Bucket>${bucket}</Bucket><Key>${key}</Key><ETag>"x-${numbers.length}"</ETag></CompleteMultipartUploadResult>`,
          ),
        );
      }
      if (request.method === "DELETE") {
        uploads.delete(uploadId);
        return answer(204);
      }
    }
    if (request.method === "PUT") {
      objects.set(key, { bytes: body, contentType: headers["content-type"] ?? "binary/octet-stream" });
      return answer(200, "", { etag: '"stub"' });
    }
    if (request.method === "GET" || request.method === "HEAD") {
      const object = objects.get(key);
      if (!object) return answer(404, request.method === "GET" ? errorXml("NoSuchKey") : "");
      response.writeHead(200, { "content-type": object.contentType, "content-length": object.bytes.length });
      return response.end(request.method === "GET" ? object.bytes : undefined);
    }
    if (request.method === "DELETE") {
      objects.delete(key);
      return answer(204);
    }
    return answer(405, errorXml("MethodNotAllowed"));
  });
  await new Promise<void>((resolve) => server.listen(0, "127.0.0.1", resolve));
  const { port } = server.address() as AddressInfo;

  return {
    endpoint: `http://127.0.0.1:${port}`,
    credentials,
    objects,
    uploads,
    requests,
    fail(match, status, code) {
      failures.push({ match, status, code });
    },
    close: () =>
      new Promise<void>((resolve, reject) => {
        server.closeAllConnections();
        server.close((error) => (error ? reject(error) : resolve()));
      }),
  };
}
