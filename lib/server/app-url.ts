import "server-only";
import { getEnv } from "@/lib/server/env";

// The absolute links Kanal sends out (mails, alerts), all on APP_URL: a mail is read outside the
// request that sent it, so the link cannot be relative to it.

/** `path` on APP_URL, with `params` as its query string (in the given order). */
export function appUrl(path: string, params: Record<string, string> = {}): string {
  const url = new URL(path, getEnv().APP_URL);
  for (const [name, value] of Object.entries(params)) url.searchParams.set(name, value);
  return url.toString();
}
