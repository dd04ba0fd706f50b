import { getDataExportDownload } from "@/lib/server/account/data-export";
import { methods, route } from "@/lib/server/http/route";
import { fileDownload, JSON_TYPE } from "@/lib/server/http/download";

type Params = { id: string };

// GET /api/v1/account/export/{id} – downloads one of the caller's ready exports as
// kanal-export-<date>.json. Another user's or an unknown id: 404; expired: 404 saying so;
// still being built or failed: 409.
const download = route<Params>({}, async ({ session, params }) => {
  const { bytes, fileName } = await getDataExportDownload({ userId: session.userId, id: params.id });
  return fileDownload(Buffer.from(bytes), { fileName, type: JSON_TYPE, length: bytes.byteLength });
});

export const { GET, POST, PUT, PATCH, DELETE } = methods({ GET: download });
