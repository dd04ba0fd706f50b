"use client";

import { Check, ChevronsUpDown, Share2 } from "lucide-react";
import { useTranslations } from "next-intl";
import { useState } from "react";
import { Button } from "@/components/ui/button";
import { Command, CommandEmpty, CommandGroup, CommandInput, CommandItem, CommandList } from "@/components/ui/command";
import { Popover, PopoverContent, PopoverTrigger } from "@/components/ui/popover";
import { foldTurkish } from "@/lib/customers/search-text";
import type { SocialAccountJson } from "@/lib/posts/types";
import { cn } from "@/lib/utils";
import { PLATFORM_NAMES } from "@/lib/validation/posts";

// The overview's social account filter (issue 21: "channel/account filter, both in the URL"): any
// number of the company's accounts, or all of them. A popover list with a search, every row a
// checkbox-like option (Enter or Space toggles it, the list stays open to pick more); "All
// accounts" clears the choice. The ids live in the URL (`accounts=a,b`) beside the range.

const ALL = "__all__";

// An account matches on its name, handle and platform (its value is its id); cmdk's own matching
// knows no Turkish: "istanbul" should find "İstanbul".
const matchAccount = (_value: string, search: string, keywords: string[] = []) =>
  foldTurkish(keywords.join(" ")).includes(foldTurkish(search)) ? 1 : 0;

export function AccountPicker({
  accounts,
  value,
  onChange,
}: {
  /** The company's social accounts, or null while they load. */
  accounts: SocialAccountJson[] | null;
  value: string[];
  onChange: (ids: string[]) => void;
}) {
  const t = useTranslations("analytics.filters");
  const [open, setOpen] = useState(false);
  // The search is ours, not cmdk's: reopened before its closing animation ends, the popover keeps
  // its content mounted, and cmdk would still filter by the last search (hiding "All accounts").
  const [search, setSearch] = useState("");
  const chosen = new Set(value);
  const names = (accounts ?? []).filter((account) => chosen.has(account.id)).map((account) => account.name);
  const summary =
    names.length === 0
      ? t("allAccounts")
      : names.length === 1
        ? names[0]!
        : t("accountsChosen", { count: names.length });

  const toggle = (id: string) => onChange(chosen.has(id) ? value.filter((item) => item !== id) : [...value, id]);

  return (
    <Popover
      open={open}
      onOpenChange={(next) => {
        setOpen(next);
        if (next) setSearch("");
      }}
    >
      <PopoverTrigger asChild>
        <Button
          variant="outline"
          role="combobox"
          aria-expanded={open}
          aria-label={`${t("account")}: ${summary}`}
          className="col-span-2 h-9 w-full justify-start font-normal sm:w-52"
          data-testid="analytics-account-picker"
        >
          <Share2 aria-hidden className="text-muted-foreground" />
          <span className="truncate">{summary}</span>
          <ChevronsUpDown aria-hidden className="ml-auto opacity-50" />
        </Button>
      </PopoverTrigger>
      <PopoverContent align="end" className="w-[min(18rem,calc(100vw-2rem))] p-0">
        <Command filter={matchAccount}>
          <CommandInput
            value={search}
            onValueChange={setSearch}
            placeholder={t("accountSearch")}
            aria-label={t("accountSearch")}
          />
          <CommandList aria-label={t("account")} aria-multiselectable>
            {accounts === null ? (
              <p role="status" className="px-3 py-6 text-center text-sm text-muted-foreground">
                {t("accountsLoading")}
              </p>
            ) : (
              <>
                <CommandEmpty>{accounts.length === 0 ? t("noAccounts") : t("accountsEmpty")}</CommandEmpty>
                {accounts.length > 0 && (
                  <CommandGroup>
                    <CommandItem value={ALL} keywords={[t("allAccounts")]} onSelect={() => onChange([])}>
                      <Check aria-hidden className={cn(value.length === 0 ? "opacity-100" : "opacity-0")} />
                      {t("allAccounts")}
                    </CommandItem>
                    {accounts.map((account) => (
                      <CommandItem
                        key={account.id}
                        value={account.id}
                        keywords={[account.name, account.handle, PLATFORM_NAMES[account.platform]]}
                        onSelect={() => toggle(account.id)}
                        aria-checked={chosen.has(account.id)}
                      >
                        <Check aria-hidden className={cn(chosen.has(account.id) ? "opacity-100" : "opacity-0")} />
                        <span className="flex min-w-0 flex-col">
                          <span className="truncate">{account.name}</span>
                          <span className="truncate text-xs text-muted-foreground">
                            {PLATFORM_NAMES[account.platform]} · {account.handle}
                          </span>
                        </span>
                      </CommandItem>
                    ))}
                  </CommandGroup>
                )}
              </>
            )}
          </CommandList>
        </Command>
      </PopoverContent>
    </Popover>
  );
}
