import "server-only";
import { db } from "@/lib/server/db";
import { notFound } from "@/lib/server/http/errors";

/** Deletes one of the company's customers; another company's id is a 404. */
export async function deleteCustomer({ companyId, id }: { companyId: string; id: string }) {
  const { count } = await db.customer.deleteMany({ where: { id, companyId } });
  if (count === 0) throw notFound("api.errors.CUSTOMER_NOT_FOUND");
  return { id };
}
