"use client";

import { Check, Pencil, X, type LucideIcon } from "lucide-react";
import { useTranslations } from "next-intl";
import { useId, useState, type FormEvent, type ReactNode } from "react";
import { IconButton } from "@/components/common/icon-button";
import { Input } from "@/components/ui/input";
import { Select, SelectContent, SelectItem, SelectTrigger, SelectValue } from "@/components/ui/select";
import { cn } from "@/lib/utils";

export type InlineField = {
  name: string;
  label: string;
  value: string;
  type?: "text" | "email" | "tel";
  /** A choice instead of a text box. */
  options?: readonly { value: string; label: string }[];
  /** The width in the row (the dial code is narrow). */
  className?: string;
};

/**
 * A contact detail shown as text with a pencil; the pencil turns it into its inputs, Enter (or
 * the tick) saves, Escape (or the cross) puts it back. `save` answers field → message for a
 * refusal (shown under the inputs), or nothing when it was saved.
 */
export function InlineEdit({
  icon: Icon,
  label,
  display,
  fields,
  save,
}: {
  icon: LucideIcon;
  label: string;
  display: ReactNode;
  fields: InlineField[];
  save: (values: Record<string, string>) => Promise<Record<string, string> | null>;
}) {
  const t = useTranslations("inboxScreen.panel");
  const id = useId();
  const [draft, setDraft] = useState<Record<string, string> | null>(null);
  const [errors, setErrors] = useState<Record<string, string>>({});
  const [busy, setBusy] = useState(false);

  const start = () => {
    setDraft(Object.fromEntries(fields.map((field) => [field.name, field.value])));
    setErrors({});
  };
  const cancel = () => {
    setDraft(null);
    setErrors({});
  };
  const submit = async (event: FormEvent) => {
    event.preventDefault();
    if (!draft || busy) return;
    setBusy(true);
    const refused = await save(draft).finally(() => setBusy(false));
    if (refused) setErrors(refused);
    else setDraft(null);
  };

  if (!draft) {
    return (
      <div className="group flex min-h-9 items-center gap-3">
        <Icon className="size-4 shrink-0 text-muted-foreground" aria-hidden />
        <div className="min-w-0 flex-1">
          <div className="text-xs text-muted-foreground">{label}</div>
          <div className="truncate text-sm">{display}</div>
        </div>
        <IconButton
          icon={Pencil}
          className="size-8 shrink-0 text-muted-foreground"
          onClick={start}
          label={t("edit", { field: label })}
        />
      </div>
    );
  }

  const messages = Object.entries(errors);
  return (
    <form
      onSubmit={submit}
      onKeyDown={(event) => {
        if (event.key === "Escape") {
          event.stopPropagation();
          cancel();
        }
      }}
      className="flex flex-col gap-1.5"
      aria-label={label}
    >
      <div className="flex items-start gap-3">
        <Icon className="mt-2.5 size-4 shrink-0 text-muted-foreground" aria-hidden />
        <div className="flex min-w-0 flex-1 gap-1.5">
          {fields.map((field, index) =>
            field.options ? (
              <Select
                key={field.name}
                value={draft[field.name] ?? ""}
                onValueChange={(value) => setDraft({ ...draft, [field.name]: value })}
              >
                <SelectTrigger
                  id={`${id}-${field.name}`}
                  aria-label={field.label}
                  className={cn("h-9", field.className)}
                >
                  <SelectValue />
                </SelectTrigger>
                <SelectContent>
                  {field.options.map((option) => (
                    <SelectItem key={option.value} value={option.value}>
                      {option.label}
                    </SelectItem>
                  ))}
                </SelectContent>
              </Select>
            ) : (
              <Input
                key={field.name}
                id={`${id}-${field.name}`}
                type={field.type ?? "text"}
                aria-label={field.label}
                placeholder={field.label}
                autoFocus={index === (fields[0]?.options ? 1 : 0)}
                value={draft[field.name] ?? ""}
                aria-invalid={errors[field.name] ? true : undefined}
                onChange={(event) => setDraft({ ...draft, [field.name]: event.target.value })}
                className={cn("h-9 min-w-0 flex-1", field.className)}
              />
            ),
          )}
        </div>
        <IconButton
          icon={Check}
          variant="default"
          type="submit"
          className="size-9 shrink-0"
          disabled={busy}
          label={t("save")}
        />
        <IconButton icon={X} type="button" className="size-9 shrink-0" onClick={cancel} label={t("cancel")} />
      </div>
      {messages.length > 0 && (
        <p role="alert" className="pl-7 text-sm text-destructive">
          {messages.map(([, message]) => message).join(" ")}
        </p>
      )}
    </form>
  );
}
