import { existsSync, readdirSync, readFileSync } from "node:fs";
import path from "node:path";
import { describe, expect, it } from "vitest";

// Issue 14 #7: client code never reaches into lib/server (components, client components and the
// client-safe modules they use), and no module imports itself round a circle. The ESLint rule in
// eslint.config.mjs catches the first as one types; this test also covers "use client" files
// under app/, which no file pattern can name, and type-only imports, which cycles are made of too.

const root = path.join(import.meta.dirname, "..", "..");

function filesUnder(dir: string): string[] {
  return readdirSync(path.join(root, dir), { recursive: true, withFileTypes: true })
    .filter((entry) => entry.isFile() && /\.(tsx?|mjs)$/.test(entry.name))
    .map((entry) => path.relative(root, path.join(entry.parentPath, entry.name)))
    .filter((file) => !file.startsWith("lib/generated/"));
}

const source = (file: string) => readFileSync(path.join(root, file), "utf8");
const isClient = (text: string) => /^["']use client["'];?/.test(text.trimStart());

/** Every module specifier a file names: static imports and re-exports (type-only too), dynamic imports. */
function specifiers(text: string): string[] {
  const found: string[] = [];
  const patterns = [
    /^\s*(?:import|export)\s[^;]*?\sfrom\s*["']([^"']+)["']/gms,
    /^\s*import\s*["']([^"']+)["']/gm,
    /\bimport\(\s*["']([^"']+)["']\s*\)/g,
  ];
  for (const pattern of patterns) for (const match of text.matchAll(pattern)) found.push(match[1]!);
  return found;
}

/** The file a specifier names inside the project, or null for a package. */
function resolve(from: string, specifier: string): string | null {
  let base: string;
  if (specifier.startsWith("@/")) base = specifier.slice(2);
  else if (specifier.startsWith(".")) base = path.join(path.dirname(from), specifier);
  else return null;
  for (const candidate of [base, `${base}.ts`, `${base}.tsx`, `${base}/index.ts`, `${base}/index.tsx`]) {
    if (/\.(tsx?|mjs)$/.test(candidate) && existsSync(path.join(root, candidate))) return path.normalize(candidate);
  }
  return null;
}

const files = [...filesUnder("app"), ...filesUnder("components"), ...filesUnder("lib")];
const graph = new Map(
  files.map((file) => [
    file,
    specifiers(source(file)).map((specifier) => ({ specifier, target: resolve(file, specifier) })),
  ]),
);

const isServerSpecifier = (specifier: string) =>
  specifier === "server-only" || specifier === "@/lib/server" || specifier.startsWith("@/lib/server/");

describe("client code and lib/server", () => {
  it("no component, client component or client-safe module imports lib/server or server-only", () => {
    const clientSide = files.filter(
      (file) =>
        file.startsWith("components/") ||
        file.startsWith("lib/query/") ||
        /^lib\/[\w-]+\/types\.ts$/.test(file) ||
        file === "lib/api-client.ts" ||
        isClient(source(file)),
    );
    const offenders = clientSide.flatMap((file) =>
      graph
        .get(file)!
        .filter(({ specifier }) => isServerSpecifier(specifier))
        .map(({ specifier }) => `${file} → ${specifier}`),
    );
    expect(offenders).toEqual([]);
  });
});

describe("import cycles", () => {
  // lib/server is left out: the job registry and the services that enqueue jobs name each other
  // by design (a task's handler may enqueue another task), which ES modules resolve lazily.
  it("no module of app/, components/ or client-side lib/ imports itself through others", () => {
    const cycles: string[] = [];
    const state = new Map<string, "visiting" | "done">();
    const stack: string[] = [];
    const visit = (file: string) => {
      state.set(file, "visiting");
      stack.push(file);
      for (const { target } of graph.get(file) ?? []) {
        if (!target || !graph.has(target) || target.startsWith("lib/server/")) continue;
        if (state.get(target) === "visiting") cycles.push([...stack.slice(stack.indexOf(target)), target].join(" → "));
        else if (!state.has(target)) visit(target);
      }
      stack.pop();
      state.set(file, "done");
    };
    for (const file of files) if (!file.startsWith("lib/server/") && !state.has(file)) visit(file);
    expect(cycles).toEqual([]);
  });
});
