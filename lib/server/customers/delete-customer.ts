import "server-only";
import { db } from "@/lib/server/db";
import { notFound } from "@/lib/server/errors";
import { deleteCustomerPhotoFiles } from "@/lib/server/images/customer-photo";

/** Deletes one of the company's customers and its photo file; another company's id is a 404. */
export async function deleteCustomer({ companyId, id }: { companyId: string; id: string }) {
  const customer = await db.customer.findFirst({ where: { id, companyId }, select: { id: true, avatarUrl: true } });
  if (!customer) throw notFound("api.errors.CUSTOMER_NOT_FOUND");
  const { count } = await db.customer.deleteMany({ where: { id, companyId } });
  if (count === 0) throw notFound("api.errors.CUSTOMER_NOT_FOUND");
  await deleteCustomerPhotoFiles(companyId, [customer]);
  return { id };
}
