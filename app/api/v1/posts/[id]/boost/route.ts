import { boostSchema } from "@/lib/validation/posts";
import { ok } from "@/lib/server/http/envelope";
import { parseBody } from "@/lib/server/http/parse";
import { methods, route } from "@/lib/server/http/route";
import { setBoost } from "@/lib/server/posts/posts";

type Params = { id: string };

// PUT /api/v1/posts/{id}/boost – `{ startsAt, endsAt, budget }` (issue 21); DELETE removes it.
const put = route<Params>({ permission: "posts.updateOwn" }, async ({ req, params, session, t }) => {
  const input = await parseBody(req, boostSchema);
  return ok({ post: await setBoost(session, params.id, input) }, { message: t("posts.api.boosted") });
});

const remove = route<Params>({ permission: "posts.updateOwn" }, async ({ params, session, t }) =>
  ok({ post: await setBoost(session, params.id, null) }, { message: t("posts.api.boostRemoved") }),
);

export const { GET, POST, PUT, PATCH, DELETE } = methods({ PUT: put, DELETE: remove });
