import "server-only";
import type { SecurityEventStatus } from "@/lib/account/types";
import type { Prisma } from "@/lib/generated/prisma/client";
import { db } from "@/lib/server/db";
import { clientIp } from "@/lib/server/http/client-ip";

// The security activity log (spec 02 §3 "Security event", the security page's "recent
// activity"). Every place that signs in, changes a password or two-factor, revokes sessions or
// exports data records one line here; the page renders `action` in the reader's language
// (messages: settings.security.events.<action>).

export const SECURITY_ACTIONS = [
  "signIn",
  "signInFailed",
  "twoFactorFailed",
  "passwordChanged",
  "passwordReset",
  "emailChanged",
  "twoFactorEnabled",
  "twoFactorDisabled",
  "recoveryCodesRegenerated",
  "recoveryCodeUsed",
  "sessionRevoked",
  "otherSessionsRevoked",
  "dataExportRequested",
  "accountDeactivated",
  "accountReactivated",
  "twoFactorPolicyChanged",
] as const;
export type SecurityAction = (typeof SECURITY_ACTIONS)[number];

/** Spec 02 §3: a security event's status is "success" or "warning" (failures, revocations). */
export type { SecurityEventStatus };

const WARNINGS: ReadonlySet<SecurityAction> = new Set(["signInFailed", "twoFactorFailed", "recoveryCodeUsed"]);

export async function recordSecurityEvent(input: {
  userId: string;
  companyId: string;
  action: SecurityAction;
  /** The request that caused it: its IP (the proxy's last hop) and user agent are kept. */
  req?: Request;
  status?: SecurityEventStatus;
  data?: Prisma.InputJsonObject;
}): Promise<void> {
  await db.securityEvent.create({
    data: {
      userId: input.userId,
      companyId: input.companyId,
      action: input.action,
      status: input.status ?? (WARNINGS.has(input.action) ? "warning" : "success"),
      ip: input.req ? clientIp(input.req.headers) : null,
      userAgent: input.req?.headers.get("user-agent")?.slice(0, 500) ?? null,
      ...(input.data ? { data: input.data } : {}),
    },
  });
}
