import { listDataExports, requestDataExport } from "@/lib/server/account/data-export";
import { ok } from "@/lib/server/http/envelope";
import { methods, route } from "@/lib/server/http/route";

// GET /api/v1/account/export – the caller's latest exports, newest first: `data.exports`
// ({ id, status: pending | ready | failed | expired, sizeBytes, createdAt, expiresAt, fileName }).
const list = route({}, async ({ session }) => ok({ exports: await listDataExports({ userId: session.userId }) }));

// POST /api/v1/account/export – starts a data export (202, `data.export` pending); built by a
// background job (lib/server/jobs), which survives a restart. 409 while another one is still running.
const start = route({}, async ({ req, session, t }) => {
  const created = await requestDataExport({ userId: session.userId, companyId: session.companyId, req });
  return ok({ export: created }, { status: 202, message: t("api.account.exportStarted") });
});

export const { GET, POST, PUT, PATCH, DELETE } = methods({ GET: list, POST: start });
