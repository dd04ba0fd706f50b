import "server-only";

// A small QR code encoder (ISO/IEC 18004, model 2) for the two-factor setup screen: byte mode,
// error correction level M, versions 1–40, the mask with the lowest penalty, drawn as an SVG.
// Kanal has no QR dependency, and an otpauth:// URI needs nothing more than this.

/** Error correction level M: ECC codewords per block and number of blocks, by version (index 0 unused). */
const ECC_PER_BLOCK_M = [
  0, 10, 16, 26, 18, 24, 16, 18, 22, 22, 26, 30, 22, 22, 24, 24, 28, 28, 26, 26, 26, 26, 28, 28, 28, 28, 28, 28, 28, 28,
  28, 28, 28, 28, 28, 28, 28, 28, 28, 28, 28,
];
const BLOCKS_M = [
  0, 1, 1, 1, 2, 2, 4, 4, 4, 5, 5, 5, 8, 9, 9, 10, 10, 11, 13, 14, 16, 17, 17, 18, 20, 21, 23, 25, 26, 28, 29, 31, 33,
  35, 37, 38, 40, 43, 45, 47, 49,
];
/** Level M's two format bits. */
const LEVEL_M_BITS = 0b00;
const MAX_VERSION = 40;

export type QrMatrix = { size: number; version: number; mask: number; modules: boolean[][] };

// --- Reed–Solomon over GF(256), primitive polynomial x^8 + x^4 + x^3 + x^2 + 1 ---------------

const EXP = new Uint8Array(512);
const LOG = new Uint8Array(256);
{
  let value = 1;
  for (let i = 0; i < 255; i++) {
    EXP[i] = value;
    LOG[value] = i;
    value <<= 1;
    if (value & 0x100) value ^= 0x11d;
  }
  for (let i = 255; i < 512; i++) EXP[i] = EXP[i - 255]!;
}
const gfMul = (a: number, b: number) => (a === 0 || b === 0 ? 0 : EXP[LOG[a]! + LOG[b]!]!);

/** The generator polynomial ∏ (x − α^i), i < degree, highest coefficient first (without the leading 1). */
function generatorPolynomial(degree: number): number[] {
  let poly = [1];
  for (let i = 0; i < degree; i++) {
    const next = new Array<number>(poly.length + 1).fill(0);
    for (let j = 0; j < poly.length; j++) {
      next[j]! ^= poly[j]!;
      next[j + 1]! ^= gfMul(poly[j]!, EXP[i]!);
    }
    poly = next;
  }
  return poly.slice(1);
}

/** The remainder of data · x^degree divided by the generator: the block's ECC codewords. */
export function reedSolomon(data: readonly number[], degree: number): number[] {
  const generator = generatorPolynomial(degree);
  const remainder = new Array<number>(degree).fill(0);
  for (const byte of data) {
    const factor = byte ^ remainder.shift()!;
    remainder.push(0);
    for (let i = 0; i < degree; i++) remainder[i]! ^= gfMul(generator[i]!, factor);
  }
  return remainder;
}

// --- Layout ------------------------------------------------------------------------------------

const sizeOf = (version: number) => version * 4 + 17;

/** Centres of the alignment patterns along one axis. */
export function alignmentPositions(version: number): number[] {
  if (version === 1) return [];
  const count = Math.floor(version / 7) + 2;
  const last = sizeOf(version) - 7;
  const step = version === 32 ? 26 : Math.ceil((last - 6) / (count - 1) / 2) * 2;
  const positions = [6];
  for (let position = last - step * (count - 2); position <= last; position += step) positions.push(position);
  return positions;
}

/** BCH code of `value` (already shifted) with `generator`, as the format and version fields use. */
function bchRemainder(value: number, generator: number): number {
  const degree = Math.floor(Math.log2(generator));
  let remainder = value << degree;
  for (let bit = Math.floor(Math.log2(remainder || 1)); bit >= degree; bit--) {
    if ((remainder >>> bit) & 1) remainder ^= generator << (bit - degree);
  }
  return remainder;
}

export const formatBits = (mask: number) => {
  const data = (LEVEL_M_BITS << 3) | mask;
  return ((data << 10) | bchRemainder(data, 0x537)) ^ 0x5412;
};

export const versionBits = (version: number) => (version << 12) | bchRemainder(version, 0x1f25);

class Grid {
  readonly size: number;
  readonly dark: boolean[][];
  readonly reserved: boolean[][];

  constructor(readonly version: number) {
    this.size = sizeOf(version);
    this.dark = Array.from({ length: this.size }, () => new Array<boolean>(this.size).fill(false));
    this.reserved = Array.from({ length: this.size }, () => new Array<boolean>(this.size).fill(false));
  }

  set(x: number, y: number, isDark: boolean) {
    if (x < 0 || y < 0 || x >= this.size || y >= this.size) return;
    this.dark[y]![x] = isDark;
    this.reserved[y]![x] = true;
  }

  drawFunctionPatterns() {
    for (let i = 0; i < this.size; i++) {
      this.set(6, i, i % 2 === 0);
      this.set(i, 6, i % 2 === 0);
    }
    const far = this.size - 4;
    for (const [cx, cy] of [
      [3, 3],
      [far, 3],
      [3, far],
    ] as const) {
      // The 7×7 finder and its one-module light separator.
      for (let dy = -4; dy <= 4; dy++) {
        for (let dx = -4; dx <= 4; dx++) {
          const ring = Math.max(Math.abs(dx), Math.abs(dy));
          this.set(cx + dx, cy + dy, ring !== 2 && ring !== 4);
        }
      }
    }
    const positions = alignmentPositions(this.version);
    const lastIndex = positions.length - 1;
    positions.forEach((cy, row) =>
      positions.forEach((cx, column) => {
        const overlapsFinder =
          (row === 0 && column === 0) || (row === 0 && column === lastIndex) || (row === lastIndex && column === 0);
        if (overlapsFinder) return;
        for (let dy = -2; dy <= 2; dy++) {
          for (let dx = -2; dx <= 2; dx++) this.set(cx + dx, cy + dy, Math.max(Math.abs(dx), Math.abs(dy)) !== 1);
        }
      }),
    );
    this.drawFormat(0); // reserves the format areas; redrawn with the chosen mask
    if (this.version >= 7) {
      const bits = versionBits(this.version);
      for (let i = 0; i < 18; i++) {
        const isDark = ((bits >>> i) & 1) === 1;
        const a = this.size - 11 + (i % 3);
        const b = Math.floor(i / 3);
        this.set(a, b, isDark);
        this.set(b, a, isDark);
      }
    }
  }

  drawFormat(mask: number) {
    const bits = formatBits(mask);
    const bit = (i: number) => ((bits >>> i) & 1) === 1;
    // Around the top-left finder.
    for (let i = 0; i <= 5; i++) this.set(8, i, bit(i));
    this.set(8, 7, bit(6));
    this.set(8, 8, bit(7));
    this.set(7, 8, bit(8));
    for (let i = 9; i < 15; i++) this.set(14 - i, 8, bit(i));
    // Split between the top-right and bottom-left finders.
    for (let i = 0; i < 8; i++) this.set(this.size - 1 - i, 8, bit(i));
    for (let i = 8; i < 15; i++) this.set(8, this.size - 15 + i, bit(i));
    this.set(8, this.size - 8, true); // the dark module
  }

  /** Every free module in placement order: two-column strips from the right, zig-zagging up and down. */
  *dataPositions(): Generator<[number, number]> {
    let upward = true;
    for (let right = this.size - 1; right >= 1; right -= 2) {
      if (right === 6) right = 5; // the vertical timing pattern is skipped whole
      for (let step = 0; step < this.size; step++) {
        const y = upward ? this.size - 1 - step : step;
        for (const x of [right, right - 1]) if (!this.reserved[y]![x]) yield [x, y];
      }
      upward = !upward;
    }
  }
}

const MASKS: ((x: number, y: number) => boolean)[] = [
  (x, y) => (x + y) % 2 === 0,
  (_x, y) => y % 2 === 0,
  (x) => x % 3 === 0,
  (x, y) => (x + y) % 3 === 0,
  (x, y) => (Math.floor(x / 3) + Math.floor(y / 2)) % 2 === 0,
  (x, y) => ((x * y) % 2) + ((x * y) % 3) === 0,
  (x, y) => (((x * y) % 2) + ((x * y) % 3)) % 2 === 0,
  (x, y) => (((x + y) % 2) + ((x * y) % 3)) % 2 === 0,
];

/** The four penalty rules of the standard (N1 = 3, N2 = 3, N3 = 40, N4 = 10). */
export function penalty(modules: boolean[][]): number {
  const size = modules.length;
  let score = 0;
  const line = (i: number, vertical: boolean) =>
    Array.from({ length: size }, (_, j) => (vertical ? modules[j]![i]! : modules[i]![j]!));
  const finderLike = [true, false, true, true, true, false, true];
  for (let i = 0; i < size; i++) {
    for (const vertical of [false, true]) {
      const cells = line(i, vertical);
      // Rule 1: runs of five or more of one colour.
      let run = 1;
      for (let j = 1; j <= size; j++) {
        if (j < size && cells[j] === cells[j - 1]) run++;
        else {
          if (run >= 5) score += 3 + (run - 5);
          run = 1;
        }
      }
      // Rule 3: 1:1:3:1:1 finder-like patterns with four light modules on one side.
      const at = (j: number) => (j >= 0 && j < size ? cells[j]! : false);
      for (let j = -4; j < size; j++) {
        if (!finderLike.every((value, k) => at(j + k) === value)) continue;
        const lightBefore = [1, 2, 3, 4].every((k) => !at(j - k));
        const lightAfter = [7, 8, 9, 10].every((k) => !at(j + k));
        if (lightBefore || lightAfter) score += 40;
      }
    }
  }
  // Rule 2: 2×2 blocks of one colour.
  for (let y = 0; y < size - 1; y++) {
    for (let x = 0; x < size - 1; x++) {
      const value = modules[y]![x];
      if (value === modules[y]![x + 1] && value === modules[y + 1]![x] && value === modules[y + 1]![x + 1]) score += 3;
    }
  }
  // Rule 4: how far the share of dark modules is from half, in steps of 5 %.
  const darkCount = modules.reduce((sum, row) => sum + row.filter(Boolean).length, 0);
  const percent = (darkCount * 100) / (size * size);
  score += Math.floor(Math.abs(percent - 50) / 5) * 10;
  return score;
}

/** The data and ECC codewords of a version, interleaved as they are placed. */
function codewords(data: Uint8Array, version: number, capacityCodewords: number): number[] {
  const blocks = BLOCKS_M[version]!;
  const eccLength = ECC_PER_BLOCK_M[version]!;
  const dataCapacity = capacityCodewords - blocks * eccLength;
  const lengthBits = version <= 9 ? 8 : 16;

  const bits: number[] = [];
  const push = (value: number, length: number) => {
    for (let i = length - 1; i >= 0; i--) bits.push((value >>> i) & 1);
  };
  push(0b0100, 4); // byte mode
  push(data.length, lengthBits);
  for (const byte of data) push(byte, 8);
  push(0, Math.min(4, dataCapacity * 8 - bits.length)); // terminator
  push(0, (8 - (bits.length % 8)) % 8);
  const dataWords: number[] = [];
  for (let i = 0; i < bits.length; i += 8)
    dataWords.push(bits.slice(i, i + 8).reduce((byte, bit) => (byte << 1) | bit, 0));
  for (let pad = 0xec; dataWords.length < dataCapacity; pad ^= 0xec ^ 0x11) dataWords.push(pad);

  // Blocks: the first ones one data codeword shorter when the division is not even.
  const shortBlocks = blocks - (capacityCodewords % blocks);
  const shortDataLength = Math.floor(capacityCodewords / blocks) - eccLength;
  const dataBlocks: number[][] = [];
  let offset = 0;
  for (let b = 0; b < blocks; b++) {
    const length = shortDataLength + (b < shortBlocks ? 0 : 1);
    dataBlocks.push(dataWords.slice(offset, offset + length));
    offset += length;
  }
  const eccBlocks = dataBlocks.map((block) => reedSolomon(block, eccLength));
  const result: number[] = [];
  for (let i = 0; i <= shortDataLength; i++)
    for (const block of dataBlocks) if (i < block.length) result.push(block[i]!);
  for (let i = 0; i < eccLength; i++) for (const block of eccBlocks) result.push(block[i]!);
  return result;
}

/** The smallest level-M symbol that holds `text` (UTF-8, byte mode). Throws if none does. */
export function encodeQr(text: string): QrMatrix {
  const data = new TextEncoder().encode(text);
  for (let version = 1; version <= MAX_VERSION; version++) {
    const grid = new Grid(version);
    grid.drawFunctionPatterns();
    const positions = [...grid.dataPositions()];
    const capacity = Math.floor(positions.length / 8);
    const dataCapacity = capacity - BLOCKS_M[version]! * ECC_PER_BLOCK_M[version]!;
    const lengthBits = version <= 9 ? 8 : 16;
    if (4 + lengthBits + data.length * 8 > dataCapacity * 8) continue;

    const words = codewords(data, version, capacity);
    positions.forEach(([x, y], index) => {
      const word = words[index >>> 3];
      // Remainder modules past the last codeword stay light.
      grid.dark[y]![x] = word !== undefined && ((word >>> (7 - (index & 7))) & 1) === 1;
    });

    let best: { mask: number; score: number; modules: boolean[][] } | null = null;
    for (let mask = 0; mask < MASKS.length; mask++) {
      const masked = new Grid(version);
      masked.drawFunctionPatterns();
      masked.drawFormat(mask);
      for (const [x, y] of positions) masked.dark[y]![x] = grid.dark[y]![x] !== MASKS[mask]!(x, y);
      const score = penalty(masked.dark);
      if (!best || score < best.score) best = { mask, score, modules: masked.dark };
    }
    return { size: grid.size, version, mask: best!.mask, modules: best!.modules };
  }
  throw new Error("text too long for a QR code");
}

/**
 * The symbol as a standalone SVG (dark modules as one path, 4-module quiet zone), crisp at any
 * size. Always dark on white, whatever the page's theme: scanners need the contrast.
 */
export function qrSvg(text: string): string {
  const { size, modules } = encodeQr(text);
  const quiet = 4;
  const extent = size + quiet * 2;
  let path = "";
  modules.forEach((row, y) => {
    let x = 0;
    while (x < size) {
      if (!row[x]) {
        x++;
        continue;
      }
      const start = x;
      while (x < size && row[x]) x++;
      path += `M${start + quiet} ${y + quiet}h${x - start}v1h${start - x}z`;
    }
  });
  return (
    `<svg xmlns="http://www.w3.org/2000/svg" viewBox="0 0 ${extent} ${extent}" shape-rendering="crispEdges">` +
    `<rect width="${extent}" height="${extent}" fill="#fff"/><path fill="#000" d="${path}"/></svg>`
  );
}
