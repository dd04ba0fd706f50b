// `npm run bench -- first-load` (issue 4): JavaScript a browser downloads on the first visit of
// /dashboard (signed in, demo data) versus a bare page of the same app (the 404 page: the root
// layout and nothing else), in bytes transferred (gzip, as the proxy sends them: lib/cli/bench/script-bytes.ts).
// Goal: ratio ≤ 2.5, with the chart code lazy-loaded, not in the first load.
import { seedDatabase } from "../../../prisma/seed.ts";
import { DEMO_PASSWORD, DEMO_USERS } from "../../../prisma/demo.ts";
import { withTestDatabase } from "../test-database.ts";
import { bareBaseline, launchBenchBrowser, scriptBytes } from "./script-bytes.ts";
import { buildApp, serveApp, stopApp } from "./standalone-server.ts";

if (process.env.BENCH_SKIP_BUILD !== "1") buildApp();

await withTestDatabase(async ({ url }) => {
  await seedDatabase(url);
  const { base, server } = await serveApp(url, Number(process.env.BENCH_PORT ?? 3320));
  const browser = await launchBenchBrowser();
  try {
    const { notFound, terms, bare } = await bareBaseline(browser, base);
    // Each signed-in page in a fresh context (empty cache), so what one page downloaded is not free for the next.
    const signedInPage = async () => {
      const context = await browser.newContext();
      const login = await context.request.post(`${base}/api/v1/auth/login`, {
        data: { email: DEMO_USERS[0].email, password: DEMO_PASSWORD },
      });
      if (!login.ok()) throw new Error(`demo sign-in failed: ${login.status()}`);
      return context.newPage();
    };
    const dashboard = await scriptBytes(await signedInPage(), `${base}/dashboard`);
    const customers = await scriptBytes(await signedInPage(), `${base}/customers`);
    const kb = (bytes: number) => `${(bytes / 1024).toFixed(1)} KB`;
    console.log("first-load JavaScript (gzip, transferred)");
    console.log(`  404 page (root layout only):       ${kb(notFound.bytes)} in ${notFound.files} files`);
    console.log(`  /terms (static text page):         ${kb(terms.bytes)} in ${terms.files} files`);
    console.log(`  /dashboard (signed in, demo data): ${kb(dashboard.bytes)} in ${dashboard.files} files`);
    console.log(`  /customers (signed in, demo data): ${kb(customers.bytes)} in ${customers.files} files`);
    console.log(
      `  /dashboard, loaded after the first load (the chart): ${kb(dashboard.lazyBytes)} in ${dashboard.lazyFiles} files`,
    );
    console.log(
      `  ratio /dashboard ÷ the lighter bare page: ${(dashboard.bytes / bare.bytes).toFixed(2)} (goal ≤ 2.5)`,
    );
  } finally {
    await browser.close();
    stopApp(server);
  }
});
