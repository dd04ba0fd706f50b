// A conversation's last-message preview as the server stores it (lib/server/conversations/
// touch-conversation.ts): the message's text, or a language-neutral marker for what it carries —
// "[image]", "[audio]", "[template: order_update]", and for a Meta message type Kanal does not
// store as such, "[sticker]", "[location]"… The list shows a marker in the reader's language.
// Client-safe.

export const PREVIEW_KINDS = ["image", "video", "audio", "file", "template", "location", "contact", "other"] as const;
export type PreviewKind = (typeof PREVIEW_KINDS)[number];

export type Preview = { kind: "text"; text: string } | { kind: PreviewKind; name?: string };

const MARKER = /^\[([a-z_]+)(?::\s*(.+))?\]$/;

const KIND_OF: Record<string, PreviewKind> = {
  image: "image",
  sticker: "image",
  video: "video",
  audio: "audio",
  voice: "audio",
  file: "file",
  document: "file",
  template: "template",
  location: "location",
  contacts: "contact",
};

export function readPreview(preview: string): Preview {
  const match = MARKER.exec(preview.trim());
  if (!match) return { kind: "text", text: preview };
  const [, type = "", name] = match;
  const kind = KIND_OF[type] ?? "other";
  return kind === "template" && name ? { kind, name } : { kind };
}

/**
 * A preview as plain words (a desktop notification's body, where no icon goes): the text, or the
 * marker's words in the reader's language — never "[image]".
 */
export function previewWords(
  preview: string,
  words: (key: PreviewKind | "templateNamed", values?: { name: string }) => string,
): string {
  const read = readPreview(preview);
  if (read.kind === "text") return read.text;
  return read.kind === "template" && read.name ? words("templateNamed", { name: read.name }) : words(read.kind);
}
