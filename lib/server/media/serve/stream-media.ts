import "server-only";
import { AppError } from "@/lib/server/errors";
import { contentDisposition } from "@/lib/server/media/bytes/disposition";
import { parseByteRange } from "@/lib/server/media/bytes/range";
import { getStorage } from "@/lib/server/storage/get-storage";

/** What answering a file's bytes needs to know of it. */
export type ServedFile = { name: string; mimeType: string; sizeBytes: bigint; storageKey: string };

/**
 * A file's bytes as a streamed answer: 200 with all of them, or 206 with the one range `Range`
 * asks for (video seeking, resumed downloads), or 416 when it asks for none that exist. Answers
 * null when storage has no such object. `counts` says whether this request is a download or view
 * to count: a whole file, or a range from its first byte (a player's later ranges are the same view).
 */
export async function streamMedia({
  file,
  range: rangeHeader,
  disposition,
  headers,
}: {
  file: ServedFile;
  range: string | null;
  disposition: "attachment" | "inline";
  /** The security and cache headers of this kind of answer. */
  headers: Record<string, string>;
}): Promise<{ response: Response; counts: boolean } | null> {
  const size = Number(file.sizeBytes);
  const range = size > 0 ? parseByteRange(rangeHeader, size) : null;
  const common = {
    ...headers,
    "Accept-Ranges": "bytes",
    "Content-Type": file.mimeType,
    "Content-Disposition": contentDisposition(file.name, disposition),
  };
  if (range === "unsatisfiable") {
    const headers416 = { ...common, "Content-Range": `bytes */${size}` };
    return { response: new Response(null, { status: 416, headers: headers416 }), counts: false };
  }
  const object = await getStorage().getStream(file.storageKey, range ?? undefined);
  if (!object) return null;
  if (!range) {
    return {
      response: new Response(object.body, { status: 200, headers: { ...common, "Content-Length": String(size) } }),
      counts: true,
    };
  }
  return {
    response: new Response(object.body, {
      status: 206,
      headers: {
        ...common,
        "Content-Length": String(range.end - range.start + 1),
        "Content-Range": `bytes ${range.start}-${range.end}/${size}`,
      },
    }),
    counts: range.start === 0,
  };
}

/** A file whose row exists but whose bytes storage does not have: an error worth a log line. */
export const missingBytes = (key: string) =>
  new AppError("NOT_FOUND", { messageKey: "api.errors.MEDIA_NOT_FOUND", cause: new Error(`no object ${key}`) });
