import { expect, type Page } from "@playwright/test";

/**
 * Closes every toast on the page. Toasts sit top right, over a list's toolbar, and a pointer
 * resting on one pauses its timer (sonner): a click aimed at a button under it could wait forever.
 */
export async function dismissToasts(page: Page): Promise<void> {
  const toasts = page.locator("[data-sonner-toast]");
  await expect(async () => {
    for (const toast of await toasts.all()) {
      await toast
        .locator("[data-close-button]")
        .click({ force: true, timeout: 1_000 })
        .catch(() => undefined);
    }
    expect(await toasts.count()).toBe(0);
  }).toPass({ timeout: 15_000 });
}
