import { expect, test, type Page } from "@playwright/test";
import pg from "pg";
import { registerThroughApi, uniqueEmail } from "../helpers/e2e-register";
import { hydrated } from "../helpers/hydrated";
import { waitForMail } from "../helpers/mailbox";

// The team page as people use it (issue 7), in Chromium against the production build: an owner
// invites someone, the invitee opens the mailed link in a fresh browser and registers straight
// into the company, the owner sees them with the right role, and the new member cannot invite.
// Dead links (expired, forged) show a clear page, not an error screen.

test.use({ locale: "tr-TR" });

const PASSWORD = "Guclu-Parola1";

/** Registers a new company's owner; the session cookies land in the page's browser context. */
async function registerOwner(page: Page) {
  const email = uniqueEmail("team-owner");
  const response = await registerThroughApi(page.request, {
    data: { firstName: "Selin", lastName: "Güneş", email, password: PASSWORD, acceptTerms: true, company: "Deniz Ltd" },
  });
  expect(response.status()).toBe(201);
  return email;
}

/** The mailed link, on the server the test runs against (the path and query of the link). */
const pathOf = (link: string) => {
  const url = new URL(link);
  return url.pathname + url.search;
};

test("invite → the mailed link in a fresh browser → register → a member who cannot invite", async ({
  page,
  browser,
}) => {
  await registerOwner(page);
  await page.goto("/settings/team");
  await hydrated(page);
  await expect(page.getByRole("heading", { name: "Ekip yönetimi", level: 1 })).toBeVisible();
  await expect(page.getByTestId("count-members")).toHaveText("1");

  // Bad input first: the form says so under the field.
  await page.getByTestId("invite-open").click();
  const form = page.getByTestId("invite-form");
  await form.getByLabel("E-posta adresi").fill("adres-degil");
  await form.getByRole("button", { name: "Davet gönder" }).click();
  await expect(form.getByText("Geçerli bir e-posta adresi girin")).toBeVisible();

  const invitee = uniqueEmail("team-invitee");
  const since = new Date(Date.now() - 1000);
  await form.getByLabel("E-posta adresi").fill(invitee);
  await expect(form.getByRole("combobox", { name: "Rol" })).toHaveText("Üye");
  await form.getByRole("button", { name: "Davet gönder" }).click();
  // Sending closes the form (and with it the e-mail field); the invitation is listed.
  await expect(form).toBeHidden();
  await expect(page.getByTestId("invitation-row").filter({ hasText: invitee })).toBeVisible();
  await expect(page.getByTestId("count-pending")).toHaveText("1");
  // Opening the form again starts with an empty address.
  await page.getByTestId("invite-open").click();
  await expect(page.getByTestId("invite-form").getByLabel("E-posta adresi")).toHaveValue("");
  await page.getByTestId("invite-form").getByRole("button", { name: "Vazgeç" }).last().click();

  const mail = await waitForMail(invitee, since);
  expect(mail.subject).toContain("Deniz Ltd");

  // A fresh browser: no cookies of the owner.
  const fresh = await browser.newContext({ locale: "tr-TR" });
  const guest = await fresh.newPage();
  await guest.goto(pathOf(mail.link));
  await hydrated(guest);
  await expect(guest.getByRole("heading", { name: "Deniz Ltd ekibine katılın" })).toBeVisible();
  await expect(guest.getByLabel("E-posta")).toHaveValue(invitee);
  await expect(guest.getByLabel("E-posta")).toHaveAttribute("readonly", "");
  await guest.getByLabel("Ad", { exact: true }).fill("Kerem");
  await guest.getByLabel("Soyad").fill("Aydın");
  await guest.getByLabel("Şifre", { exact: true }).fill(PASSWORD);
  await guest.getByLabel("Şifre tekrarı").fill(PASSWORD);
  await guest.getByRole("button", { name: "Hesabı oluştur ve katıl" }).click();
  await expect(guest).toHaveURL(/\/dashboard$/);

  // The new member: the team page is read-only, without the invite button; the API agrees.
  await guest.goto("/settings/team");
  await hydrated(guest);
  await expect(guest.getByText("Ekibi görüntüleyebilirsiniz")).toBeVisible();
  await expect(guest.getByTestId("invite-open")).toHaveCount(0);
  const refused = await guest.request.post("/api/v1/team/invitations", {
    data: { email: uniqueEmail("nope"), role: "member" },
  });
  expect(refused.status()).toBe(403);

  // The same link a second time: a clear page.
  await guest.goto(pathOf(mail.link));
  await expect(guest.getByTestId("invitation-problem")).toHaveAttribute("data-reason", "used");
  await fresh.close();

  // The owner's list: the new member with the role they were invited with; no invitation left.
  await page.reload();
  await hydrated(page);
  const row = page.getByTestId("member-row").filter({ hasText: invitee });
  await expect(row).toBeVisible();
  await expect(row.getByTestId("member-role")).toHaveText("Üye");
  await expect(page.getByTestId("count-members")).toHaveText("2");
  await expect(page.getByTestId("count-pending")).toHaveText("0");
});

test("an expired or forged invitation link shows a clear page, not an error", async ({ page }) => {
  await registerOwner(page);
  const invitee = uniqueEmail("team-expired");
  const since = new Date(Date.now() - 1000);
  const invited = await page.request.post("/api/v1/team/invitations", { data: { email: invitee, role: "admin" } });
  expect(invited.status()).toBe(201);
  const mail = await waitForMail(invitee, since);

  const client = new pg.Client({ connectionString: process.env.DATABASE_URL });
  await client.connect();
  try {
    await client.query(`UPDATE "Invitation" SET "expiresAt" = now() - interval '1 minute' WHERE "email" = $1`, [
      invitee,
    ]);
  } finally {
    await client.end();
  }
  // Signed in (as the owner) the page is reachable too, and says the same.
  await page.goto(pathOf(mail.link));
  await expect(page.getByRole("heading", { name: "Davetin süresi doldu" })).toBeVisible();
  await page.context().clearCookies();
  await page.goto(pathOf(mail.link));
  await expect(page.getByRole("heading", { name: "Davetin süresi doldu" })).toBeVisible();
  await expect(page.getByRole("link", { name: "Giriş sayfasına git" })).toBeVisible();

  await page.goto("/auth/accept-invitation?token=uydurma-bir-token");
  await expect(page.getByRole("heading", { name: "Davet linki geçersiz" })).toBeVisible();
  await page.goto("/auth/accept-invitation");
  await expect(page.getByRole("heading", { name: "Davet linki geçersiz" })).toBeVisible();
});
