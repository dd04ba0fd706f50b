import { expect, type Page } from "@playwright/test";

/**
 * Waits until the page has hydrated: the theme switcher in the top bar renders only then, and
 * from then on client components (switches, shortcuts) react. A click before that is lost.
 */
export const hydrated = (page: Page) => expect(page.getByRole("button", { name: /^(Tema|Theme):/ })).toBeVisible();
