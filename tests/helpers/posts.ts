// Posts and social accounts for the calendar's tests (issue 20): accounts and media rows made
// directly (no bytes: publishing to the sandbox reads none), and the routes' callers.
import { randomBytes } from "node:crypto";
import type { MediaType, Prisma, SocialPlatform, SocialProvider } from "@/lib/generated/prisma/client";
import { encryptChannelSecret } from "@/lib/server/channels/channel-secrets";
import { db } from "@/lib/server/db";
import * as posts from "@/app/api/v1/posts/route";
import * as post from "@/app/api/v1/posts/[id]/route";
import * as retry from "@/app/api/v1/posts/[id]/retry/route";
import * as duplicate from "@/app/api/v1/posts/[id]/duplicate/route";
import * as published from "@/app/api/v1/posts/[id]/published/route";
import * as boost from "@/app/api/v1/posts/[id]/boost/route";
import * as accounts from "@/app/api/v1/social-accounts/route";
import * as account from "@/app/api/v1/social-accounts/[id]/route";
import { STUB_IDS, STUB_TOKEN } from "@/tests/helpers/graph-stub";
import { call } from "@/tests/helpers/request";

type Headers = Record<string, string>;

export async function socialAccount(
  companyId: string,
  platform: SocialPlatform,
  provider: SocialProvider = "sandbox",
  extra: { externalId?: string; accessTokenEnc?: string; createdAt?: Date } = {},
) {
  return db.socialAccount.create({
    data: {
      companyId,
      platform,
      provider,
      name: `${platform} ${randomBytes(2).toString("hex")}`,
      handle: `@kanal.${platform}`,
      externalId: extra.externalId ?? (provider === "sandbox" ? `sandbox-${randomBytes(6).toString("hex")}` : null),
      accessTokenEnc: extra.accessTokenEnc ?? null,
      ...(extra.createdAt ? { createdAt: extra.createdAt } : {}),
    },
  });
}

/** A Meta account the Graph API stub knows: its Instagram account or its Page, with the stub's token. */
export async function metaAccount(companyId: string, platform: "instagram" | "facebook") {
  return socialAccount(companyId, platform, "meta", {
    externalId: platform === "instagram" ? STUB_IDS.instagramAccountId : STUB_IDS.pageId,
    accessTokenEnc: encryptChannelSecret(STUB_TOKEN),
  });
}

export async function mediaRow(
  companyId: string,
  options: { type?: MediaType; mimeType?: string; size?: number } = {},
) {
  const id = `m${randomBytes(10).toString("hex")}`;
  return db.mediaFile.create({
    data: {
      id,
      companyId,
      name: `${id}.jpg`,
      type: options.type ?? "IMAGE",
      mimeType: options.mimeType ?? "image/jpeg",
      sizeBytes: options.size ?? 200_000,
      storageKey: `media/${companyId}/${id}.bin`,
    },
  });
}

/** A post published at `publishedAt` (ISO), written straight to the database for the analytics tests. */
export async function publishedPost(
  companyId: string,
  authorId: string,
  title: string,
  publishedAt: string,
  extra: Omit<Prisma.PostUncheckedCreateInput, "companyId" | "authorId" | "title" | "status" | "publishedAt"> = {},
) {
  return db.post.create({
    data: { companyId, authorId, title, status: "published", publishedAt: new Date(publishedAt), ...extra },
  });
}

/** That post's published target on one account; `externalId` is the platform's id of it. */
export async function publishedTarget(
  companyId: string,
  postId: string,
  accountId: string,
  publishedAt: string,
  externalId?: string,
) {
  return db.postTarget.create({
    data: { companyId, postId, accountId, status: "published", externalId, publishedAt: new Date(publishedAt) },
  });
}

export const api = {
  list: (headers: Headers, query: string) => call(posts.GET, `/api/v1/posts?${query}`, { headers }),
  create: (headers: Headers, body: unknown) => call(posts.POST, "/api/v1/posts", { headers, body }),
  read: (headers: Headers, id: string) => call(post.GET, `/api/v1/posts/${id}`, { headers, params: { id } }),
  update: (headers: Headers, id: string, body: unknown) =>
    call(post.PUT, `/api/v1/posts/${id}`, { method: "PUT", headers, body, params: { id } }),
  remove: (headers: Headers, id: string) =>
    call(post.DELETE, `/api/v1/posts/${id}`, { method: "DELETE", headers, params: { id } }),
  retry: (headers: Headers, id: string) =>
    call(retry.POST, `/api/v1/posts/${id}/retry`, { method: "POST", headers, params: { id } }),
  duplicate: (headers: Headers, id: string) =>
    call(duplicate.POST, `/api/v1/posts/${id}/duplicate`, { method: "POST", headers, params: { id } }),
  published: (headers: Headers, id: string, body: unknown = {}) =>
    call(published.POST, `/api/v1/posts/${id}/published`, { method: "POST", headers, body, params: { id } }),
  boost: (headers: Headers, id: string, body: unknown) =>
    call(boost.PUT, `/api/v1/posts/${id}/boost`, { method: "PUT", headers, body, params: { id } }),
  unboost: (headers: Headers, id: string) =>
    call(boost.DELETE, `/api/v1/posts/${id}/boost`, { method: "DELETE", headers, params: { id } }),
  accounts: (headers: Headers) => call(accounts.GET, "/api/v1/social-accounts", { headers }),
  connect: (headers: Headers, body: unknown) => call(accounts.POST, "/api/v1/social-accounts", { headers, body }),
  editAccount: (headers: Headers, id: string, body: unknown) =>
    call(account.PUT, `/api/v1/social-accounts/${id}`, { method: "PUT", headers, body, params: { id } }),
  disconnect: (headers: Headers, id: string) =>
    call(account.DELETE, `/api/v1/social-accounts/${id}`, { method: "DELETE", headers, params: { id } }),
  readAccount: (headers: Headers, id: string) =>
    call(account.GET, `/api/v1/social-accounts/${id}`, { headers, params: { id } }),
};

export const inMinutes = (minutes: number) => new Date(Date.now() + minutes * 60_000).toISOString();
