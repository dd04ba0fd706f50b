// First-load JavaScript as the benches measure it (first-load.ts, templates.ts): the bytes of
// script a browser transfers (gzip, as Caddy sends them in production: `node server.js` itself does not
// compress, next.config.mjs) for one visit of a page.
import { gzipSync } from "node:zlib";
import { chromium, type Browser, type Page } from "@playwright/test";

/** The machine's Chromium (never a Playwright download), as the benches launch it. */
export const launchBenchBrowser = () =>
  chromium.launch({
    executablePath: process.env.CHROMIUM_PATH ?? "/usr/bin/chromium",
    args: ["--no-sandbox", "--disable-gpu"],
  });

/**
 * The baseline a page's first load is compared with: two bare pages of the app, each in a fresh
 * context, the 404 page (the root layout only) and /terms (a static text page); `bare` is the lighter.
 */
export async function bareBaseline(browser: Browser, base: string) {
  const notFound = await scriptBytes(await (await browser.newContext()).newPage(), `${base}/kanal-bench-bare-page`);
  const terms = await scriptBytes(await (await browser.newContext()).newPage(), `${base}/terms`);
  return { notFound, terms, bare: notFound.bytes <= terms.bytes ? notFound : terms };
}

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
      if (!response) return 0;
      await response.finished();
      // Sent plain by the app: gzip at zlib's default level, about what the proxy sends.
      if (!response.headers()["content-encoding"]) return gzipSync(await response.body()).length;
      return (await request.sizes()).responseBodySize;
    });
    (loaded ? lazy : first).push(size);
  });
  await page.goto(url, { waitUntil: "networkidle" });
  const sum = async (sizes: Promise<number>[]) => (await Promise.all(sizes)).reduce((total, size) => total + size, 0);
  return { bytes: await sum(first), files: first.length, lazyBytes: await sum(lazy), lazyFiles: lazy.length };
}
