import { CustomersScreen } from "@/components/customers/customers-screen";
import { readListState } from "@/lib/customers/list-query";
import { can } from "@/lib/permissions";
import { pageQuery, type PageSearchParams } from "@/lib/query/url-state";
import { requireUser } from "@/lib/server/auth/current-user";
import { customerStats } from "@/lib/server/customers/customer-stats";
import { listCustomers } from "@/lib/server/customers/list-customers";
import { listGroups } from "@/lib/server/customers/list-groups";
import { CUSTOMERS_PAGE_SIZE } from "@/lib/validation/customers";
import { pageTitle } from "@/app/page-title";

export const generateMetadata = pageTitle("customers");

// The session, the role, and the first page of the URL's view with the stats and groups, rendered
// on the server; the client component takes over filtering, paging and editing from there.
export default async function CustomersPage({ searchParams }: { searchParams: PageSearchParams }) {
  const { session } = await requireUser();
  const { raw, params } = await pageQuery(searchParams);
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
