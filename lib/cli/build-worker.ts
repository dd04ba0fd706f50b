// `npm run build` (after `next build`): bundles the job worker (lib/cli/worker.ts) and the webhook
// ingest process (lib/cli/ingest.ts) into one file each, .next/standalone/worker.mjs and ingest.mjs,
// that plain `node` runs: the standalone output has neither tsx nor their dependencies. The Docker
// image starts them as `node worker.mjs` and `node ingest.mjs` (the compose `worker` and `ingest`
// services), and the browser tests run the worker beside the production server.
import path from "node:path";
import { build } from "esbuild";

const root = path.join(import.meta.dirname, "..", "..");
export const WORKER_BUNDLE = path.join(root, ".next", "standalone", "worker.mjs");
export const INGEST_BUNDLE = path.join(root, ".next", "standalone", "ingest.mjs");

export async function buildWorker(outfile = WORKER_BUNDLE, entry = "lib/cli/worker.ts"): Promise<void> {
  await build({
    entryPoints: [path.join(root, entry)],
    outfile,
    bundle: true,
    platform: "node",
    target: "node22",
    format: "esm",
    // The "@/…" paths come from tsconfig.json; "server-only" is for Next's bundler and is empty here.
    tsconfig: path.join(root, "tsconfig.json"),
    alias: { "server-only": path.join(root, "tests/helpers/empty-module.ts") },
    // Some dependencies still call require() or read __dirname (next/server, in the ingest process):
    // give the ES module both.
    banner: {
      js:
        'import { createRequire as __createRequire } from "node:module"; const require = __createRequire(import.meta.url); ' +
        "const __filename = import.meta.filename; const __dirname = import.meta.dirname;",
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
  await buildWorker(INGEST_BUNDLE, "lib/cli/ingest.ts");
  console.log(
    `worker and ingest bundled: ${path.relative(root, WORKER_BUNDLE)}, ${path.relative(root, INGEST_BUNDLE)} ` +
      `(${Math.round(performance.now() - started)} ms)`,
  );
}
