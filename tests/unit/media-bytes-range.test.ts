import { describe, expect, it } from "vitest";
import { parseByteRange } from "@/lib/server/media/bytes/range";

// Range requests on media content (video seeking): one range, or the whole file, or 416.

describe("parseByteRange", () => {
  it.each([
    ["bytes=0-99", 1000, { start: 0, end: 99 }],
    ["bytes=500-", 1000, { start: 500, end: 999 }],
    ["bytes=-100", 1000, { start: 900, end: 999 }],
    ["bytes=-5000", 1000, { start: 0, end: 999 }],
    ["bytes=900-5000", 1000, { start: 900, end: 999 }],
    ["bytes=999-999", 1000, { start: 999, end: 999 }],
    ["BYTES=0-0", 1000, { start: 0, end: 0 }],
    ["bytes= 10-19 ", 1000, { start: 10, end: 19 }],
    // Overlapping and adjacent ranges merge into one.
    ["bytes=0-99,100-199", 1000, { start: 0, end: 199 }],
    ["bytes=0-99,50-150", 1000, { start: 0, end: 150 }],
  ])("%s of %i bytes", (header, size, expected) => {
    expect(parseByteRange(header, size)).toEqual(expected);
  });

  it.each([
    ["bytes=1000-", 1000],
    ["bytes=5000-6000", 1000],
    ["bytes=0-0", 0],
  ])("%s of %i bytes is unsatisfiable", (header, size) => {
    expect(parseByteRange(header, size)).toBe("unsatisfiable");
  });

  it.each([
    [null, 1000],
    ["", 1000],
    ["bytes", 1000],
    ["bytes=", 1000],
    ["bytes=abc", 1000],
    ["bytes=10-5", 1000],
    ["bytes=-", 1000],
    ["bytes=--5", 1000],
    ["items=0-5", 1000],
    ["bytes=0-1,5-6", 1000],
    ["bytes=0-1,x", 1000],
    ["bytes=-5", 0],
  ])("%j of %i bytes → the whole file", (header, size) => {
    expect(parseByteRange(header, size)).toBeNull();
  });
});
