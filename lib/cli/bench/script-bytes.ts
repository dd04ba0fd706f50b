// First-load JavaScript as the benches measure it (first-load.ts, templates.ts): the bytes of
// script a browser transfers (gzip, as `node server.js` serves them) for one visit of a page.
import type { Page } from "@playwright/test";

/**
 * Bytes of JavaScript transferred for `url`: the first load (scripts requested before the load
 * event) and what is fetched lazily afterwards, until the network is idle.
 */
export async function scriptBytes(page: Page, url: string) {
  const first: Promise<number>[] = [];
  const lazy: Promise<number>[] = [];
  let loaded = false;
  page.on("load", () => {
    loaded = true;
  });
  page.on("request", (request) => {
    if (request.resourceType() !== "script") return;
    const size = request.response().then(async (response) => {
      await response?.finished();
      return (await request.sizes()).responseBodySize;
    });
    (loaded ? lazy : first).push(size);
  });
  await page.goto(url, { waitUntil: "networkidle" });
  const sum = async (sizes: Promise<number>[]) => (await Promise.all(sizes)).reduce((total, size) => total + size, 0);
  return { bytes: await sum(first), files: first.length, lazyBytes: await sum(lazy), lazyFiles: lazy.length };
}
