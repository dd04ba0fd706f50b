import "server-only";
import { APP_NAME } from "@/lib/constants";
import { createFormatter } from "@/lib/format";
import { toLocale, type Locale } from "@/lib/i18n/config";
import { translatorFor, type Translate } from "@/lib/server/i18n";
import type { Mail } from "@/lib/server/mail/mailer";

// The mails Kanal sends, in the recipient's language: plain text plus simple, inline-styled HTML
// (mail clients ignore style sheets).

export type Recipient = { email: string; firstName: string; locale: string };

/** The columns of a user that a mail to them needs (the Prisma select of a `Recipient`). */
export const recipientSelect = { email: true, firstName: true, locale: true } as const;

const escapeHtml = (value: string) =>
  value.replace(/[&<>"']/g, (char) => ({ "&": "&amp;", "<": "&lt;", ">": "&gt;", '"': "&quot;", "'": "&#39;" })[char]!);

/** What one mail says; `composeMail` lays it out in the frame every Kanal mail shares. */
export type MailContent = {
  subject: string;
  paragraphs: string[];
  action: { label: string; url: string };
  /** A code, shown large. */
  highlight?: string;
  /** The closing note; by default "if you did not ask for this, ignore it". */
  footer?: string;
};

function layout(locale: Locale, { paragraphs, action, highlight, footer }: MailContent) {
  const t = translatorFor(locale);
  const note = footer ?? t("mail.ignore");
  const html = `<!doctype html><html lang="${locale}"><body style="margin:0;padding:24px;background:#f6f6f9;font-family:system-ui,-apple-system,Segoe UI,Roboto,sans-serif;color:#1c1d22">
<div style="max-width:480px;margin:0 auto;background:#ffffff;border:1px solid #e6e6ec;border-radius:12px;padding:32px">
<p style="margin:0 0 24px;font-weight:600;font-size:18px;color:#4f46e5">${APP_NAME}</p>
${paragraphs.map((text) => `<p style="margin:0 0 16px;line-height:1.5">${escapeHtml(text)}</p>`).join("\n")}
${highlight ? `<p style="margin:8px 0 24px;font-size:32px;letter-spacing:8px;font-weight:700;font-family:ui-monospace,monospace">${escapeHtml(highlight)}</p>` : ""}
<p style="margin:0 0 24px"><a href="${escapeHtml(action.url)}" style="display:inline-block;background:#4f46e5;color:#ffffff;text-decoration:none;padding:10px 18px;border-radius:8px;font-weight:600">${escapeHtml(action.label)}</a></p>
<p style="margin:0 0 8px;font-size:13px;color:#6b6c76;word-break:break-all">${escapeHtml(action.url)}</p>
<p style="margin:24px 0 0;font-size:13px;color:#6b6c76">${escapeHtml(note)}<br>${escapeHtml(t("mail.signature"))}</p>
</div></body></html>`;
  const text = [
    ...paragraphs,
    ...(highlight ? ["", highlight, ""] : [""]),
    `${action.label}: ${action.url}`,
    "",
    note,
    t("mail.signature"),
  ].join("\n");
  return { html, text };
}

/** The mail to `to` in `locale`: `content` in the frame (the action's link is logged by the dev mailbox). */
function composeMail(to: string, locale: Locale, content: MailContent): Mail {
  const { html, text } = layout(locale, content);
  return { to, subject: content.subject, text, html, link: content.action.url };
}

/**
 * A mail to a user, in their language and opening with their name; `write` says the rest (also
 * used by lib/server/billing/usage-alert-mail.ts).
 */
export function mailToUser(user: Recipient, write: (t: Translate, locale: Locale) => MailContent): Mail {
  const locale = toLocale(user.locale);
  const t = translatorFor(locale);
  const content = write(t, locale);
  const greeting = t("mail.greeting", { name: user.firstName });
  return composeMail(user.email, locale, { ...content, paragraphs: [greeting, ...content.paragraphs] });
}

/** A mail with a code to type in, its texts under `mail.<messages>`: the subject names it, the body shows it large. */
const codeMail = (user: Recipient, code: string, url: string, messages: "verify" | "emailChange"): Mail =>
  mailToUser(user, (t) => ({
    subject: t(`mail.${messages}.subject`, { code }),
    paragraphs: [t(`mail.${messages}.intro`)],
    action: { label: t(`mail.${messages}.action`), url },
    highlight: code,
  }));

export const verificationMail = (user: Recipient, code: string, url: string) => codeMail(user, code, url, "verify");

export const passwordResetMail = (user: Recipient, url: string): Mail =>
  mailToUser(user, (t) => ({
    subject: t("mail.reset.subject"),
    paragraphs: [t("mail.reset.intro")],
    action: { label: t("mail.reset.action"), url },
  }));

/** The data export the user asked for is ready (issue 6); the link leads to the privacy section. */
export const dataExportReadyMail = (user: Recipient, url: string, expiresAt: string): Mail =>
  mailToUser(user, (t) => ({
    subject: t("mail.exportReady.subject"),
    paragraphs: [t("mail.exportReady.intro", { expiresAt })],
    action: { label: t("mail.exportReady.action"), url },
  }));

/** The code that confirms a new e-mail address (issue 6), sent to that new address. */
export const emailChangeCodeMail = (user: Recipient, code: string, url: string) =>
  codeMail(user, code, url, "emailChange");

/** Tells the old address that the account now uses `newEmail` (issue 6). */
export const emailChangedMail = (user: Recipient, newEmail: string, url: string): Mail =>
  mailToUser(user, (t) => ({
    subject: t("mail.emailChanged.subject"),
    paragraphs: [t("mail.emailChanged.intro", { email: newEmail })],
    action: { label: t("mail.emailChanged.action"), url },
    footer: t("mail.emailChanged.notYou"),
  }));

/**
 * A sign-in from a device the account had not used before (issue 6): when (in UTC, said so),
 * which device, from which address, and the way to the security page.
 */
export const loginAlertMail = (user: Recipient, details: { at: Date; device: string; ip: string; url: string }) =>
  mailToUser(user, (t, locale) => {
    const when = new Intl.DateTimeFormat(locale, { dateStyle: "long", timeStyle: "long", timeZone: "UTC" });
    return {
      subject: t("mail.loginAlert.subject"),
      paragraphs: [
        t("mail.loginAlert.intro"),
        t("mail.loginAlert.time", { time: when.format(details.at) }),
        t("mail.loginAlert.device", { device: details.device || t("mail.loginAlert.unknownDevice") }),
        t("mail.loginAlert.ip", { ip: details.ip }),
        t("mail.loginAlert.ifNotYou"),
      ],
      action: { label: t("mail.loginAlert.action"), url: details.url },
      footer: t("mail.loginAlert.footer"),
    };
  });

/**
 * An invitation to join a company (issue 7). The invitee has no account yet, so the mail speaks
 * the inviter's language; the link is valid until `expiresAt` and works once.
 */
export function invitationMail(details: {
  to: string;
  locale: string;
  inviterName: string;
  companyName: string;
  role: "admin" | "member";
  url: string;
  expiresAt: Date;
}): Mail {
  const locale = toLocale(details.locale);
  const t = translatorFor(locale);
  const until = createFormatter({ locale }).longDate(details.expiresAt);
  const values = { inviter: details.inviterName, company: details.companyName };
  return composeMail(details.to, locale, {
    subject: t("mail.invitation.subject", values),
    paragraphs: [
      t("mail.invitation.intro", { ...values, role: t(`mail.invitation.roles.${details.role}`) }),
      t("mail.invitation.validUntil", { date: until }),
    ],
    action: { label: t("mail.invitation.action"), url: details.url },
    footer: t("mail.invitation.footer"),
  });
}
