import type { SocialPlatform } from "@/lib/posts/types";

// The sandbox's engagement figures: believable, and the same every time they are asked for (a
// seeded function of the published target's id and the day), so the demo, analytics and tests agree
// without storing them. Analytics reads SandboxPublication rows and asks for each day since.
// Client-safe and pure.

/** The six counts every platform reports for a post or an account's day. */
export type EngagementCounts = {
  impressions: number;
  reach: number;
  likes: number;
  comments: number;
  shares: number;
  saves: number;
};

export type Engagement = EngagementCounts & { clicks: number };

/** 32-bit FNV-1a of a text, then a small PRNG (mulberry32) seeded with it. */
export function seeded(seed: string): () => number {
  let hash = 0x811c9dc5;
  for (let i = 0; i < seed.length; i++) {
    hash ^= seed.charCodeAt(i);
    hash = Math.imul(hash, 0x01000193);
  }
  let state = hash >>> 0;
  return () => {
    state = (state + 0x6d2b79f5) >>> 0;
    let t = state;
    t = Math.imul(t ^ (t >>> 15), t | 1);
    t ^= t + Math.imul(t ^ (t >>> 7), t | 61);
    return ((t ^ (t >>> 14)) >>> 0) / 4_294_967_296;
  };
}

/** A typical day-one reach and like rate per platform. */
const PROFILE: Record<SocialPlatform, { reach: number; likeRate: number; commentRate: number; shareRate: number }> = {
  instagram: { reach: 1800, likeRate: 0.06, commentRate: 0.004, shareRate: 0.003 },
  facebook: { reach: 1200, likeRate: 0.03, commentRate: 0.003, shareRate: 0.004 },
  twitter: { reach: 2500, likeRate: 0.015, commentRate: 0.002, shareRate: 0.003 },
  linkedin: { reach: 900, likeRate: 0.025, commentRate: 0.003, shareRate: 0.002 },
  youtube: { reach: 700, likeRate: 0.04, commentRate: 0.005, shareRate: 0.002 },
  tiktok: { reach: 4000, likeRate: 0.07, commentRate: 0.004, shareRate: 0.005 },
  dribbble: { reach: 400, likeRate: 0.05, commentRate: 0.003, shareRate: 0.001 },
};

/**
 * The figures of day `day` after publishing (0 = the day it was published), for the published
 * target `targetId`: a quality factor per post, decaying by day; nothing before day 0.
 */
export function sandboxEngagement(targetId: string, platform: SocialPlatform, day: number): Engagement {
  const zero = { impressions: 0, reach: 0, likes: 0, comments: 0, shares: 0, saves: 0, clicks: 0 };
  if (!Number.isInteger(day) || day < 0) return zero;
  const quality = 0.4 + seeded(targetId)() * 1.6;
  const random = seeded(`${targetId}:${day}`);
  const profile = PROFILE[platform];
  const decay = Math.pow(0.45, day);
  const reach = Math.round(profile.reach * quality * decay * (0.85 + random() * 0.3));
  if (reach === 0) return zero;
  return {
    reach,
    impressions: Math.round(reach * (1.2 + random() * 0.6)),
    likes: Math.round(reach * profile.likeRate * (0.7 + random() * 0.6)),
    comments: Math.round(reach * profile.commentRate * (0.5 + random())),
    shares: Math.round(reach * profile.shareRate * (0.5 + random())),
    saves: Math.round(reach * profile.shareRate * 0.8 * random()),
    clicks: Math.round(reach * 0.01 * (0.5 + random())),
  };
}

/** The sum over days 0 … days-1. */
export function sandboxEngagementTotal(targetId: string, platform: SocialPlatform, days: number): Engagement {
  const total = { impressions: 0, reach: 0, likes: 0, comments: 0, shares: 0, saves: 0, clicks: 0 };
  for (let day = 0; day < days; day++) {
    const figures = sandboxEngagement(targetId, platform, day);
    for (const key of Object.keys(total) as (keyof Engagement)[]) total[key] += figures[key];
  }
  return total;
}
