import { expect, test, type APIRequestContext, type Page } from "@playwright/test";
import { joinAsMember, registerOwner, uniqueEmail } from "../helpers/e2e-register";
import { seriousViolations } from "../helpers/axe";
import { hydrated } from "../helpers/hydrated";
import { dismissToasts } from "../helpers/toasts";

// The templates screen as staff use it, in Chromium against the production build (with the job
// worker, so the sandbox approves submitted templates by itself): filters and search narrow the
// list and stay in the URL, the grid view is remembered, bulk actions say what happened to each
// template, a pending template turns approved without a reload, and the test send checks the number.

test.use({ locale: "tr-TR" });

type Made = { id: string; name: string };

const TEMPLATES = [
  { name: "siparis_hazir", displayName: "Sipariş hazır", category: "UTILITY", language: "tr" },
  { name: "kasim_kampanyasi", displayName: "Kasım kampanyası", category: "MARKETING", language: "tr" },
  { name: "order_shipped", displayName: "Order shipped", category: "TRANSACTIONAL", language: "en" },
  { name: "hos_geldiniz", displayName: "Hoş geldiniz", category: "MARKETING", language: "tr" },
] as const;

async function createTemplates(request: APIRequestContext): Promise<Record<string, Made>> {
  const made: Record<string, Made> = {};
  for (const template of TEMPLATES) {
    const response = await request.post("/api/v1/templates", {
      data: { ...template, bodyText: `Merhaba, ${template.displayName} bilgisi burada.`, buttons: [], variables: [] },
    });
    expect(response.status()).toBe(201);
    const { data } = (await response.json()) as { data: { template: Made } };
    made[template.name] = data.template;
  }
  return made;
}

/** Sends one template for approval through the API and waits until the sandbox has approved it. */
async function approve(request: APIRequestContext, id: string) {
  expect((await request.post(`/api/v1/templates/${id}/submit`)).status()).toBe(200);
  await expect
    .poll(
      async () =>
        (
          (await (await request.get(`/api/v1/templates/${id}`)).json()) as {
            data: { template: Made & { status: string } };
          }
        ).data.template.status,
      { timeout: 30_000 },
    )
    .toBe("APPROVED");
}

const row = (page: Page, name: string) => page.locator(`[data-template="${name}"]`);
/** The rows shown, in order; `sortedNames` when only which ones matters. */
const shownNames = (page: Page) =>
  page.locator("[data-template]").evaluateAll((rows) => rows.map((row) => row.getAttribute("data-template")));
const sortedNames = async (page: Page) => (await shownNames(page)).sort();

test("filters and search narrow the list and stay in the URL → grid remembered → bulk submit and delete with their summaries", async ({
  page,
}) => {
  test.setTimeout(120_000);
  await registerOwner(page.request, { firstName: "Selin", lastName: "Ak", email: uniqueEmail("templates") });
  await createTemplates(page.request);
  await page.goto("/templates");
  await hydrated(page);

  await expect(page.getByRole("heading", { level: 1, name: "Şablonlar" })).toBeVisible();
  const cards = page.getByRole("region", { name: "Şablon özeti" });
  await expect(cards.getByText("Toplam şablon")).toBeVisible();
  expect(await shownNames(page)).toHaveLength(4);

  // The category filter, with its real counts; applied, and kept in the URL.
  const categories = page.getByRole("navigation", { name: "Kategori" });
  await expect(categories.getByRole("button", { name: /Pazarlama\s*2/ })).toBeVisible();
  await categories.getByRole("button", { name: /Pazarlama/ }).click();
  await expect(page).toHaveURL(/category=MARKETING/);
  await expect.poll(() => sortedNames(page)).toEqual(["hos_geldiniz", "kasim_kampanyasi"]);

  // Search, Turkish-insensitive, on top of the category: "HOS" finds "Hoş geldiniz".
  await page.getByRole("searchbox", { name: "Şablon ara" }).fill("HOS");
  await expect(page).toHaveURL(/search=HOS/);
  await expect.poll(() => shownNames(page)).toEqual(["hos_geldiniz"]);

  // A reload keeps the view; clearing brings everything back.
  await page.reload();
  await hydrated(page);
  await expect(page.getByRole("searchbox", { name: "Şablon ara" })).toHaveValue("HOS");
  expect(await shownNames(page)).toEqual(["hos_geldiniz"]);
  await page.getByRole("searchbox", { name: "Şablon ara" }).fill("zzz_yok");
  await expect(page.getByText("Şablon bulunamadı")).toBeVisible();
  await page.getByRole("button", { name: "Filtreleri temizle" }).click();
  await expect.poll(() => shownNames(page)).toHaveLength(4);

  // The language filter.
  await page.getByRole("combobox", { name: "Dil" }).click();
  await page.getByRole("option", { name: "İngilizce" }).click();
  await expect(page).toHaveURL(/language=en/);
  await expect.poll(() => shownNames(page)).toEqual(["order_shipped"]);
  await page.getByRole("combobox", { name: "Dil" }).click();
  await page.getByRole("option", { name: "Tüm diller" }).click();
  await expect.poll(() => shownNames(page)).toHaveLength(4);

  // The grid view, remembered across a reload.
  await page.getByRole("button", { name: "Kart görünümü" }).click();
  await expect(page.getByRole("button", { name: "Kart görünümü" })).toHaveAttribute("aria-pressed", "true");
  await expect(page.locator("table")).toHaveCount(0);
  await page.reload();
  await hydrated(page);
  await expect(page.getByRole("button", { name: "Kart görünümü" })).toHaveAttribute("aria-pressed", "true");
  await expect(row(page, "siparis_hazir")).toBeVisible();
  await page.getByRole("button", { name: "Liste görünümü" }).click();
  await expect(page.locator("table")).toBeVisible();

  // Bulk: send two for approval; then again with one already pending → the refusal says why.
  await page.getByRole("checkbox", { name: "Sipariş hazır şablonunu seç" }).check();
  await page.getByRole("checkbox", { name: "Order shipped şablonunu seç" }).check();
  const bulkBar = page.getByRole("region", { name: "Toplu işlemler" });
  await expect(bulkBar.getByText("2 seçili")).toBeVisible();
  await bulkBar.getByRole("button", { name: "Onaya gönder" }).click();
  await expect(page.getByText("2 şablon onaya gönderildi")).toBeVisible();
  await expect(row(page, "siparis_hazir").getByText("Beklemede")).toBeVisible();
  await dismissToasts(page);

  await page.getByRole("checkbox", { name: "Sipariş hazır şablonunu seç" }).check();
  await page.getByRole("checkbox", { name: "Hoş geldiniz şablonunu seç" }).check();
  await page.getByRole("region", { name: "Toplu işlemler" }).getByRole("button", { name: "Onaya gönder" }).click();
  // (Pending or already approved by now: the sandbox decides after a delay.)
  await expect(page.getByText(/^1 şablon onaya gönderildi, 1 reddedildi: .+/)).toBeVisible();
  await dismissToasts(page);

  // The sandbox approves after a delay: the list turns without a reload.
  await expect(row(page, "siparis_hazir").getByText("Onaylandı")).toBeVisible({ timeout: 30_000 });

  // Bulk delete, confirmed, with its summary.
  await page.getByRole("checkbox", { name: "Kasım kampanyası şablonunu seç" }).check();
  await page.getByRole("checkbox", { name: "Order shipped şablonunu seç" }).check();
  await page.getByRole("region", { name: "Toplu işlemler" }).getByRole("button", { name: "Sil" }).click();
  const confirm = page.getByRole("alertdialog", { name: "2 şablon silinsin mi?" });
  await confirm.getByRole("button", { name: "Sil" }).click();
  await expect(page.getByText("2 şablon silindi")).toBeVisible();
  await expect(confirm).toBeHidden();
  await expect.poll(() => sortedNames(page)).toEqual(["hos_geldiniz", "siparis_hazir"]);
  await expect(
    page.getByRole("navigation", { name: "Kategori" }).getByRole("button", { name: /Tüm kategoriler\s*2/ }),
  ).toBeVisible();
});

test("send test: the number is checked before anything is sent, then the test is queued", async ({ page }) => {
  test.setTimeout(90_000);
  await registerOwner(page.request, { firstName: "Mert", lastName: "Kaya", email: uniqueEmail("templates-test") });
  const made = await createTemplates(page.request);
  await approve(page.request, made.siparis_hazir!.id);
  await page.goto("/templates?status=APPROVED");
  await hydrated(page);
  await expect.poll(() => shownNames(page)).toEqual(["siparis_hazir"]);

  // The preview: the template as the customer will see it, with its status and Edit.
  await page.getByRole("button", { name: "Sipariş hazır", exact: true }).click();
  const preview = page.getByRole("dialog", { name: "Sipariş hazır" });
  await expect(preview.getByTestId("template-preview")).toContainText("Merhaba, Sipariş hazır bilgisi burada.");
  await expect(preview.getByText("Onaylandı").first()).toBeVisible();
  await expect(preview.getByRole("button", { name: "Düzenle" })).toBeVisible();
  await page.keyboard.press("Escape");
  await expect(preview).toBeHidden();

  // A draft offers no test send; the approved one does.
  await page.goto("/templates");
  await hydrated(page);
  await page.getByRole("button", { name: "Hoş geldiniz için işlemler" }).click();
  await expect(page.getByRole("menuitem", { name: /Test gönder/ })).toBeDisabled();
  await expect(page.getByRole("menuitem", { name: "Mesaj gönder" })).toHaveCount(0);
  await page.keyboard.press("Escape");

  await page.getByRole("button", { name: "Sipariş hazır için işlemler" }).click();
  await page.getByRole("menuitem", { name: "Test gönder" }).click();
  const dialog = page.getByRole("dialog", { name: "Test mesajı gönder" });
  const phone = dialog.getByRole("textbox", { name: "Telefon numarası" });
  await dialog.getByRole("button", { name: "Gönder" }).click();
  await expect(dialog.getByText("Telefon numarası zorunludur")).toBeVisible();
  await expect(phone).toHaveAttribute("aria-invalid", "true");

  await phone.fill("0532 123 45 67");
  await dialog.getByRole("button", { name: "Gönder" }).click();
  await expect(dialog.getByText("Numarayı ülke koduyla uluslararası biçimde girin (ör. +905321234567)")).toBeVisible();

  await phone.fill("+905321234567");
  await dialog.getByRole("button", { name: "Gönder" }).click();
  await expect(page.getByText("Test mesajı gönderim sırasına alındı")).toBeVisible();
  await expect(dialog).toBeHidden();
});

test("import: a Meta-format file is previewed, imported, and each template's result is shown; nothing twice", async ({
  page,
}) => {
  await registerOwner(page.request, { firstName: "Ece", lastName: "Tan", email: uniqueEmail("templates-import") });
  await createTemplates(page.request);
  const file = {
    data: [
      {
        name: "randevu_hatirlatma",
        language: "tr",
        category: "UTILITY",
        components: [{ type: "BODY", text: "Yarınki randevunuzu hatırlatırız, görüşmek üzere." }],
      },
      {
        name: "siparis_hazir",
        language: "tr",
        category: "UTILITY",
        components: [{ type: "BODY", text: "Bu şablon zaten var, iki kez eklenmemeli." }],
      },
    ],
  };
  await page.goto("/templates");
  await hydrated(page);
  await page.getByRole("button", { name: "İçe aktar" }).click();
  const dialog = page.getByRole("dialog", { name: "Şablonları içe aktar" });

  // Not a list of templates: said at once, nothing sent.
  await dialog.getByLabel("Şablon dosyası").setInputFiles({
    name: "bozuk.json",
    mimeType: "application/json",
    buffer: Buffer.from("{ bu json değil"),
  });
  await expect(dialog.getByText("Bu dosya okunamadı: geçerli bir JSON şablon listesi değil")).toBeVisible();

  await dialog.getByLabel("Şablon dosyası").setInputFiles({
    name: "meta.json",
    mimeType: "application/json",
    buffer: Buffer.from(JSON.stringify(file)),
  });
  await expect(dialog.getByText("Dosyada 2 şablon var")).toBeVisible();
  await expect(dialog.getByRole("cell", { name: "randevu_hatirlatma" })).toBeVisible();
  await dialog.getByRole("button", { name: "İçe aktar" }).click();

  await expect(dialog.getByText("1 içe aktarıldı, 1 atlandı")).toBeVisible();
  await expect(
    dialog.getByRole("listitem").filter({ hasText: "siparis_hazir" }).getByText("Bu ad ve dilde bir şablon zaten var"),
  ).toBeVisible();
  await dialog.getByRole("button", { name: "Kapat" }).first().click();
  await expect(row(page, "randevu_hatirlatma")).toBeVisible();
  expect(await shownNames(page)).toHaveLength(5);
});

test("axe finds nothing serious in the list and the grid, light and dark; nothing scrolls sideways at 375 px", async ({
  page,
}) => {
  test.setTimeout(90_000);
  await registerOwner(page.request, { firstName: "Can", lastName: "Er", email: uniqueEmail("templates-a11y") });
  await createTemplates(page.request);
  for (const theme of ["light", "dark"] as const) {
    for (const view of ["list", "grid"] as const) {
      await page.addInitScript(
        ([themeValue, viewValue]) => {
          window.localStorage.setItem("kanal-ui-theme", themeValue);
          window.localStorage.setItem("kanal-templates-view", viewValue);
        },
        [theme, view] as const,
      );
      await page.goto("/templates");
      await hydrated(page);
      await expect(page.locator("html")).toHaveClass(new RegExp(`\\b${theme}\\b`));
      await expect(
        page.getByRole("button", { name: view === "grid" ? "Kart görünümü" : "Liste görünümü" }),
      ).toHaveAttribute("aria-pressed", "true");
      await expect(row(page, "siparis_hazir")).toBeVisible();
      expect(await seriousViolations(page), `${theme} ${view}`).toEqual([]);
    }
  }
  await page.setViewportSize({ width: 375, height: 812 });
  for (const view of ["list", "grid"] as const) {
    await page.addInitScript((viewValue) => window.localStorage.setItem("kanal-templates-view", viewValue), view);
    await page.goto("/templates");
    await hydrated(page);
    await expect(row(page, "siparis_hazir")).toBeVisible();
    const overflow = await page.evaluate(() => document.documentElement.scrollWidth - window.innerWidth);
    expect(overflow, view).toBeLessThanOrEqual(0);
  }
});

test("send message: an approved template to a picked customer, its variable from a customer field; a member sees no owner actions", async ({
  page,
  browser,
}) => {
  test.setTimeout(120_000);
  await registerOwner(page.request, { firstName: "Deniz", lastName: "Ay", email: uniqueEmail("templates-send") });
  const created = await page.request.post("/api/v1/templates", {
    data: {
      name: "kargo_yolda",
      displayName: "Kargo yolda",
      category: "UTILITY",
      language: "tr",
      bodyText: "Merhaba {{1}}, siparişiniz bugün kargoya verildi.",
      variables: [{ name: "ad", example: "Ayşe" }],
      buttons: [],
    },
  });
  expect(created.status()).toBe(201);
  const { data } = (await created.json()) as { data: { template: Made } };
  await approve(page.request, data.template.id);
  for (const [firstName, phone] of [
    ["Sevgi", "5321234567"],
    ["Telefonsuz", null],
  ] as const) {
    const customer = await page.request.post("/api/v1/customers", {
      data: { firstName, lastName: "Kaya", email: uniqueEmail(`send-${firstName}`), countryCode: "+90", phone },
    });
    expect(customer.status()).toBe(201);
  }

  await page.goto("/templates");
  await hydrated(page);
  await page.getByRole("button", { name: "Kargo yolda için işlemler" }).click();
  await page.getByRole("menuitem", { name: "Mesaj gönder" }).click();
  const dialog = page.getByRole("dialog", { name: "Mesaj gönder" });

  // Nobody picked: refused before anything is sent.
  await dialog.getByRole("button", { name: "Gönder" }).click();
  await expect(dialog.getByText("En az bir müşteri ya da grup seçin")).toBeVisible();

  await dialog.getByRole("checkbox", { name: /Sevgi Kaya/ }).check();
  await dialog.getByRole("checkbox", { name: /Telefonsuz Kaya/ }).check();
  await expect(dialog.getByText("2 müşteri, 0 grup seçili")).toBeVisible();
  await dialog.getByRole("combobox", { name: "ad değişkeninin kaynağı" }).click();
  await page.getByRole("option", { name: "Ad", exact: true }).click();
  await expect(dialog.getByRole("textbox", { name: "ad değişkeninin metni" })).toHaveCount(0);
  await dialog.getByRole("button", { name: "Gönder" }).click();
  await expect(page.getByText("1 mesaj gönderim sırasına alındı, 1 müşteri atlandı")).toBeVisible();
  await expect(page.getByText("1 atlandı: Telefon numarası yok")).toBeVisible();
  await expect(dialog).toBeHidden();

  // A member: no import, no send for approval, no delete; preview, edit, copy and sending stay.
  const member = await joinAsMember(page, browser, "templates-member");
  await member.goto("/templates");
  await hydrated(member);
  await expect(member.getByRole("button", { name: "Şablon ekle" })).toBeVisible();
  await expect(member.getByRole("button", { name: "İçe aktar" })).toHaveCount(0);
  await member.getByRole("button", { name: "Kargo yolda için işlemler" }).click();
  for (const name of ["Önizle", "Düzenle", "Kopyala", "Test gönder", "Mesaj gönder"])
    await expect(member.getByRole("menuitem", { name })).toBeVisible();
  await expect(member.getByRole("menuitem", { name: "Sil" })).toHaveCount(0);
  await member.keyboard.press("Escape");
  await member.getByRole("checkbox", { name: "Kargo yolda şablonunu seç" }).check();
  const bulkBar = member.getByRole("region", { name: "Toplu işlemler" });
  await expect(bulkBar.getByRole("button", { name: "Kopyala" })).toBeVisible();
  await expect(bulkBar.getByRole("button", { name: "Onaya gönder" })).toHaveCount(0);
  await expect(bulkBar.getByRole("button", { name: "Sil" })).toHaveCount(0);
  await member.context().close();
});
