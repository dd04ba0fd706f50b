import { mkdtempSync, rmSync } from "node:fs";
import { tmpdir } from "node:os";
import path from "node:path";
import S3rver, { type S3rverEvent } from "s3rver";

// A real S3-compatible server for tests (s3rver: the S3 REST API over a directory, Signature V4
// checked, multipart uploads and ranged GETs), started on a free port by the test that needs it.
// Independent of our code and of tests/helpers/s3-stub.ts, so it checks the driver against
// someone else's reading of the protocol.

export type S3rverHandle = {
  config: { endpoint: string; bucket: string; region: string; accessKeyId: string; secretAccessKey: string };
  /** "ObjectCreated:Put" (one PUT) or "ObjectCreated:Post" (a completed multipart upload), per key. */
  events: Array<{ name: string; key: string }>;
  close(): Promise<void>;
};

export async function startS3rver(bucket = "kanal-test"): Promise<S3rverHandle> {
  const directory = mkdtempSync(path.join(tmpdir(), "kanal-s3rver-"));
  const server = new S3rver({
    address: "127.0.0.1",
    port: 0,
    silent: true,
    directory,
    configureBuckets: [{ name: bucket }],
  });
  const events: S3rverHandle["events"] = [];
  server.on("event", (event: S3rverEvent) => {
    for (const record of event.Records)
      events.push({ name: record.eventName, key: decodeURIComponent(record.s3.object.key) });
  });
  const { port } = await server.run();
  return {
    // s3rver's fixed credentials.
    config: {
      endpoint: `http://127.0.0.1:${port}`,
      bucket,
      region: "us-east-1",
      accessKeyId: "S3RVER",
      secretAccessKey: "S3RVER",
    },
    events,
    async close() {
      await server.close();
      rmSync(directory, { recursive: true, force: true });
    },
  };
}
