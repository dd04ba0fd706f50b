// The sandbox accounts' daily figures (issue 21): believable and deterministic — a seeded function
// of the account and the day, so the demo, the snapshot job and the tests agree without storing
// anything first. Followers grow slowly with a little noise, weekends are quieter, and Instagram and
// Facebook give an age breakdown (the other platforms give none, as theirs do not). The engagement
// of the account's posts is added by the snapshot job from their own figures. Client-safe and pure.
import { seeded, type EngagementCounts } from "@/lib/posts/sandbox-engagement";
import type { SocialPlatform } from "@/lib/posts/types";
import type { IsoDay } from "@/lib/analytics/range";

export const AGE_GROUPS = ["13-17", "18-24", "25-34", "35-44", "45-54", "55-64", "65+"] as const;
export type AgeGroup = (typeof AGE_GROUPS)[number];
export type AccountDay = EngagementCounts & {
  followers: number;
  /** Followers per age group, or null where the platform gives no breakdown. */
  audience: Record<AgeGroup, number> | null;
};

const AUDIENCE_PLATFORMS: readonly SocialPlatform[] = ["instagram", "facebook"];
const AGE_SHARES: Record<"instagram" | "facebook", number[]> = {
  instagram: [0.04, 0.31, 0.33, 0.17, 0.09, 0.04, 0.02],
  facebook: [0.01, 0.12, 0.26, 0.24, 0.18, 0.12, 0.07],
};
const EPOCH = Date.UTC(2024, 0, 1);

function dayNumber(day: IsoDay): number {
  const [y, m, d] = day.split("-").map(Number) as [number, number, number];
  return Math.round((Date.UTC(y, m - 1, d) - EPOCH) / 86_400_000);
}

export function sandboxAccountDay(accountId: string, platform: SocialPlatform, day: IsoDay): AccountDay {
  const account = seeded(accountId);
  const base = 1500 + Math.round(account() * 18_000);
  const growth = 0.0006 + account() * 0.0012;
  const n = dayNumber(day);
  const random = seeded(`${accountId}:${day}`);
  const followers = Math.round(base * Math.pow(1 + growth, n) * (0.998 + random() * 0.004));
  const weekday = new Date(EPOCH + n * 86_400_000).getUTCDay();
  const quiet = weekday === 0 || weekday === 6 ? 0.7 : 1;
  const reach = Math.round(followers * (0.08 + random() * 0.07) * quiet);
  const impressions = Math.round(reach * (1.3 + random() * 0.5));
  const audience = AUDIENCE_PLATFORMS.includes(platform)
    ? (Object.fromEntries(
        AGE_GROUPS.map((group, index) => [
          group,
          Math.round(followers * AGE_SHARES[platform as "instagram" | "facebook"][index]!),
        ]),
      ) as Record<AgeGroup, number>)
    : null;
  return {
    followers,
    impressions,
    reach,
    likes: Math.round(reach * (0.02 + random() * 0.02)),
    comments: Math.round(reach * (0.002 + random() * 0.003)),
    shares: Math.round(reach * (0.001 + random() * 0.002)),
    saves: Math.round(reach * random() * 0.002),
    audience,
  };
}
