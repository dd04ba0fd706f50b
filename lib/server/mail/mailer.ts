import "server-only";
import { db } from "@/lib/server/db";
import { getEnv } from "@/lib/server/env";
import { logger } from "@/lib/server/logger";

// The mailer (architecture.md §E-mail): SMTP through nodemailer when SMTP_URL is set; otherwise
// the dev mailbox, a table read at /dev/mailbox and by the tests, so nobody needs a mail server
// to finish registration or a password reset.

export type Mail = { to: string; subject: string; text: string; html: string; link?: string };

type SendMail = (mail: Mail) => Promise<void>;

let smtpSend: SendMail | undefined;

async function sendThroughSmtp(mail: Mail, smtpUrl: string, from: string): Promise<void> {
  if (!smtpSend) {
    const nodemailer = await import("nodemailer");
    const transport = nodemailer.createTransport(smtpUrl);
    smtpSend = async ({ to, subject, text, html }) => {
      await transport.sendMail({ from, to, subject, text, html });
    };
  }
  await smtpSend(mail);
}

async function keepInMailbox(mail: Mail): Promise<void> {
  await db.mailboxMessage.create({
    data: { to: mail.to, subject: mail.subject, text: mail.text, html: mail.html },
  });
  // Development convenience: the link is in the log too. Production logs never carry links.
  if (getEnv().NODE_ENV !== "production") {
    logger.info({ to: mail.to, subject: mail.subject, link: mail.link }, "mail kept in the dev mailbox (/dev/mailbox)");
  } else {
    logger.warn({ subject: mail.subject }, "SMTP_URL is not set: mail kept in the database mailbox, not delivered");
  }
}

/**
 * Sends one mail. A failing SMTP server is logged and swallowed: the caller's answer must not
 * reveal whether an address exists, and the user can always ask again.
 */
export async function sendMail(mail: Mail): Promise<void> {
  const { SMTP_URL, MAIL_FROM } = getEnv();
  try {
    if (SMTP_URL) await sendThroughSmtp(mail, SMTP_URL, MAIL_FROM);
    else await keepInMailbox(mail);
  } catch (error) {
    logger.error({ err: error, subject: mail.subject }, "sending mail failed");
  }
}
