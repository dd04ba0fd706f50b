"use client";

import { CircleAlert, CornerDownLeft, Loader2, Search } from "lucide-react";
import { useRouter } from "next/navigation";
import { useTranslations } from "next-intl";
import { useEffect, useMemo, useState, useSyncExternalStore, type ReactNode } from "react";
import { PALETTE_SCREENS } from "@/components/shell/nav-items";
import { Command, CommandGroup, CommandInput, CommandItem, CommandList } from "@/components/ui/command";
import { Dialog, DialogContent, DialogDescription, DialogTitle } from "@/components/ui/dialog";
import { ApiError } from "@/lib/api-client";
import { PALETTE_MIN_QUERY_LENGTH, PALETTE_RESULT_LIMIT, PALETTE_SEARCH_DEBOUNCE_MS } from "@/lib/constants";
import { foldTurkish } from "@/lib/customers/search-text";
import { useApiQuery } from "@/lib/query/use-api-query";
import { useDebouncedValue } from "@/lib/query/use-debounced-value";
import { cn } from "@/lib/utils";

/** The fields of a customer (GET /customers) the palette shows. */
type PaletteCustomer = {
  id: string;
  firstName: string;
  lastName: string;
  email: string;
  countryCode: string | null;
  phone: string | null;
};

const subscribeNever = () => () => {};

function isApplePlatform(): boolean {
  return /Mac|iPhone|iPad/i.test(navigator.platform || navigator.userAgent);
}

const initials = (customer: PaletteCustomer) =>
  `${customer.firstName.charAt(0)}${customer.lastName.charAt(0)}`.toLocaleUpperCase("tr");

function Kbd({ children, className }: { children: ReactNode; className?: string }) {
  return (
    <kbd
      className={cn(
        "inline-flex h-5 min-w-5 items-center justify-center rounded border bg-muted px-1 font-sans text-xs font-medium text-muted-foreground",
        className,
      )}
    >
      {children}
    </kbd>
  );
}

/** Customers matching the query (≥ 2 characters), debounced; a newer query cancels the older request. */
function useCustomerSearch(query: string) {
  const t = useTranslations("palette");
  const isActive = query.length >= PALETTE_MIN_QUERY_LENGTH;
  const debounced = useDebouncedValue(query, PALETTE_SEARCH_DEBOUNCE_MS);
  const params = new URLSearchParams({ search: debounced, limit: String(PALETTE_RESULT_LIMIT) });
  const search = useApiQuery<{ customers?: PaletteCustomer[] }>(["customers", "palette"], `/customers?${params}`, {
    enabled: isActive && debounced === query,
  });
  // An answer counts only for the query on screen: never a stale answer for a newer query.
  const isCurrent = isActive && debounced === query && !search.isPending;
  return {
    isActive,
    isSearching: isActive && !isCurrent,
    customers: isCurrent ? (search.data?.customers ?? []) : [],
    error: isCurrent && search.error ? (search.error instanceof ApiError ? search.error.message : t("error")) : null,
  };
}

/**
 * The search box of the top bar and the palette it opens (also Ctrl/⌘+K anywhere): jump to a
 * screen, or find a customer by name, e-mail or phone and open them.
 */
export function CommandPalette() {
  const t = useTranslations("palette");
  const shell = useTranslations("shell");
  const nav = useTranslations("nav");
  const router = useRouter();
  const [isOpen, setIsOpen] = useState(false);
  const [rawQuery, setRawQuery] = useState("");
  const isApple = useSyncExternalStore(subscribeNever, isApplePlatform, () => null);

  const query = rawQuery.trim();
  const search = useCustomerSearch(query);

  useEffect(() => {
    function onKeyDown(event: KeyboardEvent) {
      if (event.key.toLowerCase() !== "k" || !(event.metaKey || event.ctrlKey) || event.altKey) return;
      event.preventDefault();
      setIsOpen((open) => !open);
    }
    window.addEventListener("keydown", onKeyDown);
    return () => window.removeEventListener("keydown", onKeyDown);
  }, []);

  const screens = useMemo(() => {
    const folded = foldTurkish(query);
    return PALETTE_SCREENS.map((screen) => ({ ...screen, label: nav(screen.key) })).filter(
      (screen) => !folded || foldTurkish(`${screen.label} ${screen.href}`).includes(folded),
    );
  }, [query, nav]);

  function openChange(open: boolean) {
    setIsOpen(open);
    if (!open) setRawQuery("");
  }

  function go(href: string) {
    openChange(false);
    router.push(href);
  }

  const shortcut = isApple ? t("shortcutMac") : t("shortcutOther");
  const hasCustomers = search.customers.length > 0;
  const isEmpty = screens.length === 0 && !hasCustomers;

  let status: ReactNode = null;
  if (search.isSearching) {
    status = (
      <>
        <Loader2 className="size-4 animate-spin motion-reduce:animate-none" aria-hidden />
        {t("searching")}
      </>
    );
  } else if (search.error) {
    status = (
      <span className="flex items-center gap-2 text-destructive">
        <CircleAlert className="size-4 shrink-0" aria-hidden />
        {search.error}
      </span>
    );
  } else if (isEmpty) {
    status = t("noResults");
  } else if (search.isActive && !hasCustomers) {
    status = t("noCustomers");
  } else if (query.length > 0 && !search.isActive) {
    status = t("minChars");
  }

  return (
    <>
      <button
        type="button"
        onClick={() => setIsOpen(true)}
        aria-keyshortcuts="Control+K Meta+K"
        aria-haspopup="dialog"
        className="inline-flex size-9 shrink-0 items-center justify-center gap-2 rounded-md text-sm text-muted-foreground transition-colors outline-none hover:bg-accent hover:text-accent-foreground focus-visible:ring-[3px] focus-visible:ring-ring/50 sm:h-9 sm:w-64 sm:justify-start sm:border sm:bg-background sm:px-3 sm:shadow-xs sm:hover:bg-accent/50 sm:hover:text-muted-foreground dark:sm:bg-input/30"
      >
        <Search className="size-4 shrink-0" aria-hidden />
        <span className="sr-only sm:not-sr-only sm:flex-1 sm:truncate sm:text-left">{shell("search")}</span>
        <Kbd className={cn("hidden sm:inline-flex", isApple === null && "invisible")}>
          <span aria-hidden>{shortcut}</span>
        </Kbd>
      </button>

      <Dialog open={isOpen} onOpenChange={openChange}>
        <DialogContent
          showCloseButton={false}
          className="top-[12%] translate-y-0 gap-0 overflow-hidden bg-popover p-0 data-[state=closed]:slide-out-to-top-2 data-[state=open]:slide-in-from-top-2 sm:max-w-xl"
        >
          <DialogTitle className="sr-only">{t("title")}</DialogTitle>
          <DialogDescription className="sr-only">{t("description")}</DialogDescription>
          <Command
            shouldFilter={false}
            label={t("title")}
            className="rounded-none **:data-[slot=command-input-wrapper]:h-12"
          >
            <CommandInput
              value={rawQuery}
              onValueChange={setRawQuery}
              placeholder={t("placeholder")}
              className="h-12 text-base sm:text-sm"
            />
            <CommandList className="max-h-[min(60dvh,24rem)] p-1">
              {screens.length > 0 && (
                <CommandGroup heading={t("screens")}>
                  {screens.map((screen) => (
                    <CommandItem key={screen.href} value={`screen:${screen.href}`} onSelect={() => go(screen.href)}>
                      <screen.icon aria-hidden />
                      {screen.label}
                    </CommandItem>
                  ))}
                </CommandGroup>
              )}
              {hasCustomers && (
                <CommandGroup heading={t("customers")}>
                  {search.customers.map((customer) => (
                    <CommandItem
                      key={customer.id}
                      value={`customer:${customer.id}`}
                      onSelect={() => go(`/customers?${new URLSearchParams({ customer: customer.id })}`)}
                      className="gap-3"
                    >
                      <span
                        aria-hidden
                        className="grid size-7 shrink-0 place-items-center rounded-full bg-primary/10 text-xs font-semibold text-primary dark:bg-primary/25 dark:text-accent-foreground"
                      >
                        {initials(customer)}
                      </span>
                      <span className="flex min-w-0 flex-1 flex-col">
                        <span className="truncate font-medium">
                          {shell("fullName", { firstName: customer.firstName, lastName: customer.lastName })}
                        </span>
                        <span className="truncate text-xs text-muted-foreground">
                          {[customer.email, customer.phone && `${customer.countryCode ?? ""} ${customer.phone}`.trim()]
                            .filter(Boolean)
                            .join(" · ")}
                        </span>
                      </span>
                    </CommandItem>
                  ))}
                </CommandGroup>
              )}
            </CommandList>
          </Command>
          <div
            role="status"
            aria-live="polite"
            className={cn(
              "flex items-center justify-center gap-2 px-4 text-center text-sm text-muted-foreground",
              !status ? "h-0 overflow-hidden" : isEmpty ? "py-6" : "border-t py-3",
            )}
          >
            {status}
          </div>
          <div className="hidden items-center gap-4 border-t px-4 py-2 text-xs text-muted-foreground sm:flex">
            <span className="flex items-center gap-1.5">
              <Kbd>↑</Kbd>
              <Kbd>↓</Kbd>
              {t("navigate")}
            </span>
            <span className="flex items-center gap-1.5">
              <Kbd>
                <CornerDownLeft className="size-3" aria-hidden />
              </Kbd>
              {t("open")}
            </span>
            <span className="flex items-center gap-1.5">
              <Kbd>{t("keyEscape")}</Kbd>
              {t("close")}
            </span>
          </div>
        </DialogContent>
      </Dialog>
    </>
  );
}
