"use client";

import { Plus, Tag, X } from "lucide-react";
import { useTranslations } from "next-intl";
import { useState, type FormEvent } from "react";
import { Badge } from "@/components/ui/badge";
import { Button } from "@/components/ui/button";
import { Input } from "@/components/ui/input";
import { foldTurkish } from "@/lib/customers/search-text";
import { CUSTOMER_MAX_TAGS, CUSTOMER_TAG_MAX_LENGTH } from "@/lib/validation/customers";

/**
 * The customer's tags: each with a cross that removes it, and a box that adds one on Enter (the
 * customer form's rules: trimmed, no empty one, no duplicate whatever its case). Saved at once.
 */
export function TagsEdit({
  tags,
  save,
}: {
  tags: string[];
  save: (tags: string[]) => Promise<Record<string, string> | null>;
}) {
  const t = useTranslations("inboxScreen.panel");
  const validation = useTranslations("validation");
  const [draft, setDraft] = useState("");
  const [adding, setAdding] = useState(false);
  const [error, setError] = useState<string | null>(null);
  const [busy, setBusy] = useState(false);

  const send = async (next: string[]) => {
    setBusy(true);
    const refused = await save(next).finally(() => setBusy(false));
    setError(refused ? Object.values(refused).join(" ") : null);
    return !refused;
  };
  const add = async (event: FormEvent) => {
    event.preventDefault();
    const tag = draft.trim();
    if (!tag) return;
    if (tags.some((existing) => foldTurkish(existing) === foldTurkish(tag))) {
      setError(validation("tagDuplicate"));
      return;
    }
    if (tags.length >= CUSTOMER_MAX_TAGS) return setError(validation("tooManyTags"));
    if (tag.length > CUSTOMER_TAG_MAX_LENGTH) return setError(validation("tooLong", { max: CUSTOMER_TAG_MAX_LENGTH }));
    if (await send([...tags, tag])) setDraft("");
  };

  return (
    <div className="flex items-start gap-3">
      <Tag className="mt-1 size-4 shrink-0 text-muted-foreground" aria-hidden />
      <div className="min-w-0 flex-1">
        <div className="text-xs text-muted-foreground">{t("fields.tags")}</div>
        <ul className="mt-1 flex flex-wrap gap-1" aria-label={t("fields.tags")}>
          {tags.length === 0 && !adding && <li className="text-sm text-muted-foreground">{t("noTags")}</li>}
          {tags.map((tag) => (
            <li key={tag}>
              <Badge variant="secondary" className="max-w-40 gap-1 pr-1">
                <span className="truncate">{tag}</span>
                <button
                  type="button"
                  disabled={busy}
                  onClick={() => void send(tags.filter((existing) => existing !== tag))}
                  aria-label={t("removeTag", { tag })}
                  className="rounded-sm outline-none hover:text-destructive focus-visible:ring-[3px] focus-visible:ring-ring/50"
                >
                  <X className="size-3" aria-hidden />
                </button>
              </Badge>
            </li>
          ))}
        </ul>
        {adding ? (
          <form onSubmit={add} className="mt-2 flex gap-1.5">
            <Input
              autoFocus
              value={draft}
              maxLength={CUSTOMER_TAG_MAX_LENGTH + 10}
              onChange={(event) => {
                setDraft(event.target.value);
                setError(null);
              }}
              onKeyDown={(event) => {
                if (event.key !== "Escape") return;
                event.stopPropagation();
                setAdding(false);
                setDraft("");
                setError(null);
              }}
              aria-label={t("newTag")}
              placeholder={t("newTag")}
              aria-invalid={error ? true : undefined}
              className="h-8"
            />
            <Button type="submit" size="sm" variant="outline" disabled={busy}>
              {t("addTag")}
            </Button>
          </form>
        ) : (
          <Button
            variant="ghost"
            size="sm"
            className="mt-1 -ml-2 h-7 text-muted-foreground"
            onClick={() => setAdding(true)}
          >
            <Plus aria-hidden />
            {t("addTag")}
          </Button>
        )}
        {error && (
          <p role="alert" className="mt-1 text-sm text-destructive">
            {error}
          </p>
        )}
      </div>
    </div>
  );
}
