import "server-only";
import type { SocialPlatform } from "@/lib/generated/prisma/client";
import { db } from "@/lib/server/db";
import { sandboxPermalink } from "@/lib/server/posts/publish/sandbox-permalink";

// The sandbox platform: "publishes" at once, with a believable permalink, and keeps its own record
// (SandboxPublication: the platform's side), written before Kanal records the result, exactly as a
// real platform would hold the post before answering. A target a dead worker left `publishing` is
// settled from that record instead of publishing again.

export type SandboxTarget = {
  id: string;
  companyId: string;
  accountId: string;
  platform: SocialPlatform;
  handle: string;
};

/** The sandbox's answer time (ms), half before it records, half after: 0 unless a crash test widens the window. */
const latencyMs = () => Number(process.env.KANAL_SANDBOX_PUBLISH_MS ?? 0);
const sleep = (ms: number) => (ms > 0 ? new Promise((resolve) => setTimeout(resolve, ms)) : Promise.resolve());

/** Publishes one target on the sandbox platform (its record first, like the platform's own). */
export async function sandboxPublish(target: SandboxTarget) {
  const link = sandboxPermalink(target.platform, target.id, target.handle);
  await sleep(latencyMs() / 2);
  await db.sandboxPublication.create({
    data: {
      companyId: target.companyId,
      targetId: target.id,
      accountId: target.accountId,
      platform: target.platform,
      ...link,
    },
  });
  await sleep(latencyMs() / 2);
  return link;
}

/** What the sandbox holds for a target: its publication, or null when it never got it. */
export async function sandboxLookup(targetId: string) {
  return db.sandboxPublication.findFirst({
    where: { targetId },
    select: { externalId: true, permalink: true, createdAt: true },
    orderBy: { createdAt: "asc" },
  });
}
