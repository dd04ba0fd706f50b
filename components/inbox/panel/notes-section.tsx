"use client";

import { useQueryClient } from "@tanstack/react-query";
import { Trash2 } from "lucide-react";
import { useTranslations } from "next-intl";
import { useState, type FormEvent } from "react";
import { toast } from "sonner";
import { IconButton } from "@/components/common/icon-button";
import { requestErrorText } from "@/components/form/field-messages";
import { RelativeTime } from "@/components/format/relative-time";
import { customerNotesKey } from "@/components/inbox/panel/panel-keys";
import { PanelAddButton, PanelSection, PanelSectionQuery } from "@/components/inbox/panel/section-states";
import { useFieldErrors } from "@/components/inbox/panel/use-field-errors";
import { UserAvatar } from "@/components/settings/user-avatar";
import { Button } from "@/components/ui/button";
import { Textarea } from "@/components/ui/textarea";
import { api } from "@/lib/api-client";
import type { CustomerNoteJson } from "@/lib/inbox/types";
import { useApiQuery } from "@/lib/query/use-api-query";
import { customerNoteSchema, NOTE_MAX } from "@/lib/validation/inbox";

function personOf(author: NonNullable<CustomerNoteJson["author"]>) {
  const [firstName = "", ...rest] = author.name.split(" ");
  return { firstName, lastName: rest.join(" "), avatar: author.avatar };
}

/** The team's internal notes on the customer (never sent to them): author, date, text; Add Note. */
export function NotesSection({ customerId }: { customerId: string }) {
  const t = useTranslations("inboxScreen.notes");
  const queryClient = useQueryClient();
  const { ofParse, ofRequest } = useFieldErrors();
  const query = useApiQuery<{ notes: CustomerNoteJson[] }>(
    customerNotesKey(customerId),
    `/customers/${customerId}/notes`,
  );
  const [draft, setDraft] = useState<string | null>(null);
  const [error, setError] = useState<string | null>(null);
  const [busy, setBusy] = useState(false);
  const notes = query.data?.notes ?? [];
  const refresh = () => queryClient.invalidateQueries({ queryKey: customerNotesKey(customerId) });

  const add = async (event: FormEvent) => {
    event.preventDefault();
    const parsed = customerNoteSchema.safeParse({ text: draft ?? "" });
    const invalid = ofParse(parsed);
    if (invalid) return setError(Object.values(invalid).join(" "));
    setBusy(true);
    try {
      const { message } = await api(`/customers/${customerId}/notes`, { method: "POST", body: parsed.data });
      toast.success(message || t("added"));
      setDraft(null);
      setError(null);
      await refresh();
    } catch (failure) {
      setError(Object.values(ofRequest(failure, t("saveError"))).join(" "));
    } finally {
      setBusy(false);
    }
  };
  const remove = async (note: CustomerNoteJson) => {
    try {
      const { message } = await api(`/customers/${customerId}/notes/${note.id}`, { method: "DELETE" });
      toast.success(message || t("deleted"));
      await refresh();
    } catch (failure) {
      toast.error(requestErrorText(failure, t("deleteError")));
    }
  };

  return (
    <PanelSection
      id="panel-notes"
      title={t("title")}
      action={draft === null && <PanelAddButton label={t("add")} onClick={() => setDraft("")} />}
    >
      {draft !== null && (
        <form onSubmit={add} className="flex flex-col gap-2">
          <Textarea
            autoFocus
            value={draft}
            maxLength={NOTE_MAX}
            rows={3}
            onChange={(event) => {
              setDraft(event.target.value);
              setError(null);
            }}
            onKeyDown={(event) => {
              if (event.key === "Escape") {
                event.stopPropagation();
                setDraft(null);
                setError(null);
              }
            }}
            aria-label={t("newNote")}
            placeholder={t("placeholder")}
            aria-invalid={error ? true : undefined}
          />
          {error && (
            <p role="alert" className="text-sm text-destructive">
              {error}
            </p>
          )}
          <div className="flex justify-end gap-2">
            <Button type="button" variant="ghost" size="sm" onClick={() => setDraft(null)} disabled={busy}>
              {t("cancel")}
            </Button>
            <Button type="submit" size="sm" disabled={busy}>
              {t("save")}
            </Button>
          </div>
        </form>
      )}
      <PanelSectionQuery query={query} texts={{ loading: t("loading"), error: t("error") }}>
        {notes.length === 0 ? (
          draft === null && <p className="text-sm text-muted-foreground">{t("empty")}</p>
        ) : (
          <ul className="flex flex-col gap-2">
            {notes.map((note) => (
              <li key={note.id} className="rounded-lg border bg-muted/30 px-3 py-2">
                <p className="text-sm break-words whitespace-pre-wrap">{note.text}</p>
                <div className="mt-2 flex items-center gap-2 text-xs text-muted-foreground">
                  {note.author && (
                    <UserAvatar person={personOf(note.author)} className="size-5" textClassName="text-[0.6rem]" />
                  )}
                  <span className="min-w-0 truncate">{note.author?.name ?? t("formerMember")}</span>
                  <span aria-hidden>·</span>
                  <RelativeTime value={note.createdAt} className="shrink-0" />
                  {note.canDelete && (
                    <IconButton
                      icon={Trash2}
                      className="ml-auto size-6 text-muted-foreground hover:text-destructive"
                      onClick={() => void remove(note)}
                      label={t("delete")}
                    />
                  )}
                </div>
              </li>
            ))}
          </ul>
        )}
      </PanelSectionQuery>
    </PanelSection>
  );
}
