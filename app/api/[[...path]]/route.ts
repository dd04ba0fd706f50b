// Any /api path that no route handles: 404 in the envelope, whatever the method.
import { errorResponse } from "@/lib/server/http/envelope";
import { route } from "@/lib/server/http/route";

const notFound = route({ public: true }, ({ t }) =>
  errorResponse(404, { success: false, code: "NOT_FOUND", message: t("api.errors.ROUTE_NOT_FOUND") }),
);

export { notFound as GET, notFound as POST, notFound as PUT, notFound as PATCH, notFound as DELETE };
