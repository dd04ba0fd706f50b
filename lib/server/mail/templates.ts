import "server-only";
import { APP_NAME } from "@/lib/constants";
import { createFormatter } from "@/lib/format";
import { toLocale, type Locale } from "@/lib/i18n/config";
import { translatorFor } from "@/lib/server/i18n";
import type { Mail } from "@/lib/server/mail/mailer";

// The mails Kanal sends, in the recipient's language: plain text plus simple, inline-styled HTML
// (mail clients ignore style sheets).

export type Recipient = { email: string; firstName: string; locale: string };

const escapeHtml = (value: string) =>
  value.replace(/[&<>"']/g, (char) => ({ "&": "&amp;", "<": "&lt;", ">": "&gt;", '"': "&quot;", "'": "&#39;" })[char]!);

/** The frame of every mail (also used by lib/server/billing/usage-alert-mail.ts). */
export function layout(
  locale: Locale,
  paragraphs: string[],
  action: { label: string; url: string },
  highlight?: string,
  /** The closing note; by default "if you did not ask for this, ignore it". */
  footer?: string,
) {
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

const localeOfUser = (user: Recipient): Locale => toLocale(user.locale);

export function verificationMail(user: Recipient, code: string, url: string): Mail {
  const locale = localeOfUser(user);
  const t = translatorFor(locale);
  const paragraphs = [t("mail.greeting", { name: user.firstName }), t("mail.verify.intro")];
  const { html, text } = layout(locale, paragraphs, { label: t("mail.verify.action"), url }, code);
  return { to: user.email, subject: t("mail.verify.subject", { code }), text, html, link: url };
}

export function passwordResetMail(user: Recipient, url: string): Mail {
  const locale = localeOfUser(user);
  const t = translatorFor(locale);
  const paragraphs = [t("mail.greeting", { name: user.firstName }), t("mail.reset.intro")];
  const { html, text } = layout(locale, paragraphs, { label: t("mail.reset.action"), url });
  return { to: user.email, subject: t("mail.reset.subject"), text, html, link: url };
}

/** The data export the user asked for is ready (issue 6); the link leads to the privacy section. */
export function dataExportReadyMail(user: Recipient, url: string, expiresAt: string): Mail {
  const locale = localeOfUser(user);
  const t = translatorFor(locale);
  const paragraphs = [t("mail.greeting", { name: user.firstName }), t("mail.exportReady.intro", { expiresAt })];
  const { html, text } = layout(locale, paragraphs, { label: t("mail.exportReady.action"), url });
  return { to: user.email, subject: t("mail.exportReady.subject"), text, html, link: url };
}

/** The code that confirms a new e-mail address (issue 6), sent to that new address. */
export function emailChangeCodeMail(user: Recipient, code: string, url: string): Mail {
  const locale = localeOfUser(user);
  const t = translatorFor(locale);
  const paragraphs = [t("mail.greeting", { name: user.firstName }), t("mail.emailChange.intro")];
  const { html, text } = layout(locale, paragraphs, { label: t("mail.emailChange.action"), url }, code);
  return { to: user.email, subject: t("mail.emailChange.subject", { code }), text, html, link: url };
}

/** Tells the old address that the account now uses `newEmail` (issue 6). */
export function emailChangedMail(user: Recipient, newEmail: string, url: string): Mail {
  const locale = localeOfUser(user);
  const t = translatorFor(locale);
  const paragraphs = [t("mail.greeting", { name: user.firstName }), t("mail.emailChanged.intro", { email: newEmail })];
  const { html, text } = layout(
    locale,
    paragraphs,
    { label: t("mail.emailChanged.action"), url },
    undefined,
    t("mail.emailChanged.notYou"),
  );
  return { to: user.email, subject: t("mail.emailChanged.subject"), text, html, link: url };
}

/**
 * A sign-in from a device the account had not used before (issue 6): when (in UTC, said so),
 * which device, from which address, and the way to the security page.
 */
export function loginAlertMail(user: Recipient, details: { at: Date; device: string; ip: string; url: string }): Mail {
  const locale = localeOfUser(user);
  const t = translatorFor(locale);
  const when = new Intl.DateTimeFormat(locale, { dateStyle: "long", timeStyle: "long", timeZone: "UTC" }).format(
    details.at,
  );
  const paragraphs = [
    t("mail.greeting", { name: user.firstName }),
    t("mail.loginAlert.intro"),
    t("mail.loginAlert.time", { time: when }),
    t("mail.loginAlert.device", { device: details.device || t("mail.loginAlert.unknownDevice") }),
    t("mail.loginAlert.ip", { ip: details.ip }),
    t("mail.loginAlert.ifNotYou"),
  ];
  const { html, text } = layout(
    locale,
    paragraphs,
    { label: t("mail.loginAlert.action"), url: details.url },
    undefined,
    t("mail.loginAlert.footer"),
  );
  return { to: user.email, subject: t("mail.loginAlert.subject"), text, html, link: details.url };
}

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
  const paragraphs = [
    t("mail.invitation.intro", { ...values, role: t(`mail.invitation.roles.${details.role}`) }),
    t("mail.invitation.validUntil", { date: until }),
  ];
  const { html, text } = layout(
    locale,
    paragraphs,
    { label: t("mail.invitation.action"), url: details.url },
    undefined,
    t("mail.invitation.footer"),
  );
  return { to: details.to, subject: t("mail.invitation.subject", values), text, html, link: details.url };
}
