import "server-only";
import { foldTurkish, turkishSortKey } from "@/lib/customers/search-text";

// The columns that make a file findable and sortable, written on every change of its name or tags:
// folded the way customers are (Turkish-aware, accent-free), so "sukru" finds "Şükrü.png".

export function mediaSearchColumns(file: { name: string; tags: readonly string[] }) {
  return {
    searchText: [foldTurkish(file.name), ...file.tags.map(foldTurkish)].filter(Boolean).join(" | "),
    sortName: turkishSortKey(file.name),
  };
}
