import "server-only";
import type { MediaFile } from "@/lib/media/types";
import { mediaNotFound } from "@/lib/server/media/media-errors";
import { mediaFilesJson } from "@/lib/server/media/media-json";

/** One of the company's files as JSON; another company's id is a 404. */
export async function getMedia({ companyId, id }: { companyId: string; id: string }): Promise<MediaFile> {
  const [file] = await mediaFilesJson(companyId, [id]);
  if (!file) throw mediaNotFound();
  return file;
}
