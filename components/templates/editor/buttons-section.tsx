"use client";

import { ArrowDown, ArrowUp, Plus, Trash2 } from "lucide-react";
import { useTranslations } from "next-intl";
import { IconButton } from "@/components/common/icon-button";
import { FieldSelect } from "@/components/common/field-select";
import { Field, FieldError, fieldAria } from "@/components/form/field";
import type { EditorApi } from "@/components/templates/editor/editor-api";
import { CharCounter, EditorSection, FieldHint, counterId } from "@/components/templates/editor/editor-parts";
import { fieldId, newButton, type EditorButton } from "@/components/templates/editor/editor-values";
import { Button } from "@/components/ui/button";
import {
  DropdownMenu,
  DropdownMenuContent,
  DropdownMenuItem,
  DropdownMenuTrigger,
} from "@/components/ui/dropdown-menu";
import { Input } from "@/components/ui/input";
import { TEMPLATE_BUTTON_TYPES, TEMPLATE_LIMITS } from "@/lib/templates/rules";

/**
 * Up to 3 buttons (the add button is disabled at 3): quick reply, link (an https URL, a variable
 * only at its end) or phone (international format). Text ≤ 20, held by the input. Buttons can be
 * moved, since Meta wants quick replies kept together.
 */
export function ButtonsSection({ editor }: { editor: EditorApi }) {
  const t = useTranslations("templates.editor");
  const { values, update, error, disabled } = editor;
  const buttons = values.buttons;
  const isFull = buttons.length >= TEMPLATE_LIMITS.buttons;
  const listError = error("buttons");

  const change = (index: number, patch: Partial<EditorButton>, field: string) =>
    update({ buttons: buttons.map((button, i) => (i === index ? { ...button, ...patch } : button)) }, [
      `buttons.${index}.${field}`,
    ]);
  const move = (index: number, by: -1 | 1) => {
    const next = [...buttons];
    const [moved] = next.splice(index, 1);
    if (!moved) return;
    next.splice(index + by, 0, moved);
    update({ buttons: next }, ["buttons"]);
  };

  return (
    <EditorSection
      id={fieldId("buttons")}
      title={t("sections.buttons")}
      description={isFull ? t("buttons.full", { max: TEMPLATE_LIMITS.buttons }) : t("sectionHints.buttons")}
      aside={
        <DropdownMenu>
          <DropdownMenuTrigger asChild>
            <Button
              type="button"
              variant="outline"
              size="sm"
              disabled={disabled || isFull}
              data-testid="template-add-button"
            >
              <Plus aria-hidden />
              {t("buttons.add")}
            </Button>
          </DropdownMenuTrigger>
          <DropdownMenuContent align="end">
            {TEMPLATE_BUTTON_TYPES.map((type) => (
              <DropdownMenuItem key={type} onSelect={() => update({ buttons: [...buttons, newButton(type)] }, [])}>
                {t(`buttonTypes.${type}`)}
              </DropdownMenuItem>
            ))}
          </DropdownMenuContent>
        </DropdownMenu>
      }
    >
      {buttons.length === 0 ? (
        <p className="text-sm text-muted-foreground">{t("buttons.empty")}</p>
      ) : (
        <ol className="flex flex-col gap-3" aria-label={t("sections.buttons")}>
          {buttons.map((button, index) => (
            <ButtonRow
              key={index}
              index={index}
              count={buttons.length}
              button={button}
              editor={editor}
              onChange={change}
              onMove={move}
              onRemove={() => update({ buttons: buttons.filter((_, i) => i !== index) }, ["buttons"])}
            />
          ))}
        </ol>
      )}
      <FieldError id={fieldId("buttons")} error={listError} />
    </EditorSection>
  );
}

function ButtonRow({
  index,
  count,
  button,
  editor,
  onChange,
  onMove,
  onRemove,
}: {
  index: number;
  count: number;
  button: EditorButton;
  editor: EditorApi;
  onChange: (index: number, patch: Partial<EditorButton>, field: string) => void;
  onMove: (index: number, by: -1 | 1) => void;
  onRemove: () => void;
}) {
  const t = useTranslations("templates.editor");
  const { error, disabled } = editor;
  const n = index + 1;
  const typeId = fieldId(`buttons.${index}.type`);
  const textId = fieldId(`buttons.${index}.text`);

  return (
    <li className="flex flex-col gap-3 rounded-md bg-muted/40 p-3" data-testid="template-button">
      <div className="flex items-center justify-between gap-2">
        <span className="text-sm font-medium">{t("buttons.title", { n })}</span>
        <div className="flex gap-1">
          <RowIconButton
            icon={ArrowUp}
            label={t("buttons.moveUp", { n })}
            onClick={() => onMove(index, -1)}
            disabled={disabled || index === 0}
          />
          <RowIconButton
            icon={ArrowDown}
            label={t("buttons.moveDown", { n })}
            onClick={() => onMove(index, 1)}
            disabled={disabled || index === count - 1}
          />
          <RowIconButton icon={Trash2} label={t("buttons.remove", { n })} onClick={onRemove} disabled={disabled} />
        </div>
      </div>
      <div className="grid grid-cols-1 gap-3 sm:grid-cols-[11rem_minmax(0,1fr)]">
        <Field id={typeId} label={t("fields.buttonType")} error={error(`buttons.${index}.type`)}>
          <FieldSelect
            id={typeId}
            value={button.type}
            onChange={(type) => onChange(index, { type }, "type")}
            values={TEMPLATE_BUTTON_TYPES}
            label={(type) => t(`buttonTypes.${type}`)}
            disabled={disabled}
            error={error(`buttons.${index}.type`)}
          />
        </Field>
        <Field
          id={textId}
          label={t("fields.buttonText")}
          required
          error={error(`buttons.${index}.text`)}
          labelAside={<CharCounter fieldId={textId} length={button.text.length} max={TEMPLATE_LIMITS.buttonText} />}
        >
          <Input
            id={textId}
            value={button.text}
            onChange={(event) => onChange(index, { text: event.target.value }, "text")}
            maxLength={TEMPLATE_LIMITS.buttonText}
            placeholder={t(`placeholders.buttonText.${button.type}`)}
            autoComplete="off"
            disabled={disabled}
            aria-required
            {...fieldAria(textId, error(`buttons.${index}.text`), counterId(textId))}
          />
        </Field>
      </div>
      {button.type === "URL" && (
        <ButtonTargetField index={index} field="url" value={button.url} editor={editor} onChange={onChange} />
      )}
      {button.type === "PHONE_NUMBER" && (
        <ButtonTargetField
          index={index}
          field="phone_number"
          value={button.phone_number}
          editor={editor}
          onChange={onChange}
        />
      )}
    </li>
  );
}

/** What a link button's URL and a phone button's number differ in; the rest of their field is one. */
const TARGETS = {
  url: { label: "fields.url", hint: "hints.url", placeholder: "placeholders.url", type: "url" },
  phone_number: { label: "fields.phone", hint: "hints.phone", placeholder: "placeholders.phone", type: "tel" },
} as const;

function ButtonTargetField({
  index,
  field,
  value,
  editor,
  onChange,
}: {
  index: number;
  field: keyof typeof TARGETS;
  value: string;
  editor: EditorApi;
  onChange: (index: number, patch: Partial<EditorButton>, field: string) => void;
}) {
  const t = useTranslations("templates.editor");
  const { error, disabled } = editor;
  const target = TARGETS[field];
  const id = fieldId(`buttons.${index}.${field}`);
  const message = error(`buttons.${index}.${field}`);
  return (
    <Field
      below={<FieldHint id={`${id}-hint`}>{t(target.hint)}</FieldHint>}
      id={id}
      label={t(target.label)}
      required
      error={message}
    >
      <Input
        id={id}
        type={target.type}
        inputMode={target.type}
        value={value}
        onChange={(event) => onChange(index, { [field]: event.target.value }, field)}
        placeholder={t(target.placeholder)}
        autoComplete="off"
        spellCheck={false}
        disabled={disabled}
        aria-required
        {...fieldAria(id, message, `${id}-hint`)}
      />
    </Field>
  );
}

/** One of a button row's small icon actions (move up, move down, remove), named for screen readers. */
function RowIconButton({
  icon: Icon,
  label,
  onClick,
  disabled,
}: {
  icon: typeof Trash2;
  label: string;
  onClick: () => void;
  disabled: boolean;
}) {
  return (
    <IconButton icon={Icon} type="button" className="size-8" onClick={onClick} disabled={disabled} label={label} />
  );
}
