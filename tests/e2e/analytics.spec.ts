import { readFile } from "node:fs/promises";
import { expect, test } from "@playwright/test";
import { openAsNewOwner } from "../helpers/e2e-register";
import { hydrated } from "../helpers/hydrated";

// Analytics as staff use it (issue 21), in Chromium against the production build with the job
// worker: messages that came in through the sandbox fill the cards; changing the range changes
// them (and the URL); a chart's figures download as CSV; the social stats view's platform tabs say
// how to connect an account; the sidebar's My Boosted Shots opens /boosted.

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
