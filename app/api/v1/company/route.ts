import { ok } from "@/lib/server/http/envelope";
import { parseBody } from "@/lib/server/http/parse";
import { methods, route } from "@/lib/server/http/route";
import { getCompany, updateCompany } from "@/lib/server/team/company";
import { updateCompanySchema } from "@/lib/validation/team";

// GET /api/v1/company – the caller's company: name, plan, team settings (any role may read).
const read = route({ permission: "company.read" }, async ({ session }) =>
  ok({ company: await getCompany({ companyId: session.companyId }) }),
);

// PUT /api/v1/company – owners and admins: `{ name?, teamSettings? }`, team settings merged.
const update = route({ permission: "company.update" }, async ({ req, session, t }) => {
  const input = await parseBody(req, updateCompanySchema);
  const company = await updateCompany({ companyId: session.companyId, input });
  return ok({ company }, { message: t("api.team.companySaved") });
});

export const { GET, POST, PUT, PATCH, DELETE } = methods({ GET: read, PUT: update });
