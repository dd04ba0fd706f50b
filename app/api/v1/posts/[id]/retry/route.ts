import { ok } from "@/lib/server/http/envelope";
import { methods, route } from "@/lib/server/http/route";
import { retryPost } from "@/lib/server/posts/posts";

type Params = { id: string };

// POST /api/v1/posts/{id}/retry – a failed post's failed accounts are published again now (409 if it has not failed).
const retry = route<Params>({ permission: "posts.updateOwn" }, async ({ params, session, t }) =>
  ok({ post: await retryPost(session, params.id) }, { message: t("posts.api.retrying") }),
);

export const { GET, POST, PUT, PATCH, DELETE } = methods({ POST: retry });
