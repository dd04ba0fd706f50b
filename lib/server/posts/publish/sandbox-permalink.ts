import { createHash } from "node:crypto";
import type { SocialPlatform } from "@/lib/posts/types";

// The sandbox platform's post ids and links: believable (each platform's own URL form) and stable
// for a target, so the seed and the publisher make the same. No database: the seed imports it too.

const ALPHABET = "ABCDEFGHIJKLMNOPQRSTUVWXYZabcdefghijklmnopqrstuvwxyz0123456789-_";

function digits(seed: string, length: number): string {
  const hash = createHash("sha256").update(seed).digest();
  let out = String(1 + (hash[0]! % 9));
  for (let i = 1; out.length < length; i++) out += String(hash[i % hash.length]! % 10);
  return out;
}

function shortcode(seed: string, length: number): string {
  const hash = createHash("sha256").update(seed).digest();
  let out = "";
  for (let i = 0; i < length; i++) out += ALPHABET[hash[i]! % 64];
  return out;
}

/** The platform's id and link for a target, stable for the target. */
export function sandboxPermalink(platform: SocialPlatform, targetId: string, handle: string) {
  const user = handle.replace(/^@/, "");
  switch (platform) {
    case "instagram": {
      const code = shortcode(targetId, 11);
      return { externalId: digits(targetId, 17), permalink: `https://www.instagram.com/p/${code}/` };
    }
    case "facebook": {
      const id = `${digits(`page:${handle}`, 15)}_${digits(targetId, 16)}`;
      return { externalId: id, permalink: `https://www.facebook.com/${id.replace("_", "/posts/")}` };
    }
    case "twitter": {
      const id = digits(targetId, 19);
      return { externalId: id, permalink: `https://x.com/${user}/status/${id}` };
    }
    case "linkedin": {
      const id = `urn:li:share:${digits(targetId, 19)}`;
      return { externalId: id, permalink: `https://www.linkedin.com/feed/update/${id}/` };
    }
    case "youtube": {
      const id = shortcode(targetId, 11);
      return { externalId: id, permalink: `https://www.youtube.com/watch?v=${id}` };
    }
    case "tiktok": {
      const id = digits(targetId, 19);
      return { externalId: id, permalink: `https://www.tiktok.com/@${user}/video/${id}` };
    }
    case "dribbble": {
      const id = digits(targetId, 8);
      return { externalId: id, permalink: `https://dribbble.com/shots/${id}` };
    }
  }
}
