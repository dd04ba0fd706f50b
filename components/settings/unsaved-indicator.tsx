/** "Unsaved changes", beside a form's save button while the form differs from what is saved. */
export function UnsavedIndicator({ label }: { label: string }) {
  return (
    <p role="status" className="flex items-center gap-2 text-sm text-muted-foreground">
      <span className="size-2 shrink-0 rounded-full bg-warning" aria-hidden />
      {label}
    </p>
  );
}
