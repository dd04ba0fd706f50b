// Lets a plain Node process (the benchmarks) import server modules: "server-only" throws outside
// React Server Components by design, so here it resolves to an empty module, as in the tests.
import { registerHooks } from "node:module";

registerHooks({
  resolve(specifier, context, nextResolve) {
    if (specifier === "server-only") return { url: "data:text/javascript,", shortCircuit: true };
    return nextResolve(specifier, context);
  },
});
