// One load process for tests/integration/embedded-concurrency.test.ts, run with plain `node`:
// `node tests/helpers/embedded-load-client.ts <databaseUrl> <processId> <operations> <poolSize>`.
// Fires its operations all at once through a `pg` pool: parameterised reads with one, two and
// three parameters (extended protocol, unnamed statements), simple-protocol reads, writes, and
// transactions (committed, and rolled back after a deliberate error). Every answer must echo what
// its own query sent. Prints one JSON line: { done, errors, mismatches, committed }.
import pg from "pg";

const [url, processId, operationCount, poolSize] = process.argv.slice(2);
const proc = Number(processId);
const pool = new pg.Pool({ connectionString: url, max: Number(poolSize), connectionTimeoutMillis: 15_000 });

const DEADLINE_MS = 20_000;
const errors: string[] = [];
const mismatches: string[] = [];
const committed: number[] = [];

function expectEcho(label: string, actual: unknown, expected: unknown) {
  if (JSON.stringify(actual) !== JSON.stringify(expected)) {
    mismatches.push(`${label}: expected ${JSON.stringify(expected)}, got ${JSON.stringify(actual)}`);
  }
}

async function operation(n: number) {
  const id = proc * 100_000 + n;
  const tag = `p${proc}-op${n}`;
  switch (n % 6) {
    case 0: {
      const { rows } = await pool.query("SELECT $1::int AS id", [id]);
      return expectEcho(`one-param ${tag}`, rows, [{ id }]);
    }
    case 1: {
      const { rows } = await pool.query("SELECT $1::int AS id, $2::text AS tag", [id, tag]);
      return expectEcho(`two-param ${tag}`, rows, [{ id, tag }]);
    }
    case 2: {
      const { rows } = await pool.query("SELECT $1::int AS id, $2::text AS tag, $3::int * 2 AS twice", [id, tag, n]);
      return expectEcho(`three-param ${tag}`, rows, [{ id, tag, twice: n * 2 }]);
    }
    case 3: {
      // Simple protocol: no parameters, the values are in the text.
      const { rows } = await pool.query(`SELECT ${id} AS id, '${tag}' AS tag`);
      return expectEcho(`simple ${tag}`, rows, [{ id, tag }]);
    }
    case 4: {
      const client = await pool.connect();
      try {
        await client.query("BEGIN");
        const inserted = await client.query(
          "INSERT INTO load_probe (id, proc, tag) VALUES ($1, $2, $3) RETURNING id, tag",
          [id, proc, tag],
        );
        expectEcho(`insert ${tag}`, inserted.rows, [{ id, tag }]);
        const read = await client.query("SELECT tag FROM load_probe WHERE id = $1 AND proc = $2", [id, proc]);
        expectEcho(`read-own-write ${tag}`, read.rows, [{ tag }]);
        await client.query("UPDATE load_probe SET tag = $2 WHERE id = $1", [id, `${tag}!`]);
        await client.query("COMMIT");
        committed.push(id);
      } catch (error) {
        await client.query("ROLLBACK").catch(() => {});
        throw error;
      } finally {
        client.release();
      }
      return;
    }
    default: {
      // A transaction that fails halfway must leave nothing behind and must not disturb others.
      const client = await pool.connect();
      try {
        await client.query("BEGIN");
        await client.query("INSERT INTO load_probe (id, proc, tag) VALUES ($1, $2, $3)", [id, proc, tag]);
        const failed = await client.query("SELECT 1 / $1::int AS x", [0]).then(
          () => null,
          (error: { code?: string }) => error.code,
        );
        expectEcho(`expected division_by_zero ${tag}`, failed, "22012");
        await client.query("ROLLBACK");
      } finally {
        client.release();
      }
      return;
    }
  }
}

const count = Number(operationCount);
let finished = 0;
// A mixed-up session can leave a client waiting forever for an answer that went elsewhere: report
// what is unfinished instead of hanging.
const deadline = setTimeout(() => {
  errors.push(`${count - finished} operations still waiting after ${DEADLINE_MS} ms`);
  console.log(JSON.stringify({ done: count, errors, mismatches, committed }));
  process.exit(0);
}, DEADLINE_MS);
await Promise.all(
  Array.from({ length: count }, (_, n) =>
    operation(n)
      .catch((error: Error & { code?: string }) => {
        errors.push(`op ${n}: ${error.code ?? ""} ${error.message}`);
      })
      .finally(() => finished++),
  ),
);
clearTimeout(deadline);
await pool.end();
console.log(JSON.stringify({ done: count, errors, mismatches, committed }));
