import { readFile } from "node:fs/promises";
import { expect, test } from "@playwright/test";
import pg from "pg";
import { openAsNewOwner } from "../helpers/e2e-register";
import { hydrated } from "../helpers/hydrated";

// Analytics as staff use it (issue 21), in Chromium against the production build with the job
// worker: messages that came in through the sandbox fill the cards; changing the range changes
// them (and the URL); a chart's figures download as CSV; the social stats view's platform tabs say
// how to connect an account; the sidebar's My Boosted Shots opens /boosted. The overview's account
// picker narrows the social cards to the chosen accounts and keeps them in the URL.

test.use({ locale: "tr-TR" });

test("the range changes the cards → CSV export of a chart → platform tabs → the boosted posts page", async ({
  page,
}) => {
  test.setTimeout(90_000);
  await openAsNewOwner(page, "/dashboard", { firstName: "Deniz", lastName: "Aksoy", label: "analytics" });
  const channels = (await (await page.request.get("/api/v1/channels")).json()) as {
    data: { channels: { id: string; isDefaultSandbox: boolean }[] };
  };
  const sandboxId = channels.data.channels.find((channel) => channel.isDefaultSandbox)!.id;
  for (const [index, text] of ["Merhaba", "Siparişim nerede?", "Teşekkürler"].entries()) {
    const response = await page.request.post(`/api/v1/channels/${sandboxId}/sandbox/inbound`, {
      data: { from: `0555 111 22 0${index}`, name: "Ayşe Yılmaz", type: "text", text },
    });
    expect(response.status()).toBe(202);
  }
  // The webhook's job stores them: wait until the inbox has all three.
  await expect
    .poll(async () => {
      const answer = (await (await page.request.get("/api/v1/conversations")).json()) as {
        data: { counts: { all: number } };
      };
      return answer.data.counts.all;
    })
    .toBe(3);

  await page.goto("/analytics");
  await hydrated(page);
  await expect(page.getByRole("heading", { level: 1, name: "Analitik" })).toBeVisible();
  const messagesCard = page.getByRole("heading", { name: "Mesajlar", exact: true }).locator("..");
  await expect(messagesCard).toContainText("3");
  await expect(messagesCard).toContainText("Önceki dönemde karşılaştırılacak veri yok");

  // Last month had no messages: the card says so, and the URL keeps the choice.
  await page.getByRole("combobox", { name: "Tarih aralığı" }).click();
  await page.getByRole("option", { name: "Geçen ay" }).click();
  await expect(page).toHaveURL(/range=last-month/);
  await expect(messagesCard).toContainText("0");
  await page.reload();
  await hydrated(page);
  await expect(page.getByRole("combobox", { name: "Tarih aralığı" })).toContainText("Geçen ay");
  await page.getByRole("combobox", { name: "Tarih aralığı" }).click();
  await page.getByRole("option", { name: "Son 7 gün" }).click();
  await expect(messagesCard).toContainText("3");

  // The messages chart's figures as CSV: a header and one line per day of the range.
  const volume = page.getByRole("region", { name: "Günlük mesajlar" });
  const download = page.waitForEvent("download");
  await volume.getByRole("button", { name: "CSV dışa aktar" }).click();
  const file = await download;
  expect(file.suggestedFilename()).toBe("messages-per-day.csv");
  const csv = (await readFile((await file.path())!, "utf8")).replace(/^\uFEFF/, "");
  const lines = csv.trim().split("\r\n");
  expect(lines[0]).toBe("Gün,Gönderilen,Alınan");
  expect(lines).toHaveLength(8);
  expect(lines.reduce((total, line) => total + (Number(line.split(",")[2]) || 0), 0)).toBe(3);
  // The same figures as a table.
  await volume.getByRole("button", { name: "Tablo olarak göster" }).click();
  await expect(volume.getByRole("columnheader", { name: "Alınan" })).toBeVisible();

  // Social stats: every platform tab says how to connect an account.
  await page.getByRole("link", { name: "Sosyal istatistikler" }).click();
  await expect(page).toHaveURL(/view=social/);
  await page.getByRole("tab", { name: "Instagram" }).click();
  await expect(page.getByRole("heading", { name: "Bağlı Instagram hesabı yok" })).toBeVisible();
  await expect(page.getByRole("link", { name: "Hesap bağla" })).toHaveAttribute("href", "/settings/channels");

  // My Boosted Shots is a live sidebar entry now.
  await page.getByRole("link", { name: "Öne çıkanlarım" }).first().click();
  await expect(page).toHaveURL(/\/boosted$/);
  await expect(page.getByRole("heading", { name: "Henüz öne çıkarılan gönderi yok" })).toBeVisible();
});

test("the account picker narrows the social cards to the chosen accounts and keeps them in the URL", async ({
  page,
}) => {
  test.setTimeout(90_000);
  await openAsNewOwner(page, "/dashboard", { firstName: "Selin", lastName: "Kaya", label: "analytics-accounts" });
  // Two accounts published by hand (the snapshot job leaves manual accounts alone), with figures
  // for the last days written as the job would: 1,200 and 3,400 followers, 100 and 1,000 reach a day.
  const ids: string[] = [];
  for (const account of [
    { platform: "instagram", name: "Kanal Mağaza", handle: "@kanal.magaza" },
    { platform: "facebook", name: "Kanal Sayfa", handle: "@kanal.sayfa" },
  ]) {
    const response = await page.request.post("/api/v1/social-accounts", { data: { ...account, provider: "manual" } });
    expect(response.status()).toBe(201);
    ids.push(((await response.json()) as { data: { account: { id: string } } }).data.account.id);
  }
  const [shop, pageId] = ids as [string, string];
  const client = new pg.Client({ connectionString: process.env.DATABASE_URL });
  await client.connect();
  try {
    await client.query(
      `INSERT INTO "SocialAccountSnapshot"
         ("accountId", "day", "companyId", "followers", "impressions", "reach", "likes", "comments", "shares", "saves")
       SELECT a.id, (now() AT TIME ZONE 'UTC')::date - d, a."companyId",
              CASE WHEN a.id = $1 THEN 1200 ELSE 3400 END, 0,
              CASE WHEN a.id = $1 THEN 100 ELSE 1000 END, 0, 0, 0, 0
       FROM "SocialAccount" a, generate_series(2, 6) AS d
       WHERE a.id IN ($1, $2)`,
      [shop, pageId],
    );
  } finally {
    await client.end();
  }

  // With the popover's animations (the suite reduces motion): the reopen-at-once step below is
  // about the closing animation.
  await page.emulateMedia({ reducedMotion: "no-preference" });
  await page.goto("/analytics");
  await hydrated(page);
  const card = (name: string) => page.getByRole("heading", { name, exact: true }).locator("..");
  await expect(card("Takipçiler")).toContainText("4.600");
  await expect(card("Toplam erişim")).toContainText("5.500");

  // One account, with the mouse: the cards count only it, and the URL says which.
  const picker = page.getByRole("combobox", { name: /^Sosyal hesaplar/ });
  await expect(picker).toContainText("Tüm hesaplar");
  await picker.click();
  await page.getByRole("option", { name: /Kanal Mağaza/ }).click();
  await page.keyboard.press("Escape");
  await expect(page).toHaveURL(new RegExp(`accounts=${shop}`));
  await expect(card("Takipçiler")).toContainText("1.200");
  await expect(card("Toplam erişim")).toContainText("500");
  await expect(card("Toplam erişim")).not.toContainText("5.500");
  await expect(picker).toContainText("Kanal Mağaza");

  // The choice survives a reload, beside the range.
  await page.getByRole("combobox", { name: "Tarih aralığı" }).click();
  await page.getByRole("option", { name: "Son 7 gün" }).click();
  await expect(page).toHaveURL(/range=7d/);
  await page.reload();
  await hydrated(page);
  await expect(picker).toContainText("Kanal Mağaza");
  await expect(card("Takipçiler")).toContainText("1.200");

  // A second account, with the keyboard only: open, search, Enter toggles it, Escape closes.
  await picker.focus();
  await page.keyboard.press("Enter");
  await page.keyboard.type("sayfa");
  await page.keyboard.press("Enter");
  await page.keyboard.press("Escape");
  // Opened again at once, before its closing animation has ended: the search starts empty, so
  // "All accounts" is there (the popover had kept cmdk's last search, and this step failed in CI).
  await picker.click();
  await expect(page.getByRole("combobox", { name: "Hesap ara" })).toHaveValue("");
  await expect(page.getByRole("option", { name: "Tüm hesaplar" })).toBeVisible();
  await page.keyboard.press("Escape");
  await expect(picker).toContainText("2 hesap");
  await expect(page).toHaveURL(new RegExp(`accounts=${shop}%2C${pageId}|accounts=${shop},${pageId}`));
  await expect(card("Takipçiler")).toContainText("4.600");

  // "All accounts" clears the filter (and the URL).
  await picker.click();
  await page.getByRole("option", { name: "Tüm hesaplar" }).click();
  await page.keyboard.press("Escape");
  await expect(page).not.toHaveURL(/accounts=/);
  await expect(picker).toContainText("Tüm hesaplar");

  // An account the snapshot job found with a refused token (Meta 190): /settings/channels says so in words.
  const db = new pg.Client({ connectionString: process.env.DATABASE_URL });
  await db.connect();
  try {
    await db.query(
      `UPDATE "SocialAccount" SET status = 'error', "lastErrorReason" = 'tokenInvalid', "lastErrorAt" = now(),
         "lastErrorMessage" = 'Meta 190: Error validating access token: Session has expired.' WHERE id = $1`,
      [pageId],
    );
  } finally {
    await db.end();
  }
  await page.goto("/settings/channels");
  await hydrated(page);
  const row = page.getByTestId("social-account-row").filter({ hasText: "Kanal Sayfa" });
  await expect(row.getByTestId("social-account-error")).toContainText(
    "Hesabın erişim belirteci geçersiz ya da süresi dolmuş; yenisini girin.",
  );
  await expect(row.getByTestId("social-account-error")).toContainText("Meta 190: Error validating access token");
});
