import { expect, test, type APIRequestContext, type Page } from "@playwright/test";
import sharp from "sharp";
import yauzl from "yauzl";
import { joinAsMember, openAsNewOwner, registerOwner, uniqueEmail } from "../helpers/e2e-register";
import { hydrated } from "../helpers/hydrated";

// The collections screen as staff use it, in Chromium against the production build: upload with
// progress, filter and search, preview, share (the link opened signed out), move, bulk download,
// delete; and what a member is not offered.

test.use({ locale: "tr-TR" });

const png = (width: number, height: number, color: string) =>
  sharp({ create: { width, height, channels: 3, background: color } })
    .png()
    .toBuffer();

const PDF = Buffer.from(
  "%PDF-1.4\n1 0 obj<</Type/Catalog/Pages 2 0 R>>endobj\n2 0 obj<</Type/Pages/Kids[3 0 R]/Count 1>>endobj\n" +
    "3 0 obj<</Type/Page/Parent 2 0 R/MediaBox[0 0 595 842]>>endobj\ntrailer<</Root 1 0 R>>\n%%EOF\n",
);

/** The names of the entries of a zip (its central directory, read by yauzl). */
function zipEntries(buffer: Buffer): Promise<string[]> {
  return new Promise((resolve, reject) => {
    yauzl.fromBuffer(buffer, { lazyEntries: true }, (error, zip) => {
      if (error || !zip) return reject(error ?? new Error("no zip"));
      const names: string[] = [];
      zip.on("entry", (entry: yauzl.Entry) => {
        names.push(entry.fileName);
        zip.readEntry();
      });
      zip.on("end", () => resolve(names));
      zip.on("error", reject);
      zip.readEntry();
    });
  });
}

const tile = (page: Page, name: string) => page.locator(`[data-file="${name}"]`);
const menuOf = (page: Page, name: string) => page.getByRole("button", { name: `${name} için işlemler` });

/** Uploads through the API as whoever `request` is signed in as. */
async function uploadThroughApi(request: APIRequestContext, name: string, buffer: Buffer, mimeType: string) {
  const response = await request.post("/api/v1/media", { multipart: { file: { name, mimeType, buffer } } });
  expect(response.status()).toBe(201);
  const { data } = (await response.json()) as { data: { files: { id: string }[]; rejected: unknown[] } };
  expect(data.rejected).toEqual([]);
  return data.files[0]!.id;
}

test("upload three with progress → filter and search → preview → share, opened signed out → move → bulk download → delete", async ({
  page,
  browser,
}) => {
  test.setTimeout(120_000);
  await openAsNewOwner(page, "/collections", { firstName: "Derya", lastName: "Koç", label: "media" });
  await expect(page.getByText("Kütüphaneniz henüz boş")).toBeVisible();

  // A refused file says why on its row, and the dialog stays open.
  await page.getByRole("button", { name: "İlk dosyanızı yükleyin" }).click();
  let dialog = page.getByRole("dialog", { name: "Dosya yükle" });
  const upload = dialog.getByRole("button", { name: /yükle$/i });
  await expect(upload).toBeDisabled();
  await dialog.getByLabel("Yüklenecek dosyalar").setInputFiles({
    name: "logo.svg",
    mimeType: "image/svg+xml",
    buffer: Buffer.from('<svg xmlns="http://www.w3.org/2000/svg"><script>alert(1)</script></svg>'),
  });
  await upload.click();
  const refused = dialog.getByTestId("upload-row").filter({ hasText: "logo.svg" });
  await expect(refused).toHaveAttribute("data-status", "failed");
  await expect(refused.getByRole("alert")).not.toBeEmpty();
  await refused.getByRole("button", { name: "logo.svg dosyasını listeden çıkar" }).click();
  await expect(upload).toBeDisabled();

  // Three files, each its own request with its own bar: the upload is throttled so the bars move.
  const cdp = await page.context().newCDPSession(page);
  await cdp.send("Network.enable");
  await cdp.send("Network.emulateNetworkConditions", {
    offline: false,
    latency: 0,
    downloadThroughput: -1,
    uploadThroughput: 1024 * 1024,
  });
  await dialog.getByLabel("Yüklenecek dosyalar").setInputFiles([
    { name: "Ürün fotoğrafı.png", mimeType: "image/png", buffer: await png(640, 480, "#dc2626") },
    { name: "Fiyat listesi.pdf", mimeType: "application/pdf", buffer: PDF },
    { name: "Büyük liste.csv", mimeType: "text/csv", buffer: Buffer.from("ad;fiyat\n".repeat(300_000)) },
  ]);
  await dialog.getByLabel("Etiketler").fill("yaz, kampanya");
  await dialog.getByRole("button", { name: "3 dosyayı yükle" }).click();
  // The large file's bar is seen part-way (neither empty nor full) at least once.
  const bar = dialog.getByRole("progressbar", { name: "Büyük liste.csv yükleniyor" });
  const seen: number[] = [];
  await expect
    .poll(
      async () => {
        seen.push(...(await bar.evaluateAll((bars) => bars.map((item) => Number(item.getAttribute("aria-valuenow"))))));
        return seen.some((value) => value > 0 && value < 100);
      },
      { timeout: 20_000, intervals: [50] },
    )
    .toBe(true);
  await expect(dialog).toBeHidden({ timeout: 30_000 });
  await cdp.send("Network.emulateNetworkConditions", {
    offline: false,
    latency: 0,
    downloadThroughput: -1,
    uploadThroughput: -1,
  });
  for (const name of ["Ürün fotoğrafı.png", "Fiyat listesi.pdf", "Büyük liste.csv"])
    await expect(tile(page, name)).toBeVisible();

  // Filter by type (a card toggles), then search by name without Turkish letters and by tag.
  const types = page.getByRole("region", { name: "Dosya türleri" });
  await types.getByRole("button", { name: /Belgeler/ }).click();
  await expect(page).toHaveURL(/type=DOCUMENT/);
  await expect(tile(page, "Ürün fotoğrafı.png")).toBeHidden();
  await expect(tile(page, "Fiyat listesi.pdf")).toBeVisible();
  await page.getByLabel("Dosya ara").fill("fiyat");
  await expect(page).toHaveURL(/search=fiyat/);
  await expect(tile(page, "Büyük liste.csv")).toBeHidden();
  await expect(tile(page, "Fiyat listesi.pdf")).toBeVisible();
  await types.getByRole("button", { name: /Belgeler/ }).click();
  await page.getByLabel("Dosya ara").fill("urun fotografi");
  await expect(tile(page, "Ürün fotoğrafı.png")).toBeVisible();
  await expect(tile(page, "Fiyat listesi.pdf")).toBeHidden();
  await page.getByLabel("Dosya ara").fill("kampanya");
  await expect(page.locator("[data-file]")).toHaveCount(3);
  await page.getByLabel("Dosya ara").fill("");
  await expect(page).not.toHaveURL(/search=/);

  // Preview: the image itself, inline.
  await tile(page, "Ürün fotoğrafı.png").getByRole("button", { name: "Ürün fotoğrafı.png", exact: true }).click();
  dialog = page.getByRole("dialog", { name: "Ürün fotoğrafı.png" });
  const image = dialog.getByRole("img", { name: "Ürün fotoğrafı.png" });
  await expect(image).toBeVisible();
  await expect.poll(() => image.evaluate((element: HTMLImageElement) => element.naturalWidth)).toBe(640);

  // Share from the preview; the link opens in a browser with no session.
  await dialog.getByRole("button", { name: "Paylaş" }).click();
  dialog = page.getByRole("dialog", { name: "“Ürün fotoğrafı.png” dosyasını paylaş" });
  await dialog.getByRole("button", { name: "Bağlantı oluştur" }).click();
  const link = await dialog.getByLabel("Paylaşım bağlantısı").inputValue();
  expect(link).toMatch(/\/s\/[\w-]{20,}/);
  const stranger = await browser.newContext();
  const shared = await stranger.request.get(link);
  expect(shared.status()).toBe(200);
  expect(shared.headers()["content-type"]).toBe("image/png");
  expect((await sharp(await shared.body()).metadata()).width).toBe(640);
  await stranger.close();
  await page.keyboard.press("Escape");
  await expect(dialog).toBeHidden();

  // Move to a folder with the bulk bar; the folder then shows it.
  await page.getByRole("checkbox", { name: "Ürün fotoğrafı.png seç" }).check();
  await page.getByRole("region", { name: "Toplu işlemler" }).getByRole("button", { name: "Klasöre taşı" }).click();
  await page.getByRole("menuitem", { name: "Pazarlama" }).click();
  await expect(page.getByText("1 dosya taşındı")).toBeVisible();
  await page
    .getByRole("navigation", { name: "Klasörler" })
    .getByRole("button", { name: /^Pazarlama \d/ })
    .click();
  await expect(page).toHaveURL(/folder=/);
  await expect(page.locator("[data-file]")).toHaveCount(1);
  await expect(tile(page, "Ürün fotoğrafı.png")).toBeVisible();
  await page
    .getByRole("navigation", { name: "Klasörler" })
    .getByRole("button", { name: /^Tüm dosyalar \d/ })
    .click();
  await expect(page.locator("[data-file]")).toHaveCount(3);

  // Bulk download: the zip of the selection, with every file in it.
  await page.getByLabel("Bu sayfadakilerin tümünü seç").check();
  const downloading = page.waitForEvent("download");
  await page.getByRole("button", { name: "3 dosyayı indir" }).click();
  const download = await downloading;
  expect(download.suggestedFilename()).toMatch(/\.zip$/);
  const zip = Buffer.concat(await (await download.createReadStream()).toArray());
  expect((await zipEntries(zip)).sort()).toEqual(["Büyük liste.csv", "Fiyat listesi.pdf", "Ürün fotoğrafı.png"]);
  await page.getByRole("button", { name: "Seçimi temizle" }).click();

  // Delete: the confirmation, then the file is gone (and its share link with it).
  await menuOf(page, "Fiyat listesi.pdf").click();
  await page.getByRole("menuitem", { name: "Sil" }).click();
  await page.getByRole("alertdialog", { name: "Bu dosya silinsin mi?" }).getByRole("button", { name: "Sil" }).click();
  await expect(page.getByText("Dosya silindi")).toBeVisible();
  await expect(tile(page, "Fiyat listesi.pdf")).toBeHidden();
  await expect(page.locator("[data-file]")).toHaveCount(2);
});

test("a member is not offered what only owners and admins may do", async ({ page, browser }) => {
  await registerOwner(page.request, {
    firstName: "Selim",
    lastName: "Uçar",
    email: uniqueEmail("media-owner"),
    company: "Lale Ltd",
  });
  await uploadThroughApi(page.request, "Marka logosu.png", await png(120, 120, "#2563eb"), "image/png");

  const member = await joinAsMember(page, browser, "media-member");
  await uploadThroughApi(member.request, "Benim notum.txt", Buffer.from("Toplantı notları\n"), "text/plain");

  await member.goto("/collections");
  await hydrated(member);
  const folders = member.getByRole("navigation", { name: "Klasörler" });
  await expect(folders.getByRole("button", { name: /^Pazarlama \d/ })).toBeVisible();
  await expect(folders.getByRole("button", { name: "Yeni klasör" })).toHaveCount(0);
  await expect(folders.getByRole("button", { name: /klasörü için işlemler$/ })).toHaveCount(0);

  // Someone else's file: preview and download only.
  await menuOf(member, "Marka logosu.png").click();
  await expect(member.getByRole("menuitem", { name: "Önizle" })).toBeVisible();
  await expect(member.getByRole("menuitem", { name: "İndir" })).toBeVisible();
  for (const name of ["Sil", "Düzenle", "Paylaş"]) await expect(member.getByRole("menuitem", { name })).toHaveCount(0);
  await member.keyboard.press("Escape");

  // Their own file: everything but making it public.
  await menuOf(member, "Benim notum.txt").click();
  await expect(member.getByRole("menuitem", { name: "Sil" })).toBeVisible();
  await member.getByRole("menuitem", { name: "Düzenle" }).click();
  const edit = member.getByRole("dialog", { name: "Dosyayı düzenle" });
  await expect(edit.getByLabel("Dosya adı")).toHaveValue("Benim notum.txt");
  await expect(edit.getByRole("switch", { name: "Herkese açık" })).toHaveCount(0);
  await member.context().close();
});
