import { getCustomerOrThrow } from "@/lib/server/customers/get-customer-or-throw";
import { ok } from "@/lib/server/http/envelope";
import { methods, route } from "@/lib/server/http/route";
import { removeCustomerPhoto, setCustomerPhoto } from "@/lib/server/images/customer-photo";
import { readImageUpload } from "@/lib/server/images/read-image-upload";

type Params = { id: string };

// POST /api/v1/customers/{id}/photo – multipart, the image in `file`: JPG, PNG or GIF (judged by
// its bytes) of at most 2 MB, stored as a 256 px WebP; answers the updated customer, whose
// `avatar` is the new photo's URL. 404 for another company's customer (checked before the body
// is read), 415 when not multipart, 400 on `photo` for a bad or too large file, 413 past the limit.
const upload = route<Params>({ permission: "customers.update" }, async ({ req, params, session }) => {
  await getCustomerOrThrow({ companyId: session.companyId, id: params.id });
  const { bytes } = await readImageUpload(req, { field: "photo" });
  return ok(await setCustomerPhoto({ companyId: session.companyId, customerId: params.id, bytes }));
});

// DELETE /api/v1/customers/{id}/photo – removes the photo (its file too); answers the customer.
const remove = route<Params>({ permission: "customers.update" }, async ({ params, session }) =>
  ok(await removeCustomerPhoto({ companyId: session.companyId, customerId: params.id })),
);

export const { GET, POST, PUT, PATCH, DELETE } = methods({ POST: upload, DELETE: remove });
