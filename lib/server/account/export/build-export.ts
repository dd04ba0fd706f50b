import "server-only";
import { can } from "@/lib/permissions";
import { readPreferences } from "@/lib/server/account/preferences";
import { deviceLabel } from "@/lib/server/auth/device";
import { customerSelect, toCustomerJson } from "@/lib/server/customers/customer-json";
import { db } from "@/lib/server/db";

// The file of a data export (issue 6): the user's own data — profile (never a hash or a secret),
// preferences, sessions, security events, notifications — and, for owners and admins, the
// company's customer groups and customers. Long lists are read a page at a time by id (keyset)
// and written as they come, one compact item per line, so no list is held whole as rows.

export const EXPORT_FORMAT = "kanal-export";
export const EXPORT_FORMAT_VERSION = 1;
const PAGE_SIZE = 1000;

type Page<T> = (afterId: string | undefined) => Promise<T[]>;

/** `[ item, item ]` from a keyset-paginated source, one item per line. */
async function* jsonArray<T extends { id: string }>(
  readPage: Page<T>,
  toJson: (row: T) => unknown = (row) => row,
): AsyncGenerator<string> {
  yield "[";
  let afterId: string | undefined;
  let first = true;
  for (;;) {
    const rows = await readPage(afterId);
    if (rows.length > 0) {
      yield (first ? "\n" : ",\n") + rows.map((row) => `    ${JSON.stringify(toJson(row))}`).join(",\n");
      first = false;
    }
    if (rows.length < PAGE_SIZE) break;
    afterId = rows.at(-1)!.id;
  }
  yield first ? "]" : "\n  ]";
}

/** The findMany arguments of one page: the rows of `where` after `afterId`, in id order. */
const pageOf = <W extends object>(where: W, afterId: string | undefined) => ({
  where: { ...where, ...(afterId ? { id: { gt: afterId } } : {}) },
  orderBy: { id: "asc" as const },
  take: PAGE_SIZE,
});

// The columns the file holds of a session (never its token hashes) and of a customer group.
const sessionColumns = {
  id: true,
  userAgent: true,
  ip: true,
  rememberMe: true,
  createdAt: true,
  lastActiveAt: true,
  expiresAt: true,
  revokedAt: true,
} as const;
const groupColumns = { id: true, name: true, description: true, createdAt: true, updatedAt: true } as const;

async function* exportParts({ userId }: { userId: string }): AsyncGenerator<string> {
  const user = await db.user.findUniqueOrThrow({
    where: { id: userId },
    select: {
      id: true,
      email: true,
      firstName: true,
      lastName: true,
      phone: true,
      jobTitle: true,
      bio: true,
      avatarUrl: true,
      role: true,
      locale: true,
      emailVerifiedAt: true,
      lastLoginAt: true,
      termsAcceptedAt: true,
      marketingOptIn: true,
      profileVisibility: true,
      loginAlerts: true,
      twoFactorEnabledAt: true,
      deactivatedAt: true,
      preferences: true,
      createdAt: true,
      updatedAt: true,
      company: { select: { id: true, name: true, plan: true, createdAt: true } },
    },
  });
  const { preferences, company, twoFactorEnabledAt, ...profile } = user;
  // The user's company and role as they are now, not when the export was asked for.
  const companyId = company.id;
  const field = (name: string, value: unknown) =>
    `  ${JSON.stringify(name)}: ${JSON.stringify(value, null, 2).replaceAll("\n", "\n  ")},\n`;

  yield "{\n";
  yield field("format", EXPORT_FORMAT);
  yield field("version", EXPORT_FORMAT_VERSION);
  yield field("exportedAt", new Date().toISOString());
  yield field("profile", { ...profile, twoFactorEnabled: twoFactorEnabledAt !== null, twoFactorEnabledAt });
  yield field("company", company);
  yield field("preferences", readPreferences(preferences));

  yield '  "sessions": ';
  yield* jsonArray(
    (afterId) => db.session.findMany({ ...pageOf({ userId }, afterId), select: sessionColumns }),
    (row) => ({ ...row, device: deviceLabel(row.userAgent) || null }),
  );
  yield ',\n  "securityEvents": ';
  yield* jsonArray((afterId) =>
    db.securityEvent.findMany({
      ...pageOf({ userId }, afterId),
      select: { id: true, action: true, status: true, ip: true, userAgent: true, data: true, createdAt: true },
    }),
  );
  yield ',\n  "notifications": ';
  yield* jsonArray((afterId) =>
    db.notification.findMany({
      ...pageOf({ userId }, afterId),
      select: { id: true, type: true, data: true, readAt: true, createdAt: true },
    }),
  );

  // Company data only for those who may export it (architecture.md: owner and admin).
  if (can(user.role, "account.exportCompanyData")) {
    yield ',\n  "customerGroups": ';
    yield* jsonArray(
      (afterId) =>
        db.customerGroup.findMany({
          ...pageOf({ companyId }, afterId),
          select: { ...groupColumns, _count: { select: { customers: true } } },
        }),
      ({ _count, ...group }) => ({ ...group, count: _count.customers }),
    );
    yield ',\n  "customers": ';
    yield* jsonArray(
      (afterId) => db.customer.findMany({ ...pageOf({ companyId }, afterId), select: customerSelect }),
      toCustomerJson,
    );
  }
  yield "\n}\n";
}

/**
 * The export as UTF-8 bytes. The storage layer takes whole objects, so the parts are joined at
 * the end; each part is already text, never a page of rows kept for later.
 */
export async function buildDataExport(options: { userId: string }): Promise<Uint8Array> {
  const chunks: Buffer[] = [];
  for await (const part of exportParts(options)) chunks.push(Buffer.from(part, "utf8"));
  return Buffer.concat(chunks);
}
