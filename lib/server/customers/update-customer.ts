import "server-only";
import { toE164 } from "@/lib/customers/phone";
import { customerSearchColumns } from "@/lib/customers/search-text";
import type { UpdateCustomerInput } from "@/lib/validation/customers";
import { db } from "@/lib/server/db";
import { consentDates, customerSelect, toCustomerJson } from "@/lib/server/customers/customer-json";
import { getCustomerOrThrow } from "@/lib/server/customers/get-customer-or-throw";
import { getGroupOrThrow } from "@/lib/server/customers/get-group-or-throw";
import { customerEmailTaken, withUniqueConflict } from "@/lib/server/customers/unique-conflicts";

export type UpdateCustomerOptions = { companyId: string; id: string; input: UpdateCustomerInput };

/** Changes the given fields of one of the company's customers; the search columns follow. */
export async function updateCustomer({ companyId, id, input }: UpdateCustomerOptions) {
  const current = await getCustomerOrThrow({ companyId, id });
  if (input.groupId) await getGroupOrThrow({ companyId, id: input.groupId });
  // Absent fields keep their value; the search columns are computed from the result.
  const changes = Object.fromEntries(Object.entries(input).filter(([, value]) => value !== undefined));
  const merged = { ...current, ...changes };
  // The number inbound messages find the customer by follows its parts.
  const phoneChanged = "phone" in changes || "countryCode" in changes;
  const customer = await withUniqueConflict(
    () =>
      db.customer.update({
        // companyId in the where too: the row cannot change hands between the check and the write.
        where: { id: current.id, companyId },
        data: {
          ...changes,
          ...(phoneChanged ? { phoneE164: toE164(merged.countryCode, merged.phone) } : {}),
          ...consentDates(current, changes),
          ...customerSearchColumns(merged),
        },
        select: customerSelect,
      }),
    customerEmailTaken,
  );
  return toCustomerJson(customer);
}
