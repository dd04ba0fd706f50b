import type { ReactNode } from "react";

/**
 * The `<strong>` tag of a rich message that names an e-mail address ("we sent a code to
 * <strong>{email}</strong>"): in the text's own colour, and free to break anywhere, since a long
 * address must not overflow a phone's width.
 */
export const strongAddress = (chunks: ReactNode) => (
  <strong className="font-medium wrap-anywhere text-foreground">{chunks}</strong>
);
