"use client";

import { CornerDownLeft, Plus, Trash2 } from "lucide-react";
import { useTranslations } from "next-intl";
import { IconButton } from "@/components/common/icon-button";
import { FieldError, fieldAria } from "@/components/form/field";
import type { EditorApi } from "@/components/templates/editor/editor-api";
import { EditorSection } from "@/components/templates/editor/editor-parts";
import { fieldId } from "@/components/templates/editor/editor-values";
import { Badge } from "@/components/ui/badge";
import { Button } from "@/components/ui/button";
import { Input } from "@/components/ui/input";
import { Label } from "@/components/ui/label";
import { TEMPLATE_LIMITS, placeholder, type TemplateVariable } from "@/lib/templates/rules";
import { cn } from "@/lib/utils";

/**
 * The variables, numbered {{1}}, {{2}}… in order: a name and an example value each (Meta needs
 * the example; the preview shows it). "Insert" puts a variable's {{n}} at the body's cursor;
 * removing one renumbers the later ones in the texts (the form does that).
 */
export function VariablesSection({
  editor,
  onAdd,
  onInsert,
  onRemove,
}: {
  editor: EditorApi;
  onAdd: () => void;
  onInsert: (n: number) => void;
  onRemove: (index: number) => void;
}) {
  const t = useTranslations("templates.editor");
  const { values, error, disabled } = editor;
  const listError = error("variables");
  const isFull = values.variables.length >= TEMPLATE_LIMITS.variables;

  return (
    <EditorSection
      id={fieldId("variables")}
      title={t("sections.variables")}
      description={t("sectionHints.variables")}
      aside={
        <Button type="button" variant="outline" size="sm" onClick={onAdd} disabled={disabled || isFull}>
          <Plus aria-hidden />
          {t("variables.add")}
        </Button>
      }
    >
      {values.variables.length === 0 ? (
        <p className="text-sm text-muted-foreground">{t("variables.empty")}</p>
      ) : (
        <ol className="flex flex-col gap-3" aria-label={t("sections.variables")}>
          {values.variables.map((variable, index) => {
            const n = index + 1;
            return (
              <li
                key={index}
                className="grid grid-cols-[auto_minmax(0,1fr)] items-start gap-x-3 gap-y-2 rounded-md bg-muted/40 p-3 sm:grid-cols-[auto_minmax(0,1fr)_minmax(0,1fr)_auto]"
                data-testid="template-variable"
              >
                <Badge variant="secondary" className="mt-7 font-mono">
                  {placeholder(n)}
                </Badge>
                <VariableField editor={editor} variable={variable} index={index} field="name" />
                <VariableField
                  editor={editor}
                  variable={variable}
                  index={index}
                  field="example"
                  className="col-start-2 sm:col-start-auto"
                />
                <div className="col-start-2 flex gap-1 sm:col-start-auto sm:mt-6">
                  <Button
                    type="button"
                    variant="ghost"
                    size="sm"
                    onClick={() => onInsert(n)}
                    disabled={disabled}
                    aria-label={t("variables.insertLabel", { placeholder: placeholder(n) })}
                  >
                    <CornerDownLeft aria-hidden />
                    {t("variables.insert")}
                  </Button>
                  <IconButton
                    icon={Trash2}
                    type="button"
                    onClick={() => onRemove(index)}
                    disabled={disabled}
                    label={t("variables.remove", { placeholder: placeholder(n) })}
                  />
                </div>
              </li>
            );
          })}
        </ol>
      )}
      <FieldError id={fieldId("variables")} error={listError} />
    </EditorSection>
  );
}

const VARIABLE_FIELD = {
  name: { label: "variables.name", placeholder: "placeholders.variableName", max: TEMPLATE_LIMITS.variableName },
  example: {
    label: "variables.example",
    placeholder: "placeholders.variableExample",
    max: TEMPLATE_LIMITS.variableExample,
  },
} as const;

/** One variable's name or example: its label ("Name of {{1}}"), its input and its message. */
function VariableField({
  editor,
  variable,
  index,
  field,
  className,
}: {
  editor: EditorApi;
  variable: TemplateVariable;
  index: number;
  field: keyof TemplateVariable;
  className?: string;
}) {
  const t = useTranslations("templates.editor");
  const { values, update, error, disabled } = editor;
  const { label, placeholder: hint, max } = VARIABLE_FIELD[field];
  const path = `variables.${index}.${field}`;
  const id = fieldId(path);
  const message = error(path);
  const change = (value: string) =>
    update({ variables: values.variables.map((each, i) => (i === index ? { ...each, [field]: value } : each)) }, [
      path,
    ]);
  return (
    <div className={cn("flex min-w-0 flex-col gap-1.5", className)}>
      <Label htmlFor={id}>{t(label, { n: index + 1 })}</Label>
      <Input
        id={id}
        value={variable[field]}
        onChange={(event) => change(event.target.value)}
        maxLength={max}
        placeholder={t(hint)}
        autoComplete="off"
        disabled={disabled}
        {...fieldAria(id, message)}
      />
      <FieldError id={id} error={message} />
    </div>
  );
}
