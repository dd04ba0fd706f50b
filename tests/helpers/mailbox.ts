// Browser tests read Kanal's mail where the dev mail driver keeps it: the MailboxMessage table.
// (Plain pg: the Playwright process does not load the app's server modules.)
import pg from "pg";

export type ReceivedMail = { subject: string; text: string; link: string; code: string | null };

/** Waits for the newest mail to `to` (sent after `since`) and picks out its link and 6-digit code. */
export async function waitForMail(to: string, since: Date, timeoutMs = 10_000): Promise<ReceivedMail> {
  const client = new pg.Client({ connectionString: process.env.DATABASE_URL });
  await client.connect();
  try {
    const deadline = Date.now() + timeoutMs;
    while (Date.now() < deadline) {
      const { rows } = await client.query<{ subject: string; text: string }>(
        `SELECT subject, text FROM "MailboxMessage" WHERE "to" = $1 AND "createdAt" >= $2 ORDER BY "createdAt" DESC LIMIT 1`,
        [to, since],
      );
      const mail = rows[0];
      if (mail) {
        const link = mail.text.match(/https?:\/\/\S+/)?.[0];
        if (!link) throw new Error(`mail to ${to} has no link`);
        return { ...mail, link, code: mail.text.match(/^(\d{6})$/m)?.[1] ?? null };
      }
      await new Promise((resolve) => setTimeout(resolve, 100));
    }
    throw new Error(`no mail to ${to} within ${timeoutMs} ms`);
  } finally {
    await client.end();
  }
}
