import { CustomersScreen } from "@/components/customers/customers-screen";
import { readListState } from "@/lib/customers/list-query";
import { can } from "@/lib/permissions";
import { requireUser } from "@/lib/server/auth/current-user";
import { customerStats } from "@/lib/server/customers/customer-stats";
import { listCustomers } from "@/lib/server/customers/list-customers";
import { listGroups } from "@/lib/server/customers/list-groups";
import { CUSTOMERS_PAGE_SIZE } from "@/lib/validation/customers";
import { pageTitle } from "@/app/page-title";

export const generateMetadata = pageTitle("customers");

type SearchParams = Promise<Record<string, string | string[] | undefined>>;

// The session, the role, and the first page of the URL's view with the stats and groups, rendered
// on the server; the client component takes over filtering, paging and editing from there.
export default async function CustomersPage({ searchParams }: { searchParams: SearchParams }) {
  const { session } = await requireUser();
  const raw = await searchParams;
  const params = new URLSearchParams();
  for (const [key, value] of Object.entries(raw)) if (typeof value === "string") params.set(key, value);
  const state = readListState(params);
  const { companyId } = session;

  const [page, stats, groups] = await Promise.all([
    listCustomers({
      companyId,
      query: {
        search: state.search.trim() || undefined,
        group: state.group === "all" ? undefined : state.group,
        status: state.status || undefined,
        tag: state.tag.trim() || undefined,
        sort: state.sort,
        page: state.page,
        limit: CUSTOMERS_PAGE_SIZE,
        count: "capped",
      },
    }),
    customerStats({ companyId }),
    listGroups({ companyId }),
  ]);

  return (
    <CustomersScreen
      // Deleting, importing and exporting go together (lib/permissions.ts gives them the same roles).
      canManage={can(session.role, "customers.delete")}
      initialPage={page}
      initialStats={stats}
      initialGroups={groups}
      open={{
        create: raw.new === "1",
        import: raw.import === "1",
        customer: typeof raw.customer === "string" ? raw.customer : null,
      }}
    />
  );
}
