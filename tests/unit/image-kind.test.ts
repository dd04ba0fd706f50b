import { describe, expect, it } from "vitest";
import {
  detectImageKind,
  IMAGE_SIGNATURE_BYTES,
  IMAGE_UPLOAD_MAX_BYTES,
  imageUploadProblem,
} from "@/lib/images/image-kind";

// Uploaded images are judged by their first bytes (issue 5), the same way in the browser and on
// the server.

const bytes = (...values: number[]) => new Uint8Array(values);
const ascii = (text: string) => new TextEncoder().encode(text);

describe("detectImageKind", () => {
  it("knows JPEG, PNG and both GIF versions by their signatures", () => {
    expect(detectImageKind(bytes(0xff, 0xd8, 0xff, 0xe0, 0, 0x10))).toBe("jpeg");
    expect(detectImageKind(bytes(0xff, 0xd8, 0xff, 0xe1))).toBe("jpeg");
    expect(detectImageKind(bytes(0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a, 0, 0, 0, 0x0d))).toBe("png");
    expect(detectImageKind(ascii("GIF87a..."))).toBe("gif");
    expect(detectImageKind(ascii("GIF89a..."))).toBe("gif");
  });

  it("refuses everything else, however it is named", () => {
    expect(detectImageKind(ascii("hello.jpg"))).toBeNull();
    expect(detectImageKind(ascii("<svg xmlns='http://www.w3.org/2000/svg'/>"))).toBeNull();
    expect(detectImageKind(ascii("GIF88a"))).toBeNull();
    expect(detectImageKind(ascii("RIFF\0\0\0\0WEBP"))).toBeNull();
    expect(detectImageKind(bytes(0x25, 0x50, 0x44, 0x46))).toBeNull(); // %PDF
    expect(detectImageKind(bytes(0xff, 0xd8))).toBeNull(); // cut short
    expect(detectImageKind(bytes(0x89, 0x50, 0x4e, 0x47))).toBeNull(); // half a PNG signature
    expect(detectImageKind(bytes())).toBeNull();
  });

  it("needs no more than IMAGE_SIGNATURE_BYTES bytes", () => {
    const png = bytes(0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a);
    expect(png.length).toBe(IMAGE_SIGNATURE_BYTES);
    expect(detectImageKind(png)).toBe("png");
  });
});

describe("imageUploadProblem", () => {
  const jpegHead = bytes(0xff, 0xd8, 0xff, 0xdb);

  it("allows an image up to exactly 2 MB", () => {
    expect(IMAGE_UPLOAD_MAX_BYTES).toBe(2 * 1024 * 1024);
    expect(imageUploadProblem(jpegHead, 1)).toBeNull();
    expect(imageUploadProblem(jpegHead, IMAGE_UPLOAD_MAX_BYTES)).toBeNull();
  });

  it("names the problem with a translation key", () => {
    expect(imageUploadProblem(jpegHead, IMAGE_UPLOAD_MAX_BYTES + 1)).toEqual({
      key: "images.errors.tooLarge",
      values: { max: "2 MB" },
    });
    expect(imageUploadProblem(ascii("plain text"), 10)).toEqual({ key: "images.errors.notImage" });
    expect(imageUploadProblem(bytes(), 0)).toEqual({ key: "images.errors.required" });
  });

  it("checks the size before the bytes (a huge non-image is 'too large')", () => {
    expect(imageUploadProblem(ascii("plain text"), IMAGE_UPLOAD_MAX_BYTES + 1)?.key).toBe("images.errors.tooLarge");
  });
});
