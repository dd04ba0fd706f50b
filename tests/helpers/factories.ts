// Test data through the real database: each test file makes its own company and users, so
// nothing depends on test order or on another file's rows.
import { randomBytes, randomInt } from "node:crypto";
import bcrypt from "bcryptjs";
import type { Role } from "@/lib/generated/prisma/client";
import type { ChannelKind } from "@/lib/channels/types";
import { signAccessToken } from "@/lib/auth/jwt";
import { customerSearchText, customerSortName } from "@/lib/customers/search-text";
import { ensureDefaultSandbox } from "@/lib/server/channels/default-sandbox";
import { db } from "@/lib/server/db";
import { getEnv } from "@/lib/server/env";

// A precomputed bcrypt hash keeps factories fast; no test signs in with it.
const UNUSABLE_HASH = "$2b$04$0000000000000000000000uS3N6lQ6p8fG0m4l8s7W6dDk2f4t9yO";

export function uniqueEmail(label = "user") {
  return `${label}-${randomBytes(5).toString("hex")}@test.kanal`;
}

export async function createCompany(name = `Test ${randomBytes(3).toString("hex")}`) {
  return db.company.create({ data: { name } });
}

export async function createUser(options: {
  companyId: string;
  role?: Role;
  email?: string;
  /** A password to sign in with; hashed at a low cost (bcrypt reads the cost from the hash). */
  password?: string;
  verified?: boolean;
}) {
  return db.user.create({
    data: {
      companyId: options.companyId,
      email: options.email ?? uniqueEmail(options.role ?? "member"),
      firstName: "Test",
      lastName: "Kullanıcı",
      passwordHash: options.password ? await bcrypt.hash(options.password, 4) : UNUSABLE_HASH,
      role: options.role ?? "member",
      emailVerifiedAt: options.verified === false ? null : new Date(),
    },
  });
}

/** A company with its default sandbox channel, as a new company gets it (issue 16). */
export async function companyWithSandbox(name?: string) {
  const { id: companyId } = await createCompany(name);
  await ensureDefaultSandbox(companyId);
  const sandbox = await db.channel.findFirstOrThrow({ where: { companyId, systemKey: "sandbox" } });
  return { companyId, sandboxId: sandbox.id };
}

/** An extra sandbox channel (not the company's default one): Messenger ids look like page ids. */
export async function createSandboxChannel(companyId: string, kind: ChannelKind, name: string) {
  const prefix = kind === "whatsapp" ? "sandbox" : "page";
  return db.channel.create({
    data: {
      companyId,
      kind,
      provider: "sandbox",
      name,
      externalId: `${prefix}-${randomBytes(6).toString("hex")}`,
      verifyToken: randomBytes(8).toString("hex"),
    },
  });
}

/** A new user of `role`, signed in: their id and the request headers (with `extra`, e.g. accept-language). */
export async function signedInUser(companyId: string, role: Role, extra: Record<string, string> = {}) {
  const user = await createUser({ companyId, role });
  const headers: Record<string, string> = { ...(await signIn(user)).headers, ...extra };
  return { id: user.id, headers };
}

/** A fresh client address per call, so one test's throttle counters never touch another's. */
export function uniqueIp() {
  const bytes = randomBytes(3);
  return `10.${bytes[0]}.${bytes[1]}.${bytes[2]}`;
}

/** The newest mail the dev mailbox holds for an address, with its code and link picked out. */
export async function latestMail(to: string) {
  const mail = await db.mailboxMessage.findFirst({ where: { to }, orderBy: { createdAt: "desc" } });
  if (!mail) return null;
  const link = mail.text.match(/https?:\/\/\S+/)?.[0] ?? null;
  const code = mail.text.match(/^(\d{6})$/m)?.[1] ?? null;
  const params = link ? new URL(link).searchParams : null;
  return { ...mail, link, code, token: params?.get("token") ?? null };
}

/** A live session row and a signed access token for it, as a bearer header. */
export async function signIn(user: { id: string; companyId: string }) {
  const session = await db.session.create({
    data: { userId: user.id, companyId: user.companyId, expiresAt: new Date(Date.now() + 86_400_000) },
  });
  const token = await signAccessToken({ sub: user.id, sid: session.id, cid: user.companyId }, getEnv().AUTH_SECRET);
  return { session, token, headers: { authorization: `Bearer ${token}` } };
}

/** A customer's data for db.customer.create(Many), with the search and sort columns of its name and e-mail. */
export function customerData(firstName: string, lastName: string, email: string, extra: Record<string, unknown> = {}) {
  return {
    firstName,
    lastName,
    email,
    searchText: customerSearchText({ firstName, lastName, email }),
    sortName: customerSortName({ firstName, lastName }),
    ...extra,
  };
}

/** A Turkish mobile number in E.164 digits, random enough that one file's customers never share one. */
export const randomPhone = () => `905${String(randomInt(0, 1e9)).padStart(9, "0")}`;

/** A customer with a phone and their conversation on `channelId` (the inbox's unit). */
export async function createConversation(options: {
  companyId: string;
  channelId: string;
  phone?: string;
  /** When the customer last wrote: inside 24 hours a free-form message may be sent. */
  lastInboundAt?: Date | null;
  assigneeId?: string | null;
}) {
  const { companyId, channelId } = options;
  const phone = options.phone ?? randomPhone();
  const customer = await db.customer.create({
    data: { companyId, ...customerData("Ayşe", "Yılmaz", uniqueEmail("customer")), phoneE164: phone },
  });
  return db.conversation.create({
    data: {
      companyId,
      channelId,
      customerId: customer.id,
      contactAddress: phone,
      lastInboundAt: options.lastInboundAt ?? null,
      assigneeId: options.assigneeId ?? null,
    },
  });
}
