import { z } from "zod";
import { listQueryParams, listUrlFields, readUrlState } from "@/lib/query/url-state";
import type { Customer } from "@/lib/customers/types";
import { CUSTOMER_SORTS, CUSTOMER_STATUSES } from "@/lib/validation/customers";

// The customers screen's view of the API (api.md §Customers) and of its URL: the filters live in
// the query string, so a filtered view survives a reload and can be shared.

export type {
  Customer,
  CustomerGroup,
  CustomerPage,
  CustomerSort,
  CustomerStats,
  CustomerStatus,
  CustomerType,
  Pagination,
} from "@/lib/customers/types";

/**
 * The screen's URL (lib/query/url-state.ts): search, group ("all", "none" or a group id), status,
 * tag, sort and page; anything unknown falls back to the default, field by field.
 */
export const customersUrlSchema = z.object({
  search: listUrlFields.search,
  group: z.string().min(1).catch("all"),
  status: z.enum(CUSTOMER_STATUSES).or(z.literal("")).catch(""),
  tag: z
    .string()
    .transform((value) => value.slice(0, 50))
    .catch(""),
  sort: z.enum(CUSTOMER_SORTS).catch("newest"),
  page: listUrlFields.page,
});

export type ListState = z.output<typeof customersUrlSchema>;

export const DEFAULT_LIST_STATE: ListState = { search: "", group: "all", status: "", tag: "", sort: "newest", page: 1 };

type Params = { get(name: string): string | null };

/** The list state a URL asks for; anything unknown falls back to the default. */
export const readListState = (params: Params): ListState => readUrlState(customersUrlSchema, params);

/** The filters only (no page or sort), as the bulk `all: true` selection and the export take them. */
export const filterParams = (state: ListState) => listQueryParams(customersUrlSchema, state, { filtersOnly: true });

/** The query string of the list: filters, then sort and page when not the default. */
export const listParams = (state: ListState) => listQueryParams(customersUrlSchema, state);

export function filterBody(state: ListState) {
  return {
    search: state.search.trim() || undefined,
    group: state.group === "all" ? undefined : state.group,
    status: state.status || undefined,
    tag: state.tag.trim() || undefined,
  };
}

export const hasFilters = (state: ListState) => filterParams(state).size > 0;

/**
 * Which empty state an empty list shows. A search, status or tag that matches nothing is "results"
 * (change your search); a group chosen with nothing else is simply empty ("group", "ungrouped"),
 * not a failed search; no customers at all is "first".
 */
export function emptyStateOf(state: ListState, companyTotal: number): "first" | "group" | "ungrouped" | "results" {
  const isSearching = Boolean(state.search.trim() || state.status || state.tag.trim());
  if (isSearching) return "results";
  if (state.group === "none") return "ungrouped";
  if (state.group !== "all") return "group";
  return companyTotal === 0 ? "first" : "results";
}

export const fullName = (customer: Pick<Customer, "firstName" | "lastName">) =>
  `${customer.firstName} ${customer.lastName}`.trim();

export function initials(customer: Pick<Customer, "firstName" | "lastName">): string {
  return `${customer.firstName.charAt(0)}${customer.lastName.charAt(0)}`.toLocaleUpperCase("tr");
}

/** The WhatsApp link of the row menu, while the inbox does not exist yet; null without a phone. */
export function whatsAppLink(customer: Pick<Customer, "countryCode" | "phone">): string | null {
  const phone = (customer.phone ?? "").replace(/\D/g, "");
  if (!phone) return null;
  return `https://wa.me/${customer.countryCode.replace(/\D/g, "")}${phone.replace(/^0+/, "")}`;
}
