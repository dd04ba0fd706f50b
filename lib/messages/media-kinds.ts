import type { MediaType } from "@/lib/media/types";

// How a library file travels on WhatsApp (meta.md §1.2 and Meta's media page: image jpeg/png
// ≤ 5 MB, video mp4/3gpp ≤ 16 MB, audio aac/amr/mpeg/mp4/ogg ≤ 16 MB, document ≤ 100 MB). A file
// WhatsApp will not show as what it is (a GIF, a WebP, a MOV, a WAV, a large photo) still goes, as a
// document, the way WhatsApp's own app sends it; only a file too large even for a document cannot.
// Shared by the queueing service (which refuses that file), the send job (which picks the Cloud API
// message type per file) and the composer (which can say so before sending). Client-safe.

export type WhatsAppMediaKind = "image" | "video" | "audio" | "document";

const MB = 1024 * 1024;

const RULES: Record<Exclude<WhatsAppMediaKind, "document">, { mimeTypes: readonly string[]; maxBytes: number }> = {
  image: { mimeTypes: ["image/jpeg", "image/png"], maxBytes: 5 * MB },
  video: { mimeTypes: ["video/mp4", "video/3gpp"], maxBytes: 16 * MB },
  audio: {
    mimeTypes: ["audio/aac", "audio/amr", "audio/mpeg", "audio/mp4", "audio/x-m4a", "audio/ogg"],
    maxBytes: 16 * MB,
  },
};

const KIND_OF_TYPE: Record<MediaType, WhatsAppMediaKind> = {
  IMAGE: "image",
  VIDEO: "video",
  AUDIO: "audio",
  DOCUMENT: "document",
};

export const WHATSAPP_DOCUMENT_MAX_BYTES = 100 * MB;

/** The Cloud API message type a file is sent as, or null when it is too large for WhatsApp at all. */
export function whatsAppMediaKind(file: { type: MediaType; mimeType: string; size: number }): WhatsAppMediaKind | null {
  const kind = KIND_OF_TYPE[file.type];
  if (kind !== "document") {
    const rule = RULES[kind];
    if (rule.mimeTypes.includes(file.mimeType.toLowerCase()) && file.size <= rule.maxBytes) return kind;
  }
  return file.size <= WHATSAPP_DOCUMENT_MAX_BYTES ? "document" : null;
}
