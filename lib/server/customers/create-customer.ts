import "server-only";
import { toE164 } from "@/lib/customers/phone";
import { customerSearchColumns } from "@/lib/customers/search-text";
import type { CustomerInput } from "@/lib/validation/customers";
import { db } from "@/lib/server/db";
import { consentDates, customerSelect, toCustomerJson } from "@/lib/server/customers/customer-json";
import { getGroupOrThrow } from "@/lib/server/customers/get-group-or-throw";
import { customerEmailTaken, withUniqueConflict } from "@/lib/server/customers/unique-conflicts";

export type CreateCustomerOptions = { companyId: string; input: CustomerInput };

/** A new customer in the company (its group must be the company's: else 404; e-mail taken: 409). */
export async function createCustomer({ companyId, input }: CreateCustomerOptions) {
  if (input.groupId) await getGroupOrThrow({ companyId, id: input.groupId });
  const customer = await withUniqueConflict(
    () =>
      db.customer.create({
        data: {
          ...input,
          companyId,
          phoneE164: toE164(input.countryCode, input.phone),
          ...consentDates(null, input),
          ...customerSearchColumns(input),
        },
        select: customerSelect,
      }),
    customerEmailTaken,
  );
  return toCustomerJson(customer);
}
