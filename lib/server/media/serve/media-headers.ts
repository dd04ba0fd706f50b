import "server-only";
import type { MediaType } from "@/lib/media/types";

// The headers a file's bytes go out with. next.config.mjs leaves these answers' policy headers to
// this module (they are the only ones whose policy depends on the file): everything is inert — a
// sandboxing CSP, nosniff, the type the bytes proved — and framed nowhere, except an inline PDF
// asked for by the app itself, which its preview shows in an <iframe>: that one may be framed by
// our own pages (frame-ancestors 'self', X-Frame-Options SAMEORIGIN), still sandboxed.
// Checked in Chromium 156: a PDF under `sandbox` in its CSP renders in the built-in viewer, at the
// top level and in a frame; `frame-ancestors 'none'` (the /api default) is what kept it out of the
// app's frame. What Chromium does refuse is an <iframe sandbox> attribute around a PDF: the preview
// must not set one.

/** Shown in the browser (previews, share links): images, audio, video and PDF; everything else downloads. */
export function isInlineable(file: { type: MediaType; mimeType: string }): boolean {
  return file.type === "IMAGE" || file.type === "AUDIO" || file.type === "VIDEO" || file.mimeType === "application/pdf";
}

export function mediaSecurityHeaders({
  disposition,
  mimeType,
  framing,
}: {
  disposition: "attachment" | "inline";
  mimeType: string;
  /** `self`: the app's preview may frame an inline PDF; `none` for everything else. */
  framing: "self" | "none";
}): Record<string, string> {
  const framed = framing === "self" && disposition === "inline" && mimeType === "application/pdf";
  return {
    "X-Content-Type-Options": "nosniff",
    "Content-Security-Policy": `default-src 'none'; frame-ancestors '${framed ? "self" : "none"}'; sandbox`,
    "X-Frame-Options": framed ? "SAMEORIGIN" : "DENY",
    "Referrer-Policy": "no-referrer",
  };
}
