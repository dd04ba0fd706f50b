/** A hairline with a word in the middle ("or") between the form and the Google button. */
export function OrDivider({ label }: { label: string }) {
  return (
    <div className="my-6 flex items-center gap-3 text-xs text-muted-foreground uppercase" role="separator">
      <span className="h-px flex-1 bg-border" aria-hidden />
      {label}
      <span className="h-px flex-1 bg-border" aria-hidden />
    </div>
  );
}
