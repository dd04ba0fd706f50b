import jsQR from "jsqr";
import sharp from "sharp";
import { describe, expect, it } from "vitest";
import { qrSvg } from "@/lib/server/auth/two-factor/qr";

// The two-factor setup's QR code (drawn by the `qrcode` package). What matters is that an
// authenticator app reads back the exact otpauth:// URI: each SVG is rasterised (sharp) and read
// by an independent decoder (jsQR), as a phone camera would.

const URI =
  "otpauth://totp/Kanal:ay%C5%9Fe.yilmaz%40example.com?secret=GEZDGNBVGY3TQOJQGEZDGNBVGY3TQOJQ&issuer=Kanal&algorithm=SHA1&digits=6&period=30";

async function scan(svg: string) {
  const { data, info } = await sharp(Buffer.from(svg), { density: 300 })
    .resize(400, 400, { kernel: "nearest" })
    .ensureAlpha()
    .raw()
    .toBuffer({ resolveWithObject: true });
  return jsQR(new Uint8ClampedArray(data.buffer, data.byteOffset, data.length), info.width, info.height);
}

describe("two-factor QR code", () => {
  it("reads back to the exact text: an otpauth URI, short and non-ASCII texts", async () => {
    for (const text of [URI, "hi", "Şükrü Öztürk · ğ"]) {
      const read = await scan(await qrSvg(text));
      expect(read?.data).toBe(text);
    }
    // Level M, smallest version: the setup URI fits a 49×49 symbol (version 8).
    expect((await scan(await qrSvg(URI)))?.version).toBe(8);
  });

  it("is a standalone SVG, dark on white, with a 4-module quiet zone", async () => {
    const svg = await qrSvg("hi");
    // Version 1 is 21 modules wide; 4 light modules on each side.
    expect(svg).toMatch(/^<svg xmlns="http:\/\/www.w3.org\/2000\/svg" viewBox="0 0 29 29"/);
    expect(svg).toContain('fill="#ffffff" d="M0 0h29v29H0z"');
    expect(svg).toContain('stroke="#000000"');
    // The first dark run starts at the quiet zone's edge: the top-left finder's 7 modules.
    expect(svg).toMatch(/d="M4 4\.5h7/);
  });

  it("refuses what no version holds", async () => {
    // 2331 bytes is level M's largest byte-mode payload (version 40).
    await expect(qrSvg("x".repeat(2331))).resolves.toMatch(/viewBox="0 0 185 185"/);
    await expect(qrSvg("x".repeat(2332))).rejects.toThrow();
  });
});
