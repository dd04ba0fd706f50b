// `npm run build` (after `next build`): bundles the job worker (lib/cli/worker.ts) into one file,
// .next/standalone/worker.mjs, that plain `node` runs: the standalone output has neither tsx nor
// the worker's dependencies. The Docker image starts it as `node worker.mjs` (the compose `worker`
// service), and the browser tests run it beside the production server.
import path from "node:path";
import { build } from "esbuild";

const root = path.join(import.meta.dirname, "..", "..");
export const WORKER_BUNDLE = path.join(root, ".next", "standalone", "worker.mjs");

export async function buildWorker(outfile = WORKER_BUNDLE): Promise<void> {
  await build({
    entryPoints: [path.join(root, "lib/cli/worker.ts")],
    outfile,
    bundle: true,
    platform: "node",
    target: "node22",
    format: "esm",
    // The "@/…" paths come from tsconfig.json; "server-only" is for Next's bundler and is empty here.
    tsconfig: path.join(root, "tsconfig.json"),
    alias: { "server-only": path.join(root, "tests/helpers/empty-module.ts") },
    // Some dependencies still call require(): give the ES module one.
    banner: {
      js: 'import { createRequire as __createRequire } from "node:module"; const require = __createRequire(import.meta.url);',
    },
    // Optional drivers pg and nodemailer look for and never need here.
    external: ["pg-native"],
    logLevel: "warning",
    legalComments: "none",
  });
}

if (import.meta.main) {
  const started = performance.now();
  await buildWorker();
  console.log(`worker bundled: ${path.relative(root, WORKER_BUNDLE)} (${Math.round(performance.now() - started)} ms)`);
}
