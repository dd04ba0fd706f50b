/** A controlled dialog's open state, as the dialog (shadcn's Dialog) takes it. */
export type DialogOpenProps = { open: boolean; onOpenChange: (open: boolean) => void };

/** An import dialog: open state, and what to refresh once something was imported. */
export type ImportDialogProps = DialogOpenProps & { onImported: () => void };
