import { readUserAvatar } from "@/lib/server/account/user-avatar";
import { methods, route } from "@/lib/server/http/route";

type Params = { userId: string; file: string };

// GET /api/v1/account/avatar/{userId}/{file} – a user's current photo, to signed-in users of the
// same company only (anything else: 404 in the envelope). Each upload gets a new random name, so
// the answer never changes and may be kept for a year; `private` keeps shared caches out.
const read = route<Params>({}, async ({ params, session }) => {
  const file = await readUserAvatar({ companyId: session.companyId, userId: params.userId, file: params.file });
  return new Response(Buffer.from(file.bytes), {
    headers: {
      "Content-Type": file.contentType,
      "Content-Length": String(file.bytes.byteLength),
      "Cache-Control": "private, max-age=31536000, immutable",
      "X-Content-Type-Options": "nosniff",
      "Content-Security-Policy": "default-src 'none'; sandbox",
    },
  });
});

export const { GET, POST, PUT, PATCH, DELETE } = methods({ GET: read });
