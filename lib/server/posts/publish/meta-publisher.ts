import "server-only";
import type { SocialPlatform } from "@/lib/generated/prisma/client";
import { graphConfigFromEnv, graphRequest, type GraphConfig } from "@/lib/server/channels/providers/meta/graph-client";
import { PermanentProviderError, TransientProviderError } from "@/lib/server/channels/providers/errors";

// Publishing through Meta's Graph API (GRAPH_API_BASE_URL; tests: tests/helpers/graph-stub.ts).
//  - Facebook Page: POST /{page-id}/photos {url, published:false} per image, then POST
//    /{page-id}/feed {message, link?, attached_media} → the post id; its permalink_url after.
//  - Instagram content publishing: POST /{ig-user-id}/media (image_url | media_type REELS +
//    video_url | CAROUSEL of children) → a container; wait until its status_code is FINISHED; record
//    the container id (the caller's `beforePublish`), then POST /{ig-user-id}/media_publish
//    {creation_id} → the media id; its permalink after.
// A crash between the record and the answer is settled by `checkInstagramContainer` (PUBLISHED or
// not) instead of publishing again. Facebook's feed has no such handle: the caller records that the
// feed call started, and a target left so is failed as "outcome unknown", never re-posted.

export type MetaMedia = { type: "IMAGE" | "VIDEO"; url: string };
export type MetaPublishInput = {
  platform: SocialPlatform;
  externalId: string;
  accessToken: string;
  text: string;
  media: MetaMedia[];
  /** Records the Instagram container id (or "feed" for Facebook) before the publishing call. */
  beforePublish(handle: string): Promise<void>;
};
export type MetaPublished = { externalId: string; permalink: string | null };

/** How often a video container is asked whether it is ready (tests shorten it), and how many times. */
const containerPollMs = () => Number(process.env.KANAL_IG_POLL_MS ?? 3000);
const CONTAINER_POLL_TRIES = 40;
const sleep = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

const firstLink = (text: string) => text.match(/https?:\/\/[^\s<>"]+/)?.[0];

export async function metaPublish(input: MetaPublishInput, config: GraphConfig = graphConfigFromEnv()) {
  return input.platform === "facebook" ? publishFacebook(input, config) : publishInstagram(input, config);
}

async function publishFacebook(input: MetaPublishInput, config: GraphConfig): Promise<MetaPublished> {
  const token = input.accessToken;
  const photoIds: string[] = [];
  for (const file of input.media) {
    if (file.type !== "IMAGE") continue;
    // Unpublished photos: nothing shows until the feed post that attaches them.
    const photo = await graphRequest<{ id: string }>(config, {
      method: "POST",
      path: `/${input.externalId}/photos`,
      token,
      json: { url: file.url, published: false },
      phase: "read",
    });
    photoIds.push(photo.id);
  }
  const link = photoIds.length === 0 ? firstLink(input.text) : undefined;
  await input.beforePublish("feed");
  const post = await graphRequest<{ id: string }>(config, {
    method: "POST",
    path: `/${input.externalId}/feed`,
    token,
    json: {
      message: input.text,
      ...(link ? { link } : {}),
      ...(photoIds.length > 0 ? { attached_media: photoIds.map((id) => ({ media_fbid: id })) } : {}),
    },
    phase: "write",
  });
  return { externalId: post.id, permalink: await permalinkOf(config, post.id, token, "permalink_url") };
}

async function permalinkOf(config: GraphConfig, id: string, token: string, field: string): Promise<string | null> {
  try {
    const answer = await graphRequest<Record<string, unknown>>(config, {
      method: "GET",
      path: `/${id}`,
      token,
      query: { fields: field },
      phase: "read",
    });
    return typeof answer[field] === "string" ? (answer[field] as string) : null;
  } catch {
    // Published all the same; the link is a nicety.
    return null;
  }
}

async function createContainer(config: GraphConfig, input: MetaPublishInput, body: Record<string, unknown>) {
  const container = await graphRequest<{ id: string }>(config, {
    method: "POST",
    path: `/${input.externalId}/media`,
    token: input.accessToken,
    json: body,
    // A container publishes nothing by itself: making another one after a failure is harmless.
    phase: "read",
  });
  return container.id;
}

const itemBody = (file: MetaMedia) =>
  file.type === "VIDEO" ? { media_type: "VIDEO", video_url: file.url } : { image_url: file.url };

/** A container's status_code: IN_PROGRESS, FINISHED, ERROR, EXPIRED or PUBLISHED. */
async function containerStatus(config: GraphConfig, id: string, token: string): Promise<string> {
  const answer = await graphRequest<{ status_code?: string; status?: string }>(config, {
    method: "GET",
    path: `/${id}`,
    token,
    query: { fields: "status_code,status" },
    phase: "read",
  });
  return answer.status_code ?? "FINISHED";
}

async function waitUntilReady(config: GraphConfig, id: string, token: string) {
  for (let attempt = 0; attempt < CONTAINER_POLL_TRIES; attempt++) {
    const status = await containerStatus(config, id, token);
    if (status === "FINISHED") return;
    if (status === "ERROR" || status === "EXPIRED") {
      throw new PermanentProviderError({ reasonKey: "mediaError", providerMessage: `Instagram container ${status}` });
    }
    await sleep(containerPollMs());
  }
  throw new TransientProviderError({
    reasonKey: "temporary",
    providerMessage: "Instagram container not ready in time",
  });
}

async function publishInstagram(input: MetaPublishInput, config: GraphConfig): Promise<MetaPublished> {
  const token = input.accessToken;
  const media = input.media;
  let containerId: string;
  if (media.length > 1) {
    const children: string[] = [];
    for (const file of media) {
      children.push(await createContainer(config, input, { ...itemBody(file), is_carousel_item: true }));
    }
    for (const child of children) await waitUntilReady(config, child, token);
    containerId = await createContainer(config, input, {
      media_type: "CAROUSEL",
      children: children.join(","),
      caption: input.text,
    });
  } else {
    const file = media[0]!;
    containerId = await createContainer(
      config,
      input,
      file.type === "VIDEO"
        ? { media_type: "REELS", video_url: file.url, caption: input.text }
        : { image_url: file.url, caption: input.text },
    );
  }
  await waitUntilReady(config, containerId, token);
  await input.beforePublish(containerId);
  return finishInstagram(config, input.externalId, containerId, token);
}

async function finishInstagram(config: GraphConfig, igUserId: string, containerId: string, token: string) {
  const published = await graphRequest<{ id: string }>(config, {
    method: "POST",
    path: `/${igUserId}/media_publish`,
    token,
    json: { creation_id: containerId },
    phase: "write",
  });
  return { externalId: published.id, permalink: await permalinkOf(config, published.id, token, "permalink") };
}

/**
 * A target a dead worker left publishing with a recorded container: asks Meta what became of it.
 * `published` (nothing more to do, the media id unknown), `publish` (it never was: publish it now),
 * `failed` (the container died), `wait` (still processing).
 */
export async function checkInstagramContainer(
  input: { externalId: string; accessToken: string; containerId: string },
  config: GraphConfig = graphConfigFromEnv(),
): Promise<
  { state: "published" } | { state: "failed" } | { state: "wait" } | { state: "publish"; result: MetaPublished }
> {
  const status = await containerStatus(config, input.containerId, input.accessToken);
  if (status === "PUBLISHED") return { state: "published" };
  if (status === "ERROR" || status === "EXPIRED") return { state: "failed" };
  if (status === "IN_PROGRESS") return { state: "wait" };
  return {
    state: "publish",
    result: await finishInstagram(config, input.externalId, input.containerId, input.accessToken),
  };
}
