"use client";

import { ImagePlus, Trash2 } from "lucide-react";
import { useTranslations } from "next-intl";
import { useState } from "react";
import { IconButton } from "@/components/common/icon-button";
import { FieldSelect } from "@/components/common/field-select";
import { Field, FieldError, fieldAria } from "@/components/form/field";
import { useFormatter } from "@/components/format/formatter-provider";
import { MediaThumb } from "@/components/media/media-visual";
import type { EditorApi } from "@/components/templates/editor/editor-api";
import { CharCounter, EditorInput, EditorSection, counterId } from "@/components/templates/editor/editor-parts";
import { fieldId } from "@/components/templates/editor/editor-values";
import { isMediaHeader } from "@/components/templates/editor/header-media";
import { HeaderMediaPicker } from "@/components/templates/editor/header-media-picker";
import { Button } from "@/components/ui/button";
import type { MediaFile } from "@/lib/media/types";
import { TEMPLATE_HEADER_TYPES, TEMPLATE_LIMITS, type TemplateHeaderType } from "@/lib/templates/rules";

/** The header: none, a line of text (≤ 60, one variable at most), or an image, video or document from the library. */
export function HeaderSection({
  editor,
  media,
  onMediaChange,
}: {
  editor: EditorApi;
  media: MediaFile | null;
  onMediaChange: (file: MediaFile | null) => void;
}) {
  const t = useTranslations("templates.editor");
  const format = useFormatter();
  const { values, update, error, disabled } = editor;
  const [isPicking, setIsPicking] = useState(false);
  const typeId = fieldId("headerType");
  const textId = fieldId("headerText");
  const mediaId = fieldId("headerMediaId");
  const headerType = values.headerType;
  const shownMedia = media && media.id === values.headerMediaId ? media : null;

  // "Pick a file" and, once there is one, "Change": the same button, which the field's label and message point at.
  const pickButton = {
    id: mediaId,
    type: "button",
    variant: "outline",
    onClick: () => setIsPicking(true),
    disabled,
    ...fieldAria(mediaId, error("headerMediaId")),
  } as const;

  const changeType = (next: TemplateHeaderType) => {
    // A file of another kind cannot stay: the header's file must match its type.
    const keepsFile = shownMedia?.type === next;
    update({ headerType: next, headerMediaId: keepsFile ? values.headerMediaId : null }, ["headerType"]);
    if (!keepsFile) onMediaChange(null);
  };

  return (
    <EditorSection id="template-header-section" title={t("sections.header")} description={t("sectionHints.header")}>
      <Field id={typeId} label={t("fields.headerType")} error={error("headerType")}>
        <FieldSelect
          id={typeId}
          value={headerType}
          onChange={changeType}
          values={TEMPLATE_HEADER_TYPES}
          label={(type) => t(`headerTypes.${type}`)}
          disabled={disabled}
          error={error("headerType")}
          className="w-full sm:w-56"
        />
      </Field>

      {headerType === "TEXT" && (
        <Field
          id={textId}
          label={t("fields.headerText")}
          required
          error={error("headerText")}
          labelAside={
            <CharCounter fieldId={textId} length={values.headerText.length} max={TEMPLATE_LIMITS.headerText} />
          }
        >
          <EditorInput editor={editor} name="headerText" describedBy={counterId(textId)} aria-required />
        </Field>
      )}

      {isMediaHeader(headerType) && (
        // A group rather than a <label>: the buttons keep their own names ("Pick…", "Change").
        <div role="group" aria-labelledby={`${mediaId}-label`} className="flex flex-col gap-2">
          <span
            id={`${mediaId}-label`}
            className="text-sm leading-none font-medium after:ml-0.5 after:text-destructive after:content-['*'_/_'']"
          >
            {t(`mediaLabel.${headerType}`)}
          </span>
          {shownMedia ? (
            <div className="flex items-center gap-3 rounded-md border p-2" data-testid="template-header-file">
              <MediaThumb file={shownMedia} className="size-14 shrink-0 rounded" />
              <div className="flex min-w-0 flex-1 flex-col">
                <span className="truncate text-sm font-medium">{shownMedia.name}</span>
                <span className="text-xs text-muted-foreground">{format.fileSize(shownMedia.size)}</span>
              </div>
              <Button {...pickButton} size="sm">
                {t("media.change")}
              </Button>
              <IconButton
                icon={Trash2}
                type="button"
                label={t("media.remove")}
                onClick={() => {
                  update({ headerMediaId: null }, ["headerMediaId"]);
                  onMediaChange(null);
                }}
                disabled={disabled}
              />
            </div>
          ) : (
            <Button {...pickButton} className="w-full justify-start sm:w-fit">
              <ImagePlus aria-hidden />
              {t("media.pick")}
            </Button>
          )}
          <HeaderMediaPicker
            open={isPicking}
            onOpenChange={setIsPicking}
            headerType={headerType}
            selectedId={values.headerMediaId}
            onPick={(file) => {
              onMediaChange(file);
              update({ headerMediaId: file.id }, ["headerMediaId"]);
            }}
          />
          <FieldError id={mediaId} error={error("headerMediaId")} />
        </div>
      )}
    </EditorSection>
  );
}
