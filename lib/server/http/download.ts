import "server-only";
import { contentDisposition } from "@/lib/server/media/bytes/disposition";

// The one way a route answers a file to save (CSV and JSON exports, zips): an attachment whose name
// survives any characters (RFC 6266, with an ASCII fallback), never cached, never sniffed.

export function fileDownload(
  body: BodyInit,
  { fileName, type, length }: { fileName: string; type: string; length?: number },
): Response {
  const headers: Record<string, string> = {
    "Content-Type": type,
    "Content-Disposition": contentDisposition(fileName, "attachment"),
    "Cache-Control": "no-store",
    "X-Content-Type-Options": "nosniff",
  };
  if (length !== undefined) headers["Content-Length"] = String(length);
  return new Response(body, { status: 200, headers });
}

export const CSV_TYPE = "text/csv; charset=utf-8";
export const JSON_TYPE = "application/json; charset=utf-8";
