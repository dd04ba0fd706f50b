import sharp from "sharp";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import * as customers from "@/app/api/v1/customers/route";
import * as photo from "@/app/api/v1/customers/[id]/photo/route";
import { db } from "@/lib/server/db";
import { getStorage } from "@/lib/server/storage/get-storage";
import { createCompany, createUser, signIn } from "@/tests/helpers/factories";
import { call } from "@/tests/helpers/request";
import { startS3Stub } from "@/tests/helpers/s3-stub";

// The app on STORAGE_DRIVER=s3 (the AWS SDK) against an in-process S3 stub that recomputes every
// request's Signature V4: a customer photo goes up through its route and is removed again, and
// the storage streams an object in and out. Read lazily by getEnv()/getStorage(), so setting the
// variables before the first request is enough.

const stub = await startS3Stub("kanal-test");
const variables = {
  STORAGE_DRIVER: "s3",
  S3_ENDPOINT: stub.endpoint,
  S3_BUCKET: "kanal-test",
  S3_REGION: stub.credentials.region,
  S3_ACCESS_KEY_ID: stub.credentials.accessKeyId,
  S3_SECRET_ACCESS_KEY: stub.credentials.secretAccessKey,
};
const before = Object.fromEntries(Object.keys(variables).map((name) => [name, process.env[name]]));
Object.assign(process.env, variables);

let companyId: string;
let owner: Record<string, string>;

beforeAll(async () => {
  const company = await createCompany();
  companyId = company.id;
  owner = (await signIn(await createUser({ companyId, role: "owner" }))).headers;
});

afterAll(async () => {
  await db.$disconnect();
  await stub.close();
  // The worker may run another file next: leave the environment as it was.
  for (const [name, value] of Object.entries(before)) {
    if (value === undefined) delete process.env[name];
    else process.env[name] = value;
  }
});

describe("S3 storage in the app", () => {
  it("a customer photo is stored in the bucket, signed, and removed from it", async () => {
    const created = await call(customers.POST, "/api/v1/customers", {
      headers: owner,
      body: { firstName: "Ayşe", lastName: "Yılmaz", email: `s3-${Date.now()}@ornek.com` },
    });
    expect(created.status, created.text).toBe(201);
    const id = (created.json!.data as { id: string }).id;
    const image = await sharp({ create: { width: 300, height: 200, channels: 3, background: "#0a0" } })
      .jpeg()
      .toBuffer();
    const form = new FormData();
    form.set("file", new Blob([new Uint8Array(image)], { type: "image/jpeg" }), "photo.jpg");
    const uploaded = await call(photo.POST, `/api/v1/customers/${id}/photo`, {
      method: "POST",
      headers: owner,
      rawBody: form,
      params: { id },
    });
    expect(uploaded.status, uploaded.text).toBe(200);

    const keys = [...stub.objects.keys()].filter((key) => key.startsWith(`customers/${companyId}/${id}/`));
    expect(keys).toHaveLength(1);
    const stored = stub.objects.get(keys[0]!)!;
    expect(stored.contentType).toBe("image/webp");
    expect((await sharp(stored.bytes).metadata()).format).toBe("webp");
    // Every request reached the store signed (a wrong signature is answered 403 and would fail the upload).
    expect(stub.requests.filter((request) => request.method === "PUT").length).toBeGreaterThan(0);

    const removed = await call(photo.DELETE, `/api/v1/customers/${id}/photo`, {
      method: "DELETE",
      headers: owner,
      params: { id },
    });
    expect(removed.status, removed.text).toBe(200);
    expect(stub.objects.has(keys[0]!)).toBe(false);
  });

  it("streams an object larger than a multipart part in and out", async () => {
    const size = 9 * 1024 * 1024;
    const bytes = new Uint8Array(size).map((_, i) => i & 255);
    await getStorage().putStream("media/test/large.bin", new Blob([bytes]).stream(), "application/octet-stream");
    expect(stub.requests.some((request) => "uploads" in request.query)).toBe(true);
    const read = await getStorage().getStream("media/test/large.bin");
    expect(read?.size).toBe(size);
    expect(new Uint8Array(await new Response(read!.body).arrayBuffer())).toEqual(bytes);
  });
});
