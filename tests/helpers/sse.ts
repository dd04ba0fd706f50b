// Reads a Server-Sent Events body the way a browser's EventSource does, for tests and benches:
// frames split on blank lines, `field: value` lines, comments (`:` lines) kept as frames too.

export type SseFrame = { id?: string; event?: string; data?: string; retry?: string; comment?: string };

/** Parses complete frames out of `buffer`; returns them and what is left (an unfinished frame). */
export function parseSse(buffer: string): { frames: SseFrame[]; rest: string } {
  const frames: SseFrame[] = [];
  let rest = buffer;
  for (let end = rest.indexOf("\n\n"); end !== -1; end = rest.indexOf("\n\n")) {
    const block = rest.slice(0, end);
    rest = rest.slice(end + 2);
    const frame: SseFrame = {};
    for (const line of block.split("\n")) {
      if (line.startsWith(":")) frame.comment = line.slice(1).trim();
      else {
        const colon = line.indexOf(":");
        const field = line.slice(0, colon) as keyof SseFrame;
        const value = line.slice(colon + 1).replace(/^ /, "");
        frame[field] = frame[field] === undefined ? value : `${frame[field]}\n${value}`;
      }
    }
    frames.push(frame);
  }
  return { frames, rest };
}

/**
 * A stream being read in the background: `frames` grows as they come, `next(test)` waits for the
 * first frame (not yet taken) that passes, `ended` resolves when the body ends.
 */
export function readSse(body: ReadableStream<Uint8Array>) {
  const frames: SseFrame[] = [];
  const waiters = new Set<() => void>();
  const decoder = new TextDecoder();
  const reader = body.getReader();
  let taken = 0;
  let done = false;
  const ended = (async () => {
    let buffer = "";
    try {
      for (;;) {
        const chunk = await reader.read();
        if (chunk.done) break;
        const parsed = parseSse(buffer + decoder.decode(chunk.value, { stream: true }));
        buffer = parsed.rest;
        frames.push(...parsed.frames);
        for (const wake of waiters) wake();
      }
    } catch {
      // cancelled or aborted: the stream has ended
    } finally {
      done = true;
      for (const wake of waiters) wake();
    }
  })();

  /** The next frame after the last one taken that passes `test`; rejects after `timeoutMs` or when the stream ends. */
  async function next(test: (frame: SseFrame) => boolean = () => true, timeoutMs = 5_000): Promise<SseFrame> {
    const deadline = Date.now() + timeoutMs;
    for (;;) {
      for (let i = taken; i < frames.length; i++) {
        if (test(frames[i]!)) {
          taken = i + 1;
          return frames[i]!;
        }
      }
      if (done) throw new Error(`stream ended; frames: ${JSON.stringify(frames)}`);
      const left = deadline - Date.now();
      if (left <= 0) throw new Error(`no matching frame in ${timeoutMs} ms; frames: ${JSON.stringify(frames)}`);
      await new Promise<void>((resolve) => {
        const wake = () => {
          waiters.delete(wake);
          clearTimeout(timer);
          resolve();
        };
        const timer = setTimeout(wake, left);
        waiters.add(wake);
      });
    }
  }

  return { frames, next, ended, cancel: () => reader.cancel().catch(() => {}), isDone: () => done };
}
