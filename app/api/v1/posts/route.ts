import { createPostSchema, listPostsQuery } from "@/lib/validation/posts";
import { created, okJsonText } from "@/lib/server/http/envelope";
import { parseBody, parseQuery } from "@/lib/server/http/parse";
import { methods, route } from "@/lib/server/http/route";
import { listPostsJson } from "@/lib/server/posts/list-posts";
import { createPost } from "@/lib/server/posts/posts";

// GET /api/v1/posts – the calendar's range: `from`, `to` (ISO dates or instants, `to` exclusive),
// `accounts`, `status` (comma-separated), `author` (id or "me") → posts and the campaigns on it.
const list = route({ permission: "posts.read" }, async ({ req, session }) =>
  okJsonText(await listPostsJson(session, parseQuery(req, listPostsQuery))),
);

// POST /api/v1/posts – a draft, or a post scheduled for its time (everyone: their own posts).
const create = route({ permission: "posts.create" }, async ({ req, session, t }) => {
  const input = await parseBody(req, createPostSchema);
  const post = await createPost(session, input);
  return created({ post }, t(post.status === "draft" ? "posts.api.drafted" : "posts.api.scheduled"));
});

export const { GET, POST, PUT, PATCH, DELETE } = methods({ GET: list, POST: create });
