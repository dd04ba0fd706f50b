import sharp from "sharp";
import { describe, expect, it } from "vitest";
import { sniffMedia, SNIFF_BYTES } from "@/lib/server/media/bytes/sniff";
import { sineWav, storedZip } from "@/prisma/demo-media";

// What a file is, by its bytes (issue 15): every allowed kind from real headers (images drawn by
// sharp, a WAV we synthesise, the rest hand-built the way their formats start), and the things a
// browser could run or that are not files we keep, under innocent names.

const bytes = (...parts: Array<string | number[] | Uint8Array>) =>
  Buffer.concat(parts.map((part) => (typeof part === "string" ? Buffer.from(part, "latin1") : Buffer.from(part))));
const u32be = (n: number) => [(n >>> 24) & 255, (n >>> 16) & 255, (n >>> 8) & 255, n & 255];

const image = (format: "jpeg" | "png" | "gif" | "webp") =>
  sharp({ create: { width: 64, height: 48, channels: 3, background: "#c0392b" } })
    [format]()
    .toBuffer();

/** An ISO BMFF file's first box: `ftyp` with a major brand and compatible brands. */
const ftyp = (major: string, ...compatible: string[]) => {
  const body = bytes(major, [0, 0, 2, 0], ...compatible);
  return bytes(u32be(8 + body.length), "ftyp", body, u32be(8), "free");
};

/** An EBML header naming its DocType (Matroska/WebM). */
const ebml = (docType: string) => {
  const body = bytes(
    [0x42, 0x86, 0x81, 1, 0x42, 0xf7, 0x81, 1, 0x42, 0xf2, 0x81, 4, 0x42, 0xf3, 0x81, 8],
    [0x42, 0x82, 0x80 | docType.length],
    docType,
    [0x42, 0x87, 0x81, 4, 0x42, 0x85, 0x81, 2],
  );
  return bytes([0x1a, 0x45, 0xdf, 0xa3, 0x80 | body.length], body, [0x18, 0x53, 0x80, 0x67], new Uint8Array(64));
};

/** An Ogg page whose first packet starts with `packet` (identification header of the codec). */
const ogg = (packet: Uint8Array) =>
  bytes("OggS", [0, 2], new Uint8Array(20), [1, packet.length], packet, new Uint8Array(64));

const CONTENT_TYPES = (main: string) =>
  `<?xml version="1.0" encoding="UTF-8"?><Types xmlns="http://schemas.openxmlformats.org/package/2006/content-types"><Default Extension="xml" ContentType="application/xml"/><Override PartName="/main.xml" ContentType="${main}.main+xml"/></Types>`;

const cfb = bytes(
  [0xd0, 0xcf, 0x11, 0xe0, 0xa1, 0xb1, 0x1a, 0xe1],
  new Uint8Array(16),
  [0x3e, 0, 3, 0, 0xfe, 0xff, 9, 0],
  new Uint8Array(480),
);
const mp3Frame = bytes([0xff, 0xfb, 0x90, 0x64], new Uint8Array(413));

const ALLOWED: Array<[string, () => Promise<Uint8Array> | Uint8Array, string, string, string, string]> = [
  ["JPEG", () => image("jpeg"), "photo.jpg", "IMAGE", "image/jpeg", "jpg"],
  ["PNG", () => image("png"), "logo.png", "IMAGE", "image/png", "png"],
  ["GIF", () => image("gif"), "anim.gif", "IMAGE", "image/gif", "gif"],
  ["WebP", () => image("webp"), "banner.webp", "IMAGE", "image/webp", "webp"],
  ["MP4", () => ftyp("isom", "isom", "iso2", "avc1", "mp41"), "video.mp4", "VIDEO", "video/mp4", "mp4"],
  ["MP4 (mp42)", () => ftyp("mp42", "mp42", "isom"), "klip.mp4", "VIDEO", "video/mp4", "mp4"],
  ["QuickTime", () => ftyp("qt  ", "qt  "), "clip.mov", "VIDEO", "video/quicktime", "mov"],
  ["WebM", () => ebml("webm"), "clip.webm", "VIDEO", "video/webm", "webm"],
  ["M4A (audio-only brand)", () => ftyp("M4A ", "M4A ", "mp42", "isom"), "ses.m4a", "AUDIO", "audio/mp4", "m4a"],
  [
    "MP3 with ID3",
    () => bytes("ID3", [3, 0, 0, 0, 0, 2, 1], new Uint8Array(257), mp3Frame),
    "song.mp3",
    "AUDIO",
    "audio/mpeg",
    "mp3",
  ],
  ["MP3 without ID3", () => bytes(mp3Frame, mp3Frame), "song.mp3", "AUDIO", "audio/mpeg", "mp3"],
  [
    "AAC (ADTS)",
    () => bytes([0xff, 0xf1, 0x50, 0x80, 0x02, 0x1f, 0xfc], new Uint8Array(64)),
    "ses.aac",
    "AUDIO",
    "audio/aac",
    "aac",
  ],
  ["OGG Vorbis", () => ogg(bytes([1], "vorbis", new Uint8Array(22))), "ses.ogg", "AUDIO", "audio/ogg", "ogg"],
  ["OGG Opus", () => ogg(bytes("OpusHead", [1, 2], new Uint8Array(9))), "ses.opus", "AUDIO", "audio/ogg", "opus"],
  ["WAV", () => sineWav(0.1), "ses.wav", "AUDIO", "audio/wav", "wav"],
  [
    "PDF",
    () => bytes("%PDF-1.7\n%\xe2\xe3\xcf\xd3\n1 0 obj\n<< /Type /Catalog >>\nendobj\n"),
    "fiyat.pdf",
    "DOCUMENT",
    "application/pdf",
    "pdf",
  ],
  ["DOC (CFB named .doc)", () => cfb, "mektup.doc", "DOCUMENT", "application/msword", "doc"],
  ["XLS (CFB named .xls)", () => cfb, "Fiyat Listesi.XLS", "DOCUMENT", "application/vnd.ms-excel", "xls"],
  ["PPT (CFB named .ppt)", () => cfb, "sunum.ppt", "DOCUMENT", "application/vnd.ms-powerpoint", "ppt"],
  [
    "DOCX ([Content_Types].xml first)",
    () =>
      storedZip([
        [
          "[Content_Types].xml",
          CONTENT_TYPES("application/vnd.openxmlformats-officedocument.wordprocessingml.document"),
        ],
        ["word/document.xml", "<w:document/>"],
      ]),
    "teklif.docx",
    "DOCUMENT",
    "application/vnd.openxmlformats-officedocument.wordprocessingml.document",
    "docx",
  ],
  [
    "XLSX ([Content_Types].xml first)",
    () =>
      storedZip([
        ["[Content_Types].xml", CONTENT_TYPES("application/vnd.openxmlformats-officedocument.spreadsheetml.sheet")],
        ["xl/workbook.xml", "<workbook/>"],
      ]),
    "liste.xlsx",
    "DOCUMENT",
    "application/vnd.openxmlformats-officedocument.spreadsheetml.sheet",
    "xlsx",
  ],
  [
    "PPTX (content list last, head cut inside a slide)",
    () =>
      storedZip([
        ["_rels/.rels", "<Relationships/>"],
        ["ppt/slides/slide1.xml", "x".repeat(SNIFF_BYTES * 2)],
        [
          "[Content_Types].xml",
          CONTENT_TYPES("application/vnd.openxmlformats-officedocument.presentationml.presentation"),
        ],
      ]),
    "sunum.pptx",
    "DOCUMENT",
    "application/vnd.openxmlformats-officedocument.presentationml.presentation",
    "pptx",
  ],
  [
    "XLSX whose head never reaches a named entry (OPC marker + name)",
    () =>
      storedZip([
        ["_rels/.rels", "<Relationships/>"],
        ["docProps/app.xml", "x".repeat(SNIFF_BYTES * 2)],
        ["xl/workbook.xml", "<workbook/>"],
      ]),
    "rapor.xlsx",
    "DOCUMENT",
    "application/vnd.openxmlformats-officedocument.spreadsheetml.sheet",
    "xlsx",
  ],
  [
    "ODT",
    () =>
      storedZip([
        ["mimetype", "application/vnd.oasis.opendocument.text"],
        ["content.xml", "<office:document-content/>"],
      ]),
    "not.odt",
    "DOCUMENT",
    "application/vnd.oasis.opendocument.text",
    "odt",
  ],
  [
    "ZIP",
    () =>
      storedZip([
        ["a.txt", "merhaba"],
        ["b.txt", "dünya"],
      ]),
    "arşiv.zip",
    "DOCUMENT",
    "application/zip",
    "zip",
  ],
  [
    "plain text (Turkish, UTF-8)",
    () => bytes(Buffer.from("Merhaba, şu fiyatlar güncel: çay 25₺\n")),
    "not.txt",
    "DOCUMENT",
    "text/plain",
    "txt",
  ],
  [
    "text with a UTF-8 BOM",
    () => bytes([0xef, 0xbb, 0xbf], Buffer.from("Ürün adı\n")),
    "not",
    "DOCUMENT",
    "text/plain",
    "txt",
  ],
  [
    "CSV (by its name)",
    () => bytes(Buffer.from("ad;fiyat\nÇay;25\nSimit;15\n")),
    "fiyatlar.CSV",
    "DOCUMENT",
    "text/csv",
    "csv",
  ],
  [
    "UTF-16 LE text with a BOM",
    () => bytes([0xff, 0xfe], Buffer.from("Merhaba dünya\r\n", "utf16le")),
    "windows.txt",
    "DOCUMENT",
    "text/plain",
    "txt",
  ],
  [
    "UTF-16 BE text with a BOM",
    () => bytes([0xfe, 0xff], Buffer.from("Merhaba\n", "utf16le").swap16()),
    "mac.txt",
    "DOCUMENT",
    "text/plain",
    "txt",
  ],
  [
    "text cut inside a character at the end of the head",
    () => Buffer.from("Şeker ş").subarray(0, -1),
    "kesik.txt",
    "DOCUMENT",
    "text/plain",
    "txt",
  ],
  [
    "text mentioning tags later on",
    () => bytes(Buffer.from(`${"Not: ".repeat(300)} <b>kalın</b>`)),
    "not.txt",
    "DOCUMENT",
    "text/plain",
    "txt",
  ],
];

describe("sniffMedia: the allowlist", () => {
  it("reads at least what file-type needs", () => {
    expect(SNIFF_BYTES).toBeGreaterThanOrEqual(4100);
  });

  it.each(ALLOWED)("%s", async (_label, make, fileName, type, mimeType, extension) => {
    const head = Buffer.from(await make()).subarray(0, SNIFF_BYTES);
    expect(await sniffMedia(head, fileName)).toEqual({ type, mimeType, extension });
  });

  it("ignores the name where the bytes decide: a JPEG named .pdf is a JPEG", async () => {
    expect(await sniffMedia(await image("jpeg"), "fatura.pdf")).toEqual({
      type: "IMAGE",
      mimeType: "image/jpeg",
      extension: "jpg",
    });
  });
});

const elf = bytes([0x7f], "ELF", [2, 1, 1, 0], new Uint8Array(8), [2, 0, 0x3e, 0, 1, 0, 0, 0], new Uint8Array(100));
const pe = bytes("MZ", new Uint8Array(58), [0x40, 0, 0, 0], "PE\0\0", [0x4c, 0x01], new Uint8Array(200));

const REFUSED: Array<[string, Uint8Array, string]> = [
  ["an empty file", new Uint8Array(0), "bos.txt"],
  ["HTML renamed .png", Buffer.from("<!DOCTYPE html><html><body><script>alert(1)</script></body></html>"), "resim.png"],
  ["HTML without a doctype", Buffer.from("<html><head><title>x</title></head></html>"), "not.txt"],
  ["HTML after whitespace and a BOM", bytes([0xef, 0xbb, 0xbf], "\r\n  \t<HtMl>"), "x.txt"],
  ["a bare script tag", Buffer.from("\n<script src=//evil.example></script>"), "x.csv"],
  ["SVG", Buffer.from('<svg xmlns="http://www.w3.org/2000/svg" onload="alert(1)"/>'), "logo.png"],
  [
    "SVG behind an XML declaration",
    Buffer.from('<?xml version="1.0"?>\n<svg xmlns="http://www.w3.org/2000/svg"/>'),
    "logo.svg",
  ],
  ["XML", Buffer.from('<?xml version="1.0"?><rss/>'), "feed.txt"],
  ["an HTML comment", Buffer.from("<!-- hi --><p>x</p>"), "x.txt"],
  ["a page's tags inside the first KiB", Buffer.from("Merhaba\n<iframe src=x></iframe>"), "x.txt"],
  ["UTF-16 HTML", bytes([0xff, 0xfe], Buffer.from("<html><script>1</script>", "utf16le")), "x.txt"],
  ["harmless text under an HTML name", Buffer.from("sadece metin"), "sayfa.html"],
  ["harmless text under an SVG name", Buffer.from("sadece metin"), "logo.svg"],
  ["text under a script name", Buffer.from("alert(1)"), "a.js"],
  ["text with a NUL", Buffer.from("abc\u0000def"), "x.txt"],
  ["UTF-16 text with a NUL", bytes([0xff, 0xfe], Buffer.from("ab\u0000c", "utf16le")), "x.txt"],
  ["UTF-16 without a BOM", Buffer.from("Merhaba", "utf16le"), "x.txt"],
  ["Latin-5 bytes (not UTF-8)", Buffer.from([0x53, 0xfc, 0x74, 0x20, 0xfe, 0x65, 0x6b, 0x65, 0x72, 0x0a]), "eski.txt"],
  ["random binary", Buffer.from(Array.from({ length: 512 }, (_, index) => (index * 73 + 41) % 256)), "veri.bin"],
  ["an ELF executable", elf, "resim.jpg"],
  ["a Windows executable", pe, "fatura.pdf"],
  ["a CFB file not named as Office (an installer)", cfb, "kurulum.msi"],
  ["a Matroska (not WebM) video", ebml("matroska"), "film.mkv"],
  ["an Ogg Theora video", ogg(bytes([0x80], "theora", new Uint8Array(20))), "film.ogv"],
  ["a 3GP video", ftyp("3gp5", "3gp5"), "telefon.3gp"],
  ["a Java archive", storedZip([["META-INF/MANIFEST.MF", "Manifest-Version: 1.0\n"]]), "oyun.zip"],
];

describe("sniffMedia: refused (415)", () => {
  it.each(REFUSED)("%s", async (_label, head, fileName) => {
    expect(await sniffMedia(head, fileName)).toBeNull();
  });

  it("refuses a TIFF and a BMP (images, but not in the allowlist)", async () => {
    const tiff = await sharp({ create: { width: 8, height: 8, channels: 3, background: "#fff" } })
      .tiff()
      .toBuffer();
    expect(await sniffMedia(tiff, "scan.tif")).toBeNull();
    expect(await sniffMedia(bytes("BM", new Uint8Array(60)), "a.bmp")).toBeNull();
  });
});
