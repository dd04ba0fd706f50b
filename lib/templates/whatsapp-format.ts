// WhatsApp's text formatting for the template preview: *bold*, _italic_, ~strike~ and ```mono```,
// parsed into plain segments the preview renders as React text (never as HTML), so a template's
// text can hold "<script>" and show it literally. Rules as WhatsApp applies them: a marker opens
// only at a word's start and closes only at a word's end, on the same line, around non-blank text;
// monospace takes its content literally (no other marker inside).

export type FormatStyle = "bold" | "italic" | "strike" | "mono";

/** A run of text with the styles around it; `variable` marks a filled-in or named placeholder. */
export type FormatSegment = { text: string; styles: FormatStyle[]; variable?: boolean };

const MARKERS: Record<string, FormatStyle> = { "*": "bold", _: "italic", "~": "strike" };
const MONO = "```";

const isSpace = (char: string | undefined) => char === undefined || /\s/.test(char);
const isWordChar = (char: string | undefined) => char !== undefined && /[\p{L}\p{N}]/u.test(char);

/** Parses one text into segments; adjacent segments with the same styles are merged. */
export function formatWhatsApp(text: string): FormatSegment[] {
  const segments: FormatSegment[] = [];
  parse(text, [], segments);
  return merge(segments);
}

function parse(text: string, styles: FormatStyle[], out: FormatSegment[]) {
  let plain = "";
  const flush = () => {
    if (plain) out.push({ text: plain, styles });
    plain = "";
  };
  let i = 0;
  while (i < text.length) {
    if (text.startsWith(MONO, i) && !isWordChar(text[i - 1])) {
      const end = text.indexOf(MONO, i + MONO.length);
      if (end > i + MONO.length) {
        flush();
        out.push({ text: text.slice(i + MONO.length, end), styles: [...styles, "mono"] });
        i = end + MONO.length;
        continue;
      }
    }
    const char = text[i]!;
    const style = MARKERS[char];
    if (style && !styles.includes(style) && !isWordChar(text[i - 1]) && !isSpace(text[i + 1])) {
      const end = closingMarker(text, char, i + 1);
      if (end > 0) {
        flush();
        parse(text.slice(i + 1, end), [...styles, style], out);
        i = end + 1;
        continue;
      }
    }
    plain += char;
    i += 1;
  }
  flush();
}

/** Where `marker` closes a run opened before `from`: after non-blank text, not inside a word, same line. */
function closingMarker(text: string, marker: string, from: number): number {
  for (let j = from; j < text.length; j += 1) {
    if (text[j] === "\n") return -1;
    if (text[j] === marker && j > from && !isSpace(text[j - 1]) && !isWordChar(text[j + 1])) return j;
  }
  return -1;
}

function merge(segments: FormatSegment[]): FormatSegment[] {
  const merged: FormatSegment[] = [];
  for (const segment of segments) {
    const last = merged.at(-1);
    if (last && !last.variable && !segment.variable && sameStyles(last.styles, segment.styles))
      last.text += segment.text;
    else merged.push({ ...segment, styles: [...segment.styles] });
  }
  return merged;
}

const sameStyles = (a: FormatStyle[], b: FormatStyle[]) =>
  a.length === b.length && a.every((style) => b.includes(style));

/**
 * The text with its variables filled for the preview: each {{n}} becomes its example value, else
 * its name in brackets, else stays "{{n}}"; filled-in values are marked so the preview can tint them.
 * Formatting is applied to the template's own text first, as WhatsApp does after substitution only
 * for the markers the template wrote (a value's own "*" is shown literally).
 */
export function formatTemplateText(
  text: string,
  variables: readonly { name: string; example: string }[],
): FormatSegment[] {
  const out: FormatSegment[] = [];
  for (const segment of formatWhatsApp(text)) {
    let last = 0;
    for (const match of segment.text.matchAll(/\{\{(\d+)\}\}/g)) {
      const before = segment.text.slice(last, match.index);
      if (before) out.push({ text: before, styles: segment.styles });
      const variable = variables[Number(match[1]) - 1];
      const shown = variable?.example.trim() || (variable?.name.trim() ? `[${variable.name.trim()}]` : match[0]);
      out.push({ text: shown, styles: segment.styles, variable: true });
      last = match.index + match[0].length;
    }
    const rest = segment.text.slice(last);
    if (rest) out.push({ text: rest, styles: segment.styles });
  }
  return out;
}
