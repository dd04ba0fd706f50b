import "server-only";
import type { Customer } from "@/lib/customers/types";
import type { Prisma } from "@/lib/generated/prisma/client";

// A customer as the API answers it (api.md §Customers); never the internal search columns.

export const customerSelect = {
  id: true,
  firstName: true,
  lastName: true,
  email: true,
  countryCode: true,
  phone: true,
  avatarUrl: true,
  status: true,
  customerType: true,
  tags: true,
  instagram: true,
  facebook: true,
  twitter: true,
  linkedin: true,
  notes: true,
  marketingOptIn: true,
  marketingOptInAt: true,
  marketingOptInSource: true,
  marketingOptOut: true,
  marketingOptOutAt: true,
  createdAt: true,
  updatedAt: true,
  group: { select: { id: true, name: true } },
} as const satisfies Prisma.CustomerSelect;

type SelectedCustomer = Prisma.CustomerGetPayload<{ select: typeof customerSelect }>;

/** A customer as raw SQL reads it (the list's page, the export): the group's columns aliased. */
export type CustomerSqlRow = Omit<SelectedCustomer, "group"> & { groupId: string | null; groupName: string | null };

export function toCustomerJson(customer: SelectedCustomer): Customer {
  const { avatarUrl, createdAt, updatedAt, marketingOptInAt, marketingOptOutAt, ...rest } = customer;
  return {
    ...rest,
    avatar: avatarUrl,
    marketingOptInAt: marketingOptInAt?.toISOString() ?? null,
    marketingOptOutAt: marketingOptOutAt?.toISOString() ?? null,
    createdAt: createdAt.toISOString(),
    updatedAt: updatedAt.toISOString(),
  };
}

export type CustomerJson = Customer;

type Consent = { marketingOptIn?: boolean; marketingOptInSource?: string | null; marketingOptOut?: boolean };

/**
 * The consent dates a change stamps (issue 19): opting in records when (and, when none is given,
 * "form" as where); opting out records when; turning either off clears its date. `current` null: a new customer.
 */
export function consentDates(current: Consent | null, next: Consent, now = new Date()) {
  const data: {
    marketingOptInAt?: Date | null;
    marketingOptInSource?: string | null;
    marketingOptOutAt?: Date | null;
  } = {};
  if (next.marketingOptIn !== undefined && next.marketingOptIn !== (current?.marketingOptIn ?? false)) {
    data.marketingOptInAt = next.marketingOptIn ? now : null;
    data.marketingOptInSource = next.marketingOptIn ? (next.marketingOptInSource ?? "form") : null;
  }
  if (next.marketingOptOut !== undefined && next.marketingOptOut !== (current?.marketingOptOut ?? false)) {
    data.marketingOptOutAt = next.marketingOptOut ? now : null;
  }
  return data;
}
