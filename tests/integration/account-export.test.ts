import { mkdtempSync, rmSync } from "node:fs";
import { tmpdir } from "node:os";
import path from "node:path";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { db } from "@/lib/server/db";
import { GET as listExports, POST as startExport, PUT as exportPut } from "@/app/api/v1/account/export/route";
import { GET as downloadExport, DELETE as downloadDelete } from "@/app/api/v1/account/export/[id]/route";
import { createCompany, createUser, latestMail, signIn } from "@/tests/helpers/factories";
import { runJobWorker } from "@/tests/helpers/jobs";
import { call } from "@/tests/helpers/request";

// The data export (issue 6): POST starts a background job (a worker runs in this process), the
// file goes through the storage layer, GET lists and downloads; one job at a time; the user's own
// data, and the company's customers and groups for owners and admins only.

const storageDir = mkdtempSync(path.join(tmpdir(), "kanal-export-"));
process.env.STORAGE_DRIVER = "local";
process.env.STORAGE_DIR = storageDir;
runJobWorker();

let companyId: string;

beforeAll(async () => {
  companyId = (await createCompany()).id;
});

afterAll(async () => {
  await db.$disconnect();
  rmSync(storageDir, { recursive: true, force: true });
});

type ExportJson = {
  id: string;
  status: string;
  sizeBytes: number | null;
  createdAt: string;
  expiresAt: string | null;
  fileName: string;
};

/** Waits until the background job has left "pending". */
async function settled(id: string, timeoutMs = 20_000) {
  const deadline = Date.now() + timeoutMs;
  while (Date.now() < deadline) {
    const row = await db.dataExport.findUniqueOrThrow({ where: { id } });
    if (row.status !== "pending") return row;
    await new Promise((resolve) => setTimeout(resolve, 50));
  }
  throw new Error(`export ${id} still pending after ${timeoutMs} ms`);
}

async function start(headers: Record<string, string>) {
  const response = await call(startExport, "/api/v1/account/export", { method: "POST", headers });
  return { ...response, export: (response.json?.data as { export?: ExportJson } | undefined)?.export };
}

async function download(headers: Record<string, string>, id: string) {
  return call(downloadExport, `/api/v1/account/export/${id}`, { headers, params: { id } });
}

async function seedCustomers(targetCompanyId: string, count: number, groupId?: string) {
  const tag = Math.random().toString(36).slice(2, 8);
  await db.customer.createMany({
    data: Array.from({ length: count }, (_, index) => ({
      companyId: targetCompanyId,
      groupId: groupId ?? null,
      firstName: "Ayşe",
      lastName: `Yılmaz ${index}`,
      email: `c${index}-${tag}@example.com`,
    })),
  });
}

describe("POST /api/v1/account/export → background job → GET download", () => {
  it("builds a member's own data (no secrets, no customers), tells them, and serves the file", async () => {
    const member = await createUser({ companyId, role: "member" });
    await seedCustomers(companyId, 3);
    await db.notification.create({ data: { companyId, userId: member.id, type: "signIn", data: { device: "x" } } });
    const { headers, session } = await signIn(member);

    const started = await start({ ...headers, "user-agent": "Mozilla/5.0 (Macintosh) Safari/605.1.15" });
    expect(started.status).toBe(202);
    expect(started.json).toMatchObject({
      success: true,
      message: "Verileriniz hazırlanıyor. Hazır olduğunda size haber vereceğiz",
    });
    expect(started.export).toMatchObject({ status: "pending", sizeBytes: null, expiresAt: null });
    expect(started.export!.fileName).toMatch(/^kanal-export-\d{4}-\d{2}-\d{2}\.json$/);
    const event = await db.securityEvent.findFirst({ where: { userId: member.id, action: "dataExportRequested" } });
    expect(event).toMatchObject({ status: "success", data: { exportId: started.export!.id } });

    const row = await settled(started.export!.id);
    expect(row.status).toBe("ready");
    expect(row.fileKey).toBe(`exports/${member.id}/${row.id}.json`);
    expect(row.expiresAt!.getTime() - Date.now()).toBeGreaterThan(6.9 * 86_400_000);
    expect(row.expiresAt!.getTime() - Date.now()).toBeLessThanOrEqual(7 * 86_400_000);

    const listed = await call(listExports, "/api/v1/account/export", { headers });
    expect(listed.status).toBe(200);
    const [latest] = (listed.json!.data as { exports: ExportJson[] }).exports;
    expect(latest).toMatchObject({ id: row.id, status: "ready", sizeBytes: row.sizeBytes });
    expect(latest!.expiresAt).toBe(row.expiresAt!.toISOString());

    const file = await download(headers, row.id);
    expect(file.status).toBe(200);
    expect(file.headers.get("content-type")).toBe("application/json; charset=utf-8");
    expect(file.headers.get("content-disposition")).toBe(`attachment; filename=${latest!.fileName}`);
    expect(Buffer.byteLength(file.text)).toBe(row.sizeBytes);
    const data = JSON.parse(file.text) as Record<string, unknown>;
    expect(data).toMatchObject({
      format: "kanal-export",
      version: 1,
      profile: {
        id: member.id,
        email: member.email,
        role: "member",
        profileVisibility: "public",
        loginAlerts: true,
        twoFactorEnabled: false,
      },
      company: { id: companyId },
      preferences: { notifications: { channels: { email: true } } },
    });
    expect(data).not.toHaveProperty("customers");
    expect(data).not.toHaveProperty("customerGroups");
    expect(file.text).not.toMatch(/passwordHash|twoFactorSecret|tokenHash|\$2[aby]\$/);
    expect((data.sessions as { id: string }[]).map((item) => item.id)).toEqual([session.id]);
    expect(data.securityEvents).toEqual([expect.objectContaining({ action: "dataExportRequested" })]);
    expect(data.notifications).toEqual([expect.objectContaining({ type: "signIn" })]);

    // The bell and the mailbox say it is ready (the job's next steps, just after the row turns ready).
    await expect
      .poll(() => db.notification.count({ where: { userId: member.id, type: "exportReady" } }), { timeout: 10_000 })
      .toBe(1);
    const notification = await db.notification.findFirst({ where: { userId: member.id, type: "exportReady" } });
    expect(notification!.data).toMatchObject({ exportId: row.id, sizeBytes: row.sizeBytes });
    await expect
      .poll(async () => (await latestMail(member.email))?.subject, { timeout: 10_000 })
      .toBe("Kanal verileriniz indirilmeye hazır");
    const mail = await latestMail(member.email);
    expect(mail!.link).toBe(`${process.env.APP_URL}/settings/security#privacy`);
  });

  it("an owner's and an admin's export carry the company's customers and groups, page by page, and no other company's", async () => {
    const company = await createCompany();
    const owner = await createUser({ companyId: company.id, role: "owner" });
    const admin = await createUser({ companyId: company.id, role: "admin" });
    const group = await db.customerGroup.create({ data: { companyId: company.id, name: "VIP" } });
    await seedCustomers(company.id, 1003, group.id);
    await seedCustomers(company.id, 2);
    await seedCustomers(companyId, 4);

    for (const user of [owner, admin]) {
      const { headers } = await signIn(user);
      const started = await start(headers);
      const row = await settled(started.export!.id);
      expect(row.status).toBe("ready");
      const data = JSON.parse((await download(headers, row.id)).text) as {
        customers: { id: string; email: string; group: { id: string; name: string } | null }[];
        customerGroups: { id: string; name: string; count: number }[];
      };
      expect(data.customerGroups).toEqual([expect.objectContaining({ id: group.id, name: "VIP", count: 1003 })]);
      expect(data.customers).toHaveLength(1005);
      expect(new Set(data.customers.map((customer) => customer.id)).size).toBe(1005);
      expect(data.customers.filter((customer) => customer.group?.name === "VIP")).toHaveLength(1003);
      const ids = await db.customer.findMany({ where: { companyId: company.id }, select: { id: true } });
      expect(new Set(data.customers.map((customer) => customer.id))).toEqual(new Set(ids.map((item) => item.id)));
      expect(JSON.stringify(data)).not.toMatch(/searchText|sortName/);
    }
  });

  it("a member of a company that has an empty customer list still gets no company data; an owner gets empty lists", async () => {
    const company = await createCompany();
    const owner = await createUser({ companyId: company.id, role: "owner" });
    const { headers } = await signIn(owner);
    const row = await settled((await start(headers)).export!.id);
    const data = JSON.parse((await download(headers, row.id)).text) as Record<string, unknown>;
    expect(data.customers).toEqual([]);
    expect(data.customerGroups).toEqual([]);
  });

  it("no e-mail when the user turned system updates off, but the bell still rings", async () => {
    const user = await createUser({ companyId });
    await db.user.update({
      where: { id: user.id },
      data: { preferences: { notifications: { types: { systemUpdates: false } } } },
    });
    const { headers } = await signIn(user);
    const row = await settled((await start(headers)).export!.id);
    expect(row.status).toBe("ready");
    // The bell is rung just after the export turns ready (the job's next step): wait for it.
    await expect
      .poll(() => db.notification.count({ where: { userId: user.id, type: "exportReady" } }), { timeout: 10_000 })
      .toBe(1);
    expect(await latestMail(user.email)).toBeNull();
  });
});

describe("one export at a time", () => {
  it("409 while one is pending; two requests at once start one job", async () => {
    const user = await createUser({ companyId });
    const { headers } = await signIn(user);
    await db.dataExport.create({ data: { userId: user.id, companyId } });
    const refused = await start(headers);
    expect(refused.status).toBe(409);
    expect(refused.json).toMatchObject({
      code: "CONFLICT",
      message: "Bir dışa aktarma zaten hazırlanıyor. Bitince yenisini isteyebilirsiniz",
    });

    // Requests at once: never two jobs running together. (A quick job may finish between two of
    // them, so a later request can rightly start the next one.)
    const other = await createUser({ companyId });
    const otherHeaders = (await signIn(other)).headers;
    const answers = await Promise.all([start(otherHeaders), start(otherHeaders), start(otherHeaders)]);
    const accepted = answers.filter((answer) => answer.status === 202);
    expect(accepted.length).toBeGreaterThanOrEqual(1);
    expect(answers.filter((answer) => answer.status !== 202).every((answer) => answer.status === 409)).toBe(true);
    for (const answer of accepted) await settled(answer.export!.id);
    const jobs = await db.dataExport.findMany({ where: { userId: other.id }, orderBy: { createdAt: "asc" } });
    expect(jobs).toHaveLength(accepted.length);
    for (let index = 1; index < jobs.length; index++) {
      expect(jobs[index]!.createdAt.getTime()).toBeGreaterThanOrEqual(jobs[index - 1]!.updatedAt.getTime());
    }
    // Done: a new one may start.
    const next = await start(otherHeaders);
    expect(next.status).toBe(202);
    await settled(next.export!.id);
  });

  it("a job pending for over 15 minutes (its server restarted) shows as failed and a new one may start", async () => {
    const user = await createUser({ companyId });
    const { headers } = await signIn(user);
    const stale = await db.dataExport.create({
      data: { userId: user.id, companyId, createdAt: new Date(Date.now() - 16 * 60_000) },
    });
    const listed = await call(listExports, "/api/v1/account/export", { headers });
    expect((listed.json!.data as { exports: ExportJson[] }).exports).toEqual([
      expect.objectContaining({ id: stale.id, status: "failed" }),
    ]);
    const started = await start(headers);
    expect(started.status).toBe(202);
    expect((await db.dataExport.findUniqueOrThrow({ where: { id: stale.id } })).status).toBe("failed");
    await settled(started.export!.id);
    const after = (await call(listExports, "/api/v1/account/export", { headers })).json!.data as {
      exports: ExportJson[];
    };
    expect(after.exports.map((item) => [item.id, item.status])).toEqual([
      [started.export!.id, "ready"],
      [stale.id, "failed"],
    ]);
  });
});

describe("GET /api/v1/account/export/{id}", () => {
  it("another user's export, or an unknown id: 404", async () => {
    const owner = await createUser({ companyId });
    const colleague = await createUser({ companyId });
    const outsider = await createUser({ companyId: (await createCompany()).id });
    const ownerHeaders = (await signIn(owner)).headers;
    const row = await settled((await start(ownerHeaders)).export!.id);
    for (const user of [colleague, outsider]) {
      const { headers } = await signIn(user);
      const response = await download(headers, row.id);
      expect(response.status).toBe(404);
      expect(response.json).toMatchObject({ code: "NOT_FOUND", message: "Dışa aktarma bulunamadı" });
      const listed = await call(listExports, "/api/v1/account/export", { headers });
      expect((listed.json!.data as { exports: ExportJson[] }).exports).toEqual([]);
    }
    expect((await download(ownerHeaders, "no-such-export")).status).toBe(404);
    expect((await download(ownerHeaders, row.id)).status).toBe(200);
  });

  it("an expired export: 404 saying so, listed as expired, its file removed", async () => {
    const user = await createUser({ companyId });
    const { headers } = await signIn(user);
    const row = await settled((await start(headers)).export!.id);
    await db.dataExport.update({ where: { id: row.id }, data: { expiresAt: new Date(Date.now() - 1000) } });
    const response = await download(headers, row.id);
    expect(response.status).toBe(404);
    expect(response.json).toMatchObject({
      code: "NOT_FOUND",
      message: "Bu dışa aktarmanın süresi doldu (7 gün). Lütfen yeni bir dışa aktarma isteyin",
    });
    const listed = (await call(listExports, "/api/v1/account/export", { headers })).json!.data as {
      exports: ExportJson[];
    };
    expect(listed.exports[0]).toMatchObject({ id: row.id, status: "expired", sizeBytes: null });
    expect((await db.dataExport.findUniqueOrThrow({ where: { id: row.id } })).fileKey).toBeNull();
    const english = await call(downloadExport, "/x", {
      headers: { ...headers, "accept-language": "en" },
      params: { id: row.id },
    });
    expect(english.json).toMatchObject({ message: "This export has expired (7 days). Please request a new one" });
  });

  it("a pending or failed export cannot be downloaded (409)", async () => {
    const user = await createUser({ companyId });
    const { headers } = await signIn(user);
    const pending = await db.dataExport.create({ data: { userId: user.id, companyId } });
    const failed = await db.dataExport.create({ data: { userId: user.id, companyId, status: "failed", error: "x" } });
    expect((await download(headers, pending.id)).json).toMatchObject({
      code: "CONFLICT",
      message: "Dışa aktarma henüz hazır değil",
    });
    expect((await download(headers, failed.id)).status).toBe(409);
  });

  it("everything needs a session; other methods answer 405", async () => {
    expect((await call(startExport, "/api/v1/account/export", { method: "POST" })).status).toBe(401);
    expect((await call(listExports, "/api/v1/account/export")).status).toBe(401);
    expect((await call(downloadExport, "/x", { params: { id: "x" } })).status).toBe(401);
    const { headers } = await signIn(await createUser({ companyId }));
    expect((await call(exportPut, "/x", { method: "PUT", headers })).status).toBe(405);
    expect((await call(downloadDelete, "/x", { method: "DELETE", headers, params: { id: "x" } })).status).toBe(405);
  });
});
