import { parseBody } from "@/lib/server/http/parse";
import { methods, route } from "@/lib/server/http/route";
import { zipMedia } from "@/lib/server/media/zip-media";
import { downloadMediaSchema } from "@/lib/validation/media";
import { fileDownload } from "@/lib/server/http/download";

// POST /api/v1/media/download – `{ ids }` → the files as one zip, streamed (404 if any id is not
// the company's); each file counts a download.
const download = route({ permission: "media.download" }, async ({ req, session }) => {
  const { ids } = await parseBody(req, downloadMediaSchema);
  const stream = await zipMedia({ companyId: session.companyId, ids });
  const date = new Date().toISOString().slice(0, 10);
  return fileDownload(stream, { fileName: `kanal-media-${date}.zip`, type: "application/zip" });
});

export const { GET, POST, PUT, PATCH, DELETE } = methods({ POST: download });
