// The demo company's media library (issue 15): about thirty files generated here, in code, so the
// repository carries no binaries: images drawn as SVG and rendered by sharp, WAV chimes
// synthesised sample by sample, PDFs, a DOCX and a zip written byte by byte, CSV and text. The
// same run of the same code makes the same files.
import { crc32 } from "node:zlib";
import sharp from "sharp";

export type DemoFolder = "marketing" | "videos" | "audio" | "documents" | "branding" | "archive";

export type DemoMediaFile = {
  name: string;
  bytes: Uint8Array;
  folder: DemoFolder;
  tags: string[];
  daysAgo: number;
  downloads: number;
};

// ── Images ───────────────────────────────────────────────────────────────────────────────────

const FONT = "DejaVu Sans, Liberation Sans, Arial, sans-serif";

const escapeXml = (text: string) => text.replace(/&/g, "&amp;").replace(/</g, "&lt;").replace(/>/g, "&gt;");

/** The brand mark: a speech bubble with three waves (Kanal: conversations). */
function logoSvg(size: number, { background, ink }: { background: string; ink: string }): string {
  return `<svg xmlns="http://www.w3.org/2000/svg" width="${size}" height="${size}" viewBox="0 0 512 512">
  <rect width="512" height="512" rx="${background === "none" ? 0 : 112}" fill="${background}"/>
  <path d="M128 144h256a48 48 0 0 1 48 48v128a48 48 0 0 1-48 48H232l-72 56v-56h-32a48 48 0 0 1-48-48V192a48 48 0 0 1 48-48z" fill="${ink}"/>
  <g fill="none" stroke="${background === "none" ? "#ffffff" : background}" stroke-width="22" stroke-linecap="round">
    <path d="M176 256c16-24 32-24 48 0s32 24 48 0 32-24 48 0"/>
  </g>
</svg>`;
}

type Shape = "bag" | "mug" | "coat" | "shoe";
type Palette = [string, string, string];

/** A product shot: a soft gradient backdrop, the product as simple shapes, a caption band. */
function productSvg(width: number, height: number, palette: Palette, caption: string, shape: Shape): string {
  const [from, to, product] = palette;
  const cx = width / 2;
  const cy = height * 0.46;
  const unit = Math.min(width, height) / 6;
  const shapes: Record<Shape, string> = {
    bag: `<rect x="${cx - unit * 1.4}" y="${cy - unit * 0.6}" width="${unit * 2.8}" height="${unit * 2}" rx="${unit * 0.25}" fill="${product}"/>
          <path d="M${cx - unit * 0.8} ${cy - unit * 0.6}v-${unit * 0.5}a${unit * 0.8} ${unit * 0.6} 0 0 1 ${unit * 1.6} 0v${unit * 0.5}" fill="none" stroke="${product}" stroke-width="${unit * 0.18}"/>`,
    mug: `<rect x="${cx - unit}" y="${cy - unit}" width="${unit * 1.8}" height="${unit * 2.2}" rx="${unit * 0.2}" fill="${product}"/>
          <circle cx="${cx + unit * 1.05}" cy="${cy + unit * 0.1}" r="${unit * 0.5}" fill="none" stroke="${product}" stroke-width="${unit * 0.2}"/>`,
    coat: `<path d="M${cx - unit * 1.2} ${cy - unit * 1.2}l${unit * 0.7} -${unit * 0.3}h${unit * 1}l${unit * 0.7} ${unit * 0.3}l${unit * 0.5} ${unit * 2.8}h-${unit * 3.4}z" fill="${product}"/>
           <path d="M${cx} ${cy - unit * 1.5}v${unit * 3.1}" stroke="${from}" stroke-width="${unit * 0.06}"/>`,
    shoe: `<path d="M${cx - unit * 1.6} ${cy + unit * 0.8}v-${unit * 1.3}h${unit * 1.1}l${unit * 0.6} ${unit * 0.7}l${unit * 1.3} ${unit * 0.3}a${unit * 0.4} ${unit * 0.4} 0 0 1 ${unit * 0.2} ${unit * 0.3}z" fill="${product}"/>`,
  };
  return `<svg xmlns="http://www.w3.org/2000/svg" width="${width}" height="${height}">
  <defs><linearGradient id="g" x1="0" y1="0" x2="1" y2="1"><stop offset="0" stop-color="${from}"/><stop offset="1" stop-color="${to}"/></linearGradient></defs>
  <rect width="${width}" height="${height}" fill="url(#g)"/>
  <ellipse cx="${cx}" cy="${cy + unit * 1.35}" rx="${unit * 2}" ry="${unit * 0.25}" fill="#000" opacity="0.12"/>
  ${shapes[shape]}
  <rect y="${height - height * 0.14}" width="${width}" height="${height * 0.14}" fill="#ffffff" opacity="0.85"/>
  <text x="${width * 0.05}" y="${height - height * 0.05}" font-family="${FONT}" font-size="${height * 0.055}" font-weight="bold" fill="#1f2937">${escapeXml(caption)}</text>
</svg>`;
}

/** A banner or poster: a headline and a call-to-action pill on a diagonal split. */
function bannerSvg(
  width: number,
  height: number,
  headline: string,
  action: string,
  [left, right]: [string, string],
): string {
  // Type sized by the narrower side, so a portrait poster keeps its words inside.
  const scale = Math.min(height, width / (width > height ? 3.2 : 1.6));
  const headlineSize = scale * 0.16;
  const actionSize = scale * 0.075;
  const pillWidth = action.length * actionSize * 0.66 + actionSize * 2;
  const pillHeight = actionSize * 2.2;
  const top = height * 0.45;
  return `<svg xmlns="http://www.w3.org/2000/svg" width="${width}" height="${height}">
  <rect width="${width}" height="${height}" fill="${left}"/>
  <path d="M${width * 0.58} 0H${width}V${height}H${width * 0.48}z" fill="${right}"/>
  <circle cx="${width * 0.8}" cy="${height * 0.5}" r="${Math.min(width, height) * 0.32}" fill="#ffffff" opacity="0.25"/>
  <text x="${width * 0.05}" y="${top}" font-family="${FONT}" font-size="${headlineSize}" font-weight="bold" fill="#ffffff">${escapeXml(headline)}</text>
  <rect x="${width * 0.05}" y="${top + headlineSize * 0.6}" width="${pillWidth}" height="${pillHeight}" rx="${pillHeight / 2}" fill="#ffffff"/>
  <text x="${width * 0.05 + pillWidth / 2}" y="${top + headlineSize * 0.6 + pillHeight * 0.68}" text-anchor="middle" font-family="${FONT}" font-size="${actionSize}" font-weight="bold" fill="${left}">${escapeXml(action)}</text>
</svg>`;
}

/** Colour swatches with their codes: the brand palette sheet. */
function paletteSvg(colors: Array<[string, string]>): string {
  const width = 1200;
  const swatch = width / colors.length;
  const cells = colors
    .map(
      ([name, hex], index) => `<rect x="${index * swatch}" width="${swatch}" height="420" fill="${hex}"/>
  <text x="${index * swatch + 24}" y="480" font-family="${FONT}" font-size="28" font-weight="bold" fill="#111827">${escapeXml(name)}</text>
  <text x="${index * swatch + 24}" y="520" font-family="${FONT}" font-size="24" fill="#4b5563">${hex}</text>`,
    )
    .join("\n");
  return `<svg xmlns="http://www.w3.org/2000/svg" width="${width}" height="560"><rect width="${width}" height="560" fill="#ffffff"/>${cells}</svg>`;
}

const svg = (markup: string) => sharp(Buffer.from(markup));
const asBytes = (buffer: Buffer) => new Uint8Array(buffer.buffer, buffer.byteOffset, buffer.byteLength);
const png = async (markup: string) => asBytes(await svg(markup).png({ compressionLevel: 9 }).toBuffer());
const jpeg = async (markup: string) => asBytes(await svg(markup).jpeg({ quality: 82, mozjpeg: true }).toBuffer());
const webp = async (markup: string) => asBytes(await svg(markup).webp({ quality: 80 }).toBuffer());

/** A two-frame animated GIF (a shop-window sign that blinks "Açık"/"Open"). */
async function blinkingGif(): Promise<Uint8Array> {
  const frame = (text: string, color: string) =>
    svg(`<svg xmlns="http://www.w3.org/2000/svg" width="360" height="200"><rect width="360" height="200" rx="24" fill="#111827"/>
      <text x="180" y="125" text-anchor="middle" font-family="${FONT}" font-size="72" font-weight="bold" fill="${color}">${escapeXml(text)}</text></svg>`)
      .png()
      .toBuffer();
  const frames = await Promise.all([frame("AÇIK", "#22c55e"), frame("OPEN", "#f59e0b")]);
  return asBytes(
    await sharp(frames, { join: { animated: true } })
      .gif({ delay: [800, 800], loop: 0 })
      .toBuffer(),
  );
}

// ── Audio ────────────────────────────────────────────────────────────────────────────────────

/**
 * A WAV (PCM, 16-bit, mono) of `seconds` of a soft chime: a tone and its fifth under an envelope
 * that fades each second. Exactly `round(seconds × rate)` samples, so its duration is known.
 */
export function sineWav(
  seconds: number,
  { rate = 22_050, hertz = 440 }: { rate?: number; hertz?: number } = {},
): Uint8Array {
  const samples = Math.round(seconds * rate);
  const wav = Buffer.alloc(44 + samples * 2);
  wav.write("RIFF", 0, "latin1");
  wav.writeUInt32LE(36 + samples * 2, 4);
  wav.write("WAVEfmt ", 8, "latin1");
  wav.writeUInt32LE(16, 16); // fmt chunk size
  wav.writeUInt16LE(1, 20); // PCM
  wav.writeUInt16LE(1, 22); // mono
  wav.writeUInt32LE(rate, 24);
  wav.writeUInt32LE(rate * 2, 28); // bytes per second
  wav.writeUInt16LE(2, 32); // bytes per frame
  wav.writeUInt16LE(16, 34); // bits per sample
  wav.write("data", 36, "latin1");
  wav.writeUInt32LE(samples * 2, 40);
  for (let index = 0; index < samples; index++) {
    const t = index / rate;
    const envelope = Math.exp(-3 * (t % 1));
    const value = 0.3 * envelope * (Math.sin(2 * Math.PI * hertz * t) + 0.5 * Math.sin(2 * Math.PI * hertz * 1.5 * t));
    wav.writeInt16LE(Math.round(Math.max(-1, Math.min(1, value)) * 32_767), 44 + index * 2);
  }
  return asBytes(wav);
}

// ── PDF ──────────────────────────────────────────────────────────────────────────────────────

/**
 * Turkish letters in the standard Helvetica: WinAnsi has ç, ö, ü but not ğ, ı, İ, ş; a
 * /Differences encoding puts those glyphs (all in Helvetica's character set) on their
 * Windows-1254 codes.
 */
const TURKISH_CODES: Record<string, number> = { Ğ: 0xd0, İ: 0xdd, Ş: 0xde, ğ: 0xf0, ı: 0xfd, ş: 0xfe };
const TURKISH_DIFFERENCES =
  "/Differences [208 /Gbreve 221 /Idotaccent 222 /Scedilla 240 /gbreve 253 /dotlessi 254 /scedilla]";

/** A PDF string literal of `text` in that encoding (anything else outside Latin-1 becomes "?"). */
function pdfString(text: string): string {
  let out = "(";
  for (const char of text) {
    const code = TURKISH_CODES[char] ?? char.charCodeAt(0);
    if (code > 255) out += "?";
    else if (char === "(" || char === ")" || char === "\\") out += `\\${char}`;
    else out += String.fromCharCode(code);
  }
  return `${out})`;
}

export type PdfLine = { text: string; x: number; y: number; size: number; bold?: boolean };
export type PdfPage = { lines: PdfLine[]; rules?: Array<[number, number, number, number]> };

/** A valid PDF 1.4 of A4 pages with text in Helvetica and thin lines: objects, xref, trailer. */
export function buildPdf(pages: PdfPage[], title: string): Uint8Array {
  const objects: string[] = [];
  // An object's number is its place in the list, from 1.
  const add = (body: string) => objects.push(body);
  const encoding = `<< /Type /Encoding /BaseEncoding /WinAnsiEncoding ${TURKISH_DIFFERENCES} >>`;
  const catalog = add("");
  const tree = add("");
  const regular = add(`<< /Type /Font /Subtype /Type1 /BaseFont /Helvetica /Encoding ${encoding} >>`);
  const bold = add(`<< /Type /Font /Subtype /Type1 /BaseFont /Helvetica-Bold /Encoding ${encoding} >>`);
  const pageIds = pages.map((page) => {
    const text = page.lines
      .map(
        (line) => `BT /${line.bold ? "F2" : "F1"} ${line.size} Tf ${line.x} ${line.y} Td ${pdfString(line.text)} Tj ET`,
      )
      .join("\n");
    const rules = (page.rules ?? []).map(([x1, y1, x2, y2]) => `${x1} ${y1} m ${x2} ${y2} l S`).join("\n");
    const content = `0.6 G 0.5 w\n${rules}\n0 g\n${text}`;
    const stream = add(`<< /Length ${Buffer.byteLength(content, "latin1")} >>\nstream\n${content}\nendstream`);
    return add(
      `<< /Type /Page /Parent ${tree} 0 R /MediaBox [0 0 595 842] /Resources << /Font << /F1 ${regular} 0 R /F2 ${bold} 0 R >> >> /Contents ${stream} 0 R >>`,
    );
  });
  objects[catalog - 1] = `<< /Type /Catalog /Pages ${tree} 0 R >>`;
  objects[tree - 1] = `<< /Type /Pages /Kids [${pageIds.map((id) => `${id} 0 R`).join(" ")}] /Count ${pages.length} >>`;
  const info = add(`<< /Title ${pdfString(title)} /Producer (Kanal demo) >>`);

  let pdf = "%PDF-1.4\n%\xe2\xe3\xcf\xd3\n";
  const offsets: number[] = [];
  objects.forEach((body, index) => {
    offsets.push(Buffer.byteLength(pdf, "latin1"));
    pdf += `${index + 1} 0 obj\n${body}\nendobj\n`;
  });
  const xref = Buffer.byteLength(pdf, "latin1");
  pdf += `xref\n0 ${objects.length + 1}\n0000000000 65535 f \n`;
  pdf += offsets.map((offset) => `${String(offset).padStart(10, "0")} 00000 n \n`).join("");
  pdf += `trailer\n<< /Size ${objects.length + 1} /Root ${catalog} 0 R /Info ${info} 0 R >>\nstartxref\n${xref}\n%%EOF\n`;
  return asBytes(Buffer.from(pdf, "latin1"));
}

const PRODUCTS = [
  ["Deri sırt çantası", "DC-101"],
  ["Seramik kupa (350 ml)", "SK-220"],
  ["Yün atkı – lacivert", "YA-310"],
  ["Kaşmir bere", "KB-115"],
  ["Kışlık mont – haki", "KM-540"],
  ["Su geçirmez bot", "SB-640"],
  ["Keten gömlek", "KG-205"],
  ["Örgü kazak – krem", "OK-330"],
  ["Deri cüzdan", "DZ-118"],
  ["Termos (500 ml)", "TR-250"],
  ["Pamuklu tişört", "PT-090"],
  ["Kot pantolon", "KP-410"],
  ["Spor ayakkabı", "SA-720"],
  ["İpek eşarp", "IE-260"],
  ["Güneş gözlüğü", "GG-380"],
  ["Hasır şapka", "HS-145"],
  ["Bez çanta", "BC-060"],
  ["El yapımı sabun seti", "ES-075"],
  ["Ahşap kesme tahtası", "AK-135"],
  ["Bakır cezve", "BZ-190"],
  ["Türk kahvesi (250 g)", "TK-085"],
  ["Lokum kutusu", "LK-110"],
  ["Zeytinyağı (1 l)", "ZY-240"],
  ["Nar ekşisi", "NE-065"],
  ["Çay bardağı seti (6'lı)", "CB-155"],
  ["Pike takımı", "PK-480"],
  ["Havlu seti", "HV-290"],
  ["Kilim yastık kılıfı", "KY-170"],
  ["Cam vazo", "CV-125"],
  ["Mum seti", "MS-095"],
  ["Defter – deri kapak", "DF-140"],
  ["Dolma kalem", "DK-320"],
  ["Masa saati", "MT-265"],
  ["Porselen tabak seti", "PS-560"],
  ["Bambu çatal bıçak", "BB-105"],
  ["Kamp sandalyesi", "KS-350"],
  ["Piknik örtüsü", "PO-185"],
  ["Bisiklet kaskı", "BK-440"],
  ["Yoga matı", "YM-210"],
  ["Matara (750 ml)", "MA-160"],
] as const;

/** A price list of `products`, 24 rows a page, with a header on each and a note at the end. */
export function priceListPdf(
  title: string,
  products: ReadonlyArray<readonly [string, string]>,
  seed: number,
): Uint8Array {
  const rowsPerPage = 24;
  const pages: PdfPage[] = [];
  for (let first = 0; first < products.length; first += rowsPerPage) {
    const lines: PdfLine[] = [
      { text: title, x: 56, y: 780, size: 20, bold: true },
      { text: `Kanal Demo · Sayfa ${pages.length + 1}`, x: 56, y: 758, size: 10 },
      { text: "Ürün", x: 56, y: 716, size: 11, bold: true },
      { text: "Kod", x: 330, y: 716, size: 11, bold: true },
      { text: "Fiyat (TL, KDV dahil)", x: 420, y: 716, size: 11, bold: true },
    ];
    const rules: PdfPage["rules"] = [[56, 708, 539, 708]];
    products.slice(first, first + rowsPerPage).forEach(([name, code], index) => {
      const y = 690 - index * 24;
      const price = 90 + ((seed * 7919 + (first + index) * 104_729) % 2400);
      lines.push({ text: name, x: 56, y, size: 11 }, { text: code, x: 330, y, size: 11 });
      lines.push({
        text: `${price.toLocaleString("tr-TR")},${String((first + index) % 2 ? 90 : 0).padStart(2, "0")}`,
        x: 420,
        y,
        size: 11,
      });
      rules.push([56, y - 8, 539, y - 8]);
    });
    pages.push({ lines, rules });
  }
  pages
    .at(-1)!
    .lines.push({ text: "Fiyatlar stoklarla sınırlıdır; kargo 750 TL üzeri ücretsizdir.", x: 56, y: 60, size: 9 });
  return buildPdf(pages, title);
}

// ── Zip, DOCX ────────────────────────────────────────────────────────────────────────────────

/** A zip of STOREd entries with sizes and CRCs in the headers and a central directory. */
export function storedZip(
  entries: Array<[string, string | Uint8Array]>,
  date = new Date(Date.UTC(2026, 0, 15, 10)),
): Uint8Array {
  const time = (date.getUTCHours() << 11) | (date.getUTCMinutes() << 5) | (date.getUTCSeconds() >> 1);
  const day = ((date.getUTCFullYear() - 1980) << 9) | ((date.getUTCMonth() + 1) << 5) | date.getUTCDate();
  const locals: Buffer[] = [];
  const centrals: Buffer[] = [];
  let offset = 0;
  for (const [name, content] of entries) {
    const data = Buffer.from(content);
    const fileName = Buffer.from(name, "utf8");
    const common = (header: Buffer, at: number) => {
      header.writeUInt16LE(0x0800, at); // UTF-8 names
      header.writeUInt16LE(0, at + 2); // STORE
      header.writeUInt16LE(time, at + 4);
      header.writeUInt16LE(day, at + 6);
      header.writeUInt32LE(crc32(data), at + 8);
      header.writeUInt32LE(data.length, at + 12);
      header.writeUInt32LE(data.length, at + 16);
      header.writeUInt16LE(fileName.length, at + 20);
    };
    const local = Buffer.alloc(30);
    local.writeUInt32LE(0x04034b50, 0);
    local.writeUInt16LE(20, 4);
    common(local, 6);
    const central = Buffer.alloc(46);
    central.writeUInt32LE(0x02014b50, 0);
    central.writeUInt16LE(20, 4);
    central.writeUInt16LE(20, 6);
    common(central, 8);
    central.writeUInt32LE(offset, 42);
    locals.push(local, fileName, data);
    centrals.push(central, fileName);
    offset += local.length + fileName.length + data.length;
  }
  const directory = Buffer.concat(centrals);
  const end = Buffer.alloc(22);
  end.writeUInt32LE(0x06054b50, 0);
  end.writeUInt16LE(entries.length, 8);
  end.writeUInt16LE(entries.length, 10);
  end.writeUInt32LE(directory.length, 12);
  end.writeUInt32LE(offset, 16);
  return asBytes(Buffer.concat([...locals, directory, end]));
}

/** A minimal Word document (the three parts Word needs), its paragraphs as given. */
function docx(paragraphs: string[]): Uint8Array {
  const body = paragraphs
    .map((text, index) =>
      index === 0
        ? `<w:p><w:r><w:rPr><w:b/><w:sz w:val="32"/></w:rPr><w:t>${escapeXml(text)}</w:t></w:r></w:p>`
        : `<w:p><w:r><w:t xml:space="preserve">${escapeXml(text)}</w:t></w:r></w:p>`,
    )
    .join("");
  return storedZip([
    [
      "[Content_Types].xml",
      `<?xml version="1.0" encoding="UTF-8" standalone="yes"?><Types xmlns="http://schemas.openxmlformats.org/package/2006/content-types"><Default Extension="rels" ContentType="application/vnd.openxmlformats-package.relationships+xml"/><Default Extension="xml" ContentType="application/xml"/><Override PartName="/word/document.xml" ContentType="application/vnd.openxmlformats-officedocument.wordprocessingml.document.main+xml"/></Types>`,
    ],
    [
      "_rels/.rels",
      `<?xml version="1.0" encoding="UTF-8" standalone="yes"?><Relationships xmlns="http://schemas.openxmlformats.org/package/2006/relationships"><Relationship Id="rId1" Type="http://schemas.openxmlformats.org/officeDocument/2006/relationships/officeDocument" Target="word/document.xml"/></Relationships>`,
    ],
    [
      "word/document.xml",
      `<?xml version="1.0" encoding="UTF-8" standalone="yes"?><w:document xmlns:w="http://schemas.openxmlformats.org/wordprocessingml/2006/main"><w:body>${body}</w:body></w:document>`,
    ],
  ]);
}

// ── Text ─────────────────────────────────────────────────────────────────────────────────────

const utf8 = (text: string) => new TextEncoder().encode(text);

function campaignCalendarCsv(): string {
  const rows = [
    ["tarih", "kanal", "kampanya", "hedef kitle", "bütçe (TL)"],
    ["2026-12-01", "Instagram", "Kış koleksiyonu lansmanı", "Tüm takipçiler", "12.500"],
    ["2026-12-05", "WhatsApp", "Sadık müşteri indirimi", "VIP grubu", "3.000"],
    ["2026-12-12", "Facebook", "Yılbaşı hediye rehberi", "25-45 yaş", "8.750"],
    ["2026-12-20", "Instagram", "Kargo bedava haftası", "Tüm takipçiler", "5.000"],
    ["2026-12-27", "WhatsApp", "Yeni yıl kuponu", "Son 90 günde alışveriş yapanlar", "2.500"],
    ["2027-01-08", "Instagram", "Kış indirimi – 2. dalga", "Sepeti terk edenler", "6.200"],
  ];
  return `${rows.map((row) => row.map((cell) => (/[;"\n]/.test(cell) ? `"${cell.replace(/"/g, '""')}"` : cell)).join(";")).join("\r\n")}\r\n`;
}

function stockCsv(): string {
  const lines = ["kod;ürün;stok;depo"];
  PRODUCTS.forEach(([name, code], index) =>
    lines.push(`${code};${name};${(index * 37 + 11) % 140};${index % 3 ? "İstanbul" : "İzmir"}`),
  );
  return `${lines.join("\r\n")}\r\n`;
}

// ── The library ──────────────────────────────────────────────────────────────────────────────

const WINTER: Palette = ["#dbeafe", "#eff6ff", "#1e3a8a"];
const SUMMER: Palette = ["#fef3c7", "#fff7ed", "#c2410c"];
const EARTH: Palette = ["#ede9e3", "#faf7f2", "#7c4a2d"];
const SAGE: Palette = ["#dcfce7", "#f0fdf4", "#166534"];
const INDIGO = { background: "#4f46e5", ink: "#ffffff" };
const TEAL = { background: "#0f766e", ink: "#ffffff" };

const GUIDE_LINES = [
  "Kanal Demo – Kurumsal kimlik kılavuzu",
  "Logo her zaman çivit (#4F46E5) ya da beyaz kullanılır.",
  "Logonun çevresinde en az logo yüksekliğinin yarısı kadar boşluk bırakın.",
  "Yazı tipi: Inter; başlıklar kalın, metinler normal.",
  "Fotoğraflarda yumuşak, doğal ışık ve sade arka planlar tercih edilir.",
];
const brandGuidePdf = () =>
  buildPdf(
    [
      {
        lines: GUIDE_LINES.map((text, i) => ({ text, x: 56, y: i ? 750 - i * 20 : 780, size: i ? 12 : 20, bold: !i })),
      },
    ],
    "Kurumsal kimlik kılavuzu",
  );

const PALETTE: Array<[string, string]> = [
  ["Çivit", "#4f46e5"],
  ["Gece", "#111827"],
  ["Kum", "#f5efe6"],
  ["Mercan", "#f97316"],
  ["Nane", "#10b981"],
];

const SUPPORT_NOTE = `Müşteri hizmetleri – hızlı yanıtlar

• Kargo: siparişler 1–3 iş günü içinde kargoya verilir.
• İade: ürün 14 gün içinde, faturasıyla iade edilebilir.
• Değişim: beden değişimi ücretsizdir; kargo bizden.
• Çalışma saatleri: hafta içi 09:00–18:00, Cumartesi 10:00–16:00.
`;
const RETURNS_NOTE = `İade politikası

Kullanılmamış ürünler 14 gün içinde iade edilebilir. İade kargo ücreti 750 TL üzeri siparişlerde bizden.
`;
const QUOTE_TEMPLATE = [
  "Teklif",
  "Sayın {{müşteri}},",
  "Talebiniz üzerine hazırladığımız teklifimizi bilgilerinize sunarız. Fiyatlarımıza KDV dahildir.",
  "Teklif 15 gün geçerlidir.",
  "Saygılarımızla, Kanal Demo",
];

const summerBanner = (width: number, height: number, headline: string) =>
  jpeg(bannerSvg(width, height, headline, "Keşfet", ["#c2410c", "#facc15"]));
const oldImagesZip = async () =>
  storedZip([
    ["eski-logo.png", await png(logoSvg(256, TEAL))],
    ["yaz-banner.jpg", await summerBanner(800, 300, "Yaz 2025")],
    ["okubeni.txt", utf8("2025 yaz kampanyasının görselleri.\n")],
  ]);

const photo = (width: number, height: number, palette: Palette, caption: string, shape: Shape) => () =>
  jpeg(productSvg(width, height, palette, caption, shape));

/** name, tags (space-separated), days since upload, downloads, how to make the bytes. */
type Row = [string, string, number, number, () => Promise<Uint8Array> | Uint8Array];

const LIBRARY: Record<Exclude<DemoFolder, "videos">, Row[]> = {
  branding: [
    ["Kanal logo.png", "logo marka", 168, 214, () => png(logoSvg(1024, INDIGO))],
    [
      "Logo – şeffaf zemin.png",
      "logo marka",
      168,
      97,
      () => png(logoSvg(1024, { background: "none", ink: "#4f46e5" })),
    ],
    ["Favicon.png", "logo web", 160, 31, () => png(logoSvg(64, INDIGO))],
    ["Marka renkleri.png", "marka renk", 150, 58, () => png(paletteSvg(PALETTE))],
    ["Kurumsal kimlik kılavuzu.pdf", "marka kılavuz", 140, 44, brandGuidePdf],
  ],
  marketing: [
    [
      "Ürün fotoğrafı – Kış koleksiyonu.jpg",
      "ürün kış kampanya",
      12,
      86,
      photo(1600, 1200, WINTER, "Kış koleksiyonu – Mont", "coat"),
    ],
    ["Ürün fotoğrafı – Deri çanta.jpg", "ürün deri", 45, 63, photo(1600, 1200, EARTH, "El yapımı deri çanta", "bag")],
    ["Ürün fotoğrafı – Seramik kupa.jpg", "ürün ev", 47, 41, photo(1200, 1200, SAGE, "Seramik kupa 350 ml", "mug")],
    [
      "Ürün fotoğrafı – Spor ayakkabı.jpg",
      "ürün yaz",
      95,
      38,
      photo(1600, 1067, SUMMER, "Hafif spor ayakkabı", "shoe"),
    ],
    [
      "Instagram gönderisi – Yeni sezon.jpg",
      "instagram kampanya",
      8,
      52,
      photo(1080, 1080, WINTER, "Yeni sezon geldi!", "coat"),
    ],
    [
      "Instagram hikâyesi – Kargo bedava.jpg",
      "instagram kargo",
      5,
      27,
      photo(1080, 1920, SUMMER, "Kargo bedava", "bag"),
    ],
    [
      "Banner – Anasayfa.webp",
      "banner web",
      20,
      33,
      () => webp(bannerSvg(1920, 600, "Kışa sıcak bir merhaba", "Alışverişe başla", ["#1e3a8a", "#f97316"])),
    ],
    [
      "Banner – E-posta.webp",
      "banner e-posta",
      21,
      12,
      () => webp(bannerSvg(1200, 400, "Sadece bu hafta %20", "Kodu kullan", ["#166534", "#10b981"])),
    ],
    [
      "Kampanya afişi – Efsane Cuma.jpg",
      "kampanya indirim",
      28,
      118,
      () => jpeg(bannerSvg(1240, 1754, "Efsane Cuma", "%50'ye varan", ["#111827", "#dc2626"])),
    ],
    ["Vitrin tabelası.gif", "mağaza animasyon", 60, 9, blinkingGif],
  ],
  audio: [
    ["Karşılama anonsu.wav", "ses anons", 75, 19, () => sineWav(3, { hertz: 523.25 })],
    ["Bekleme müziği.wav", "ses müzik", 74, 24, () => sineWav(8, { hertz: 392 })],
    ["Bildirim sesi.wav", "ses bildirim", 3, 6, () => sineWav(0.6, { hertz: 880 })],
  ],
  documents: [
    ["Fiyat listesi 2026.pdf", "fiyat 2026", 15, 241, () => priceListPdf("Fiyat listesi 2026", PRODUCTS, 2026)],
    ["Ürün kataloğu – Kış.pdf", "katalog kış", 18, 77, () => priceListPdf("Kış kataloğu", PRODUCTS.slice(0, 16), 7)],
    ["Kampanya takvimi.csv", "kampanya plan", 10, 15, () => utf8(campaignCalendarCsv())],
    ["Stok listesi.csv", "stok", 2, 8, () => utf8(stockCsv())],
    ["Müşteri hizmetleri notu.txt", "not destek", 6, 4, () => utf8(SUPPORT_NOTE)],
    ["İade politikası.txt", "iade politika", 120, 22, () => utf8(RETURNS_NOTE)],
    ["Teklif şablonu.docx", "şablon teklif", 100, 13, () => docx(QUOTE_TEMPLATE)],
  ],
  archive: [
    ["Eski logo.png", "logo arşiv", 175, 5, () => png(logoSvg(512, TEAL))],
    [
      "Fiyat listesi 2025.pdf",
      "fiyat 2025 arşiv",
      172,
      64,
      () => priceListPdf("Fiyat listesi 2025", PRODUCTS.slice(0, 30), 2025),
    ],
    ["Yaz kampanyası 2025.jpg", "kampanya yaz arşiv", 165, 29, () => summerBanner(1600, 900, "Yaz indirimi")],
    ["Eski görseller.zip", "arşiv", 163, 3, oldImagesZip],
  ],
};

/**
 * The demo library: about thirty files across the six default folders, with Turkish names,
 * tags, upload dates spread over the last six months and download counts. Nothing in "videos":
 * a playable video needs an encoder, which we do not ship.
 */
export async function demoMediaFiles(): Promise<DemoMediaFile[]> {
  const files: DemoMediaFile[] = [];
  for (const [folder, rows] of Object.entries(LIBRARY) as Array<[DemoFolder, Row[]]>) {
    for (const [name, tags, daysAgo, downloads, make] of rows) {
      files.push({ name, bytes: await make(), folder, tags: tags.split(" "), daysAgo, downloads });
    }
  }
  return files;
}
