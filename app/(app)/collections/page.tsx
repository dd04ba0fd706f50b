import type { Metadata } from "next";
import { getTranslations } from "next-intl/server";
import { CollectionsScreen } from "@/components/media/collections-screen";
import { requireUser } from "@/lib/server/auth/current-user";

export async function generateMetadata(): Promise<Metadata> {
  const t = await getTranslations("collections");
  return { title: t("title") };
}

type SearchParams = Promise<Record<string, string | string[] | undefined>>;

// The session and the viewer's role; the client component loads the library through the query
// layer and takes over filtering, paging and editing.
export default async function CollectionsPage({ searchParams }: { searchParams: SearchParams }) {
  const { session } = await requireUser();
  const raw = await searchParams;
  return (
    <CollectionsScreen
      viewer={{ id: session.userId, role: session.role }}
      open={{ upload: raw.upload === "1", preview: typeof raw.preview === "string" ? raw.preview : null }}
    />
  );
}
