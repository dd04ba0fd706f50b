import { createSocialAccountSchema } from "@/lib/validation/posts";
import { created, ok } from "@/lib/server/http/envelope";
import { parseBody } from "@/lib/server/http/parse";
import { methods, route } from "@/lib/server/http/route";
import { createSocialAccount, listSocialAccounts } from "@/lib/server/posts/social-accounts";

// GET /api/v1/social-accounts – the company's social accounts (everyone: the post editor lists them).
const list = route({ permission: "posts.read" }, async ({ session }) =>
  ok({ accounts: await listSocialAccounts(session.companyId) }),
);

// POST /api/v1/social-accounts – owners and admins connect one; Meta is not called (its first publish tells).
const connect = route({ permission: "posts.socialAccounts" }, async ({ req, session, t }) => {
  const input = await parseBody(req, createSocialAccountSchema);
  const account = await createSocialAccount({ companyId: session.companyId, input });
  return created({ account }, t("posts.api.accountCreated", { name: account.name }));
});

export const { GET, POST, PUT, PATCH, DELETE } = methods({ GET: list, POST: connect });
