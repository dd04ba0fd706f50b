import "server-only";
import { db } from "@/lib/server/db";
import { appUrl } from "@/lib/server/app-url";
import { enqueue } from "@/lib/server/jobs/enqueue";
import { sendMail } from "@/lib/server/mail/mailer";
import { loginAlertMail, recipientSelect } from "@/lib/server/mail/templates";
import { deviceLabel } from "@/lib/server/auth/device";

// Login alerts (issue 6, spec 02 §2.9): an e-mail when an account signs in from a device it has
// not used before, i.e. no earlier session of this user has the same browser + system label.
// Only the user's loginAlerts switch turns them off (security alerts are not subject to the
// e-mail notification preferences). The mail is a background job (lib/server/jobs): sign-in never
// waits for a mail server, and a failed send is retried.

/** True when none of the user's sessions, past or present, came from this browser + system. */
export async function isNewDevice(userId: string, userAgent: string | null): Promise<boolean> {
  const label = deviceLabel(userAgent);
  const earlier = await db.session.findMany({
    where: { userId },
    select: { userAgent: true },
    distinct: ["userAgent"],
  });
  return !earlier.some((session) => deviceLabel(session.userAgent) === label);
}

type Alert = { userId: string; userAgent: string | null; ip: string; at: Date };

export async function sendLoginAlert({ userId, userAgent, ip, at }: Alert): Promise<boolean> {
  const user = await db.user.findUnique({
    where: { id: userId },
    select: { ...recipientSelect, loginAlerts: true },
  });
  if (!user?.loginAlerts) return false;
  const url = appUrl("/settings/security");
  await sendMail(loginAlertMail(user, { at, device: deviceLabel(userAgent), ip, url }));
  return true;
}

/** Queues the alert: a worker sends it (the "login-alert" task runs sendLoginAlert). */
export async function sendLoginAlertLater({ at, ...alert }: Alert): Promise<void> {
  await enqueue("login-alert", { ...alert, at: at.toISOString() });
}
