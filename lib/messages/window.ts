// The customer-service window (meta.md §2.5, §4): a customer's message opens 24 hours in which the
// business may send anything; after it only an approved template may go (WhatsApp answers 131047
// otherwise). Messenger and Instagram have the same 24-hour standard messaging window (outside it
// only message tags, which Kanal does not send), so the rule is applied to every channel kind.
// Client-safe: the inbox shows the same deadline the API enforces.

export const MESSAGING_WINDOW_HOURS = 24;
const WINDOW_MS = MESSAGING_WINDOW_HOURS * 3600 * 1000;

/** When the window closes, or null when the customer never wrote. */
export function windowOpenUntil(lastInboundAt: Date | null): Date | null {
  return lastInboundAt ? new Date(lastInboundAt.getTime() + WINDOW_MS) : null;
}

/** Whether a message other than a template may be sent `now`. */
export function isWindowOpen(lastInboundAt: Date | null, now: Date = new Date()): boolean {
  const until = windowOpenUntil(lastInboundAt);
  return until !== null && until.getTime() > now.getTime();
}
