import { readFile } from "@/lib/server/files/files";
import { methods, route } from "@/lib/server/http/route";

type Params = { id: string };

// GET /api/v1/files/{id} – a stored file (a customer's photo, a user's avatar) to signed-in users
// of its company only, while it is current (anything else: 404 in the envelope). Each upload gets
// a new id, so the answer never changes and the browser may keep it for a year; `private` keeps
// shared caches from storing a file that needs a session. next.config.mjs gives every /api answer
// the sandbox CSP and nosniff, so a file opened directly is inert whatever its bytes (a route's own
// CSP would be replaced there anyway).
const read = route<Params>({}, async ({ params, session }) => {
  const file = await readFile({ companyId: session.companyId, id: params.id });
  return new Response(Buffer.from(file.bytes), {
    headers: {
      "Content-Type": file.contentType,
      "Content-Length": String(file.bytes.byteLength),
      "Cache-Control": "private, max-age=31536000, immutable",
    },
  });
});

export const { GET, POST, PUT, PATCH, DELETE } = methods({ GET: read });
