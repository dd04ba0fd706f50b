import { afterAll } from "vitest";

// Integration setup: two queries sent at once on one database connection (as Prisma's array form
// of $transaction did) make pg warn "client.query() when the client is already executing a query";
// pg 9 will throw, and on the embedded database it once interleaved two exchanges. Any such
// warning fails the file that caused it.
const overlaps: string[] = [];
process.on("warning", (warning) => {
  if (/already executing a query/.test(warning.message)) overlaps.push(warning.stack ?? warning.message);
});

afterAll(() => {
  if (overlaps.length > 0) throw new Error(`queries overlapped on one connection:\n${overlaps.join("\n")}`);
});
