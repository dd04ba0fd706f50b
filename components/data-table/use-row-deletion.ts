"use client";

import type { Dispatch, SetStateAction } from "react";
import { toast } from "sonner";
import { toggleRow, type Selection } from "@/components/data-table/selection";
import { useConfirmation } from "@/components/common/use-confirmation";
import { useApiMutation } from "@/lib/query/use-api-mutation";

/**
 * A list screen's "delete this row" behind a ConfirmDialog: `ask(row)` opens the dialog (spread
 * `dialog` on it, name the row from `subject`), `confirm` sends DELETE `path(row)`, refreshes the
 * screen's queries (`queryKey`), says `done`, unticks the row and closes. A refusal (a 409: the
 * row is still used) is thrown to the dialog, which shows it and stays open.
 */
export function useRowDeletion<T extends { id: string }>({
  queryKey,
  path,
  done,
  setSelection,
}: {
  queryKey: readonly unknown[];
  path: (row: T) => string;
  done: string;
  setSelection: Dispatch<SetStateAction<Selection>>;
}) {
  const confirmation = useConfirmation<T>();
  const remove = useApiMutation<unknown, T>({
    request: (row) => ({ path: path(row), method: "DELETE" }),
    invalidates: [queryKey],
  });
  const confirm = async () => {
    const row = confirmation.subject;
    if (!row) return;
    await remove.mutateAsync(row);
    toast.success(done);
    setSelection((current) => toggleRow(current, row.id, false));
    confirmation.close();
  };
  return { ...confirmation, confirm };
}
