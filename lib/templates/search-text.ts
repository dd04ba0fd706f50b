import { foldTurkish } from "@/lib/customers/search-text";

/** What the list's search looks in: name and display name, folded like customers' (Turkish-insensitive). */
export const templateSearchText = (template: { name: string; displayName: string }) =>
  foldTurkish(`${template.name} ${template.name.replace(/_/g, " ")} ${template.displayName}`);
