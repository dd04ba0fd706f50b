import "server-only";
import type { Limit } from "@/lib/server/rate-limit";

// Throttles of the account settings, per user (kept in PostgreSQL like every other throttle).
export const ACCOUNT_LIMITS = {
  /**
   * Every attempt to start a change, counted before anything is looked up: the "address taken"
   * answer says whether someone has an account, so one account may ask about 20 addresses an hour.
   */
  emailChangeAttempts: { limit: 20, windowSeconds: 60 * 60 },
  /** Codes mailed to a new address: bounds the mail one account can make Kanal send. */
  emailChangeStart: { limit: 5, windowSeconds: 60 * 60 },
  /** Code checks, across codes: each code allows 5 wrong tries, this bounds asking for new ones. */
  emailChangeConfirm: { limit: 20, windowSeconds: 15 * 60 },
  /** Wrong current passwords (password change, account deletion): a stolen session cannot guess on. */
  passwordFailures: { limit: 10, windowSeconds: 15 * 60 },
} as const satisfies Record<string, Limit>;
