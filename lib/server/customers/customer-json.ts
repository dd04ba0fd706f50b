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
  createdAt: true,
  updatedAt: true,
  group: { select: { id: true, name: true } },
} as const satisfies Prisma.CustomerSelect;

type SelectedCustomer = Prisma.CustomerGetPayload<{ select: typeof customerSelect }>;

/** A customer as raw SQL reads it (the list's page, the export): the group's columns aliased. */
export type CustomerSqlRow = Omit<SelectedCustomer, "group"> & { groupId: string | null; groupName: string | null };

export function toCustomerJson(customer: SelectedCustomer): Customer {
  const { avatarUrl, createdAt, updatedAt, ...rest } = customer;
  return { ...rest, avatar: avatarUrl, createdAt: createdAt.toISOString(), updatedAt: updatedAt.toISOString() };
}

export type CustomerJson = Customer;
