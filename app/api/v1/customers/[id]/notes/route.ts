import { created, ok } from "@/lib/server/http/envelope";
import { parseBody } from "@/lib/server/http/parse";
import { methods, route } from "@/lib/server/http/route";
import { addNote, listNotes } from "@/lib/server/inbox/customer-notes";
import { customerNoteSchema } from "@/lib/validation/inbox";

type Params = { id: string };

// GET /api/v1/customers/{id}/notes – the customer's internal notes, newest first.
const list = route<Params>({ permission: "inbox.notes" }, async ({ params, session }) =>
  ok({ notes: await listNotes(session, params.id) }),
);

// POST /api/v1/customers/{id}/notes `{ text }` – 201 with the note (the caller is its author).
const add = route<Params>({ permission: "inbox.notes" }, async ({ req, params, session, t }) => {
  const { text } = await parseBody(req, customerNoteSchema);
  return created({ note: await addNote(session, params.id, text) }, t("customers.notes.added"));
});

export const { GET, POST, PUT, PATCH, DELETE } = methods({ GET: list, POST: add });
