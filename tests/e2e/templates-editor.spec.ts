import { expect, test, type Page } from "@playwright/test";
import sharp from "sharp";
import { seriousViolations } from "../helpers/axe";
import { registerOwner, uniqueEmail } from "../helpers/e2e-register";
import { hydrated } from "../helpers/hydrated";
import { dismissToasts } from "../helpers/toasts";

// The template editor (issue 17) in Chromium against the production build with its job worker:
// a new company's owner builds a template with an uploaded header image, two variables put in at
// the cursor and two buttons, the rules speaking as they type; the preview shows the example
// values; it is saved (a second one with the same name is refused on its name field), sent for
// approval and approved by the sandbox (its status webhook, through the worker); the panel shows
// that history and guards unsaved changes; a test send goes out, and the sandbox's log on the
// channel page holds it.

test.use({ locale: "en-US" });

const TEST_NUMBER = "905321234567";

const png = (width: number, height: number, color: string) =>
  sharp({ create: { width, height, channels: 3, background: color } })
    .png()
    .toBuffer();

/** Picks `option` in the select labelled `label` (a Radix select: trigger, then its listbox). */
async function choose(page: Page, scope: ReturnType<Page["getByRole"]>, label: string, option: string) {
  await scope.getByLabel(label, { exact: true }).click();
  await page.getByRole("option", { name: option, exact: true }).click();
}

/** Adds a button of `type` from the add menu (waiting for the last menu to be gone first). */
async function addButton(page: Page, editor: ReturnType<Page["getByRole"]>, type: string) {
  await expect(page.getByRole("menu")).toHaveCount(0);
  await editor.getByTestId("template-add-button").click();
  await page.getByRole("menuitem", { name: type, exact: true }).click();
}

test("build a template with an image, two variables and two buttons → preview → approval → test send in the sandbox log", async ({
  page,
}) => {
  test.setTimeout(120_000);
  await registerOwner(page.request, { firstName: "Deniz", lastName: "Ak", email: uniqueEmail("tpl-editor") });
  const name = `order_update_${Date.now()}`;

  // The panel opens over the screen once the page has hydrated (it is a client-side dialog).
  await page.goto("/templates?new=1");
  const editor = page.getByRole("dialog", { name: "New template" });
  await expect(editor).toBeVisible();

  // Basic info: the name's rule speaks as it is typed, and goes once the name is right.
  const nameInput = editor.getByLabel("Template name");
  await nameInput.fill("Order Update");
  await expect(editor.getByText("Use lowercase letters, digits and underscores only")).toBeVisible();
  await expect(nameInput).toHaveAttribute("aria-invalid", "true");
  await nameInput.fill(name);
  await expect(editor.getByText("Use lowercase letters, digits and underscores only")).toBeHidden();
  await editor.getByLabel("Display name").fill("Order update");

  // Content: an image header uploaded from the panel into the library.
  await editor.getByRole("tab", { name: "Content" }).click();
  await choose(page, editor, "Header type", "Image");
  await editor.getByRole("button", { name: "Pick from the library or upload" }).click();
  const picker = page.getByRole("dialog", { name: "Header file" });
  await expect(picker.getByText("No images in the library yet")).toBeVisible();
  await picker.getByLabel("File to upload").setInputFiles({
    name: "order-banner.png",
    mimeType: "image/png",
    buffer: await png(800, 418, "#2563eb"),
  });
  await expect(picker).toBeHidden({ timeout: 20_000 });
  await expect(editor.getByTestId("template-header-file")).toContainText("order-banner.png");

  // The body, with a variable put in at the cursor twice, and a live counter.
  const body = editor.getByRole("textbox", { name: "Message body" });
  await body.fill("Hello ");
  await editor.getByTestId("template-add-variable").click();
  await expect(body).toBeFocused();
  await page.keyboard.type(", your order ships on ");
  await editor.getByTestId("template-add-variable").click();
  await expect(body).toBeFocused();
  await page.keyboard.type(" as planned.");
  await expect(body).toHaveValue("Hello {{1}}, your order ships on {{2}} as planned.");
  await expect(editor.getByTestId("template-bodyText-counter")).toContainText("50/1024");

  // Bold around a selection in the middle of the text: the markers go in, the word stays selected.
  await body.evaluate((element: HTMLTextAreaElement) => element.setSelectionRange(0, 5));
  await editor.getByRole("button", { name: "Bold" }).click();
  await expect(body).toHaveValue("*Hello* {{1}}, your order ships on {{2}} as planned.");
  await expect
    .poll(() => body.evaluate((element: HTMLTextAreaElement) => [element.selectionStart, element.selectionEnd]))
    .toEqual([1, 6]);

  // Two variables with example values; a missing example is named under its field first.
  const variables = editor.getByTestId("template-variable");
  await expect(variables).toHaveCount(2);
  await variables.nth(0).getByLabel("Name").fill("customer");
  await variables.nth(0).getByLabel("Example value").fill("Ayşe");
  await variables.nth(1).getByLabel("Name").fill("date");
  await variables.nth(1).getByLabel("Example value").fill("x");
  await variables.nth(1).getByLabel("Example value").fill("");
  await expect(variables.nth(1).getByText("Enter an example value for every variable")).toBeVisible();
  await variables.nth(1).getByLabel("Example value").fill("12 March");
  await expect(variables.nth(1).getByText("Enter an example value for every variable")).toBeHidden();

  // Two buttons; at three the add button is disabled.
  await addButton(page, editor, "Quick reply");
  await addButton(page, editor, "Link");
  const buttons = editor.getByTestId("template-button");
  await buttons.nth(0).getByLabel("Button text").fill("Yes, thanks");
  await buttons.nth(1).getByLabel("Button text").fill("Track order");
  await buttons.nth(1).getByLabel("Link address").fill("http://example.com/track");
  await expect(buttons.nth(1).getByText("Enter a valid https address", { exact: false })).toBeVisible();
  await buttons.nth(1).getByLabel("Link address").fill("https://example.com/track");
  await addButton(page, editor, "Phone");
  await expect(editor.getByTestId("template-add-button")).toBeDisabled();
  await buttons.nth(2).getByRole("button", { name: "Remove button 3" }).click();
  await expect(buttons).toHaveCount(2);
  await expect(editor.getByTestId("template-add-button")).toBeEnabled();

  // The preview: the image, the example values in the text, the buttons, the summary.
  await editor.getByRole("tab", { name: "Preview" }).click();
  const bubble = editor.getByTestId("template-bubble");
  await expect(bubble).toContainText("Hello Ayşe, your order ships on 12 March as planned.");
  await expect(bubble.getByTestId("preview-header-image").getByRole("img", { name: "order-banner.png" })).toBeVisible();
  await expect(bubble.getByTestId("preview-button")).toHaveText([/Yes, thanks/, /Track order/]);
  await expect(editor.getByTestId("template-summary")).toContainText(name);
  await expect(editor.getByTestId("template-summary")).toContainText("Marketing");
  await expect(editor.getByTestId("template-summary")).toContainText("Turkish");
  await editor.getByRole("button", { name: "Desktop" }).click();
  await expect(editor.locator("figure[data-width=desktop]")).toBeVisible();
  expect(await seriousViolations(page)).toEqual([]);

  await editor.getByRole("button", { name: "Create" }).click();
  await expect(editor).toBeHidden();
  await expect(page.getByText("Template created")).toBeVisible();
  await dismissToasts(page);

  // The server's own rule (the name is taken in this language) lands on its field, on its tab.
  await page.goto("/templates?new=1");
  const again = page.getByRole("dialog", { name: "New template" });
  await again.getByLabel("Template name").fill(name);
  await again.getByLabel("Display name").fill("Order update again");
  await again.getByRole("tab", { name: "Content" }).click();
  await again.getByRole("textbox", { name: "Message body" }).fill("Your order is on its way to you.");
  await again.getByRole("button", { name: "Create" }).click();
  await expect(again.getByRole("tab", { name: /^Basic info/ })).toHaveAttribute("aria-selected", "true");
  await expect(again.getByText("A template with this name already exists in this language")).toBeVisible();
  await expect(again.getByLabel("Template name")).toBeFocused();
  await again.getByRole("button", { name: "Cancel" }).click();
  await page
    .getByRole("alertdialog", { name: "Unsaved changes" })
    .getByRole("button", { name: "Discard changes" })
    .click();
  await expect(again).toBeHidden();

  // Send for approval; the sandbox approves it a moment later through its status webhook.
  const list = await page.request.get(`/api/v1/templates?search=${name}`);
  const { data } = (await list.json()) as { data: { templates: { id: string; name: string }[] } };
  const id = data.templates.find((template) => template.name === name)!.id;
  expect((await page.request.post(`/api/v1/templates/${id}/submit`)).status()).toBe(200);
  await expect
    .poll(
      async () => {
        const response = await page.request.get(`/api/v1/templates/${id}`);
        return ((await response.json()) as { data: { template: { status: string } } }).data.template.status;
      },
      { timeout: 30_000 },
    )
    .toBe("APPROVED");

  // The panel of the approved template: its history, and the warning that an edit goes back to review.
  await page.goto(`/templates?template=${id}`);
  const edit = page.getByRole("dialog", { name: "Edit template" });
  await expect(edit.getByTestId("template-history").getByRole("listitem")).toHaveCount(3);
  await expect(edit.getByTestId("template-history")).toContainText("Approved");
  await expect(edit.getByTestId("template-review-warning")).toContainText("Approved");
  await expect(edit.getByLabel("Template name")).toHaveValue(name);

  // Closing it with an unsaved change asks first; keeping the change keeps the panel open.
  await edit.getByLabel("Display name").fill("Order update (edited)");
  await page.keyboard.press("Escape");
  const discard = page.getByRole("alertdialog", { name: "Unsaved changes" });
  await discard.getByRole("button", { name: "Cancel" }).click();
  await expect(edit.getByLabel("Display name")).toHaveValue("Order update (edited)");
  await edit.getByRole("button", { name: "Cancel" }).click();
  await discard.getByRole("button", { name: "Discard changes" }).click();
  await expect(edit).toBeHidden();

  // A test send goes to the sandbox, whose log (the channel's latest events) shows it.
  const testSend = await page.request.post(`/api/v1/templates/${id}/test`, { data: { to: `+${TEST_NUMBER}` } });
  expect(testSend.status()).toBe(200);
  await page.goto("/settings/channels");
  await hydrated(page);
  await page.getByTestId("channel-row").filter({ hasText: "WhatsApp Sandbox" }).getByTestId("channel-details").click();
  await expect(page.getByRole("heading", { name: "WhatsApp Sandbox", level: 1 })).toBeVisible();
  const sent = page.getByTestId("channel-events").getByRole("listitem").filter({ hasText: TEST_NUMBER });
  // The send's status webhooks come through the worker a moment later: look again until one is there.
  await expect(async () => {
    await page.getByRole("button", { name: "Refresh" }).click();
    await expect(sent.first()).toBeVisible({ timeout: 2_000 });
  }).toPass({ timeout: 30_000 });
  await sent.first().getByText("Show body").click();
  await expect(sent.first()).toContainText(`"recipient_id": "${TEST_NUMBER}"`);
});
