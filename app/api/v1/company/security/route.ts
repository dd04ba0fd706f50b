import { getCompanySecurity, setCompanySecurity } from "@/lib/server/auth/two-factor/company-policy";
import { ok } from "@/lib/server/http/envelope";
import { parseBody } from "@/lib/server/http/parse";
import { methods, route } from "@/lib/server/http/route";
import { companySecuritySchema } from "@/lib/validation/two-factor";

// GET / PUT /api/v1/company/security – the company's security rules ({ requireTwoFactor }).
// Owner only: admins and members get 403.
const read = route({ permission: "company.security" }, async ({ session }) =>
  ok(await getCompanySecurity({ companyId: session.companyId })),
);

const update = route({ permission: "company.security" }, async ({ req, session, t }) => {
  const { requireTwoFactor } = await parseBody(req, companySecuritySchema);
  const result = await setCompanySecurity({
    companyId: session.companyId,
    userId: session.userId,
    requireTwoFactor,
    req,
  });
  return ok(result, { message: t("auth.twoFactor.api.policySaved") });
});

export const { GET, POST, PUT, PATCH, DELETE } = methods({ GET: read, PUT: update });
