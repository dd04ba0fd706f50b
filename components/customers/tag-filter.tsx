"use client";

import { Check, ChevronsUpDown, Tag, X } from "lucide-react";
import { useTranslations } from "next-intl";
import { useState } from "react";
import { requestErrorText } from "@/components/form/field-messages";
import { Button } from "@/components/ui/button";
import { Command, CommandEmpty, CommandGroup, CommandInput, CommandItem, CommandList } from "@/components/ui/command";
import { Popover, PopoverContent, PopoverTrigger } from "@/components/ui/popover";
import { api } from "@/lib/api-client";
import { foldTurkish } from "@/lib/customers/search-text";
import { useFormatter } from "@/components/format/formatter-provider";
import { cn } from "@/lib/utils";
import { CUSTOMER_TAG_MAX_LENGTH } from "@/lib/validation/customers";

type TagCount = { tag: string; count: number };
type Loaded = { kind: "idle" | "loading" } | { kind: "ready"; tags: TagCount[] } | { kind: "error"; message: string };

// cmdk's own matching knows no Turkish: "izmir" should find "İzmir".
const matchTag = (value: string, search: string) => (foldTurkish(value).includes(foldTurkish(search)) ? 1 : 0);

/** The tag filter: the company's tags (most used first, loaded on first open), or any typed tag. */
export function TagFilter({ value, onChange }: { value: string; onChange: (tag: string) => void }) {
  const t = useTranslations("customers.filters");
  const format = useFormatter();
  const [open, setOpen] = useState(false);
  const [query, setQuery] = useState("");
  const [loaded, setLoaded] = useState<Loaded>({ kind: "idle" });

  const load = () => {
    setLoaded({ kind: "loading" });
    api<TagCount[]>("/customers/tags")
      .then(({ data }) => setLoaded({ kind: "ready", tags: data }))
      .catch((error: unknown) => setLoaded({ kind: "error", message: requestErrorText(error, t("tagsError")) }));
  };

  const choose = (tag: string) => {
    onChange(tag);
    setOpen(false);
  };

  const typed = query.trim().slice(0, CUSTOMER_TAG_MAX_LENGTH);
  const tags = loaded.kind === "ready" ? loaded.tags : [];
  const offerTyped = typed !== "" && !tags.some((item) => foldTurkish(item.tag) === foldTurkish(typed));

  return (
    <div className="relative flex min-w-0 sm:w-44">
      <Popover
        open={open}
        onOpenChange={(next) => {
          setOpen(next);
          if (next) setQuery("");
          if (next && (loaded.kind === "idle" || loaded.kind === "error")) load();
        }}
      >
        <PopoverTrigger asChild>
          <Button
            variant="outline"
            role="combobox"
            aria-expanded={open}
            aria-label={value ? t("tagActive", { tag: value }) : t("tag")}
            className={cn("w-full justify-start font-normal", value ? "pr-8" : "text-muted-foreground")}
          >
            <Tag aria-hidden className="text-muted-foreground" />
            <span className="truncate">{value || t("tagPlaceholder")}</span>
            {!value && <ChevronsUpDown aria-hidden className="ml-auto opacity-50" />}
          </Button>
        </PopoverTrigger>
        <PopoverContent align="start" className="w-64 p-0">
          <Command filter={matchTag}>
            <CommandInput value={query} onValueChange={setQuery} placeholder={t("tagSearch")} />
            <CommandList>
              {loaded.kind === "loading" && (
                <p role="status" className="px-3 py-6 text-center text-sm text-muted-foreground">
                  {t("tagsLoading")}
                </p>
              )}
              {loaded.kind === "error" && (
                <div role="alert" className="flex flex-col items-center gap-2 px-3 py-4 text-center text-sm">
                  <p className="text-destructive">{loaded.message}</p>
                  <Button size="sm" variant="outline" onClick={load}>
                    {t("tagsRetry")}
                  </Button>
                </div>
              )}
              {loaded.kind === "ready" && <CommandEmpty>{t("tagsEmpty")}</CommandEmpty>}
              {offerTyped && (
                <CommandGroup>
                  <CommandItem value={typed} onSelect={() => choose(typed)}>
                    <Tag aria-hidden />
                    {t("tagTyped", { tag: typed })}
                  </CommandItem>
                </CommandGroup>
              )}
              {tags.length > 0 && (
                <CommandGroup heading={t("tagsHeading")}>
                  {tags.map((item) => (
                    <CommandItem key={item.tag} value={item.tag} onSelect={() => choose(item.tag)}>
                      <Check aria-hidden className={cn(value === item.tag ? "opacity-100" : "opacity-0")} />
                      <span className="truncate">{item.tag}</span>
                      <span className="ml-auto text-xs text-muted-foreground tabular-nums">
                        {format.number(item.count)}
                      </span>
                    </CommandItem>
                  ))}
                </CommandGroup>
              )}
            </CommandList>
          </Command>
        </PopoverContent>
      </Popover>
      {value && (
        <Button
          variant="ghost"
          size="icon-sm"
          aria-label={t("tagClear")}
          onClick={() => onChange("")}
          className="absolute top-1/2 right-1 size-7 -translate-y-1/2"
        >
          <X aria-hidden />
        </Button>
      )}
    </div>
  );
}
