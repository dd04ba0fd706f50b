import "server-only";
import { create } from "content-disposition";

// The Content-Disposition of a download (RFC 6266): the name as typed in `filename*` (RFC 8187,
// percent-encoded UTF-8), and an ASCII `filename` for old clients ("Ürün fotoğrafı.jpg" →
// "Urun fotografi.jpg"). Both are built by the content-disposition package, which quotes and
// escapes; the name is cleaned first so nothing in it can end the header or fake a path.

/** Control characters, and the bidirectional overrides that make "x\u202Egpj.exe" read as "xexe.jpg". */
const UNSAFE_CHARACTERS = /[\u0000-\u001f\u007f-\u009f\u200e\u200f\u202a-\u202e\u2066-\u2069]/g;

export function contentDisposition(fileName: string, kind: "attachment" | "inline"): string {
  const name = cleanFileName(fileName);
  return create(name, { type: kind, fallback: asciiFallback(name) });
}

/** No control characters or path separators; never empty. */
function cleanFileName(fileName: string): string {
  const name = fileName.replace(UNSAFE_CHARACTERS, " ").replace(/[\\/]/g, "_").trim();
  return name.length > 0 ? name : "download";
}

/**
 * The name in printable ASCII: Turkish and other accented letters lose their marks (dotless ı and
 * dotted İ first, which Unicode does not decompose), dashes become "-", anything else "_". "%" is
 * replaced too, as some browsers percent-decode the plain `filename`.
 */
function asciiFallback(name: string): string {
  return name
    .replace(/ı/g, "i")
    .replace(/İ/g, "I")
    .normalize("NFKD")
    .replace(/[\u0300-\u036f]/g, "")
    .replace(/[\u2010-\u2015]/g, "-")
    .replace(/[^\x20-\x7e]|[%"\\]/g, "_");
}
