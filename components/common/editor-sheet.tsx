"use client";

import { useTranslations } from "next-intl";
import { useCallback, useRef, useState, type ReactNode } from "react";
import { ConfirmDialog } from "@/components/common/confirm-dialog";
import { FormSheet } from "@/components/common/form-sheet";
import { FormAlert } from "@/components/form/form-alert";
import { requestErrorText } from "@/components/form/field-messages";
import type { TabbedEditorMessages } from "@/components/form/tabbed-editor";
import { Button } from "@/components/ui/button";
import { Skeleton } from "@/components/ui/skeleton";

/** What the form inside an EditorSheet is given: how to close, and where to say it is dirty or saved. */
export type EditorSheetControls<Saved> = {
  onCancel: () => void;
  onDirtyChange: (isDirty: boolean) => void;
  onSaved: (saved: Saved) => void;
};

/**
 * Closing a sheet that holds a dirty form asks first. The form reports its dirtiness through
 * `onDirtyChange` (a ref: the sheet need not re-render on each keystroke); `requestClose` closes
 * at once when clean and opens the discard dialog (`discardDialog`, to render) when dirty.
 */
export function useSheetGuard(
  onOpenChange: (open: boolean) => void,
  discard: { title: string; text: string; confirm: string },
) {
  const isDirty = useRef(false);
  const [isConfirming, setIsConfirming] = useState(false);
  const onDirtyChange = useCallback((dirty: boolean) => {
    isDirty.current = dirty;
  }, []);
  const requestClose = () => {
    if (isDirty.current) setIsConfirming(true);
    else onOpenChange(false);
  };
  const markSaved = () => {
    isDirty.current = false;
  };
  const discardDialog = (
    <ConfirmDialog
      open={isConfirming}
      onOpenChange={setIsConfirming}
      title={discard.title}
      description={discard.text}
      confirmLabel={discard.confirm}
      onConfirm={async () => {
        isDirty.current = false;
        setIsConfirming(false);
        onOpenChange(false);
      }}
    />
  );
  return { onDirtyChange, requestClose, markSaved, discardDialog };
}

/**
 * A create/edit form in a sheet (the template and campaign editors): closing it with unsaved
 * changes asks first (Cancel, Escape, the close button, the overlay); saving calls `onSaved` and
 * closes it. `children` is rendered only while open, so each opening starts a fresh form. Texts
 * from `messages`: `createTitle`/`editTitle`, `createText`/`editText`, `discard.title|text|confirm`.
 */
export function EditorSheet<Saved>({
  open,
  onOpenChange,
  messages,
  isEdit,
  onSaved,
  testId,
  children,
}: {
  open: boolean;
  onOpenChange: (open: boolean) => void;
  messages: TabbedEditorMessages;
  isEdit: boolean;
  onSaved?: (saved: Saved) => void;
  testId: string;
  children: (controls: EditorSheetControls<Saved>) => ReactNode;
}) {
  const t: (key: string) => string = useTranslations(messages);
  const guard = useSheetGuard(onOpenChange, {
    title: t("discard.title"),
    text: t("discard.text"),
    confirm: t("discard.confirm"),
  });
  return (
    <>
      <FormSheet
        open={open}
        onOpenChange={(next) => (next ? onOpenChange(true) : guard.requestClose())}
        title={t(isEdit ? "editTitle" : "createTitle")}
        description={t(isEdit ? "editText" : "createText")}
        className="sm:max-w-2xl"
        headerClassName="pr-12"
        data-testid={testId}
      >
        {open &&
          children({
            onCancel: guard.requestClose,
            onDirtyChange: guard.onDirtyChange,
            onSaved: (saved) => {
              guard.markSaved();
              onSaved?.(saved);
              onOpenChange(false);
            },
          })}
      </FormSheet>
      {guard.discardDialog}
    </>
  );
}

/**
 * An editor's read of the row it edits: skeleton lines while it loads, the error and a retry when
 * it failed, else `children` (the form starts from what was read).
 */
export function EditorQueryGate({
  query,
  loadingLabel,
  errorFallback,
  retryLabel,
  skeletons,
  children,
}: {
  query: { isPending: boolean; error: unknown; data: unknown; refetch: () => unknown };
  loadingLabel: string;
  errorFallback: string;
  retryLabel: string;
  /** The skeleton lines' heights ("h-9"), roughly the form's first fields. */
  skeletons: readonly string[];
  children: ReactNode;
}) {
  if (query.isPending)
    return (
      <div className="flex flex-col gap-4 p-4" aria-busy="true" role="status" aria-label={loadingLabel}>
        {skeletons.map((height, index) => (
          <Skeleton key={index} className={`${height} w-full`} />
        ))}
      </div>
    );
  if (query.error || !query.data)
    return (
      <div className="flex flex-col items-start gap-3 p-4">
        <FormAlert>{requestErrorText(query.error, errorFallback)}</FormAlert>
        <Button type="button" variant="outline" onClick={() => void query.refetch()}>
          {retryLabel}
        </Button>
      </div>
    );
  return children;
}
