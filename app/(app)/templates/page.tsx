import { getLocale } from "next-intl/server";
import { pageTitle } from "@/app/page-title";
import { TemplatesScreen } from "@/components/templates/templates-screen";
import { toLocale } from "@/lib/i18n/config";
import { pageQuery, readUrlState, type PageSearchParams } from "@/lib/query/url-state";
import { requireUser } from "@/lib/server/auth/current-user";
import { translatorFor } from "@/lib/server/i18n";
import { listTemplates } from "@/lib/server/templates/list-templates";
import { templateStats } from "@/lib/server/templates/template-stats";
import { templateListParams, templatesUrlSchema } from "@/lib/templates/list-query";
import { listTemplatesQuerySchema } from "@/lib/validation/templates";

export const generateMetadata = pageTitle("templates", "title");

// The session, the role, and the first page of the URL's view with the four cards, rendered on the
// server (no skeleton on arrival); the client component takes over filtering, paging and editing,
// asking for the very same path first. ?new=1 opens the editor empty, ?template=<id> on a template.
export default async function TemplatesPage({ searchParams }: { searchParams: PageSearchParams }) {
  const { session } = await requireUser();
  const { raw, params } = await pageQuery(searchParams);
  const state = readUrlState(templatesUrlSchema, params);
  const { companyId, role } = session;
  const t = translatorFor(toLocale(await getLocale()));

  const [page, stats] = await Promise.all([
    listTemplates({
      companyId,
      query: listTemplatesQuerySchema.parse(Object.fromEntries(templateListParams(state))),
      t,
    }),
    templateStats({ companyId }),
  ]);

  return (
    <TemplatesScreen
      role={role}
      initialPage={page}
      initialStats={stats}
      open={{
        create: raw.new === "1",
        template: typeof raw.template === "string" ? raw.template : null,
      }}
    />
  );
}
