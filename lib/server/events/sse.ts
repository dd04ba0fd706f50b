// Server-Sent Events framing (the WHATWG "event stream" format): a frame is `field: value` lines
// closed by a blank line. Values must not hold a newline (it would end the field), so `data` is
// JSON on one line and names are checked; a comment line starts with ":" and is ignored by
// clients (our heartbeat). Pure, so it is unit-tested alone.

const encoder = new TextEncoder();
const SINGLE_LINE = /^[^\r\n]*$/;

function line(field: string, value: string): string {
  if (!SINGLE_LINE.test(value)) throw new Error(`SSE ${field} must be one line`);
  return `${field}: ${value}\n`;
}

/** One event: `id:` (what the client sends back as Last-Event-ID), `event:` (its kind), `data:` (JSON). */
export function sseEvent(frame: { id?: string; event: string; data: unknown }): string {
  // JSON.stringify escapes newlines inside strings, so the data is always one line.
  return (
    (frame.id !== undefined ? line("id", frame.id) : "") +
    line("event", frame.event) +
    line("data", JSON.stringify(frame.data)) +
    "\n"
  );
}

/** How long a client waits before reconnecting after the stream ends. */
export const sseRetry = (ms: number) => `retry: ${Math.max(0, Math.round(ms))}\n\n`;

/** A comment line: keeps proxies and the client's connection awake, carries nothing. */
export const sseComment = (text = "") => `:${text ? ` ${text.replace(/[\r\n]+/g, " ")}` : ""}\n\n`;

export const encodeSse = (text: string) => encoder.encode(text);
