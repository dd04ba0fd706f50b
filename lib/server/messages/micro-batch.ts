import "server-only";

// Coalesces the calls one process makes in the same turn of the event loop into one call of a
// batch function, so that many jobs running side by side (a worker fetches several at once) share
// one round trip to the database instead of one each. Each caller still gets its own answer, or its
// own error: a batch that throws rejects every caller in it, and the callers handle that as they
// would a failed query of their own. Nothing waits longer than the current turn (plus `delayMs`).

export type BatchFunction<I, O> = (inputs: I[]) => Promise<O[]>;

/**
 * `run(input)` resolves to what `handle` answered for that input (same index). `maxSize` caps one
 * batch (a statement with thousands of parameters is no faster); `delayMs` lets stragglers join.
 */
export function microBatch<I, O>(
  handle: BatchFunction<I, O>,
  { maxSize = 200, delayMs = 0 }: { maxSize?: number; delayMs?: number } = {},
): (input: I) => Promise<O> {
  type Waiting = { input: I; resolve: (output: O) => void; reject: (error: unknown) => void };
  let waiting: Waiting[] = [];
  let scheduled = false;

  const flush = () => {
    scheduled = false;
    const batch = waiting;
    waiting = [];
    for (let at = 0; at < batch.length; at += maxSize) {
      const part = batch.slice(at, at + maxSize);
      handle(part.map((item) => item.input)).then(
        (outputs) => part.forEach((item, index) => item.resolve(outputs[index]!)),
        (error: unknown) => part.forEach((item) => item.reject(error)),
      );
    }
  };

  return (input) =>
    new Promise<O>((resolve, reject) => {
      waiting.push({ input, resolve, reject });
      if (scheduled) return;
      scheduled = true;
      if (delayMs > 0) setTimeout(flush, delayMs);
      else setImmediate(flush);
    });
}
