import "server-only";
import { db } from "@/lib/server/db";
import { customerSelect } from "@/lib/server/customers/customer-json";
import { notFound } from "@/lib/server/errors";

/** One of the company's customers; another company's id (or none) is a 404, never a 403. */
export async function getCustomerOrThrow({ companyId, id }: { companyId: string; id: string }) {
  const customer = await db.customer.findFirst({ where: { id, companyId }, select: customerSelect });
  if (!customer) throw notFound("api.errors.CUSTOMER_NOT_FOUND");
  return customer;
}
