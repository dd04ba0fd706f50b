import { methods, route } from "@/lib/server/http/route";
import { readCustomerPhoto } from "@/lib/server/images/customer-photo";

type Params = { customerId: string; file: string };

// GET /api/v1/files/customers/{customerId}/{file} – a customer's current photo, to signed-in
// users of the customer's company only (anything else: 404 in the envelope). Each upload gets a
// new random name, so the answer never changes and the browser may keep it for a year; `private`
// keeps shared caches from storing a file that needs a session.
const read = route<Params>({}, async ({ params, session }) => {
  const file = await readCustomerPhoto({
    companyId: session.companyId,
    customerId: params.customerId,
    file: params.file,
  });
  return new Response(Buffer.from(file.bytes), {
    headers: {
      "Content-Type": file.contentType,
      "Content-Length": String(file.bytes.byteLength),
      "Cache-Control": "private, max-age=31536000, immutable",
      "X-Content-Type-Options": "nosniff",
      "Content-Security-Policy": "default-src 'none'; sandbox",
    },
  });
});

export const { GET, POST, PUT, PATCH, DELETE } = methods({ GET: read });
