import { describe, expect, it } from "vitest";
import { amzDate, EMPTY_PAYLOAD_SHA256, sha256Hex, signRequest, uriEncode } from "../helpers/sigv4";

// The test S3 server's signature oracle (tests/helpers/sigv4.ts; the app signs with the AWS SDK)
// against AWS's published examples ("Signature Calculations for the Authorization Header", Amazon
// S3 API reference), with AWS's example credentials. No network.

const credentials = {
  accessKeyId: "AKIAIOSFODNN7EXAMPLE",
  secretAccessKey: "wJalrXUtnFEMI/K7MDENG/bPxRfiCYEXAMPLEKEY",
  region: "us-east-1",
};
const date = new Date("2013-05-24T00:00:00Z");

describe("SigV4", () => {
  it("signs AWS's GET Object example exactly", () => {
    const signed = signRequest({
      method: "GET",
      url: new URL("https://examplebucket.s3.amazonaws.com/test.txt"),
      headers: { Range: "bytes=0-9" },
      payloadHash: EMPTY_PAYLOAD_SHA256,
      credentials,
      date,
    });
    expect(signed.canonicalRequest).toBe(
      [
        "GET",
        "/test.txt",
        "",
        "host:examplebucket.s3.amazonaws.com",
        "range:bytes=0-9",
        "x-amz-content-sha256:e3b0c44298fc1c149afbf4c8996fb92427ae41e4649b934ca495991b7852b855",
        "x-amz-date:20130524T000000Z",
        "",
        "host;range;x-amz-content-sha256;x-amz-date",
        "e3b0c44298fc1c149afbf4c8996fb92427ae41e4649b934ca495991b7852b855",
      ].join("\n"),
    );
    expect(signed.stringToSign).toBe(
      [
        "AWS4-HMAC-SHA256",
        "20130524T000000Z",
        "20130524/us-east-1/s3/aws4_request",
        "7344ae5b7ee6c3e7e6b0fe0640412a37625d1fbfff95c48bbb2dc43964946972",
      ].join("\n"),
    );
    expect(signed.signature).toBe("f0e8bdb87c964420e857bd35b5d6ed310bd44f0170aba48dd91039c6036bdb41");
    expect(signed.headers).toEqual({
      range: "bytes=0-9",
      "x-amz-content-sha256": EMPTY_PAYLOAD_SHA256,
      "x-amz-date": "20130524T000000Z",
      authorization:
        "AWS4-HMAC-SHA256 Credential=AKIAIOSFODNN7EXAMPLE/20130524/us-east-1/s3/aws4_request," +
        "SignedHeaders=host;range;x-amz-content-sha256;x-amz-date," +
        "Signature=f0e8bdb87c964420e857bd35b5d6ed310bd44f0170aba48dd91039c6036bdb41",
    });
  });

  it("signs AWS's PUT Object example (a body, a $ in the key, an extra amz header)", () => {
    const body = new TextEncoder().encode("Welcome to Amazon S3.");
    const payloadHash = sha256Hex(body);
    expect(payloadHash).toBe("44ce7dd67c959e0d3524ffac1771dfbba87d2b6b4b4e99e42034a8b803f8b072");
    const signed = signRequest({
      method: "PUT",
      url: new URL("https://examplebucket.s3.amazonaws.com/test$file.text"),
      headers: { Date: "Fri, 24 May 2013 00:00:00 GMT", "x-amz-storage-class": "REDUCED_REDUNDANCY" },
      payloadHash,
      credentials,
      date,
    });
    expect(signed.canonicalRequest.split("\n").slice(0, 2)).toEqual(["PUT", "/test%24file.text"]);
    expect(signed.signature).toBe("98ad721746da40c64f1a55b78f14c238d841ea1380cd77a1b5971af0ece108bd");
  });

  it("never lets a Host or Authorization header in from the caller", () => {
    const signed = signRequest({
      method: "GET",
      url: new URL("http://127.0.0.1:9000/bucket/key"),
      headers: { Host: "evil.example", Authorization: "x" },
      payloadHash: EMPTY_PAYLOAD_SHA256,
      credentials,
      date,
    });
    expect(signed.canonicalRequest).toContain("\nhost:127.0.0.1:9000\n");
    expect(signed.headers.host).toBeUndefined();
    expect(signed.headers.authorization).toMatch(/^AWS4-HMAC-SHA256 Credential=/);
  });

  it("encodes as RFC 3986 and formats dates as AWS does", () => {
    expect(uriEncode("a b/ç!*'()~._-")).toBe("a%20b%2F%C3%A7%21%2A%27%28%29~._-");
    expect(amzDate(new Date("2024-02-29T13:05:09.123Z"))).toBe("20240229T130509Z");
  });
});
