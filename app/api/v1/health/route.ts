// GET /api/v1/health – liveness and database reachability, no session needed (Docker HEALTHCHECK).
import { APP_VERSION } from "@/lib/constants";
import { checkDatabase } from "@/lib/server/health";
import { ok } from "@/lib/server/http/envelope";
import { methods, route } from "@/lib/server/http/route";

export const dynamic = "force-dynamic";

export const { GET, POST, PUT, PATCH, DELETE } = methods({
  GET: route({ public: true }, async () => {
    await checkDatabase();
    return ok({ status: "ok", database: "ok", version: APP_VERSION });
  }),
});
