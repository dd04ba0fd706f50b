import { markPublishedSchema } from "@/lib/validation/posts";
import { ok } from "@/lib/server/http/envelope";
import { parseBody } from "@/lib/server/http/parse";
import { methods, route } from "@/lib/server/http/route";
import { markPublished } from "@/lib/server/posts/posts";

type Params = { id: string };

// POST /api/v1/posts/{id}/published – `{ accountId?, permalink? }`: a manual post was published by hand
// (all its waiting accounts, or one); 409 when none waits.
const published = route<Params>({ permission: "posts.updateOwn" }, async ({ req, params, session, t }) => {
  const input = await parseBody(req, markPublishedSchema);
  return ok({ post: await markPublished(session, params.id, input) }, { message: t("posts.api.markedPublished") });
});

export const { GET, POST, PUT, PATCH, DELETE } = methods({ POST: published });
