import { ok } from "@/lib/server/http/envelope";
import { methods, route } from "@/lib/server/http/route";
import { deleteNote } from "@/lib/server/inbox/customer-notes";

type Params = { id: string; noteId: string };

// DELETE /api/v1/customers/{id}/notes/{noteId} – its author, an owner or an admin (403 otherwise).
const remove = route<Params>({ permission: "inbox.notes" }, async ({ params, session, t }) => {
  await deleteNote(session, params.id, params.noteId);
  return ok({ id: params.noteId }, { message: t("customers.notes.deleted") });
});

export const { GET, POST, PUT, PATCH, DELETE } = methods({ DELETE: remove });
