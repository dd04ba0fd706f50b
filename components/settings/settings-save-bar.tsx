"use client";

import { Loader2, RotateCcw, Undo2 } from "lucide-react";
import { useTranslations } from "next-intl";
import type { ReactNode } from "react";
import { useFormContext, type FieldValues, type UseFormReturn } from "react-hook-form";
import { FormRootAlert, KitForm } from "@/components/form/form-kit";
import { useUnsavedChangesGuard } from "@/components/form/use-unsaved-changes-guard";
import { UnsavedIndicator } from "@/components/settings/unsaved-indicator";
import { Button } from "@/components/ui/button";
import { cn } from "@/lib/utils";

export type SaveBarLabels = { unsaved: string; upToDate: string; discard: string; save: string; saving: string };

/** The bar's labels from a form's own message namespace (each settings form has these five keys). */
export const saveBarLabels = (t: (key: keyof SaveBarLabels) => string): SaveBarLabels => ({
  unsaved: t("unsaved"),
  upToDate: t("upToDate"),
  discard: t("discard"),
  save: t("save"),
  saving: t("saving"),
});

/**
 * The save bar at the foot of a settings form: "unsaved changes" or "up to date", Discard and
 * Save (the form's submit). While something is unsaved it follows the reader down the page;
 * `data-save-bar="floating"` is what app/globals.css lifts above the phone's bottom tab bar.
 * While something is unsaved, leaving the page asks first (useUnsavedChangesGuard).
 */
export function SettingsSaveBar({
  isDirty,
  isSaving,
  onDiscard,
  labels,
  extraActions,
}: {
  isDirty: boolean;
  isSaving: boolean;
  onDiscard: () => void;
  labels: SaveBarLabels;
  /** Buttons before Discard (e.g. "reset to defaults"). */
  extraActions?: ReactNode;
}) {
  const t = useTranslations("common");
  useUnsavedChangesGuard(isDirty, t("leaveUnsaved"));
  return (
    <div
      data-save-bar={isDirty ? "floating" : "resting"}
      className={cn(
        "z-10 flex items-center justify-between gap-3 rounded-xl border bg-background/95 p-3 backdrop-blur-sm sm:px-5",
        // Two buttons fit beside the status on a phone; with extra ones the buttons take a row of their own.
        extraActions && "flex-wrap",
        isDirty && "sticky bottom-4 shadow-lg",
      )}
    >
      <div className="min-w-0">
        {isDirty ? (
          <UnsavedIndicator label={labels.unsaved} />
        ) : (
          <p className="text-sm text-muted-foreground">{labels.upToDate}</p>
        )}
      </div>
      <div className="flex shrink-0 flex-wrap gap-2">
        {extraActions}
        <Button
          type="button"
          variant="ghost"
          onClick={onDiscard}
          disabled={!isDirty || isSaving}
          title={labels.discard}
        >
          <Undo2 aria-hidden />
          <span className="sr-only sm:not-sr-only">{labels.discard}</span>
        </Button>
        <SaveButton isDirty={isDirty} isSaving={isSaving} label={labels.save} savingLabel={labels.saving} />
      </div>
    </div>
  );
}

/**
 * The save bar of a kit form (inside KitForm): the form's alert above it, and the bar driven by
 * the form itself: unsaved while it differs from its defaults, saving while it submits, Discard
 * going back to the defaults (which a successful save moves to what was stored).
 */
export function FormSaveBar({ labels, extraActions }: { labels: SaveBarLabels; extraActions?: ReactNode }) {
  const { formState, reset } = useFormContext();
  return (
    <>
      <FormRootAlert />
      <SettingsSaveBar
        isDirty={formState.isDirty}
        isSaving={formState.isSubmitting}
        onDiscard={() => reset()}
        labels={labels}
        extraActions={extraActions}
      />
    </>
  );
}

/**
 * A settings page's form saved with one button (notifications, language and region): its sections,
 * then the save bar. A refusal also shows in a toast, as its field may be far up a long page. The
 * texts are the `messages` namespace's error, invalid and the bar's five (saveBarLabels).
 */
export function SaveBarForm<Input extends FieldValues, Output extends FieldValues>({
  form,
  onSubmit,
  messages,
  id,
  extraActions,
  children,
}: {
  form: UseFormReturn<Input, unknown, Output>;
  onSubmit: (values: Output) => Promise<void>;
  messages: string;
  id: string;
  extraActions?: ReactNode;
  children: ReactNode;
}) {
  const t = useTranslations(messages);
  return (
    <KitForm
      form={form}
      onSubmit={onSubmit}
      fallback={t("error")}
      errorToast={t("invalid")}
      id={id}
      className="flex flex-col gap-6"
    >
      {children}
      <FormSaveBar labels={saveBarLabels(t)} extraActions={extraActions} />
    </KitForm>
  );
}

/** A settings form's submit: enabled only while something is unsaved, with a spinner while saving. */
export function SaveButton({
  isDirty,
  isSaving,
  label,
  savingLabel,
}: {
  isDirty: boolean;
  isSaving: boolean;
  label: string;
  savingLabel: string;
}) {
  return (
    <Button type="submit" disabled={!isDirty || isSaving}>
      {isSaving && <Loader2 className="animate-spin motion-reduce:animate-none" aria-hidden />}
      {isSaving ? savingLabel : label}
    </Button>
  );
}

/** "Reset to defaults" for the bar's extra actions: it only fills the form; Save still stores it. */
export function ResetToDefaultsButton({
  label,
  onClick,
  disabled,
}: {
  label: string;
  onClick: () => void;
  disabled: boolean;
}) {
  return (
    <Button type="button" variant="outline" onClick={onClick} disabled={disabled} title={label}>
      <RotateCcw aria-hidden />
      <span className="sr-only sm:not-sr-only">{label}</span>
    </Button>
  );
}
