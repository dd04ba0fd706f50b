import { NextRequest } from "next/server";
import { afterAll, afterEach, beforeAll, describe, expect, it, vi } from "vitest";
import { parseCsv } from "@/lib/csv/parse";
import { db } from "@/lib/server/db";
import { logger } from "@/lib/server/logger";
import { GET as exportCustomers } from "@/app/api/v1/customers/export/route";
import { createCompany, createUser, customerData, signIn } from "@/tests/helpers/factories";

// Issue 13 #4: an export that fails must never look like a finished file. Everything that can be
// checked before the headers go out is (the query, the first page read and written): a failure
// there is the envelope with its status. A failure after that errors the stream, which aborts the
// connection (no clean end of the chunked body, so the browser's download fails), and is logged.
// Failures are real: a row the CSV writer cannot write ("infinity" dates, which PostgreSQL stores
// and JavaScript cannot), read through the real database.

const PAGE = 2000; // EXPORT_PAGE_SIZE

const person = (index: number, extra: Record<string, unknown> = {}) =>
  customerData(`P${index}`, "Sayfa", `p${index}@export-fail.com`, extra);

async function ownerOfNewCompany(rows: number) {
  const company = await createCompany();
  const { headers } = await signIn(await createUser({ companyId: company.id, role: "owner" }));
  const base = Date.UTC(2026, 0, 1);
  await db.customer.createMany({
    data: Array.from({ length: rows }, (_, index) => ({
      companyId: company.id,
      ...person(index, { createdAt: new Date(base + index * 1000) }),
    })),
  });
  return { companyId: company.id, headers };
}

/** A customer whose creation date JavaScript cannot write ('infinity' sorts first, '-infinity' last). */
async function unwritableRow(companyId: string, createdAt: "infinity" | "-infinity") {
  const customer = await db.customer.create({ data: { companyId, ...person(999_999) } });
  await db.$executeRawUnsafe(`UPDATE "Customer" SET "createdAt" = '${createdAt}' WHERE "id" = $1`, customer.id);
}

const request = (headers: Record<string, string>) =>
  exportCustomers(new NextRequest(new URL("/api/v1/customers/export", "http://127.0.0.1:3000"), { headers }), {
    params: Promise.resolve({}),
  });

/** Reads the body to its end or its error, keeping what arrived before an error. */
async function readAll(response: Response) {
  const reader = response.body!.getReader();
  const chunks: Uint8Array[] = [];
  try {
    for (;;) {
      const { done, value } = await reader.read();
      if (done) return { text: Buffer.concat(chunks).toString("utf8"), error: null };
      chunks.push(value);
    }
  } catch (error) {
    return { text: Buffer.concat(chunks).toString("utf8"), error };
  }
}

beforeAll(async () => {
  await db.$connect();
});

afterEach(() => {
  vi.restoreAllMocks();
});

afterAll(async () => {
  await db.$disconnect();
});

describe("a customer export that fails", () => {
  it("before its first page is written answers the error envelope, never a 200", async () => {
    const { companyId, headers } = await ownerOfNewCompany(3);
    await unwritableRow(companyId, "infinity");
    const response = await request({ ...headers, "accept-language": "en" });
    expect(response.status).toBe(500);
    expect(response.headers.get("content-type")).toMatch(/^application\/json/);
    expect(await response.json()).toMatchObject({
      success: false,
      code: "INTERNAL_ERROR",
      requestId: expect.any(String),
    });
  });

  it("after its headers were sent aborts the body (no clean end) and logs it", async () => {
    const errors = vi.spyOn(logger, "error");
    const { companyId, headers } = await ownerOfNewCompany(PAGE + 10);
    await unwritableRow(companyId, "-infinity"); // the oldest: on the second page
    const response = await request(headers);
    expect(response.status).toBe(200);
    const { text, error } = await readAll(response);
    expect(error).not.toBeNull(); // the reader sees an error, not the end of the file
    // What arrived is the first page, whole: the header and 2,000 rows.
    expect(parseCsv(text.replace(/^\uFEFF/, "")).records).toHaveLength(PAGE + 1);
    const requestId = response.headers.get("x-request-id");
    expect(errors).toHaveBeenCalledWith(
      expect.objectContaining({ requestId, rowsSent: PAGE }),
      expect.stringMatching(/export/i),
    );
  });

  it("still streams a whole file when nothing fails", async () => {
    const { headers } = await ownerOfNewCompany(PAGE + 10);
    const response = await request(headers);
    const { text, error } = await readAll(response);
    expect(error).toBeNull();
    expect(parseCsv(text.replace(/^\uFEFF/, "")).records).toHaveLength(PAGE + 11);
  });
});
