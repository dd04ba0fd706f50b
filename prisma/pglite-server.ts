// Serves one PGlite over TCP (the PostgreSQL wire protocol) to many connections, safely.
//
// PGlite is a single PostgreSQL session: every connection shares its unnamed statement and portal,
// its transaction and its error state. @electric-sql/pglite-socket (0.2.17, the newest) queues
// single protocol *messages*, so one connection's Bind could land on another's Parse ("bind message
// supplies 2 parameters, but prepared statement "" requires 3") and answers reached the wrong
// client. Here a connection holds the session for a whole exchange: from its first message until
// PGlite answers ReadyForQuery with status idle ('I'). So an extended-protocol round
// (Parse/Bind/Describe/Execute/Sync), a COPY, and a whole transaction ('T', or failed 'E') run
// without anyone else's messages in between; other connections wait their turn, first come first
// served. A connection that goes away while holding the session has its exchange ended and its
// transaction rolled back before the next one runs.
//
// What stays shared, as with any single session: SET, session advisory locks, LISTEN/NOTIFY and
// named prepared statements (see stack.md). Keep transactions short: one blocks every connection.
import { createServer, type Socket } from "node:net";
import type { PGlite } from "@electric-sql/pglite";

export type PgliteServer = {
  port: number;
  /** Stops listening, ends every connection (rolling back what it held) and waits for PGlite. */
  close(): Promise<void>;
};

const SSL_REQUEST = 80877103;
const GSSENC_REQUEST = 80877104;
const CANCEL_REQUEST = 80877102;
const PROTOCOL_3 = 196608;
const READY_FOR_QUERY = 0x5a; // 'Z'
const TERMINATE = 0x58; // 'X'
const IDLE = 0x49; // 'I'

type Connection = {
  socket: Socket;
  /** Bytes received and not yet framed into messages. */
  incoming: Buffer;
  /** Whole messages waiting to go to PGlite, in order. */
  pending: Buffer[];
  hasStarted: boolean;
  isClosed: boolean;
  isRunning: boolean;
  /** False from the first message of an exchange until ReadyForQuery 'I' ends it. */
  isIdle: boolean;
};

/** Frames PGlite's answer as it streams and remembers whether it ended on ReadyForQuery 'I'. */
function answerTracker() {
  const header = Buffer.alloc(5);
  let headerBytes = 0;
  let bodyLeft = 0;
  let type = 0;
  let endsIdle = false;
  return {
    feed(chunk: Uint8Array) {
      let at = 0;
      while (at < chunk.length) {
        if (bodyLeft > 0) {
          const take = Math.min(bodyLeft, chunk.length - at);
          if (type === READY_FOR_QUERY && bodyLeft === 1) endsIdle = chunk[at] === IDLE;
          bodyLeft -= take;
          at += take;
          continue;
        }
        header[headerBytes++] = chunk[at++]!;
        if (headerBytes === 5) {
          type = header[0]!;
          bodyLeft = header.readInt32BE(1) - 4;
          headerBytes = 0;
          endsIdle = false;
        }
      }
    },
    get endsIdle() {
      return endsIdle && bodyLeft === 0 && headerBytes === 0;
    },
  };
}

function message(type: string, body: Buffer): Buffer {
  const head = Buffer.alloc(5);
  head.write(type, 0, "latin1");
  head.writeInt32BE(body.length + 4, 1);
  return Buffer.concat([head, body]);
}

const cstring = (text: string) => Buffer.from(`${text}\0`, "utf8");

function fatal(code: string, text: string): Buffer {
  return message(
    "E",
    Buffer.concat([
      Buffer.from("S"),
      cstring("FATAL"),
      Buffer.from("C"),
      cstring(code),
      Buffer.from("M"),
      cstring(text),
      Buffer.from([0]),
    ]),
  );
}

/** Ends whatever a departed connection left open: a COPY, an unsynced extended exchange, a transaction. */
const END_EXCHANGE = Buffer.concat([message("f", cstring("connection closed")), message("S", Buffer.alloc(0))]);
const ROLLBACK = message("Q", cstring("ROLLBACK"));

export async function servePglite(
  db: PGlite,
  options: { host: string; port: number; maxConnections: number },
): Promise<PgliteServer> {
  await db.waitReady;
  const connections = new Set<Connection>();
  const waiting: Connection[] = [];
  let owner: Connection | null = null;
  let work: Promise<void> = Promise.resolve();

  async function exec(input: Buffer, onAnswer: (chunk: Uint8Array) => void) {
    await db.runExclusive(() => db.execProtocolRawStream(new Uint8Array(input), { onRawData: onAnswer }));
  }

  function grant(connection: Connection) {
    if (owner === null) owner = connection;
    if (owner === connection) run(connection);
    else if (!waiting.includes(connection)) waiting.push(connection);
  }

  function release(connection: Connection) {
    if (owner !== connection) return;
    owner = null;
    const next = waiting.shift();
    if (next) grant(next);
  }

  // Forwards the owner's messages to PGlite until its exchange is over and nothing is left.
  function run(connection: Connection) {
    if (connection.isRunning) return;
    connection.isRunning = true;
    const done = (async () => {
      try {
        while (owner === connection && !connection.isClosed && connection.pending.length > 0) {
          const batch = connection.pending.splice(0);
          const tracker = answerTracker();
          connection.isIdle = false;
          const answer = (chunk: Uint8Array) => {
            tracker.feed(chunk);
            if (!connection.isClosed) connection.socket.write(Buffer.from(chunk));
          };
          if (!connection.hasStarted) {
            // The startup packet must go on its own (PGlite recognises it by its first byte).
            await exec(batch[0]!, answer);
            connection.hasStarted = true;
            connection.isIdle = true;
            connection.pending.unshift(...batch.slice(1));
          } else {
            await exec(Buffer.concat(batch), answer);
            connection.isIdle = tracker.endsIdle;
          }
          if (connection.isIdle && connection.pending.length > 0 && waiting.length > 0) {
            // Between exchanges the others get their turn first.
            waiting.push(connection);
            release(connection);
          }
        }
      } catch (error) {
        connection.isClosed = true;
        connection.socket.destroy(error as Error);
      } finally {
        connection.isRunning = false;
        if (connection.isClosed) await cleanUp(connection);
        else if (owner === connection) {
          // Mid-exchange the session stays held until the client sends the rest.
          if (connection.pending.length > 0) run(connection);
          else if (connection.isIdle) release(connection);
        }
      }
    })();
    work = work.then(() => done);
  }

  async function cleanUp(connection: Connection) {
    const index = waiting.indexOf(connection);
    if (index >= 0) waiting.splice(index, 1);
    if (owner !== connection || connection.isRunning) return;
    if (!connection.isIdle) {
      try {
        const tracker = answerTracker();
        await exec(END_EXCHANGE, (chunk) => tracker.feed(chunk));
        if (!tracker.endsIdle) await exec(ROLLBACK, () => {});
      } catch (error) {
        console.error("embedded database: could not end a closed connection's transaction", error);
      }
    }
    connection.isIdle = true;
    release(connection);
  }

  function frame(connection: Connection) {
    let buffer = connection.incoming;
    while (buffer.length >= 5) {
      if (!connection.hasStarted && connection.pending.length === 0) {
        if (buffer.length < 8) break;
        const length = buffer.readInt32BE(0);
        const code = buffer.readInt32BE(4);
        if (length === 8 && (code === SSL_REQUEST || code === GSSENC_REQUEST)) {
          connection.socket.write("N");
          buffer = buffer.subarray(8);
          continue;
        }
        if (length === 16 && code === CANCEL_REQUEST) {
          // PGlite has no backend to signal; PostgreSQL answers a cancel request with nothing.
          connection.socket.end();
          buffer = Buffer.alloc(0);
          break;
        }
        if (code !== PROTOCOL_3 || length < 8) {
          connection.socket.destroy();
          buffer = Buffer.alloc(0);
          break;
        }
        if (buffer.length < length) break;
        connection.pending.push(Buffer.from(buffer.subarray(0, length)));
        buffer = buffer.subarray(length);
        continue;
      }
      const length = 1 + buffer.readInt32BE(1);
      if (buffer.length < length) break;
      if (buffer[0] === TERMINATE) {
        connection.socket.end();
        buffer = Buffer.alloc(0);
        break;
      }
      connection.pending.push(Buffer.from(buffer.subarray(0, length)));
      buffer = buffer.subarray(length);
    }
    connection.incoming = buffer;
  }

  const sockets = new Set<Socket>();
  const server = createServer((socket) => {
    sockets.add(socket);
    socket.once("close", () => sockets.delete(socket));
    if (connections.size >= options.maxConnections) {
      socket.on("error", () => {});
      socket.end(fatal("53300", "sorry, too many clients already"));
      return;
    }
    socket.setNoDelay(true);
    const connection: Connection = {
      socket,
      incoming: Buffer.alloc(0),
      pending: [],
      hasStarted: false,
      isClosed: false,
      isRunning: false,
      isIdle: true,
    };
    connections.add(connection);
    socket.on("data", (data) => {
      connection.incoming = connection.incoming.length ? Buffer.concat([connection.incoming, data]) : data;
      frame(connection);
      if (connection.pending.length > 0 && !connection.isClosed) grant(connection);
    });
    socket.on("error", () => {}); // a reset by the client; "close" follows
    socket.on("close", () => {
      connection.isClosed = true;
      connection.pending = [];
      connections.delete(connection);
      work = work.then(() => cleanUp(connection));
    });
  });

  await new Promise<void>((resolve, reject) => {
    server.once("error", reject);
    server.listen(options.port, options.host, () => {
      server.off("error", reject);
      resolve();
    });
  });
  const address = server.address();
  const port = typeof address === "object" && address ? address.port : options.port;

  return {
    port,
    async close() {
      const closed = new Promise<void>((resolve) => server.close(() => resolve()));
      for (const socket of sockets) socket.destroy();
      await closed;
      // Every connection's last exchange and clean-up has finished before PGlite may close.
      let settled: Promise<void>;
      do {
        settled = work;
        await settled;
      } while (settled !== work);
    },
  };
}
