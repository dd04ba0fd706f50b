import { createHash, createHmac } from "node:crypto";

// AWS Signature Version 4 (the Authorization-header flavour), with node:crypto only: the test
// S3 server (s3-stub.ts) recomputes every signature the AWS SDK sends with it, so this signer is an
// oracle independent of the SDK, itself held to AWS's published examples (storage-sigv4.test.ts).
// https://docs.aws.amazon.com/AmazonS3/latest/API/sig-v4-header-based-auth.html

export const EMPTY_PAYLOAD_SHA256 = "e3b0c44298fc1c149afbf4c8996fb92427ae41e4649b934ca495991b7852b855";

export type SigV4Credentials = { accessKeyId: string; secretAccessKey: string; region: string; service?: string };

export type SignInput = {
  method: string;
  url: URL;
  /** Headers to send and sign (any case). Host is taken from the URL, never from here. */
  headers?: Record<string, string>;
  /** Hex SHA-256 of the body (EMPTY_PAYLOAD_SHA256 for none). */
  payloadHash: string;
  credentials: SigV4Credentials;
  date?: Date;
};

export type SignedRequest = {
  /** What to pass to fetch: the given headers plus x-amz-date, x-amz-content-sha256, authorization. */
  headers: Record<string, string>;
  canonicalRequest: string;
  stringToSign: string;
  signature: string;
};

export const sha256Hex = (data: string | Uint8Array) => createHash("sha256").update(data).digest("hex");
const hmac = (key: string | Buffer, data: string) => createHmac("sha256", key).update(data, "utf8").digest();

/** RFC 3986 encoding as SigV4 wants it: everything but A-Z a-z 0-9 - . _ ~ is %-escaped. */
export function uriEncode(value: string): string {
  return encodeURIComponent(value).replace(/[!'()*]/g, (char) => `%${char.charCodeAt(0).toString(16).toUpperCase()}`);
}

/** "20130524T000000Z" */
export const amzDate = (date: Date) => date.toISOString().replace(/[-:]|\.\d{3}/g, "");

/**
 * S3's canonical URI is the path as sent, segments encoded once (other AWS services encode
 * twice). The URL's pathname is already encoded by whoever built it, so decode and re-encode
 * each segment to get exactly the canonical form.
 */
function canonicalUri(url: URL): string {
  return (
    url.pathname
      .split("/")
      .map((segment) => uriEncode(decodeURIComponent(segment)))
      .join("/") || "/"
  );
}

function canonicalQuery(url: URL): string {
  return [...url.searchParams]
    .map(([key, value]) => [uriEncode(key), uriEncode(value)] as const)
    .sort(([a, x], [b, y]) => (a === b ? (x < y ? -1 : x > y ? 1 : 0) : a < b ? -1 : 1))
    .map(([key, value]) => `${key}=${value}`)
    .join("&");
}

/** Signs one request; the caller sends `headers` (fetch adds Host itself, from the same URL). */
export function signRequest({ method, url, headers = {}, payloadHash, credentials, date = new Date() }: SignInput) {
  const service = credentials.service ?? "s3";
  const timestamp = amzDate(date);
  const day = timestamp.slice(0, 8);
  const scope = `${day}/${credentials.region}/${service}/aws4_request`;

  const toSend: Record<string, string> = {};
  for (const [name, value] of Object.entries(headers)) {
    const lower = name.toLowerCase();
    if (lower !== "host" && lower !== "authorization") toSend[lower] = value;
  }
  toSend["x-amz-content-sha256"] = payloadHash;
  toSend["x-amz-date"] = timestamp;

  const signed: Record<string, string> = { ...toSend, host: url.host };
  const names = Object.keys(signed).sort();
  const canonicalHeaders = names.map((name) => `${name}:${signed[name]!.trim().replace(/\s+/g, " ")}\n`).join("");
  const signedHeaders = names.join(";");

  const canonicalRequest = [
    method.toUpperCase(),
    canonicalUri(url),
    canonicalQuery(url),
    canonicalHeaders,
    signedHeaders,
    payloadHash,
  ].join("\n");
  const stringToSign = ["AWS4-HMAC-SHA256", timestamp, scope, sha256Hex(canonicalRequest)].join("\n");

  const signingKey = hmac(
    hmac(hmac(hmac(`AWS4${credentials.secretAccessKey}`, day), credentials.region), service),
    "aws4_request",
  );
  const signature = createHmac("sha256", signingKey).update(stringToSign, "utf8").digest("hex");

  toSend.authorization =
    `AWS4-HMAC-SHA256 Credential=${credentials.accessKeyId}/${scope},` +
    `SignedHeaders=${signedHeaders},Signature=${signature}`;
  return { headers: toSend, canonicalRequest, stringToSign, signature } satisfies SignedRequest;
}
