import "server-only";
import { toString as renderQr } from "qrcode";

// The two-factor setup's QR code, drawn by `qrcode` (ISO/IEC 18004): error correction level M,
// the smallest version that holds the text, a 4-module quiet zone, as a standalone SVG (crisp at
// any size). Always dark on white, whatever the page's theme: scanners need the contrast.

/** The symbol for `text` as an SVG document; rejects a text no QR version holds. */
export function qrSvg(text: string): Promise<string> {
  return renderQr(text, {
    type: "svg",
    errorCorrectionLevel: "M",
    margin: 4,
    color: { dark: "#000000", light: "#ffffff" },
  });
}
