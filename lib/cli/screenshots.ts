// `npm run screenshots -- [--base URL] [--out DIR] [--user EMAIL] [--password PW] [--fold] [path…]`
// Signs in through the API and captures every path in Turkish and English, light and dark, at
// 1440 and 375 px, full page (or only the first screen with --fold), into DIR (default /tmp/kanal-shots). Run it against a running
// app (`npm run dev` or `npm start`) and look at the images: that is how
// we check a screen before calling it done (README "Looking at the screens").
//
// A path may carry a state after a `#`: `/customers#grid` (list/grid view in localStorage, every list screen's),
// `/customers?search=zzzz` (no results) — anything the URL can express.
import { mkdirSync } from "node:fs";
import path from "node:path";
import { chromium } from "@playwright/test";
import { CAMPAIGN_VIEW_STORAGE_KEY, CUSTOMER_VIEW_STORAGE_KEY, TEMPLATE_VIEW_STORAGE_KEY } from "../constants.ts";
import { MEDIA_VIEW_STORAGE_KEY } from "../media/constants.ts";

type Options = { base: string; out: string; user: string; password: string; fold: boolean; paths: string[] };

function readOptions(argv: string[]): Options {
  const options: Options = {
    base: "http://127.0.0.1:3000",
    out: "/tmp/kanal-shots",
    user: "owner@kanal.demo",
    password: "Kanal2026!",
    fold: false,
    paths: [],
  };
  for (let index = 0; index < argv.length; index++) {
    const arg = argv[index]!;
    const value = () => argv[++index] ?? "";
    if (arg === "--base") options.base = value();
    else if (arg === "--out") options.out = value();
    else if (arg === "--user") options.user = value();
    else if (arg === "--password") options.password = value();
    else if (arg === "--fold") options.fold = true;
    else options.paths.push(arg);
  }
  if (options.paths.length === 0) options.paths = ["/dashboard", "/customers"];
  return options;
}

/** Where each list screen remembers its list/grid choice: a `#grid` or `#list` state sets them all. */
const VIEW_KEYS = [
  CUSTOMER_VIEW_STORAGE_KEY,
  MEDIA_VIEW_STORAGE_KEY,
  TEMPLATE_VIEW_STORAGE_KEY,
  CAMPAIGN_VIEW_STORAGE_KEY,
];

const WIDTHS = [
  { name: "desktop", width: 1440, height: 900 },
  { name: "phone", width: 375, height: 812 },
] as const;

type SignedIn = { token: string; cookies: { name: string; value: string }[] };

async function signIn({ base, user, password }: Options): Promise<SignedIn> {
  const response = await fetch(`${base}/api/v1/auth/login`, {
    method: "POST",
    // A fresh address each run keeps the login throttle out of the way.
    headers: {
      "content-type": "application/json",
      "x-forwarded-for": `10.77.${Date.now() % 250}.${process.pid % 250}`,
    },
    body: JSON.stringify({ email: user, password, rememberMe: true }),
  });
  if (!response.ok) throw new Error(`sign-in as ${user}: ${response.status} ${await response.text()}`);
  const { data } = (await response.json()) as { data: { token: string } };
  const cookies = response.headers.getSetCookie().map((line) => {
    const pair = line.split(";")[0]!;
    const index = pair.indexOf("=");
    return { name: pair.slice(0, index), value: pair.slice(index + 1) };
  });
  return { token: data.token, cookies };
}

/**
 * A signed-in person's saved theme wins over the browser's (issue 7), so each pass saves its
 * theme to the account; the account's own choice is put back at the end.
 */
async function saveTheme(base: string, token: string, theme: string): Promise<void> {
  const response = await fetch(`${base}/api/v1/account/preferences`, {
    method: "PUT",
    headers: { "content-type": "application/json", authorization: `Bearer ${token}` },
    body: JSON.stringify({ appearance: { theme } }),
  });
  if (!response.ok) throw new Error(`saving the theme: ${response.status} ${await response.text()}`);
}

async function savedTheme(base: string, token: string): Promise<string> {
  const response = await fetch(`${base}/api/v1/account/preferences`, { headers: { authorization: `Bearer ${token}` } });
  const { data } = (await response.json()) as { data: { appearance: { theme: string } } };
  return data.appearance.theme;
}

const options = readOptions(process.argv.slice(2));
mkdirSync(options.out, { recursive: true });
const { token, cookies } = await signIn(options);
const originalTheme = await savedTheme(options.base, token);
const browser = await chromium.launch({
  executablePath: process.env.CHROMIUM_PATH ?? "/usr/bin/chromium",
  args: ["--no-sandbox", "--disable-gpu"],
});
const url = new URL(options.base);
let count = 0;
try {
  for (const locale of ["tr", "en"] as const) {
    for (const theme of ["light", "dark"] as const) {
      await saveTheme(options.base, token, theme);
      for (const size of WIDTHS) {
        const context = await browser.newContext({
          viewport: { width: size.width, height: size.height },
          colorScheme: theme,
          reducedMotion: "reduce",
        });
        await context.addCookies(
          [...cookies, { name: "NEXT_LOCALE", value: locale }].map((cookie) => ({
            ...cookie,
            domain: url.hostname,
            path: "/",
          })),
        );
        const page = await context.newPage();
        for (const target of options.paths) {
          const [route = "/", state] = target.split("#");
          // Init scripts pile up on the page and run in order: each path's own runs last, and wins.
          await page.addInitScript(
            ([themeValue, view, viewKeys]) => {
              window.localStorage.setItem("kanal-ui-theme", themeValue);
              for (const key of viewKeys) {
                if (view) window.localStorage.setItem(key, view);
                else window.localStorage.removeItem(key);
              }
            },
            [theme, state ?? "", VIEW_KEYS] as const,
          );
          await page.goto(`${options.base}${route}`, { waitUntil: "networkidle" });
          await page.waitForTimeout(300);
          const name = `${route.replace(/[^a-z0-9]+/gi, "_").replace(/^_|_$/g, "") || "root"}${state ? `_${state}` : ""}`;
          const file = path.join(options.out, `${name}-${locale}-${theme}-${size.name}.png`);
          await page.screenshot({ path: file, fullPage: !options.fold });
          count++;
        }
        await context.close();
      }
    }
  }
} finally {
  await browser.close();
  await saveTheme(options.base, token, originalTheme);
}
console.log(`${count} screenshots in ${options.out}`);
