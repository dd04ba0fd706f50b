// `tsx lib/cli/with-test-db.ts <command…>`: runs the command with DATABASE_URL set to a test
// database (see test-database.ts), e.g. `npm run test:integration`.
import { withTestDatabase } from "./test-database.ts";
import { run } from "./run.ts";

const [command, ...args] = process.argv.slice(2);
if (!command) {
  console.error("usage: tsx lib/cli/with-test-db.ts <command> [args…]");
  process.exit(2);
}
const code = await withTestDatabase(async ({ url, kind }) => {
  console.log(`test database: ${kind}`);
  return run(command, args, { DATABASE_URL: url });
});
process.exit(code);
