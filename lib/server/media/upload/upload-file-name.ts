import "server-only";
import { MEDIA_NAME_MAX_LENGTH } from "@/lib/validation/media";

// An uploaded file's name as the library keeps it: Unicode as typed (Turkish, emoji, any script),
// but only its last path segment ("../../x.png" → "x.png", "C:\fotos\a.jpg" → "a.jpg"), without
// control characters or the bidirectional overrides that make "x\u202Egpj.exe" read as "xexe.jpg",
// and at most MEDIA_NAME_MAX_LENGTH UTF-16 units (never cutting a character in two). It is only
// ever shown and sent back in Content-Disposition: storage keys are made of ids.

const UNSAFE =
  /[\p{Cc}\u200e\u200f\u202a-\u202e\u2066-\u2069\ufeff]|[\ud800-\udbff](?![\udc00-\udfff])|(?<![\ud800-\udbff])[\udc00-\udfff]/gu;
const FALLBACK_NAME = "file";

export function uploadFileName(raw: string): string {
  const lastSegment = raw.split(/[\\/]/).pop() ?? "";
  const cleaned = lastSegment
    .replace(/[\t\n\r]/g, " ")
    .replace(UNSAFE, "")
    .replace(/\s+/g, " ")
    .trim();
  if (!cleaned || /^\.+$/.test(cleaned)) return FALLBACK_NAME;
  let name = "";
  for (const character of cleaned) {
    if (name.length + character.length > MEDIA_NAME_MAX_LENGTH) break;
    name += character;
  }
  return name.trim() || FALLBACK_NAME;
}
