import { ComingSoon, comingSoonMetadata } from "@/components/shell/coming-soon";

// Issue 5 builds the customers screen; until then an honest empty state inside the shell.
export const generateMetadata = () => comingSoonMetadata("customers");

export default function CustomersPage() {
  return <ComingSoon screen="customers" />;
}
