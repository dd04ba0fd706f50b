import type { CUSTOMER_SORTS, CUSTOMER_STATUSES, CUSTOMER_TYPES } from "@/lib/validation/customers";

// The JSON shapes the customers API answers (api.md §Customers), once: lib/server/customers builds
// them (toCustomerJson is typed against Customer), the routes send them, the customers screen and
// the dashboard read them. Client-safe: types only.

export type CustomerStatus = (typeof CUSTOMER_STATUSES)[number];
export type CustomerType = (typeof CUSTOMER_TYPES)[number];
export type CustomerSort = (typeof CUSTOMER_SORTS)[number];

export type Customer = {
  id: string;
  firstName: string;
  lastName: string;
  /** Null for a customer who first wrote on a channel (they have a phone or a page-scoped id). */
  email: string | null;
  countryCode: string;
  phone: string | null;
  avatar: string | null;
  status: CustomerStatus;
  customerType: CustomerType;
  tags: string[];
  instagram: string | null;
  facebook: string | null;
  twitter: string | null;
  linkedin: string | null;
  notes: string | null;
  /** Marketing consent (issue 19): opted in (NEWSLETTER_SUBSCRIBERS), when and where; opted out (no marketing campaign reaches them), when. */
  marketingOptIn: boolean;
  marketingOptInAt: string | null;
  marketingOptInSource: string | null;
  marketingOptOut: boolean;
  marketingOptOutAt: string | null;
  createdAt: string;
  updatedAt: string;
  group: { id: string; name: string } | null;
};

export type CustomerGroup = { id: string; name: string; description: string | null; count: number };
export type CustomerStats = { total: number; active: number; newLast30Days: number };
/** `totalExact` false: there are at least `total` matches (the count stopped at its cap). */
export type Pagination = { page: number; limit: number; total: number; totalPages: number; totalExact: boolean };
export type CustomerPage = { customers: Customer[]; pagination: Pagination };

/** How an import treats an e-mail the company already has: kept as it is, or updated from the file. */
export type ImportMode = "skip" | "update";
export type ImportRejection = { row: number; field?: string; reason: string };
/** The import's answer: inserted + updated + rejected = total. `errors` holds every rejected row. */
export type ImportReport = {
  total: number;
  inserted: number;
  updated: number;
  rejected: number;
  errors: ImportRejection[];
};
