import { created } from "@/lib/server/http/envelope";
import { methods, route } from "@/lib/server/http/route";
import { duplicatePost } from "@/lib/server/posts/posts";

type Params = { id: string };

// POST /api/v1/posts/{id}/duplicate – a copy as the caller's draft (same text, media, accounts and time).
const duplicate = route<Params>({ permission: "posts.create" }, async ({ params, session, t }) =>
  created({ post: await duplicatePost(session, params.id) }, t("posts.api.duplicated")),
);

export const { GET, POST, PUT, PATCH, DELETE } = methods({ POST: duplicate });
