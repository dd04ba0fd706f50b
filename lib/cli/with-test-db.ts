// `tsx lib/cli/with-test-db.ts <command…>`: runs the command with DATABASE_URL set to a test
// database (see test-database.ts) and the test environment, e.g. `npm run test:integration`.
import { withTestDatabase } from "./test-database.ts";
import { run } from "./run.ts";
import { TEST_ENV } from "./test-env.ts";

const [command, ...args] = process.argv.slice(2);
if (!command) {
  console.error("usage: tsx lib/cli/with-test-db.ts <command> [args…]");
  process.exit(2);
}
const code = await withTestDatabase(async ({ url, kind }) => {
  console.log(`test database: ${kind}`);
  return run(command, args, { ...TEST_ENV, DATABASE_URL: url });
});
process.exit(code);
