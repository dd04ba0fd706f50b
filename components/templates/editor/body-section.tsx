"use client";

import { Bold, Braces, Code, Italic, Strikethrough } from "lucide-react";
import { useTranslations } from "next-intl";
import type { RefObject } from "react";
import { IconButton } from "@/components/common/icon-button";
import { Field, fieldAria } from "@/components/form/field";
import type { EditorApi } from "@/components/templates/editor/editor-api";
import {
  CharCounter,
  EditorInput,
  EditorSection,
  FieldHint,
  counterId,
} from "@/components/templates/editor/editor-parts";
import { fieldId } from "@/components/templates/editor/editor-values";
import { Button } from "@/components/ui/button";
import { Textarea } from "@/components/ui/textarea";
import { TEMPLATE_LIMITS } from "@/lib/templates/rules";

const MARKERS = [
  { key: "bold", marker: "*", icon: Bold },
  { key: "italic", marker: "_", icon: Italic },
  { key: "strike", marker: "~", icon: Strikethrough },
  { key: "mono", marker: "```", icon: Code },
] as const;

/**
 * The body (required, ≤ 1024 with a live counter) with a small toolbar: WhatsApp's markers around
 * the selection, and "add variable", which adds the next variable and puts its {{n}} at the
 * cursor. Then the footer (≤ 60, no variables).
 */
export function BodySection({
  editor,
  bodyRef,
  onWrap,
  onAddVariable,
}: {
  editor: EditorApi;
  bodyRef: RefObject<HTMLTextAreaElement | null>;
  onWrap: (marker: string) => void;
  onAddVariable: () => void;
}) {
  const t = useTranslations("templates.editor");
  const { values, update, error, disabled } = editor;
  const bodyId = fieldId("bodyText");
  const footerId = fieldId("footerText");
  const bodyHint = `${bodyId}-hint`;

  return (
    <EditorSection id="template-body-section" title={t("sections.body")}>
      <Field
        below={<FieldHint id={bodyHint}>{t("hints.body")}</FieldHint>}
        id={bodyId}
        label={t("fields.bodyText")}
        required
        error={error("bodyText")}
        labelAside={<CharCounter fieldId={bodyId} length={values.bodyText.length} max={TEMPLATE_LIMITS.body} />}
      >
        <div role="group" aria-label={t("toolbar.label")} aria-controls={bodyId} className="flex flex-wrap gap-1">
          {MARKERS.map(({ key, marker, icon: Icon }) => (
            <IconButton
              icon={Icon}
              key={key}
              type="button"
              className="size-8"
              label={t(`toolbar.${key}`)}
              title={t(`toolbar.${key}`)}
              onClick={() => onWrap(marker)}
              disabled={disabled}
            />
          ))}
          <Button
            type="button"
            variant="outline"
            size="sm"
            className="ml-auto"
            onClick={onAddVariable}
            disabled={disabled}
            data-testid="template-add-variable"
          >
            <Braces aria-hidden />
            {t("toolbar.addVariable")}
          </Button>
        </div>
        <Textarea
          ref={bodyRef}
          id={bodyId}
          rows={7}
          value={values.bodyText}
          onChange={(event) => update({ bodyText: event.target.value }, ["bodyText"])}
          placeholder={t("placeholders.bodyText")}
          disabled={disabled}
          aria-required
          className="min-h-36"
          {...fieldAria(bodyId, error("bodyText"), `${counterId(bodyId)} ${bodyHint}`)}
        />
      </Field>
      <Field
        id={footerId}
        label={t("fields.footerText")}
        optionalLabel={` ${t("optional")}`}
        error={error("footerText")}
        labelAside={<CharCounter fieldId={footerId} length={values.footerText.length} max={TEMPLATE_LIMITS.footer} />}
      >
        <EditorInput editor={editor} name="footerText" describedBy={counterId(footerId)} />
      </Field>
    </EditorSection>
  );
}
