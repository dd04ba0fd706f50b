import { updatePostSchema } from "@/lib/validation/posts";
import { ok } from "@/lib/server/http/envelope";
import { parseBody } from "@/lib/server/http/parse";
import { methods, route } from "@/lib/server/http/route";
import { deletePost, getPost, updatePost } from "@/lib/server/posts/posts";

type Params = { id: string };

// GET /api/v1/posts/{id} – one post with its media and accounts; another company's is a 404.
const read = route<Params>({ permission: "posts.read" }, async ({ params, session }) =>
  ok({ post: await getPost(session, params.id) }),
);

// PUT /api/v1/posts/{id} – edit or reschedule (any subset of the create body); own posts, or anyone's for owners and admins.
const update = route<Params>({ permission: "posts.updateOwn" }, async ({ req, params, session, t }) => {
  const input = await parseBody(req, updatePostSchema);
  const post = await updatePost(session, params.id, input);
  return ok({ post }, { message: t("posts.api.updated") });
});

// DELETE /api/v1/posts/{id} – deletes it; its publish job then does nothing (409 while it is being published).
const remove = route<Params>({ permission: "posts.deleteOwn" }, async ({ params, session, t }) => {
  await deletePost(session, params.id);
  return ok({ id: params.id }, { message: t("posts.api.deleted") });
});

export const { GET, POST, PUT, PATCH, DELETE } = methods({ GET: read, PUT: update, DELETE: remove });
