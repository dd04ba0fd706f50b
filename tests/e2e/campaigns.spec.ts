import { expect, test, type APIRequestContext, type Page } from "@playwright/test";
import { registerOwner, uniqueEmail } from "../helpers/e2e-register";
import { hydrated } from "../helpers/hydrated";
import { dismissToasts } from "../helpers/toasts";

// The campaigns screens as staff use them, in Chromium against the production build with the job
// worker (the sandbox approves templates and sends): a campaign for a group with a template is
// created in the editor, launched after a confirmation that names how many customers get it,
// watched live on its detail page, paused and resumed, and ends completed with its funnel.

test.use({ locale: "tr-TR" });

const GROUP_SIZE = 6;

/**
 * A group of customers with phone numbers, an approved template with one variable, and the sandbox
 * channel slowed to one message a second, so the sending lasts long enough to pause it.
 */
async function prepare(request: APIRequestContext) {
  const channels = (await (await request.get("/api/v1/channels")).json()) as {
    data: { channels: { id: string; isDefaultSandbox: boolean }[] };
  };
  const sandbox = channels.data.channels.find((channel) => channel.isDefaultSandbox)!;
  expect((await request.put(`/api/v1/channels/${sandbox.id}`, { data: { rateLimitPerSecond: 1 } })).status()).toBe(200);
  const group = await request.post("/api/v1/customers/groups", { data: { name: "Kampanya grubu" } });
  expect(group.status()).toBe(201);
  const groupId = ((await group.json()) as { data: { id: string } }).data.id;
  for (let index = 0; index < GROUP_SIZE; index += 1) {
    const customer = await request.post("/api/v1/customers", {
      data: {
        firstName: `Alıcı${index}`,
        lastName: "Test",
        email: uniqueEmail(`campaign-${index}`),
        countryCode: "+90",
        phone: `53212300${String(index).padStart(2, "0")}`,
        groupId,
      },
    });
    expect(customer.status()).toBe(201);
  }
  const template = await request.post("/api/v1/templates", {
    data: {
      name: "kis_indirimi",
      displayName: "Kış indirimi",
      category: "MARKETING",
      language: "tr",
      bodyText: "Merhaba {{1}}, kış indirimi başladı!",
      buttons: [],
      variables: [{ name: "ad", example: "Ayşe" }],
    },
  });
  expect(template.status()).toBe(201);
  const templateId = ((await template.json()) as { data: { template: { id: string } } }).data.template.id;
  expect((await request.post(`/api/v1/templates/${templateId}/submit`)).status()).toBe(200);
  await expect
    .poll(
      async () =>
        (
          (await (await request.get(`/api/v1/templates/${templateId}`)).json()) as {
            data: { template: { status: string } };
          }
        ).data.template.status,
      { timeout: 30_000 },
    )
    .toBe("APPROVED");
}

const editor = (page: Page) => page.getByTestId("campaign-editor");

test("create a campaign for a group with a template → launch → live progress → pause → resume → completed with the funnel", async ({
  page,
}) => {
  test.setTimeout(180_000);
  await registerOwner(page.request, { firstName: "Deniz", lastName: "Kaya", email: uniqueEmail("campaigns") });
  await prepare(page.request);
  await page.goto("/campaigns");
  await hydrated(page);
  await expect(page.getByRole("heading", { level: 1, name: "Kampanyalar" })).toBeVisible();
  await expect(page.getByText("Henüz kampanya yok")).toBeVisible();

  // Basic: the name is required (the shared schema's message), then given.
  await page.getByTestId("campaign-add").click();
  await expect(page).toHaveURL(/\/campaigns$/);
  await editor(page).getByTestId("campaign-save").click();
  await expect(editor(page).getByText("Kampanya adı zorunludur")).toBeVisible();
  await editor(page).getByLabel("Kampanya adı").fill("Kış kampanyası");

  // Audience: a custom group, counted live.
  await editor(page).getByTestId("campaign-tab-audience").click();
  await editor(page).getByText("Özel grup", { exact: true }).click();
  await editor(page)
    .getByRole("checkbox", { name: /^Kampanya grubu/ })
    .check();
  await expect(editor(page).getByTestId("audience-recipients")).toHaveText(String(GROUP_SIZE));

  // Template: the approved one, its variable from the first name, previewed for a real customer.
  await editor(page).getByTestId("campaign-tab-template").click();
  await editor(page).locator('[data-template="kis_indirimi"]').click();
  await expect(editor(page).getByTestId("campaign-sample")).toContainText(/Merhaba Alıcı\d, kış indirimi başladı!/);

  // Schedule: batches shown only while on; a value out of range is refused with the spec's range.
  await editor(page).getByTestId("campaign-tab-schedule").click();
  await expect(editor(page).getByLabel("Grup boyutu")).toBeHidden();
  await editor(page).getByLabel("Gruplar halinde gönder").click();
  await editor(page).getByLabel("Grup boyutu").fill("2000");
  await editor(page).getByTestId("campaign-save").click();
  await expect(editor(page).getByText(/1 ile 1000/)).toBeVisible();
  await editor(page).getByLabel("Grup boyutu").fill("2");
  await editor(page).getByLabel("Gruplar arası bekleme (dakika)").fill("1");
  await editor(page).getByLabel("Gruplar halinde gönder").click();
  await expect(editor(page).getByTestId("campaign-summary")).toContainText("Tahmini bitiş");

  // Launch: saved as a draft first, then confirmed with the number of customers.
  await editor(page).getByTestId("campaign-launch").click();
  const confirm = page.getByRole("alertdialog");
  await expect(confirm.getByTestId("launch-count")).toContainText(`${GROUP_SIZE} müşteriye`);
  await confirm.getByRole("button", { name: "Başlat" }).click();
  await expect(confirm).toBeHidden();
  await dismissToasts(page);

  // The list shows it; its name opens the detail page, which follows the sending live.
  const row = page.locator('[data-campaign="Kış kampanyası"]');
  await expect(row).toBeVisible();
  await row.getByRole("link", { name: "Kış kampanyası" }).click();
  await expect(page).toHaveURL(/\/campaigns\/[^/]+$/);
  await hydrated(page);
  await expect(page.getByRole("heading", { level: 1, name: "Kış kampanyası" })).toBeVisible();

  // Live: the sent count climbs without a reload; pause stops it, resume carries on.
  await expect
    .poll(async () => Number(await page.getByTestId("campaign-sent").textContent()), { timeout: 30_000 })
    .toBeGreaterThan(0);
  await page.getByTestId("campaign-pause").click();
  await expect(page.getByTestId("campaign-resume")).toBeVisible();
  await expect(page.locator('[data-status="PAUSED"]').first()).toBeVisible();
  await dismissToasts(page);
  await page.getByTestId("campaign-resume").click();

  // Completed, without a reload: the funnel from the recipients.
  await expect(page.locator('[data-status="COMPLETED"]').first()).toBeVisible({ timeout: 60_000 });
  await expect(page.getByTestId("campaign-sent")).toHaveText(String(GROUP_SIZE));
  await expect(page.getByTestId("funnel-recipients")).toHaveText(String(GROUP_SIZE));
  await expect(page.getByTestId("funnel-sent")).toHaveText(String(GROUP_SIZE));
  await expect(page.locator("[data-recipient-status]")).toHaveCount(GROUP_SIZE);
});
