import { foldTurkish } from "@/lib/customers/search-text";

// The customer fields a CSV column can fill, and the Turkish and English headers that map to each
// one automatically (case- and accent-insensitive: "E-POSTA", "e-posta", "Eposta" → email).

export const IMPORT_FIELDS = [
  "firstName",
  "lastName",
  "email",
  "countryCode",
  "phone",
  "group",
  "tags",
  "status",
  "customerType",
  "notes",
  "marketingOptIn",
  "instagram",
  "facebook",
  "twitter",
  "linkedin",
] as const;
export type ImportField = (typeof IMPORT_FIELDS)[number];

/** Columns the import cannot do without. */
export const REQUIRED_IMPORT_FIELDS = ["firstName", "lastName", "email"] as const satisfies readonly ImportField[];

/** Column index → field; columns left out are ignored. */
export type ColumnMapping = Record<number, ImportField>;

const HEADER_ALIASES: Record<ImportField, string[]> = {
  firstName: ["ad", "adi", "isim", "first name", "firstname", "first", "given name", "name"],
  lastName: ["soyad", "soyadi", "soy ad", "last name", "lastname", "last", "surname", "family name"],
  email: ["e-posta", "eposta", "e posta", "e-posta adresi", "email", "e-mail", "mail", "email address"],
  countryCode: ["ulke kodu", "ulke", "alan kodu", "country code", "countrycode", "dial code"],
  phone: ["telefon", "tel", "telefon numarasi", "cep telefonu", "gsm", "phone", "phone number", "mobile"],
  group: ["grup", "grup adi", "group", "group name"],
  tags: ["etiketler", "etiket", "tags", "tag", "labels"],
  status: ["durum", "status"],
  customerType: ["tur", "musteri turu", "tip", "type", "customer type", "customertype"],
  notes: ["notlar", "not", "aciklama", "notes", "note"],
  marketingOptIn: [
    "pazarlama izni",
    "ticari ileti izni",
    "ileti izni",
    "izin",
    "bulten",
    "marketing consent",
    "marketing opt-in",
    "consent",
    "opt-in",
    "newsletter",
  ],
  instagram: ["instagram"],
  facebook: ["facebook"],
  twitter: ["twitter", "x"],
  linkedin: ["linkedin"],
};

const normalizeHeader = (header: string) =>
  foldTurkish(header)
    .replace(/[_.]/g, " ")
    .replace(/\s*-\s*/g, "-")
    .replace(/\s+/g, " ")
    .trim();

const ALIAS_TO_FIELD = new Map<string, ImportField>();
for (const field of IMPORT_FIELDS) {
  for (const alias of HEADER_ALIASES[field]) {
    ALIAS_TO_FIELD.set(alias, field);
    ALIAS_TO_FIELD.set(alias.replace(/[\s-]/g, ""), field);
  }
}

/** The field a header names, if any. */
export function fieldForHeader(header: string): ImportField | undefined {
  const normalized = normalizeHeader(header);
  return ALIAS_TO_FIELD.get(normalized) ?? ALIAS_TO_FIELD.get(normalized.replace(/[\s-]/g, ""));
}

/** Maps each recognised header to its field; the first column wins when two name the same field. */
export function autoMapHeaders(headers: readonly string[]): ColumnMapping {
  const mapping: ColumnMapping = {};
  const taken = new Set<ImportField>();
  headers.forEach((header, index) => {
    const field = fieldForHeader(header);
    if (field && !taken.has(field)) {
      mapping[index] = field;
      taken.add(field);
    }
  });
  return mapping;
}

/** "aktif", "Active", "pasif" … → the stored value; undefined when unrecognised. */
export function parseStatus(value: string): "active" | "inactive" | undefined {
  const folded = foldTurkish(value);
  if (["aktif", "active", "etkin", "1", "evet", "yes", "true"].includes(folded)) return "active";
  if (["pasif", "inactive", "passive", "devre disi", "0", "hayir", "no", "false"].includes(folded)) return "inactive";
  return undefined;
}

/** A marketing consent cell: "evet", "Yes", "1", "x" → true; "hayır", "no", "0" → false; undefined when unrecognised. */
export function parseConsent(value: string): boolean | undefined {
  const folded = foldTurkish(value);
  if (["evet", "yes", "true", "1", "x", "var", "izinli", "opted in"].includes(folded)) return true;
  if (["hayir", "no", "false", "0", "yok", "izinsiz", "opted out"].includes(folded)) return false;
  return undefined;
}

/** "bireysel", "Kurumsal", "corporate" … → the stored value; undefined when unrecognised. */
export function parseCustomerType(value: string): "individual" | "corporate" | undefined {
  const folded = foldTurkish(value);
  if (["bireysel", "individual", "kisi", "person"].includes(folded)) return "individual";
  if (["kurumsal", "corporate", "sirket", "company", "business"].includes(folded)) return "corporate";
  return undefined;
}

/** Tags from one cell: split on `,`, `;` or `|`, trimmed, empty and repeated ones dropped. */
export function splitTags(value: string): string[] {
  const seen = new Set<string>();
  const tags: string[] = [];
  for (const raw of value.split(/[,;|]/)) {
    const tag = raw.trim();
    const key = tag.toLocaleLowerCase("tr");
    if (tag && !seen.has(key)) {
      seen.add(key);
      tags.push(tag);
    }
  }
  return tags;
}
