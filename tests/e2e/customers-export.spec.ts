import { expect, test } from "@playwright/test";
import pg from "pg";
import { registerOwner, uniqueEmail } from "../helpers/e2e-register";
import { hydrated } from "../helpers/hydrated";

// Issue 13 #4, in the browser: an export that fails after it started (the server aborts the
// connection half-way) shows an error on the customers screen and saves no file; a failure before
// it started shows the server's message; a whole export still downloads.

test.use({ locale: "en-US" });

const PAGE = 2000; // the export's page size: the bad row goes on the second page

test("a customer export that fails shows an error and saves nothing; a whole one downloads", async ({ page }) => {
  const registered = await registerOwner(page.request, {
    firstName: "Deniz",
    lastName: "Export",
    email: uniqueEmail("export-fail"),
  });
  const companyId = ((await registered.json()) as { data: { user: { companyId: string } } }).data.user.companyId;

  const client = new pg.Client({ connectionString: process.env.DATABASE_URL });
  await client.connect();
  const sql = (text: string) => client.query(text, [companyId]);
  try {
    await sql(`INSERT INTO "Customer" ("id", "companyId", "firstName", "lastName", "email", "updatedAt", "createdAt")
      SELECT 'e2e-' || $1 || '-' || i, $1, 'P' || i, 'Export', 'p' || i || '@export.e2e', now(), now() - i * interval '1 second'
      FROM generate_series(1, ${PAGE + 10}) AS i`);
    // PostgreSQL stores '-infinity'; JavaScript cannot write it: the export fails on its second page.
    await sql(`INSERT INTO "Customer" ("id", "companyId", "firstName", "lastName", "email", "updatedAt", "createdAt")
      VALUES ('e2e-bad-' || $1, $1, 'Bad', 'Row', 'bad@export.e2e', now(), '-infinity')`);

    const downloads: string[] = [];
    page.on("download", (download) => downloads.push(download.suggestedFilename()));
    await page.goto("/customers");
    await hydrated(page);
    const exportButton = page.getByRole("main").getByRole("button", { name: /^(Export|Dışa aktar)$/ });

    // Half-way failure: the error, and no file.
    await exportButton.click();
    await expect(page.getByText(/no file was saved|dosya kaydedilmedi/)).toBeVisible({ timeout: 20_000 });
    await expect(exportButton).toBeEnabled();
    expect(downloads).toEqual([]);

    // Failure before the first row: the server's own message, and no file.
    await sql(`UPDATE "Customer" SET "createdAt" = 'infinity' WHERE "id" = 'e2e-bad-' || $1`);
    await exportButton.click();
    await expect(page.getByText(/An unexpected error occurred|Beklenmeyen bir hata oluştu/)).toBeVisible();
    expect(downloads).toEqual([]);

    // Nothing fails: the whole file is saved.
    await sql(`DELETE FROM "Customer" WHERE "id" = 'e2e-bad-' || $1`);
    const downloading = page.waitForEvent("download");
    await exportButton.click();
    const download = await downloading;
    expect(download.suggestedFilename()).toMatch(/^customers-\d{4}-\d{2}-\d{2}\.csv$/);
    const text = Buffer.concat(await (await download.createReadStream()).toArray()).toString("utf8");
    expect(text.trimEnd().split("\r\n")).toHaveLength(PAGE + 11);
  } finally {
    await client.end();
  }
});
