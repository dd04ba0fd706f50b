import { createHash } from "node:crypto";
import { describe, expect, it } from "vitest";
import {
  alignmentPositions,
  encodeQr,
  formatBits,
  penalty,
  qrSvg,
  reedSolomon,
  versionBits,
} from "@/lib/server/auth/two-factor/qr";

// The QR encoder of the two-factor setup. Checked against the standard's tables and its worked
// "HELLO WORLD" example, by reading small symbols back here, and by a digest of a symbol that
// zbarimg (an independent decoder) read back to the exact text while the encoder was written.

/** Reads a single-block symbol back (versions 1–3 at level M): format, unmasking, codewords, byte segment. */
function readBack(matrix: boolean[][]): { mask: number; text: string; data: number[]; ecc: number[] } {
  const size = matrix.length;
  const version = (size - 17) / 4;
  // Format copy 1, bits 14…0 read as the encoder wrote them.
  const formatPositions: [number, number][] = [];
  for (let i = 0; i <= 5; i++) formatPositions.push([8, i]);
  formatPositions.push([8, 7], [8, 8], [7, 8]);
  for (let i = 9; i < 15; i++) formatPositions.push([14 - i, 8]);
  let format = 0;
  formatPositions.forEach(([x, y], i) => (format |= (matrix[y]![x] ? 1 : 0) << i));
  const mask = [0, 1, 2, 3, 4, 5, 6, 7].find((candidate) => formatBits(candidate) === format);
  if (mask === undefined) throw new Error("no level-M format found");

  // Function modules of a version-1…3 symbol (no version field; one alignment pattern from v2).
  const isFunction = (x: number, y: number) => {
    if (x === 6 || y === 6) return true;
    if (x <= 8 && y <= 8) return true;
    if (x >= size - 8 && y <= 8) return true;
    if (x <= 8 && y >= size - 8) return true;
    if (version >= 2 && Math.abs(x - (size - 7)) <= 2 && Math.abs(y - (size - 7)) <= 2) return true;
    return false;
  };
  const maskAt = [
    (x: number, y: number) => (x + y) % 2 === 0,
    (_x: number, y: number) => y % 2 === 0,
    (x: number) => x % 3 === 0,
    (x: number, y: number) => (x + y) % 3 === 0,
    (x: number, y: number) => (Math.floor(y / 2) + Math.floor(x / 3)) % 2 === 0,
    (x: number, y: number) => ((x * y) % 2) + ((x * y) % 3) === 0,
    (x: number, y: number) => (((x * y) % 2) + ((x * y) % 3)) % 2 === 0,
    (x: number, y: number) => (((x + y) % 2) + ((x * y) % 3)) % 2 === 0,
  ][mask]!;
  const bits: number[] = [];
  let row = size - 1;
  let direction = -1;
  for (let column = size - 1; column > 0; column -= 2) {
    if (column === 6) column--;
    for (;;) {
      for (const x of [column, column - 1]) {
        if (!isFunction(x, row)) bits.push(matrix[row]![x] !== maskAt(x, row) ? 1 : 0);
      }
      row += direction;
      if (row < 0 || row >= size) {
        direction = -direction;
        row += direction;
        break;
      }
    }
  }
  const words: number[] = [];
  for (let i = 0; i + 8 <= bits.length; i += 8) words.push(parseInt(bits.slice(i, i + 8).join(""), 2));
  const eccLength = [0, 10, 16, 26][version]!;
  const data = words.slice(0, words.length - eccLength);
  const ecc = words.slice(words.length - eccLength);
  const stream = data.map((word) => word.toString(2).padStart(8, "0")).join("");
  expect(stream.slice(0, 4)).toBe("0100");
  const length = parseInt(stream.slice(4, 12), 2);
  const bytes = Array.from({ length }, (_, i) => parseInt(stream.slice(12 + i * 8, 20 + i * 8), 2));
  return { mask, text: new TextDecoder().decode(Uint8Array.from(bytes)), data, ecc };
}

describe("QR encoder", () => {
  it("computes Reed–Solomon codewords of the standard's HELLO WORLD 1-M example", () => {
    const data = [32, 91, 11, 120, 209, 114, 220, 77, 67, 64, 236, 17, 236, 17, 236, 17];
    expect(reedSolomon(data, 10)).toEqual([196, 35, 39, 119, 235, 215, 231, 226, 93, 23]);
  });

  it("has the standard's format and version information", () => {
    const levelM = [
      "101010000010010",
      "101000100100101",
      "101111001111100",
      "101101101001011",
      "100010111111001",
      "100000011001110",
      "100111110010111",
      "100101010100000",
    ];
    levelM.forEach((bits, mask) => expect(formatBits(mask).toString(2).padStart(15, "0")).toBe(bits));
    expect(versionBits(7)).toBe(0x07c94);
    expect(versionBits(40)).toBe(0x28c69);
  });

  it("places alignment patterns where the standard's table does", () => {
    expect(alignmentPositions(1)).toEqual([]);
    expect(alignmentPositions(2)).toEqual([6, 18]);
    expect(alignmentPositions(7)).toEqual([6, 22, 38]);
    expect(alignmentPositions(22)).toEqual([6, 26, 50, 74, 98]);
    expect(alignmentPositions(32)).toEqual([6, 34, 60, 86, 112, 138]);
    expect(alignmentPositions(40)).toEqual([6, 30, 58, 86, 114, 142, 170]);
  });

  it("reads back what it wrote, with finders, timing and a chosen mask", () => {
    for (const text of ["hi", "otpauth://totp/Kanal:a%40b.co?x=1", "Şükrü Öztürk · ğ"]) {
      const symbol = encodeQr(text);
      expect(symbol.version).toBeLessThanOrEqual(3);
      const { modules, size } = symbol;
      // Finder corners: dark 7×7 ring with a light ring and a dark 3×3 centre.
      for (const [x, y] of [
        [0, 0],
        [size - 7, 0],
        [0, size - 7],
      ] as const) {
        expect(modules[y]![x]).toBe(true);
        expect(modules[y + 1]![x + 1]).toBe(false);
        expect(modules[y + 3]![x + 3]).toBe(true);
      }
      for (let i = 8; i < size - 8; i++) {
        expect(modules[6]![i]).toBe(i % 2 === 0);
        expect(modules[i]![6]).toBe(i % 2 === 0);
      }
      const read = readBack(modules);
      expect(read.mask).toBe(symbol.mask);
      expect(read.text).toBe(text);
      expect(reedSolomon(read.data, read.ecc.length)).toEqual(read.ecc);
    }
  });

  it("picks the mask with the lowest penalty", () => {
    const symbol = encodeQr("otpauth://totp/Kanal:a%40b.co?x=1");
    expect(penalty(symbol.modules)).toBeGreaterThan(0);
    expect(symbol.mask).toBeGreaterThanOrEqual(0);
    expect(symbol.mask).toBeLessThan(8);
  });

  it("grows with the text, and refuses what no version holds", () => {
    const uri =
      "otpauth://totp/Kanal:ayse.yilmaz%40example.com?secret=GEZDGNBVGY3TQOJQGEZDGNBVGY3TQOJQ&issuer=Kanal&algorithm=SHA1&digits=6&period=30";
    const symbol = encodeQr(uri);
    expect(symbol.version).toBe(8);
    expect(symbol.size).toBe(49);
    // Read back by zbarimg to this exact text when the encoder was written.
    const digest = createHash("sha256")
      .update(symbol.modules.map((row) => row.map((dark) => (dark ? "1" : "0")).join("")).join("\n"))
      .digest("hex");
    expect(digest).toBe(DIGEST_V8);
    // 2331 bytes is level M's largest byte-mode payload (version 40).
    expect(encodeQr("x".repeat(2331)).version).toBe(40);
    expect(() => encodeQr("x".repeat(2332))).toThrow();
  });

  it("draws an SVG with a quiet zone, dark on white", () => {
    const svg = qrSvg("hi");
    expect(svg).toMatch(/^<svg xmlns="http:\/\/www.w3.org\/2000\/svg" viewBox="0 0 29 29"/);
    expect(svg).toContain('<rect width="29" height="29" fill="#fff"/>');
    expect(svg).toMatch(/<path fill="#000" d="M4 4h7v1h-7z/);
  });
});

const DIGEST_V8 = "f678cc8b1aa63eb31649cf76e9b4ec234f33a5532a0db763e716a539344d755f";
