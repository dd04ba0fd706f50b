"use client";

import { ExternalLink, FileText, ImageIcon, Monitor, Phone, Play, Reply, Smartphone, Video } from "lucide-react";
import { useLocale, useTranslations } from "next-intl";
import { useState, type ReactNode } from "react";
import { DetailList, type DetailRow } from "@/components/common/detail-list";
import { useFormatter } from "@/components/format/formatter-provider";
import { useNow } from "@/components/format/now-provider";
import { MediaImage } from "@/components/media/media-visual";
import { FormattedText } from "@/components/templates/preview/formatted-text";
import { previewSegments, previewUrl, variableCount } from "@/components/templates/preview/preview-input";
import type { MediaFile } from "@/lib/media/types";
import type {
  TemplateButton,
  TemplateButtonType,
  TemplateCategory,
  TemplateHeaderType,
  TemplateVariable,
} from "@/lib/templates/rules";
import { cn } from "@/lib/utils";

/** What the preview draws: a saved template (TemplateJson fits) or the editor's current values. */
export type TemplatePreviewInput = {
  headerType: TemplateHeaderType;
  headerText: string | null;
  headerMedia: MediaFile | null;
  bodyText: string;
  footerText: string | null;
  buttons: readonly TemplateButton[];
  variables: readonly TemplateVariable[];
  /** With name, category and language the preview adds its summary (spec 02 §2.2). */
  name?: string;
  category?: TemplateCategory;
  language?: string;
};

export type PreviewWidth = "mobile" | "desktop";

// WhatsApp's own colours (light / dark theme), so the bubble looks like what the customer sees.
const WA = {
  wallpaper: "bg-[#efeae2] dark:bg-[#0b141a]",
  bar: "bg-[#008069] text-white dark:bg-[#202c33] dark:text-[#e9edef]",
  bubble: "bg-white text-[#111b21] dark:bg-[#202c33] dark:text-[#e9edef]",
  muted: "text-[#667781] dark:text-[#8696a0]",
  link: "text-[#027eb5] dark:text-[#53bdeb]",
  divider: "border-[#e9edef] dark:border-[#2a3942]",
  tile: "bg-[#f0f2f5] dark:bg-[#182229]",
  /** Grey text on a tile: a shade darker than `muted`, which is too faint on the tile's grey. */
  tileMuted: "text-[#54656f] dark:text-[#8696a0]",
};

const BUTTON_ICONS: Record<TemplateButtonType, typeof Reply> = {
  QUICK_REPLY: Reply,
  URL: ExternalLink,
  PHONE_NUMBER: Phone,
};

// The clock of the chat: "now" as the rest of the page reads it (the server's moment while
// hydrating, the browser's after), so the first render matches the server's HTML.
function useChatTime(): string {
  const format = useFormatter();
  return format.time(new Date(useNow()));
}

/**
 * A template as WhatsApp shows it (issue 17): a phone-style chat with the business's message
 * bubble — header file or bold header text, the body with *bold*, _italic_, ~strike~ and
 * ```mono```, the footer in grey, the current time, and its buttons under the text — variables
 * filled with their example values (or {{name}} when there is none yet). A mobile/desktop toggle
 * sets the chat's width; WhatsApp's dark colours follow the dark theme.
 */
export function TemplatePreview({
  template,
  width: controlledWidth,
  onWidthChange,
  businessName,
  showSummary = true,
}: {
  template: TemplatePreviewInput;
  /** The chat's width; uncontrolled (starting at mobile) when omitted. */
  width?: PreviewWidth;
  onWidthChange?: (width: PreviewWidth) => void;
  /** The chat's title (the channel's name); a generic one when omitted. */
  businessName?: string;
  /** The summary under the chat (when the input has name, category and language); on by default. */
  showSummary?: boolean;
}) {
  const t = useTranslations("templates.preview");
  const [ownWidth, setOwnWidth] = useState<PreviewWidth>("mobile");
  const width = controlledWidth ?? ownWidth;
  const setWidth = (next: PreviewWidth) => {
    setOwnWidth(next);
    onWidthChange?.(next);
  };
  const isMobile = width === "mobile";

  return (
    <div className="flex min-w-0 flex-col gap-4" data-testid="template-preview">
      <div role="group" aria-label={t("width")} className="inline-flex w-fit rounded-lg bg-muted p-[3px]">
        <WidthButton pressed={isMobile} onClick={() => setWidth("mobile")} icon={<Smartphone aria-hidden />}>
          {t("mobile")}
        </WidthButton>
        <WidthButton pressed={!isMobile} onClick={() => setWidth("desktop")} icon={<Monitor aria-hidden />}>
          {t("desktop")}
        </WidthButton>
      </div>

      <figure
        aria-label={t("label")}
        className={cn(
          "mx-auto flex w-full flex-col overflow-hidden border shadow-sm",
          isMobile
            ? "max-w-[360px] rounded-[1.75rem] border-4 border-zinc-800 dark:border-zinc-600"
            : "max-w-full rounded-xl",
        )}
        data-width={width}
      >
        <div className={cn("flex items-center gap-3 px-4 py-2.5", WA.bar)}>
          <span aria-hidden className="grid size-8 place-items-center rounded-full bg-white/20 text-sm font-semibold">
            {(businessName ?? t("business")).slice(0, 1).toLocaleUpperCase()}
          </span>
          <span className="truncate text-sm font-medium">{businessName ?? t("business")}</span>
        </div>
        <div className={cn("flex min-h-64 flex-col px-3 py-4", WA.wallpaper, !isMobile && "px-8")}>
          <TemplateBubble template={template} className={isMobile ? "max-w-[88%]" : "max-w-[65%] min-w-72"} />
        </div>
      </figure>

      {showSummary && template.name !== undefined && template.category && template.language && (
        <TemplateSummary
          name={template.name}
          category={template.category}
          language={template.language}
          variables={variableCount(template.variables)}
        />
      )}
    </div>
  );
}

function WidthButton({
  pressed,
  onClick,
  icon,
  children,
}: {
  pressed: boolean;
  onClick: () => void;
  icon: ReactNode;
  children: ReactNode;
}) {
  return (
    <button
      type="button"
      aria-pressed={pressed}
      onClick={onClick}
      className={cn(
        "inline-flex h-8 items-center gap-1.5 rounded-md px-3 text-sm font-medium text-muted-foreground outline-none focus-visible:ring-[3px] focus-visible:ring-ring/50 [&_svg]:size-4",
        pressed && "bg-background text-foreground shadow-sm dark:bg-input/30",
      )}
    >
      {icon}
      {children}
    </button>
  );
}

/**
 * The message bubble alone: header, body, footer, time, and the buttons under it. The inbox's chat
 * passes the message's own `meta` (its time and ticks) and `outgoing` (the tail on the right).
 */
export function TemplateBubble({
  template,
  className,
  meta,
  outgoing = false,
}: {
  template: TemplatePreviewInput;
  className?: string;
  meta?: ReactNode;
  outgoing?: boolean;
}) {
  const t = useTranslations("templates.preview");
  const time = useChatTime();
  // A sent message (it has its own `meta`) shows its values as plain words, not as examples.
  const segments = template.bodyText.trim() ? previewSegments(template.bodyText, template.variables) : null;
  const body = meta === undefined ? segments : segments?.map((segment) => ({ ...segment, variable: false }));
  const footer = template.footerText?.trim() || null;

  return (
    <div
      className={cn(
        "relative rounded-lg shadow-[0_1px_0.5px_rgba(11,20,26,0.13)]",
        outgoing ? "self-end rounded-tr-none" : "self-start rounded-tl-none",
        WA.bubble,
        className,
      )}
      data-testid="template-bubble"
    >
      <span
        aria-hidden
        className={cn(
          "absolute top-0 size-0 border-t-[10px] border-t-white dark:border-t-[#202c33]",
          outgoing ? "-right-2 border-r-[8px] border-r-transparent" : "-left-2 border-l-[8px] border-l-transparent",
        )}
      />
      <div className="flex flex-col gap-1 p-1.5 pb-1">
        <BubbleHeader template={template} />
        <div className="px-1.5 text-sm leading-5 [overflow-wrap:anywhere] whitespace-pre-wrap">
          {body ? <FormattedText segments={body} /> : <span className={cn("italic", WA.muted)}>{t("emptyBody")}</span>}
        </div>
        {footer && (
          <p className={cn("px-1.5 text-[0.8125rem] leading-5 [overflow-wrap:anywhere]", WA.muted)}>{footer}</p>
        )}
        <p className={cn("flex items-center gap-1 self-end px-1.5 text-[0.6875rem] tabular-nums", WA.muted)}>
          {meta ?? <time>{time}</time>}
        </p>
      </div>
      {template.buttons.length > 0 && (
        <ul className="flex flex-col" aria-label={t("buttons")}>
          {template.buttons.map((button, index) => (
            <BubbleButton key={index} button={button} variables={template.variables} />
          ))}
        </ul>
      )}
    </div>
  );
}

function BubbleHeader({ template }: { template: TemplatePreviewInput }) {
  const t = useTranslations("templates.preview");
  const format = useFormatter();
  if (template.headerType === "NONE") return null;
  if (template.headerType === "TEXT") {
    if (!template.headerText?.trim()) return null;
    return (
      <p className="px-1.5 pt-1 text-[0.9375rem] leading-5 font-bold [overflow-wrap:anywhere]">
        <FormattedText segments={previewSegments(template.headerText, template.variables).map(plainStyles)} />
      </p>
    );
  }
  const file = template.headerMedia;
  if (template.headerType === "DOCUMENT") {
    const details = file
      ? [
          file.mimeType.split("/").pop()?.toUpperCase(),
          file.pages ? t("pages", { count: file.pages }) : null,
          format.fileSize(file.size),
        ]
          .filter(Boolean)
          .join(" · ")
      : null;
    return (
      <div className={cn("flex items-center gap-3 rounded-md p-3", WA.tile)} data-testid="preview-header-document">
        <span className="grid size-10 shrink-0 place-items-center rounded bg-[#e5484d] text-white">
          <FileText className="size-5" aria-hidden />
        </span>
        <span className="flex min-w-0 flex-col">
          <span className="truncate text-sm font-medium">{file?.name ?? t("noFile")}</span>
          {details && <span className={cn("text-xs", WA.tileMuted)}>{details}</span>}
        </span>
      </div>
    );
  }
  const isVideo = template.headerType === "VIDEO";
  const src = file ? (file.thumbnailUrl ?? (isVideo ? null : file.url)) : null;
  return (
    <div
      className={cn("relative grid aspect-[1.91/1] place-items-center overflow-hidden rounded-md", WA.tile)}
      data-testid={isVideo ? "preview-header-video" : "preview-header-image"}
    >
      {src ? (
        <MediaImage src={src} alt={file?.name ?? ""} className="absolute inset-0 size-full object-cover" />
      ) : (
        <span className={cn("flex flex-col items-center gap-1 text-xs", WA.tileMuted)}>
          {isVideo ? <Video className="size-8" aria-hidden /> : <ImageIcon className="size-8" aria-hidden />}
          {file ? null : t("noFile")}
        </span>
      )}
      {isVideo && file && (
        <span className="relative grid size-12 place-items-center rounded-full bg-black/50 text-white">
          <Play className="size-5 fill-current" aria-hidden />
          <span className="sr-only">{t("video")}</span>
        </span>
      )}
    </div>
  );
}

/** A header is bold as a whole and takes no markers of its own (Meta: no markdown in headers). */
const plainStyles = <T extends { styles: unknown[] }>(segment: T): T => ({ ...segment, styles: [] });

function BubbleButton({ button, variables }: { button: TemplateButton; variables: readonly TemplateVariable[] }) {
  const t = useTranslations("templates.preview");
  const Icon = BUTTON_ICONS[button.type];
  const target =
    button.type === "URL" && button.url
      ? previewUrl(button.url, variables)
      : button.type === "PHONE_NUMBER"
        ? (button.phone_number ?? "")
        : "";
  return (
    <li
      className={cn(
        "flex min-h-10 items-center justify-center gap-2 border-t px-3 py-2 text-sm font-medium",
        WA.divider,
        WA.link,
      )}
      title={target || undefined}
      data-testid="preview-button"
    >
      <Icon className="size-4 shrink-0" aria-hidden />
      <span className="truncate">{button.text.trim() || t("buttonPlaceholder")}</span>
      <span className="sr-only">
        {" "}
        ({t(`buttonTypes.${button.type}`)}
        {target ? `: ${target}` : ""})
      </span>
    </li>
  );
}

/** Name, category, language and number of variables (spec 02 §2.2's summary under the chat). */
export function TemplateSummary({
  name,
  category,
  language,
  variables,
}: {
  name: string;
  category: TemplateCategory;
  language: string;
  variables: number;
}) {
  const t = useTranslations("templates.preview");
  const tScreen = useTranslations("templates.screen");
  const locale = useLocale();
  const rows: DetailRow[] = [
    [
      t("summary.name"),
      <span key="name" className="font-mono break-all">
        {name || "—"}
      </span>,
    ],
    [t("summary.category"), tScreen(`categories.${category}`)],
    [t("summary.language"), languageName(tScreen, language, locale)],
    [t("summary.variables"), variables],
  ];
  return (
    <section aria-labelledby="template-summary-title" className="rounded-lg border bg-card p-4">
      <h3 id="template-summary-title" className="mb-3 text-sm font-semibold">
        {t("summary.title")}
      </h3>
      <DetailList rows={rows} className="grid-cols-[auto_1fr] gap-x-4 gap-y-2" data-testid="template-summary" />
    </section>
  );
}

type ScreenTranslator = { has: (key: string) => boolean; (key: string): string };

/** A template language's name as the list says it ("tr" → "Türkçe"); another code (an import's "en_US") by the browser's name for it. */
export function languageName(tScreen: ScreenTranslator, language: string, locale: string): string {
  const key = `languages.${language}`;
  return tScreen.has(key) ? tScreen(key) : languageLabel(language, locale);
}

/** "pt_BR" → "Brazilian Portuguese", in the reader's language (the code itself where the browser has no name). */
function languageLabel(language: string, locale: string): string {
  try {
    const name = new Intl.DisplayNames([locale], { type: "language" }).of(language.replace("_", "-"));
    return name ? name.slice(0, 1).toLocaleUpperCase(locale) + name.slice(1) : language;
  } catch {
    return language;
  }
}
