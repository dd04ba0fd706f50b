import "server-only";
import type { PostStatus, PostTargetStatus, SocialPlatform } from "@/lib/generated/prisma/client";
import { canOnRow, type Action } from "@/lib/permissions";
import type { PostJson, PublishError } from "@/lib/posts/types";
import type { TeamRole } from "@/lib/validation/team";

// A post as the API answers it (lib/posts/types.ts), from the one row shape both the list's SQL and
// Prisma's reads produce.

export type PostActor = { companyId: string; userId: string; role: TeamRole };

export const EDIT_ACTIONS = { own: "posts.updateOwn", others: "posts.updateOthers" } as const satisfies {
  own: Action;
  others: Action;
};
export const DELETE_ACTIONS = { own: "posts.deleteOwn", others: "posts.deleteOthers" } as const satisfies {
  own: Action;
  others: Action;
};

export type PostRowTarget = {
  id: string;
  accountId: string;
  platform: SocialPlatform;
  status: PostTargetStatus;
  permalink: string | null;
  errorReason: string | null;
  errorMessage: string | null;
  publishedAt: Date | string | null;
};

export type PostRow = {
  id: string;
  title: string;
  text: string;
  status: PostStatus;
  scheduledAt: Date | null;
  publishedAt: Date | null;
  authorId: string | null;
  authorFirstName: string | null;
  authorLastName: string | null;
  authorAvatarUrl: string | null;
  mediaIds: string[];
  errorReason: string | null;
  errorMessage: string | null;
  attempts: number;
  boostStartsAt: Date | null;
  boostEndsAt: Date | null;
  boostBudget: number | string | { toString(): string } | null;
  createdAt: Date;
  updatedAt: Date;
  targets: PostRowTarget[];
};

const iso = (value: Date | string | null) =>
  value === null ? null : typeof value === "string" ? new Date(value).toISOString() : value.toISOString();

const errorOf = (reason: string | null, message: string | null): PublishError | null =>
  reason ? { reason, message } : null;

export function toPostJson(row: PostRow, actor: PostActor): PostJson {
  return {
    id: row.id,
    title: row.title,
    text: row.text,
    status: row.status,
    scheduledAt: iso(row.scheduledAt),
    publishedAt: iso(row.publishedAt),
    author: row.authorId
      ? {
          id: row.authorId,
          name: `${row.authorFirstName ?? ""} ${row.authorLastName ?? ""}`.trim(),
          avatarUrl: row.authorAvatarUrl,
        }
      : null,
    mediaIds: row.mediaIds,
    targets: row.targets.map((target) => ({
      id: target.id,
      accountId: target.accountId,
      platform: target.platform,
      status: target.status,
      permalink: target.permalink,
      error: errorOf(target.errorReason, target.errorMessage),
      publishedAt: iso(target.publishedAt),
    })),
    error: errorOf(row.errorReason, row.errorMessage),
    attempts: row.attempts,
    boost:
      row.boostStartsAt && row.boostEndsAt && row.boostBudget !== null
        ? {
            startsAt: iso(row.boostStartsAt)!,
            endsAt: iso(row.boostEndsAt)!,
            budget: Number(row.boostBudget.toString()),
          }
        : null,
    canEdit: canOnRow(actor.role, EDIT_ACTIONS, row.authorId === actor.userId),
    createdAt: iso(row.createdAt)!,
    updatedAt: iso(row.updatedAt)!,
  };
}

/** A post's state from its targets' (a draft stays a draft). */
export function statusFromTargets(statuses: readonly PostTargetStatus[]): PostStatus {
  if (statuses.length === 0) return "scheduled";
  const has = (status: PostTargetStatus) => statuses.includes(status);
  if (statuses.every((status) => status === "pending")) return "scheduled";
  if (has("publishing") || has("pending")) return "publishing";
  if (has("failed")) return "failed";
  if (has("manual")) return "manual";
  return "published";
}
