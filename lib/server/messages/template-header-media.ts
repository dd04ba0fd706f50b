import "server-only";
import { whatsAppMediaKind } from "@/lib/messages/media-kinds";
import { PermanentProviderError } from "@/lib/server/channels/providers/errors";
import type { Provider } from "@/lib/server/channels/providers/types";
import { db } from "@/lib/server/db";
import { getStorage } from "@/lib/server/storage/get-storage";

// A template's media header at send time (meta.md §2.1: `{ type: "header", parameters: [{ type:
// "image", image: { id: "<MEDIA_ID>" } }] }`). The queued message names the library file
// (`kanalMediaFileId`, lib/templates/meta-components.ts); the send job uploads its bytes to the
// channel's provider and puts the provider's media id in its place. A file sent to many customers
// is uploaded once per channel and reused while the provider keeps it (Meta keeps an upload 30
// days; Kanal reuses it for a day), so a send to a thousand customers is not a thousand uploads.

const REUSE_MS = 24 * 3600 * 1000;
const CACHE_MAX = 500;
/** `<channelId>:<fileId>` → the provider's media id and when it was uploaded. */
const uploaded = new Map<string, { mediaId: string; at: number }>();

type HeaderKind = "image" | "video" | "document";
const KINDS: readonly string[] = ["image", "video", "document"];

type Json = Record<string, unknown>;
const isObject = (value: unknown): value is Json => typeof value === "object" && value !== null;

const mediaError = (providerMessage: string) =>
  new PermanentProviderError({ reasonKey: "mediaError", providerMessage });

/** The components with every library file of their header replaced by the provider's media id. */
export async function withHeaderMedia(
  components: readonly unknown[],
  target: { companyId: string; channelId: string },
  provider: Provider,
): Promise<unknown[]> {
  return Promise.all(
    components.map(async (component) => {
      if (!isObject(component) || component.type !== "header" || !Array.isArray(component.parameters)) return component;
      const parameters = await Promise.all(
        component.parameters.map(async (parameter: unknown) => {
          const kind = isObject(parameter) && typeof parameter.type === "string" ? parameter.type : "";
          const media = isObject(parameter) ? parameter[kind] : null;
          if (!KINDS.includes(kind) || !isObject(media) || typeof media.kanalMediaFileId !== "string") return parameter;
          const resolved = await providerMedia(media.kanalMediaFileId, kind as HeaderKind, target, provider);
          return { type: kind, [kind]: resolved };
        }),
      );
      return { ...component, parameters };
    }),
  );
}

async function providerMedia(
  fileId: string,
  kind: HeaderKind,
  target: { companyId: string; channelId: string },
  provider: Provider,
): Promise<Json> {
  const file = await db.mediaFile.findFirst({
    where: { id: fileId, companyId: target.companyId },
    select: { id: true, name: true, type: true, mimeType: true, sizeBytes: true, storageKey: true },
  });
  if (!file) throw mediaError("The template's header file is gone from the library");
  // Meta shows a header only as its format: an image header takes a JPEG or PNG ≤ 5 MB, and so on.
  if (whatsAppMediaKind({ type: file.type, mimeType: file.mimeType, size: Number(file.sizeBytes) }) !== kind) {
    throw mediaError(`${file.name} cannot be a WhatsApp ${kind} header (${file.mimeType})`);
  }
  const extra = kind === "document" ? { filename: file.name } : {};
  const key = `${target.channelId}:${file.id}`;
  const cached = uploaded.get(key);
  if (cached && Date.now() - cached.at < REUSE_MS) return { id: cached.mediaId, ...extra };
  const stored = await getStorage().get(file.storageKey);
  if (!stored) throw mediaError("The template's header file is gone from storage");
  const { mediaId } = await provider.media.uploadMedia({
    bytes: stored.bytes,
    mimeType: file.mimeType,
    filename: file.name,
  });
  if (uploaded.size >= CACHE_MAX) uploaded.delete(uploaded.keys().next().value!);
  uploaded.set(key, { mediaId, at: Date.now() });
  return { id: mediaId, ...extra };
}
