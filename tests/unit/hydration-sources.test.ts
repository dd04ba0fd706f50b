import { readdirSync, readFileSync } from "node:fs";
import path from "node:path";
import { describe, expect, it } from "vitest";

// Issue 13 #11: what a client component renders on the server must be what it renders first in
// the browser. The e2e check (tests/e2e/hydration.spec.ts) loads every page; this one keeps the
// sources of a mismatch out of the code mechanically: the moment ("now"), randomness, and the
// switch that hides a mismatch instead of fixing it.

const root = path.join(import.meta.dirname, "..", "..");

function filesUnder(dir: string): string[] {
  return readdirSync(path.join(root, dir), { recursive: true, withFileTypes: true })
    .filter((entry) => entry.isFile() && /\.tsx?$/.test(entry.name))
    .map((entry) => path.relative(root, path.join(entry.parentPath, entry.name)));
}

const source = (file: string) => readFileSync(path.join(root, file), "utf8");
const isClient = (text: string) => /^["']use client["'];?/m.test(text.trimStart().split("\n")[0] ?? "");
/** Client components and the hooks they use (hooks files carry no directive of their own). */
const clientFiles = [...filesUnder("components"), ...filesUnder("app")].filter(
  (file) => isClient(source(file)) || /(^|\/)use-[\w-]+\.ts$/.test(file),
);

/**
 * Where a client file may read the clock or draw a random number: never while rendering. Each
 * entry says where the call runs instead.
 */
const CLOCK_ALLOWED: Record<string, string> = {
  "components/format/now-provider.tsx": "the one store of 'now': server moment while hydrating",
  "components/settings/language/region-preview.tsx": "the live clock ticks in an effect; a placeholder first",
  "components/shell/inbox-live.tsx": "do-not-disturb is judged when an event arrives, never at render",
  "components/settings/security/two-factor-recovery-codes.tsx": "the file's date, made on a click",
  "components/auth/use-countdown.ts": "the deadline is fixed in an effect",
  "components/inbox/chat/chat-data.ts": "a pending message's moment, taken when Send is pressed",
};

/** The argument list of every `.relative(` call, parentheses balanced. */
function relativeCalls(text: string): string[] {
  const calls: string[] = [];
  for (let index = text.indexOf(".relative("); index !== -1; index = text.indexOf(".relative(", index + 1)) {
    let depth = 0;
    let end = index + ".relative(".length;
    for (; end < text.length; end += 1) {
      const char = text[end];
      if (char === "(" || char === "[" || char === "{") depth += 1;
      else if (char === ")" || char === "]" || char === "}") {
        if (depth === 0) break;
        depth -= 1;
      }
    }
    calls.push(text.slice(index + ".relative(".length, end));
  }
  return calls;
}

/** True when an argument list has a comma outside any brackets (two or more arguments). */
function hasTwoArguments(args: string): boolean {
  let depth = 0;
  for (const char of args) {
    if ("([{".includes(char)) depth += 1;
    else if (")]}".includes(char)) depth -= 1;
    else if (char === "," && depth === 0) return true;
  }
  return false;
}

describe("sources of hydration mismatches in client code", () => {
  it("finds the client files (the scan itself works)", () => {
    expect(clientFiles).toContain("components/settings/team/member-list.tsx");
    expect(clientFiles).toContain("components/auth/use-countdown.ts");
    expect(relativeCalls("format.relative(a.b(c), now) + format.relative(x)")).toEqual(["a.b(c), now", "x"]);
  });

  it("counts every relative time from useNow(), never from the clock at render", () => {
    const offenders = clientFiles.flatMap((file) =>
      relativeCalls(source(file))
        .filter((args) => !hasTwoArguments(args))
        .map((args) => `${file}: .relative(${args})`),
    );
    expect(offenders).toEqual([]);
  });

  it("reads the clock or Math.random only where the allow-list says why", () => {
    const offenders = clientFiles
      .filter((file) => !(file in CLOCK_ALLOWED))
      .flatMap((file) =>
        source(file)
          .split("\n")
          .map((line, index) => ({ line: line.trim(), number: index + 1 }))
          .filter(({ line }) => /\bDate\.now\(\)|new Date\(\)|Math\.random\(\)|performance\.now\(\)/.test(line))
          .map(({ line, number }) => `${file}:${number}: ${line}`),
      );
    expect(offenders).toEqual([]);
  });

  it("hides no mismatch with suppressHydrationWarning (only <html>, which next-themes changes)", () => {
    const users = [...filesUnder("components"), ...filesUnder("app")].filter((file) =>
      source(file).includes("suppressHydrationWarning"),
    );
    expect(users).toEqual(["app/layout.tsx"]);
  });
});
