import type { FormatSegment } from "@/lib/templates/whatsapp-format";
import { cn } from "@/lib/utils";

// Segments of WhatsApp-formatted text as React text (never HTML): each run gets its styles, and a
// filled-in variable a faint tint so the person editing sees which words are examples.

const STYLE_CLASS = {
  bold: "font-bold",
  italic: "italic",
  strike: "line-through",
  mono: "font-mono text-[0.92em]",
} as const;

export function FormattedText({ segments }: { segments: readonly FormatSegment[] }) {
  return segments.map((segment, index) => {
    const className = cn(
      segment.styles.map((style) => STYLE_CLASS[style]),
      segment.variable && "rounded-sm bg-[#25d366]/15 px-0.5 dark:bg-[#25d366]/20",
    );
    return className ? (
      <span key={index} className={className} data-variable={segment.variable ? "" : undefined}>
        {segment.text}
      </span>
    ) : (
      <span key={index}>{segment.text}</span>
    );
  });
}
