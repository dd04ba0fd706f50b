import type { Metadata } from "next";
import { getTranslations } from "next-intl/server";

/**
 * A page's `generateMetadata` when its `<title>` is one message in the visitor's language:
 * `export const generateMetadata = pageTitle("settings.billing");` (the key is "title", or the
 * auth screens' "metaTitle"). The root layout adds " · Kanal".
 */
export function pageTitle(namespace: string, key = "title"): () => Promise<Metadata> {
  return async () => {
    const t = await getTranslations(namespace);
    return { title: t(key) };
  };
}
