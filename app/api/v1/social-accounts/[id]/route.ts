import { updateSocialAccountSchema } from "@/lib/validation/posts";
import { ok } from "@/lib/server/http/envelope";
import { deleteRowRoute, updateRowRoute } from "@/lib/server/http/company-row-routes";
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
const update = updateRowRoute({
  permission: "posts.socialAccounts",
  schema: updateSocialAccountSchema,
  update: updateSocialAccount,
  reply: (account, t) => ok({ account }, { message: t("posts.api.accountUpdated") }),
});

// DELETE /api/v1/social-accounts/{id} – owners and admins: disconnect (secrets wiped, posts and figures kept).
const disconnect = deleteRowRoute({
  permission: "posts.socialAccounts",
  remove: disconnectSocialAccount,
  reply: (account, t) => ok({ account }, { message: t("posts.api.accountDisconnected", { name: account.name }) }),
});

export const { GET, POST, PUT, PATCH, DELETE } = methods({ GET: read, PUT: update, DELETE: disconnect });
