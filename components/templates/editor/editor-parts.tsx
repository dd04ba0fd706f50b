"use client";

import { useTranslations } from "next-intl";
import type { ComponentProps, ReactNode } from "react";
import { fieldAria } from "@/components/form/field";
import type { EditorApi } from "@/components/templates/editor/editor-api";
import { fieldId, type EditorValues } from "@/components/templates/editor/editor-values";
import { Input } from "@/components/ui/input";
import { cn } from "@/lib/utils";

// Small pieces the editor's tabs share: the live character counter, a section heading, a text field.

export const counterId = (fieldId: string) => `${fieldId}-counter`;

/** "12/1024" beside a field's label, red once over; the input points at it (aria-describedby). */
export function CharCounter({ fieldId, length, max }: { fieldId: string; length: number; max: number }) {
  const t = useTranslations("templates.editor");
  return (
    <span
      id={counterId(fieldId)}
      className={cn("text-xs text-muted-foreground tabular-nums", length > max && "font-medium text-destructive")}
      data-testid={`${fieldId}-counter`}
    >
      {length}/{max}
      <span className="sr-only"> {t("characters")}</span>
    </span>
  );
}

/** A titled group of fields inside a tab. */
export function EditorSection({
  id,
  title,
  description,
  aside,
  children,
  className,
}: {
  id: string;
  title: string;
  description?: string;
  aside?: ReactNode;
  children: ReactNode;
  className?: string;
}) {
  return (
    <section
      id={id}
      tabIndex={-1}
      aria-labelledby={`${id}-title`}
      className={cn(
        "flex flex-col gap-3 rounded-lg border p-4 outline-none focus-visible:ring-2 focus-visible:ring-ring/50",
        className,
      )}
    >
      <div className="flex flex-wrap items-start justify-between gap-2">
        <div className="flex min-w-0 flex-col gap-0.5">
          <h3 id={`${id}-title`} className="text-sm font-semibold">
            {title}
          </h3>
          {description && <p className="text-sm text-muted-foreground">{description}</p>}
        </div>
        {aside}
      </div>
      {children}
    </section>
  );
}

/** A field's hint, under its error (Field's `below`), so a message sits right under its input. */
export function FieldHint({ id, children }: { id: string; children: ReactNode }) {
  return (
    <p id={id} className="text-xs text-muted-foreground">
      {children}
    </p>
  );
}

/** The editor's one-line texts. */
type TextField = "name" | "displayName" | "headerText" | "footerText";

/**
 * The input of one of the editor's one-line texts, bound to `values[name]`: its id is
 * fieldId(name), its placeholder `placeholders.<name>`; typing updates the value and marks the field
 * edited; its message and `describedBy` (a hint, the counter) are wired through fieldAria. Other
 * props (maxLength, aria-required, className…) go to the input.
 */
export function EditorInput({
  editor,
  name,
  describedBy,
  ...props
}: { editor: EditorApi; name: TextField; describedBy?: string } & Omit<
  ComponentProps<typeof Input>,
  "id" | "name" | "value" | "onChange"
>) {
  const t = useTranslations("templates.editor.placeholders");
  const { values, update, error, disabled } = editor;
  const id = fieldId(name);
  return (
    <Input
      id={id}
      value={values[name]}
      onChange={(event) => update({ [name]: event.target.value } as Partial<EditorValues>, [name])}
      placeholder={t(name)}
      autoComplete="off"
      disabled={disabled}
      {...props}
      {...fieldAria(id, error(name), describedBy)}
    />
  );
}
