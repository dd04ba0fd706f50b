import { expect, test } from "@playwright/test";
import { registerOwner } from "../helpers/e2e-register";
import { hydrated } from "../helpers/hydrated";
import { dismissToasts } from "../helpers/toasts";

// The customers screen as staff use it, in Chromium against the production build.

test.use({ locale: "tr-TR" });

test("add → search without Turkish letters → edit → assign to a group in bulk → import a CSV → export → delete", async ({
  page,
}) => {
  await registerOwner(page.request, {
    firstName: "Selin",
    lastName: "Aksoy",
    email: `customers-${Date.now()}@e2e.kanal`,
  });
  expect((await page.request.post("/api/v1/customers/groups", { data: { name: "VIP" } })).status()).toBe(201);

  await page.goto("/customers");
  // The server's HTML shows the empty list before React runs: a click then would be lost.
  await hydrated(page);
  await expect(page.getByText("Henüz müşteri yok")).toBeVisible();

  // Add.
  await page.getByRole("button", { name: "Müşteri ekle" }).first().click();
  const panel = page.getByRole("dialog", { name: "Müşteri ekle" });
  await panel.getByLabel("Ad", { exact: true }).fill("Şükrü");
  await panel.getByLabel("Soyad").fill("Öztürk");
  await panel.getByLabel("E-posta").fill("sukru@ornek.com.tr");
  await panel.getByLabel("Telefon").fill("5321112233");
  await panel.getByPlaceholder("Etiketi yazıp Enter'a basın").fill("Sadık");
  await panel.getByPlaceholder("Etiketi yazıp Enter'a basın").press("Enter");
  await panel.getByRole("button", { name: "Müşteri ekle" }).click();
  await expect(panel).toBeHidden();
  await expect(page.getByRole("main").getByText("sukru@ornek.com.tr")).toBeVisible();

  // Search without Turkish letters; the filter lives in the URL.
  await page.getByLabel("Müşteri ara").fill("sukru ozturk");
  await expect(page).toHaveURL(/search=sukru/);
  await expect(page.getByRole("main").getByText("sukru@ornek.com.tr")).toBeVisible();

  // Edit.
  await page.getByRole("button", { name: "Şükrü Öztürk için işlemler" }).click();
  await page.getByRole("menuitem", { name: "Düzenle" }).click();
  const edit = page.getByRole("dialog", { name: "Müşteriyi düzenle" });
  await edit.getByLabel("Soyad").fill("Öztürkoğlu");
  await edit.getByRole("button", { name: "Kaydet" }).click();
  await expect(edit).toBeHidden();
  await expect(page.getByRole("main").getByText("Şükrü Öztürkoğlu")).toBeVisible();

  // Assign to a group with a bulk action.
  await page.getByRole("checkbox", { name: "Şükrü Öztürkoğlu seç" }).check();
  await page.getByRole("button", { name: "Gruba ata" }).click();
  await page.getByRole("menuitem", { name: "VIP" }).click();
  await expect(page.getByRole("main").getByRole("cell", { name: "VIP" })).toBeVisible();

  // Import a CSV (BOM, semicolons, CRLF) and read the report.
  await page.getByLabel("Müşteri ara").fill("");
  await page.getByRole("button", { name: "İçe aktar" }).first().click();
  const importer = page.getByRole("dialog", { name: "Müşterileri içe aktar" });
  await importer.locator('input[type="file"]').setInputFiles({
    name: "musteriler.csv",
    mimeType: "text/csv",
    buffer: Buffer.from(
      "\uFEFFAd;Soyad;E-posta;Telefon\r\nIşık;Çelik;isik@ornek.com.tr;5449998877\r\nAyşe;Güneş;bozuk-adres;\r\n",
    ),
  });
  await importer.getByRole("button", { name: "İçe aktar" }).click();
  const report = page.getByRole("dialog", { name: "İçe aktarma raporu" });
  await expect(report).toBeVisible();
  await expect(report).toContainText("Geçerli bir e-posta adresi girin");
  await report.getByRole("button", { name: "Kapat" }).first().click();
  await expect(page.getByRole("main").getByText("isik@ornek.com.tr")).toBeVisible();

  // Export: a CSV with a byte-order mark, Turkish letters intact. The import's toast sits over the
  // toolbar's right end: close it first.
  await dismissToasts(page);
  const downloading = page.waitForEvent("download");
  await page
    .getByRole("link", { name: "Dışa aktar" })
    .or(page.getByRole("button", { name: "Dışa aktar" }))
    .first()
    .click();
  const download = await downloading;
  const content = await (await download.createReadStream()).toArray();
  const text = Buffer.concat(content).toString("utf8");
  expect(text.charCodeAt(0)).toBe(0xfeff);
  expect(text).toContain("Işık");
  expect(text).toContain("Öztürkoğlu");

  // Delete.
  await page.getByRole("button", { name: "Işık Çelik için işlemler" }).click();
  await page.getByRole("menuitem", { name: "Sil" }).click();
  await page.getByRole("alertdialog", { name: "Bu müşteri silinsin mi?" }).getByRole("button", { name: "Sil" }).click();
  await expect(page.getByRole("main").getByText("isik@ornek.com.tr")).toBeHidden();
});
