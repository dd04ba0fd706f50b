import "server-only";
import { fileTypeFromBuffer } from "file-type";
import type { MediaType } from "@/lib/media/types";

// What a file is, decided by its first bytes (issue 15): never by its name or the browser's type.
// `file-type` reads the magic numbers; plain text, which has none, is recognised here. Anything
// outside the allowlist (HTML, SVG, XML, scripts, executables, unknown binaries, empty files) is
// null, which the upload answers with 415.

/**
 * How much of a file's head to pass. file-type needs 4100 bytes for most types; 64 KiB also lets
 * it walk an OOXML zip's first entries (word/, xl/, ppt/) when [Content_Types].xml is not first,
 * and gives the text check more to go on. Read once per upload, so the cost is nothing.
 */
export const SNIFF_BYTES = 64 * 1024;

export type SniffedMedia = { type: MediaType; mimeType: string; extension: string };

type Allowed = { type: MediaType; mimeType?: string; extension?: string };

/** file-type's MIME → what Kanal stores (a normalised MIME and extension where it differs). */
const ALLOWED: Record<string, Allowed> = {
  "image/jpeg": { type: "IMAGE" },
  "image/png": { type: "IMAGE" },
  "image/apng": { type: "IMAGE", mimeType: "image/png", extension: "png" },
  "image/gif": { type: "IMAGE" },
  "image/webp": { type: "IMAGE" },
  "video/mp4": { type: "VIDEO", extension: "mp4" },
  "video/x-m4v": { type: "VIDEO", mimeType: "video/mp4", extension: "m4v" },
  "video/webm": { type: "VIDEO" },
  "video/quicktime": { type: "VIDEO" },
  "audio/mpeg": { type: "AUDIO" },
  "audio/ogg": { type: "AUDIO" },
  "audio/ogg; codecs=opus": { type: "AUDIO", mimeType: "audio/ogg", extension: "opus" },
  // An MP4 whose brand says audio only (M4A, M4B, F4A): audio, in the IANA name browsers play.
  "audio/x-m4a": { type: "AUDIO", mimeType: "audio/mp4", extension: "m4a" },
  "audio/mp4": { type: "AUDIO" },
  "audio/aac": { type: "AUDIO" },
  "audio/wav": { type: "AUDIO" },
  "application/pdf": { type: "DOCUMENT" },
  "application/zip": { type: "DOCUMENT" },
  "application/vnd.openxmlformats-officedocument.wordprocessingml.document": { type: "DOCUMENT" },
  "application/vnd.openxmlformats-officedocument.spreadsheetml.sheet": { type: "DOCUMENT" },
  "application/vnd.openxmlformats-officedocument.presentationml.presentation": { type: "DOCUMENT" },
  "application/vnd.openxmlformats-officedocument.presentationml.slideshow": { type: "DOCUMENT" },
  "application/vnd.oasis.opendocument.text": { type: "DOCUMENT" },
  "application/vnd.oasis.opendocument.spreadsheet": { type: "DOCUMENT" },
  "application/vnd.oasis.opendocument.presentation": { type: "DOCUMENT" },
};

/**
 * The legacy Office formats (.doc, .xls, .ppt) are all one container, CFB, which Windows installers
 * (.msi) share too. The bytes prove "a CFB file", the name says which Office file: a CFB file with
 * any other name is refused.
 */
const CFB_BY_EXTENSION: Record<string, string> = {
  doc: "application/msword",
  dot: "application/msword",
  xls: "application/vnd.ms-excel",
  xlt: "application/vnd.ms-excel",
  ppt: "application/vnd.ms-powerpoint",
  pps: "application/vnd.ms-powerpoint",
  pot: "application/vnd.ms-powerpoint",
};

/**
 * An OOXML file whose head did not reach the entry that names it (file-type then says "zip"): a
 * zip that holds an OPC part list and is named .docx/.xlsx/.pptx is taken as that file. Both are
 * zips served as attachments, so the name only refines the label.
 */
const OOXML_BY_EXTENSION: Record<string, string> = {
  docx: "application/vnd.openxmlformats-officedocument.wordprocessingml.document",
  xlsx: "application/vnd.openxmlformats-officedocument.spreadsheetml.sheet",
  pptx: "application/vnd.openxmlformats-officedocument.presentationml.presentation",
};
const OPC_MARKERS = ["[Content_Types].xml", "_rels/.rels"];

/**
 * Names a browser or the desktop would run or render as a page: text under such a name is refused
 * even when its head looks harmless (defence in depth: a download opened from disk runs there).
 */
const ACTIVE_TEXT_EXTENSIONS = new Set(
  "htm html xhtml shtml mht mhtml svg svgz xml xsl xslt js mjs cjs hta php jsp asp aspx bat cmd ps1 vbs wsf".split(" "),
);

/**
 * The head of a file (up to SNIFF_BYTES of it) → its media type, MIME type and extension, or null
 * when the bytes are not one of the allowed kinds. `fileName` is only used where the bytes cannot
 * tell (CSV vs plain text, which Office file a CFB container is, an OOXML zip cut short).
 */
export async function sniffMedia(head: Uint8Array, fileName: string): Promise<SniffedMedia | null> {
  if (head.length === 0) return null;
  const nameExtension = extensionOf(fileName);
  const detected = await fileTypeFromBuffer(head).catch(() => undefined);

  if (detected) {
    if (detected.mime === "application/x-cfb") {
      const mimeType = CFB_BY_EXTENSION[nameExtension];
      return mimeType ? { type: "DOCUMENT", mimeType, extension: nameExtension } : null;
    }
    if (detected.mime === "application/zip" && OOXML_BY_EXTENSION[nameExtension] && hasOpcMarker(head)) {
      return { type: "DOCUMENT", mimeType: OOXML_BY_EXTENSION[nameExtension], extension: nameExtension };
    }
    const allowed = ALLOWED[detected.mime];
    if (!allowed) return null;
    return {
      type: allowed.type,
      mimeType: allowed.mimeType ?? detected.mime,
      extension: allowed.extension ?? detected.ext,
    };
  }

  if (ACTIVE_TEXT_EXTENSIONS.has(nameExtension)) return null;
  const text = decodeText(head);
  if (text === null || looksLikeMarkup(text)) return null;
  return nameExtension === "csv"
    ? { type: "DOCUMENT", mimeType: "text/csv", extension: "csv" }
    : { type: "DOCUMENT", mimeType: "text/plain", extension: "txt" };
}

function extensionOf(fileName: string): string {
  const dot = fileName.lastIndexOf(".");
  return dot < 0 ? "" : fileName.slice(dot + 1).toLowerCase();
}

function hasOpcMarker(head: Uint8Array): boolean {
  const latin1 = Buffer.from(head.buffer, head.byteOffset, head.byteLength).toString("latin1");
  return OPC_MARKERS.some((marker) => latin1.includes(marker));
}

/**
 * The head as text if it is valid UTF-8 (BOM optional) or UTF-16 with a BOM, without NULs; else
 * null. The head may end inside a character (it is a cut of the file): a trailing partial
 * sequence is allowed, an invalid one anywhere else is not.
 */
function decodeText(head: Uint8Array): string | null {
  let encoding = "utf-8";
  if (head[0] === 0xff && head[1] === 0xfe) encoding = "utf-16le";
  else if (head[0] === 0xfe && head[1] === 0xff) encoding = "utf-16be";
  let text: string;
  try {
    // `stream: true` keeps a cut-off last character pending instead of failing on it.
    text = new TextDecoder(encoding, { fatal: true }).decode(head, { stream: true });
  } catch {
    return null;
  }
  if (text.includes("\u0000")) return null;
  // TextDecoder drops the BOM by default.
  return text;
}

/** Markup a browser would render or run: a tag at the start, or a page's tags in the first KiB. */
const LEADING_TAG = /^\s*<[a-z!?/]/i;
const PAGE_TAGS = /<(?:!doctype|html|head|body|script|iframe|svg|object|embed|\?xml)\b/i;

function looksLikeMarkup(text: string): boolean {
  return LEADING_TAG.test(text) || PAGE_TAGS.test(text.slice(0, 1024));
}
