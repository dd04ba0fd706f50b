import { updateSocialAccountSchema } from "@/lib/validation/posts";
import { ok } from "@/lib/server/http/envelope";
import { parseBody } from "@/lib/server/http/parse";
import { methods, route } from "@/lib/server/http/route";
import {
  disconnectSocialAccount,
  getSocialAccountOrThrow,
  toSocialAccountJson,
  updateSocialAccount,
} from "@/lib/server/posts/social-accounts";

type Params = { id: string };

// GET /api/v1/social-accounts/{id} – one account; another company's is a 404.
const read = route<Params>({ permission: "posts.read" }, async ({ params, session }) =>
  ok({ account: toSocialAccountJson(await getSocialAccountOrThrow({ companyId: session.companyId, id: params.id })) }),
);

// PUT /api/v1/social-accounts/{id} – owners and admins: name, handle, avatar; Meta id and secrets (replaced only when sent).
const update = route<Params>({ permission: "posts.socialAccounts" }, async ({ req, params, session, t }) => {
  const input = await parseBody(req, updateSocialAccountSchema);
  const account = await updateSocialAccount({ companyId: session.companyId, id: params.id, input });
  return ok({ account }, { message: t("posts.api.accountUpdated") });
});

// DELETE /api/v1/social-accounts/{id} – owners and admins: disconnect (secrets wiped, posts and figures kept).
const disconnect = route<Params>({ permission: "posts.socialAccounts" }, async ({ params, session, t }) => {
  const account = await disconnectSocialAccount({ companyId: session.companyId, id: params.id });
  return ok({ account }, { message: t("posts.api.accountDisconnected", { name: account.name }) });
});

export const { GET, POST, PUT, PATCH, DELETE } = methods({ GET: read, PUT: update, DELETE: disconnect });
