// Polling for tests that watch another process (a worker, a stream): the one way to wait for a
// state, with a failure message that says what never came and where things stood.

type Options = {
  /** How long to wait, in ms. */
  timeoutMs?: number;
  /** How often to look, in ms. */
  intervalMs?: number;
  /** Where things stand, added to the failure's message (e.g. the job table's states). */
  describe?: () => Promise<string>;
};

export const sleep = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

/** Reads until `done(value)` and returns that value; throws after `timeoutMs` (default 20 s) with the last one. */
export async function until<T>(
  what: string,
  read: () => T | Promise<T>,
  done: (value: T) => boolean,
  { timeoutMs = 20_000, intervalMs = 100, describe }: Options = {},
): Promise<T> {
  const deadline = Date.now() + timeoutMs;
  for (;;) {
    const value = await read();
    if (done(value)) return value;
    if (Date.now() > deadline) {
      const detail = describe ? await describe() : JSON.stringify(value);
      throw new Error(`${what}: not done after ${timeoutMs} ms (${detail})`);
    }
    await sleep(intervalMs);
  }
}

/** `until` for a yes/no check. */
export async function untilTrue(what: string, check: () => boolean | Promise<boolean>, options: Options = {}) {
  await until(what, check, Boolean, options);
}
