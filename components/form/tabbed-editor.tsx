"use client";

import { CircleAlert } from "lucide-react";
import { useTranslations } from "next-intl";
import { useCallback, useEffect, useRef, useState, type ComponentProps, type ReactNode } from "react";
import { get, type FieldError, type FieldValues, type Path, type UseFormReturn } from "react-hook-form";
import type { z } from "zod";
import { zodFieldMessages } from "@/components/form/field-messages";
import { FormRootAlert, KitForm } from "@/components/form/form-kit";
import { SERVER_ERROR, serverErrorPaths } from "@/components/form/server-errors";
import { useUnsavedChangesGuard } from "@/components/form/use-unsaved-changes-guard";
import { Button } from "@/components/ui/button";
import { SheetFooter } from "@/components/ui/sheet";
import { Tabs, TabsList, TabsTrigger } from "@/components/ui/tabs";
import { ApiError } from "@/lib/api-client";
import { cn } from "@/lib/utils";

// The large editors in a sheet (a template, a campaign) are one form over several tabs, checked by
// the route's own schema as you type. What they share lives here: which messages show (a field's
// once edited, all after a submit, the server's always), one way to change values, which tabs hold
// a message, and revealing a field (its tab first, then the focus).

/** What each tab of an editor gets from the form: the values, one way to change them, messages. */
export type TabbedEditorApi<Values> = {
  values: Values;
  /** Sets these values; `edited` names the fields the person touched (their messages start showing). */
  update: (patch: Partial<Values>, edited: readonly string[]) => void;
  /** The message under a field ("buttons.1.url"), in words, or undefined. */
  error: (path: string) => string | undefined;
  disabled: boolean;
};

/** By default a field's message shows once it (or the list it is in) was edited, or after a submit. */
function shownOnceEdited(path: string, edited: ReadonlySet<string>, submitted: boolean): boolean {
  return submitted || edited.has(path) || edited.has(path.split(".")[0] ?? path);
}

export function useTabbedEditor<Values extends FieldValues, Output extends FieldValues, Tab extends string>({
  form,
  schema,
  firstTab,
  tabOfField,
  fieldId,
  onDirtyChange,
  isFieldShown = shownOnceEdited,
  firstField = (paths) => paths[0] ?? null,
}: {
  form: UseFormReturn<Values, unknown, Output>;
  schema: z.ZodType<Output, Values>;
  firstTab: Tab;
  tabOfField: (path: string) => Tab;
  fieldId: (path: string) => string;
  /** Told whenever the form becomes dirty or clean (the sheet asks before closing a dirty one). */
  onDirtyChange: (isDirty: boolean) => void;
  isFieldShown?: (path: string, edited: ReadonlySet<string>, submitted: boolean) => boolean;
  /** Which of these fields comes first on the form (by default the first named). */
  firstField?: (paths: string[]) => string | null;
}) {
  const tAll = useTranslations();
  const values = form.watch() as Values;
  const { isDirty, isSubmitting, submitCount, errors } = form.formState;
  const [edited, setEdited] = useState<ReadonlySet<string>>(() => new Set());
  const [tab, setTab] = useState<Tab>(firstTab);

  // A field to focus after the next render: the tab holding it must be shown first.
  const pendingFocus = useRef<string | null>(null);
  const [focusRequest, setFocusRequest] = useState(0);
  useEffect(() => {
    const path = pendingFocus.current;
    if (!path) return;
    pendingFocus.current = null;
    const root = path.split(".")[0] ?? path;
    (document.getElementById(fieldId(path)) ?? document.getElementById(fieldId(root)))?.focus();
  }, [focusRequest, fieldId]);

  useUnsavedChangesGuard(isDirty && !isSubmitting, tAll("common.leaveUnsaved"));
  useEffect(() => onDirtyChange(isDirty), [isDirty, onDirtyChange]);

  // The shared schema on the current values: the rules as you type.
  const parsed = schema.safeParse(values);
  const live = parsed.success ? {} : zodFieldMessages(parsed.error);
  const submitted = submitCount > 0;

  const error = (path: string): string | undefined => {
    const server = get(errors, path) as FieldError | undefined;
    if (server?.type === SERVER_ERROR && server.message) return server.message;
    if (!isFieldShown(path, edited, submitted)) return undefined;
    const message = live[path];
    if (!message) return undefined;
    return "text" in message ? message.text : tAll(message.key, message.values);
  };

  const update = useCallback<TabbedEditorApi<Values>["update"]>(
    (patch, editedPaths) => {
      for (const [key, value] of Object.entries(patch))
        form.setValue(key as Path<Values>, value as never, { shouldDirty: true });
      for (const path of editedPaths) form.clearErrors(path as Path<Values>);
      if (editedPaths.length) setEdited((current) => new Set([...current, ...editedPaths]));
    },
    [form],
  );

  const tabsWithErrors: ReadonlySet<Tab> = new Set(
    [...Object.keys(live), ...serverErrorPaths(errors, SERVER_ERROR)].filter((path) => error(path)).map(tabOfField),
  );

  /** Shows a field: its tab first, then (once that tab is rendered) the focus on its input or its section. */
  const reveal = (path: string) => {
    pendingFocus.current = path;
    setTab(tabOfField(path));
    setFocusRequest((count) => count + 1);
  };

  /** Reveals the first of the fields a refusal named: the schema's (`null`: its current messages) or the server's. */
  const revealFirst = (refusal: unknown = null) => {
    const paths =
      refusal === null ? Object.keys(live) : refusal instanceof ApiError ? Object.keys(refusal.fieldErrors) : [];
    const first = firstField(paths);
    if (first) reveal(first);
  };

  const editor: TabbedEditorApi<Values> = { values, update, error, disabled: isSubmitting };
  return { form, editor, values, tab, setTab, tabsWithErrors, revealFirst };
}

/** The namespaces of the tabbed editors: each has `tabs.<tab>`, `tabHasErrors`, `saveError`, `cancel`, `saving`, `create`, `update`, `createTitle`, `editTitle`. */
export type TabbedEditorMessages = "templates.editor" | "campaigns.editor";

/**
 * The frame of a tabbed editor in a sheet: the form (its save through KitForm), the tab names
 * over the scrolling tabs (`children`: the TabsContent of each) with the form's alert on top, and
 * the sheet's footer: Cancel, Create (or Update, for `isEdit`), then `actions` (a Launch).
 * `after` goes inside the form (a launch dialog). Texts come from `messages`.
 */
export function TabbedEditorForm<Values extends FieldValues, Output extends FieldValues, Tab extends string>({
  editor,
  messages,
  isEdit,
  onSubmit,
  onInvalid,
  onCancel,
  tabs,
  submit,
  actions,
  after,
  children,
}: {
  editor: Pick<
    ReturnType<typeof useTabbedEditor<Values, Output, Tab>>,
    "form" | "tab" | "setTab" | "tabsWithErrors" | "revealFirst"
  >;
  messages: TabbedEditorMessages;
  isEdit: boolean;
  onSubmit: (values: Output) => Promise<void>;
  /** Besides revealing the first field with a message. */
  onInvalid?: () => void;
  onCancel: () => void;
  tabs: Omit<ComponentProps<typeof EditorTabsList<Tab>>, "tabsWithErrors" | "label" | "errorLabel">;
  /** The save button's test id and look (outline when a stronger action follows it). */
  submit: { testId: string; variant?: "default" | "outline" };
  actions?: ReactNode;
  after?: ReactNode;
  children: ReactNode;
}) {
  const t: (key: string) => string = useTranslations(messages);
  const { isSubmitting } = editor.form.formState;
  return (
    <KitForm
      form={editor.form}
      onSubmit={onSubmit}
      onInvalid={() => {
        onInvalid?.();
        editor.revealFirst();
      }}
      fallback={t("saveError")}
      className="flex min-h-0 flex-1 flex-col"
      aria-label={t(isEdit ? "editTitle" : "createTitle")}
    >
      <Tabs
        value={editor.tab}
        onValueChange={(value) => editor.setTab(value as Tab)}
        className="flex min-h-0 flex-1 flex-col gap-0"
      >
        <EditorTabsList
          {...tabs}
          label={(name) => t(`tabs.${name}`)}
          errorLabel={t("tabHasErrors")}
          tabsWithErrors={editor.tabsWithErrors}
        />
        <div className="flex min-h-0 flex-1 flex-col gap-4 overflow-y-auto p-4">
          <FormRootAlert />
          {children}
        </div>
      </Tabs>
      <SheetFooter className="flex-row flex-wrap justify-end gap-2 border-t bg-background">
        <Button type="button" variant="outline" onClick={onCancel} disabled={isSubmitting}>
          {t("cancel")}
        </Button>
        <Button type="submit" variant={submit.variant} disabled={isSubmitting} data-testid={submit.testId}>
          {isSubmitting ? t("saving") : t(isEdit ? "update" : "create")}
        </Button>
        {actions}
      </SheetFooter>
      {after}
    </KitForm>
  );
}

/** The editor's tab names, each marked when a field on it has a message. */
export function EditorTabsList<Tab extends string>({
  tabs,
  label,
  tabsWithErrors,
  errorLabel,
  testIdPrefix,
  className,
  triggerClassName,
}: {
  tabs: readonly Tab[];
  label: (tab: Tab) => string;
  tabsWithErrors: ReadonlySet<Tab>;
  /** Said to screen readers after a marked tab's name. */
  errorLabel: string;
  /** "template-tab-" → data-testid="template-tab-basic". */
  testIdPrefix: string;
  className?: string;
  triggerClassName?: string;
}) {
  return (
    <div className="border-b px-4 py-3">
      <TabsList className={cn("grid w-full", className)}>
        {tabs.map((name) => (
          <TabsTrigger key={name} value={name} data-testid={`${testIdPrefix}${name}`} className={triggerClassName}>
            <span className="truncate">{label(name)}</span>
            {tabsWithErrors.has(name) && (
              <>
                <CircleAlert className="size-3.5 text-destructive" aria-hidden />
                <span className="sr-only">{errorLabel}</span>
              </>
            )}
          </TabsTrigger>
        ))}
      </TabsList>
    </div>
  );
}
