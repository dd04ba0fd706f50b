import "server-only";
import type { MediaType } from "@/lib/media/types";

// The headers a file's bytes go out with. next.config.mjs leaves these answers' policy headers to
// this module (they are the only ones whose policy depends on the file): everything is inert by
// default — a sandboxing CSP, nosniff, the type the bytes proved, no framing — and only an inline
// PDF drops `sandbox`, because Chromium will not show a PDF in a sandboxed document (its viewer
// is blocked and an empty page is shown). A PDF's own scripts run inside the viewer, never with
// the page's origin, and `default-src 'none'` still lets it load nothing.

/** Shown in the browser (previews, share links): images, audio, video and PDF; everything else downloads. */
export function isInlineable(file: { type: MediaType; mimeType: string }): boolean {
  return file.type === "IMAGE" || file.type === "AUDIO" || file.type === "VIDEO" || file.mimeType === "application/pdf";
}

const SANDBOXED = "default-src 'none'; frame-ancestors 'none'; sandbox";

export function mediaSecurityHeaders({
  disposition,
  mimeType,
  framing,
}: {
  disposition: "attachment" | "inline";
  mimeType: string;
  /** `self`: the app may show an inline PDF in a frame of its own pages (the preview); `none` elsewhere. */
  framing: "self" | "none";
}): Record<string, string> {
  const pdfViewer = disposition === "inline" && mimeType === "application/pdf";
  return {
    "X-Content-Type-Options": "nosniff",
    "Content-Security-Policy": pdfViewer ? `default-src 'none'; frame-ancestors '${framing}'` : SANDBOXED,
    "X-Frame-Options": pdfViewer && framing === "self" ? "SAMEORIGIN" : "DENY",
    "Referrer-Policy": "no-referrer",
  };
}
