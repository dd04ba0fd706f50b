import { MEDIA_HEADER_TYPES, type TemplateHeaderType } from "@/lib/templates/rules";

// The header kinds that carry a library file, and what Meta accepts for each (meta.md §1.2:
// IMAGE jpeg/png ≤ 5 MB, VIDEO mp4/3gpp ≤ 16 MB, DOCUMENT pdf ≤ 100 MB). The picker narrows to these.

export type MediaHeaderType = (typeof MEDIA_HEADER_TYPES)[number];

export const isMediaHeader = (type: TemplateHeaderType): type is MediaHeaderType =>
  (MEDIA_HEADER_TYPES as readonly string[]).includes(type);

export const HEADER_MEDIA_ACCEPT: Record<MediaHeaderType, string> = {
  IMAGE: "image/jpeg,image/png",
  VIDEO: "video/mp4,video/3gpp",
  DOCUMENT: "application/pdf,.pdf",
};
