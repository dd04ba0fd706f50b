import { removeUserAvatar, setUserAvatar } from "@/lib/server/account/user-avatar";
import { ok } from "@/lib/server/http/envelope";
import { methods, route } from "@/lib/server/http/route";
import { readImageUpload } from "@/lib/server/images/read-image-upload";

// POST /api/v1/account/avatar – multipart, the image in `file`: JPG, PNG or GIF (judged by its
// bytes) of at most 2 MB, stored as a 256 px WebP. 415 when not multipart, 400 on `avatar` for a
// missing, unreadable or too large file, 413 past the limit. → data.avatar (the new URL)
const upload = route({}, async ({ req, session }) => {
  const { bytes } = await readImageUpload(req, { field: "avatar" });
  const avatar = await setUserAvatar({ companyId: session.companyId, userId: session.userId, bytes });
  return ok({ avatar });
});

// DELETE /api/v1/account/avatar – removes the photo and its file. → data.avatar = null
const remove = route({}, async ({ session }) => {
  await removeUserAvatar({ companyId: session.companyId, userId: session.userId });
  return ok({ avatar: null });
});

export const { GET, POST, PUT, PATCH, DELETE } = methods({ POST: upload, DELETE: remove });
