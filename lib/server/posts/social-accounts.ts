import "server-only";
import type { Prisma, SocialAccount } from "@/lib/generated/prisma/client";
import type { SocialAccountJson } from "@/lib/posts/types";
import type { CreateSocialAccountInput, UpdateSocialAccountInput } from "@/lib/validation/posts";
import { newSandboxExternalId, sealedSecretColumns, secretsHintOf } from "@/lib/server/channels/channel-secrets";
import { db } from "@/lib/server/db";
import { AppError, type FieldErrorKey } from "@/lib/server/errors";
import type { ProviderError } from "@/lib/server/channels/providers/errors";
import { socialErrorReason } from "@/lib/server/posts/social-error-reason";

// A company's social accounts (api.md → Posts (calendar) and social accounts). Secrets are sealed
// like a Channel's (channel-secrets.ts: AES-256-GCM under a key from AUTH_SECRET), never answered
// (only their last 4 characters). Disconnecting wipes them and keeps the account's posts and figures.

export const socialAccountSelect = {
  id: true,
  companyId: true,
  platform: true,
  provider: true,
  name: true,
  handle: true,
  avatarUrl: true,
  status: true,
  externalId: true,
  accessTokenHint: true,
  appSecretHint: true,
  lastErrorMessage: true,
  lastErrorAt: true,
  lastErrorReason: true,
  createdAt: true,
  updatedAt: true,
} as const satisfies Partial<Record<keyof SocialAccount, true>>;

export type SocialAccountRow = Pick<SocialAccount, keyof typeof socialAccountSelect>;

export const accountNotFound = () => new AppError("NOT_FOUND", { messageKey: "posts.api.accountNotFound" });

export function toSocialAccountJson(row: SocialAccountRow): SocialAccountJson {
  return {
    id: row.id,
    platform: row.platform,
    provider: row.provider,
    name: row.name,
    handle: row.handle,
    avatarUrl: row.avatarUrl,
    status: row.status,
    publishing: row.provider === "manual" ? "manual" : "auto",
    externalId: row.externalId,
    lastError:
      row.lastErrorMessage && row.lastErrorAt
        ? { message: row.lastErrorMessage, reason: row.lastErrorReason, at: row.lastErrorAt.toISOString() }
        : null,
    secretsHint: secretsHintOf(row),
    createdAt: row.createdAt.toISOString(),
    updatedAt: row.updatedAt.toISOString(),
  };
}

/**
 * An account its platform refused at the account level (token expired, account locked…), on a
 * publish or a figures snapshot: `error`, with the reason in words (shown in /settings/channels).
 */
export async function markSocialAccountError(accountId: string, error: ProviderError): Promise<void> {
  await db.socialAccount.update({
    where: { id: accountId },
    data: {
      status: "error",
      lastErrorMessage: error.summary.slice(0, 1000),
      lastErrorAt: new Date(),
      lastErrorReason: socialErrorReason(error),
    },
  });
}

export async function listSocialAccounts(companyId: string): Promise<SocialAccountJson[]> {
  const rows = await db.socialAccount.findMany({
    where: { companyId },
    select: socialAccountSelect,
    orderBy: [{ createdAt: "asc" }, { id: "asc" }],
  });
  return rows.map(toSocialAccountJson);
}

export async function getSocialAccountOrThrow({ companyId, id }: { companyId: string; id: string }) {
  const row = await db.socialAccount.findFirst({ where: { id, companyId }, select: socialAccountSelect });
  if (!row) throw accountNotFound();
  return row;
}

const META_ONLY_FIELDS = ["externalId", "accessToken", "appSecret"] as const;

/** Meta's id and secrets, sent for a sandbox or manual account: each an unknown field. */
const metaOnlyFieldsSent = (input: Partial<Record<(typeof META_ONLY_FIELDS)[number], unknown>>): FieldErrorKey[] =>
  META_ONLY_FIELDS.filter((field) => input[field] !== undefined).map((field) => ({
    field,
    key: "validation.unknownField",
  }));

/** Connects an account. A meta account is stored without calling Meta (its first publish tells). */
export async function createSocialAccount({
  companyId,
  input,
}: {
  companyId: string;
  input: CreateSocialAccountInput;
}): Promise<SocialAccountJson> {
  const isMeta = input.provider === "meta";
  const extra = isMeta ? [] : metaOnlyFieldsSent(input);
  if (extra.length > 0) throw new AppError("VALIDATION_ERROR", { fieldErrors: extra });
  const row = await db.socialAccount.create({
    data: {
      companyId,
      platform: input.platform,
      provider: input.provider,
      name: input.name,
      handle: input.handle,
      avatarUrl: input.avatarUrl ?? null,
      externalId: isMeta ? input.externalId! : input.provider === "sandbox" ? newSandboxExternalId() : null,
      ...sealedSecretColumns(input),
    },
    select: socialAccountSelect,
  });
  return toSocialAccountJson(row);
}

/** Edits an account; secrets are replaced only when sent. Editing a disconnected account reconnects it. */
export async function updateSocialAccount({
  companyId,
  id,
  input,
}: {
  companyId: string;
  id: string;
  input: UpdateSocialAccountInput;
}): Promise<SocialAccountJson> {
  const current = await getSocialAccountOrThrow({ companyId, id });
  const isMeta = current.provider === "meta";
  const problems = isMeta ? [] : metaOnlyFieldsSent(input);
  const reconnecting = current.status === "disconnected";
  if (reconnecting && isMeta && input.accessToken === undefined) {
    problems.push({ field: "accessToken", key: "validation.required" });
  }
  if (problems.length > 0) throw new AppError("VALIDATION_ERROR", { fieldErrors: problems });
  const data: Prisma.SocialAccountUpdateInput = sealedSecretColumns(input);
  if (input.name !== undefined) data.name = input.name;
  if (input.handle !== undefined) data.handle = input.handle;
  if (input.avatarUrl !== undefined) data.avatarUrl = input.avatarUrl;
  if (isMeta && input.externalId !== undefined) data.externalId = input.externalId;
  const newCredentials = input.accessToken !== undefined || input.externalId !== undefined;
  if (reconnecting || (current.status === "error" && newCredentials)) {
    data.status = "connected";
    data.lastErrorMessage = null;
    data.lastErrorAt = null;
    data.lastErrorReason = null;
  }
  const row = await db.socialAccount.update({ where: { id }, data, select: socialAccountSelect });
  return toSocialAccountJson(row);
}

/** Disconnects an account: secrets wiped; its pending targets fail with a reason when their time comes. */
export async function disconnectSocialAccount({ companyId, id }: { companyId: string; id: string }) {
  await getSocialAccountOrThrow({ companyId, id });
  const row = await db.socialAccount.update({
    where: { id },
    data: {
      status: "disconnected",
      accessTokenEnc: null,
      appSecretEnc: null,
      accessTokenHint: null,
      appSecretHint: null,
    },
    select: socialAccountSelect,
  });
  return toSocialAccountJson(row);
}
