import "server-only";
import { combineRanges, parse } from "range-parser";

// The `Range` header of a download (video seeking, resumed downloads), parsed by range-parser.

export type ByteRange = { start: number; end: number };

/**
 * One byte range of a `size`-byte object (`end` inclusive, as in Content-Range), "unsatisfiable"
 * (answer 416 with the size in Content-Range), or null: answer the whole object with 200. Null
 * for no header, a malformed one, another unit, or several ranges that do not merge into one: a
 * multi-range request gets the whole object, which RFC 9110 allows and which spares us
 * multipart/byteranges responses no player needs. Overlapping or adjacent ranges are merged.
 */
export function parseByteRange(header: string | null, size: number): ByteRange | "unsatisfiable" | null {
  if (!header) return null;
  const parsed = parse(size, header);
  if (parsed.code & 1 || parsed.type !== "bytes") return null;
  if (parsed.ranges.length === 0) return parsed.code & 2 ? "unsatisfiable" : null;
  const merged = combineRanges(parsed.ranges);
  if (merged.length !== 1) return null;
  return { start: merged[0]!.start, end: merged[0]!.end };
}
