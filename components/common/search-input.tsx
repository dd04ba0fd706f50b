"use client";

import { Search } from "lucide-react";
import { Input } from "@/components/ui/input";
import { LIST_SEARCH_DEBOUNCE_MS } from "@/lib/constants";
import { useDebouncedInput } from "@/lib/query/use-debounced-input";

/**
 * A list's search box: a magnifier inside, and `onChange` only once the user pauses typing (the
 * list's URL and query follow the search, so not on every key). It grows to fill its row.
 */
export function SearchInput({
  value,
  onChange,
  label,
  placeholder,
}: {
  value: string;
  onChange: (value: string) => void;
  label: string;
  placeholder: string;
}) {
  const [draft, setDraft] = useDebouncedInput(value, onChange, LIST_SEARCH_DEBOUNCE_MS);
  return (
    <div className="relative min-w-0 flex-1">
      <Search
        className="pointer-events-none absolute top-1/2 left-3 size-4 -translate-y-1/2 text-muted-foreground"
        aria-hidden
      />
      <Input
        type="search"
        value={draft}
        onChange={(event) => setDraft(event.target.value)}
        aria-label={label}
        placeholder={placeholder}
        className="pl-9"
        maxLength={200}
      />
    </div>
  );
}
