import type { Metadata } from "next";
import { getTranslations } from "next-intl/server";
import { CollectionsScreen } from "@/components/media/collections-screen";
import { mediaListParams, mediaUrlSchema } from "@/lib/media/list-query";
import { pageQuery, readUrlState, type PageSearchParams } from "@/lib/query/url-state";
import { requireUser } from "@/lib/server/auth/current-user";
import { listFolders } from "@/lib/server/media/folders/list-folders";
import { listMedia } from "@/lib/server/media/list-media";
import { mediaStats } from "@/lib/server/media/media-stats";
import { listMediaQuerySchema } from "@/lib/validation/media";

export async function generateMetadata(): Promise<Metadata> {
  const t = await getTranslations("collections");
  return { title: t("title") };
}

// The session, the viewer's role, and the first page of the URL's view with the stats and the
// folders, rendered on the server (no skeleton on arrival); the client component takes over
// filtering, paging and editing from there, asking for the very same path first.
export default async function CollectionsPage({ searchParams }: { searchParams: PageSearchParams }) {
  const { session } = await requireUser();
  const { raw, params } = await pageQuery(searchParams);
  const state = readUrlState(mediaUrlSchema, params);
  const { companyId } = session;

  // The folders first: a new company's default folders are made there, and the list names them.
  const folders = await listFolders({ companyId });
  const [page, stats] = await Promise.all([
    listMedia({ companyId, query: listMediaQuerySchema.parse(Object.fromEntries(mediaListParams(state))) }),
    mediaStats({ companyId }),
  ]);

  return (
    <CollectionsScreen
      viewer={{ id: session.userId, role: session.role }}
      initialPage={page}
      initialStats={stats}
      initialFolders={folders}
      open={{ upload: raw.upload === "1", preview: typeof raw.preview === "string" ? raw.preview : null }}
    />
  );
}
