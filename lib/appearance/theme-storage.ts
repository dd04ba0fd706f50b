// Where next-themes keeps the light/dark/system choice in the browser (the key never changes, so
// people keep their theme), and the marker of a choice not yet saved to the account.

export const THEME_STORAGE_KEY = "kanal-ui-theme";

/**
 * Set while a theme picked in the top bar is on its way to PUT /account/preferences. While it is
 * there the browser's choice is newer than the account's, so the saved theme does not overwrite it.
 */
export const THEME_PENDING_KEY = "kanal-ui-theme-pending";

/**
 * Runs before next-themes' own script: a signed-in person's saved theme wins over what this
 * browser last used (another device may have changed it), unless a change is still pending.
 */
export function savedThemeScript(theme: string): string {
  const [pending, key, value] = [THEME_PENDING_KEY, THEME_STORAGE_KEY, theme].map((text) =>
    // Inline in HTML: "<" escaped, so no value can close the <script> element.
    JSON.stringify(text).replaceAll("<", "\\u003c"),
  );
  return `try{if(!localStorage.getItem(${pending}))localStorage.setItem(${key},${value})}catch(e){}`;
}
