"use client";

import { CornerDownLeft, Plus, Trash2 } from "lucide-react";
import { useTranslations } from "next-intl";
import { FieldError, fieldAria } from "@/components/form/field";
import type { EditorApi } from "@/components/templates/editor/editor-api";
import { EditorSection } from "@/components/templates/editor/editor-parts";
import { fieldId } from "@/components/templates/editor/editor-values";
import { Badge } from "@/components/ui/badge";
import { Button } from "@/components/ui/button";
import { Input } from "@/components/ui/input";
import { Label } from "@/components/ui/label";
import { TEMPLATE_LIMITS, placeholder, type TemplateVariable } from "@/lib/templates/rules";

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
  const { values, update, error, disabled } = editor;
  const listError = error("variables");
  const isFull = values.variables.length >= TEMPLATE_LIMITS.variables;

  const change = (index: number, patch: Partial<TemplateVariable>, field: keyof TemplateVariable) =>
    update({ variables: values.variables.map((variable, i) => (i === index ? { ...variable, ...patch } : variable)) }, [
      `variables.${index}.${field}`,
    ]);

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
            const nameId = fieldId(`variables.${index}.name`);
            const exampleId = fieldId(`variables.${index}.example`);
            const nameError = error(`variables.${index}.name`);
            const exampleError = error(`variables.${index}.example`);
            return (
              <li
                key={index}
                className="grid grid-cols-[auto_minmax(0,1fr)] items-start gap-x-3 gap-y-2 rounded-md bg-muted/40 p-3 sm:grid-cols-[auto_minmax(0,1fr)_minmax(0,1fr)_auto]"
                data-testid="template-variable"
              >
                <Badge variant="secondary" className="mt-7 font-mono">
                  {placeholder(n)}
                </Badge>
                <div className="flex min-w-0 flex-col gap-1.5">
                  <Label htmlFor={nameId}>{t("variables.name", { n })}</Label>
                  <Input
                    id={nameId}
                    value={variable.name}
                    onChange={(event) => change(index, { name: event.target.value }, "name")}
                    maxLength={TEMPLATE_LIMITS.variableName}
                    placeholder={t("placeholders.variableName")}
                    autoComplete="off"
                    disabled={disabled}
                    {...fieldAria(nameId, nameError)}
                  />
                  <FieldError id={nameId} error={nameError} />
                </div>
                <div className="col-start-2 flex min-w-0 flex-col gap-1.5 sm:col-start-auto">
                  <Label htmlFor={exampleId}>{t("variables.example", { n })}</Label>
                  <Input
                    id={exampleId}
                    value={variable.example}
                    onChange={(event) => change(index, { example: event.target.value }, "example")}
                    maxLength={TEMPLATE_LIMITS.variableExample}
                    placeholder={t("placeholders.variableExample")}
                    autoComplete="off"
                    disabled={disabled}
                    {...fieldAria(exampleId, exampleError)}
                  />
                  <FieldError id={exampleId} error={exampleError} />
                </div>
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
                  <Button
                    type="button"
                    variant="ghost"
                    size="icon"
                    onClick={() => onRemove(index)}
                    disabled={disabled}
                    aria-label={t("variables.remove", { placeholder: placeholder(n) })}
                  >
                    <Trash2 aria-hidden />
                  </Button>
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
