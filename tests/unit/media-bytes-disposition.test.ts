import { parse } from "content-disposition";
import { describe, expect, it } from "vitest";
import { contentDisposition } from "@/lib/server/media/bytes/disposition";

// Content-Disposition of downloads (RFC 6266): the name as typed in filename*, an ASCII fallback,
// and nothing in a name can break the header or fake a path.

/** What a client makes of the header: RFC 8187's filename* wins over filename. */
const nameSeen = (header: string) => parse(header).parameters.filename;
const fallbackOf = (header: string) => /filename="([^"]*)"/.exec(header)?.[1] ?? /filename=([^;]*)/.exec(header)?.[1];

describe("contentDisposition", () => {
  it("keeps an ASCII name as a plain filename", () => {
    expect(contentDisposition("price-list.pdf", "attachment")).toBe("attachment; filename=price-list.pdf");
    expect(contentDisposition("logo.png", "inline")).toBe("inline; filename=logo.png");
  });

  it("sends a Turkish name in filename* with a readable ASCII fallback", () => {
    const header = contentDisposition("Ürün fotoğrafı – Kış koleksiyonu.jpg", "attachment");
    expect(header).toMatch(/^attachment; /);
    expect(nameSeen(header)).toBe("Ürün fotoğrafı – Kış koleksiyonu.jpg");
    expect(fallbackOf(header)).toBe("Urun fotografi - Kis koleksiyonu.jpg");
    expect(fallbackOf(contentDisposition("İŞÇİ ĞÜÇ ıi.txt", "attachment"))).toBe("ISCI GUC ii.txt");
  });

  it("escapes quotes and backslashes instead of ending the parameter", () => {
    const header = contentDisposition('a"; filename="evil.html', "attachment");
    expect(nameSeen(header)).toBe('a"; filename="evil.html');
    expect(Object.keys(parse(header).parameters)).toEqual(["filename"]);
    // The fallback keeps the text, quoted, with the quotes replaced.
    expect(fallbackOf(header)).toBe("a_; filename=_evil.html");
  });

  it("never carries CR, LF or other control characters, and no path", () => {
    for (const name of [
      "a\r\nSet-Cookie: x=1.txt",
      "tab\there.txt",
      "nul\u0000.txt",
      "..\\..\\x.txt",
      "../../etc/passwd",
    ]) {
      const header = contentDisposition(name, "attachment");
      expect(header).not.toMatch(/[\u0000-\u001f\u007f]/);
      expect(nameSeen(header)).not.toMatch(/[\\/\u0000-\u001f]/);
      expect(() => new Headers({ "content-disposition": header })).not.toThrow();
    }
    expect(nameSeen(contentDisposition("../../etc/passwd", "attachment"))).toBe(".._.._etc_passwd");
  });

  it("drops bidirectional overrides that disguise an extension", () => {
    const header = contentDisposition("fatura\u202Efdp.exe", "attachment");
    expect(nameSeen(header)).toBe("fatura fdp.exe");
  });

  it("names an empty or blank name 'download', and keeps % out of the plain filename", () => {
    expect(contentDisposition("", "attachment")).toBe("attachment; filename=download");
    expect(contentDisposition(" \r\n", "attachment")).toBe("attachment; filename=download");
    const percent = contentDisposition("100%25 indirim.pdf", "attachment");
    expect(fallbackOf(percent)).toBe("100_25 indirim.pdf");
    expect(nameSeen(percent)).toBe("100%25 indirim.pdf");
  });
});
