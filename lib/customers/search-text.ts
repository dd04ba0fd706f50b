// Turkish-aware folding for customer search and name order, computed by the app so it works the
// same on PostgreSQL and on the embedded database (PGlite has no ICU collations; stack.md §11).

const TURKISH_FOLD: Record<string, string> = { ı: "i", ş: "s", ğ: "g", ü: "u", ö: "o", ç: "c" };

/** "Şükrü ÖZTÜRK", "ISIK" → "sukru ozturk", "isik": Turkish lower-casing, then accents dropped. */
export function foldTurkish(value: string): string {
  return foldTurkishFast(value) ?? foldTurkishFull(value);
}

/** The definition: ICU's Turkish lower-casing, the Turkish letters, then every other accent dropped. */
export function foldTurkishFull(value: string): string {
  return value
    .toLocaleLowerCase("tr")
    .replace(/[ışğüöç]/g, (char) => TURKISH_FOLD[char]!)
    .normalize("NFD")
    .replace(/\p{M}/gu, "")
    .replace(/\s+/g, " ")
    .trim();
}

// The same result for text made only of ASCII and the Turkish letters (names, e-mails, phones:
// nearly every cell of an import), by table, about 12× faster; null means "use the definition".
const FAST_FOLD: Record<string, string> = {
  Ç: "c",
  ç: "c",
  Ğ: "g",
  ğ: "g",
  İ: "i",
  ı: "i",
  Ö: "o",
  ö: "o",
  Ş: "s",
  ş: "s",
  Ü: "u",
  ü: "u",
};

function foldTurkishFast(value: string): string | null {
  let out = "";
  let pendingSpace = false;
  for (let index = 0; index < value.length; index++) {
    const code = value.charCodeAt(index);
    let char: string;
    if (code === 32 || (code >= 9 && code <= 13)) {
      pendingSpace = out.length > 0;
      continue;
    } else if (code < 128) {
      char = code >= 65 && code <= 90 ? String.fromCharCode(code + 32) : value[index]!;
    } else {
      const folded = FAST_FOLD[value[index]!];
      if (folded === undefined) return null;
      char = folded;
    }
    if (pendingSpace) out += " ";
    pendingSpace = false;
    out += char;
  }
  return out;
}

type Searchable = {
  firstName: string;
  lastName: string;
  email: string | null;
  phone?: string | null;
  countryCode?: string | null;
  tags?: readonly string[];
};

/** The text the trigram index searches: names, full name, e-mail, phone (with and without the code), tags. */
export function customerSearchText(customer: Searchable): string {
  const digits = (customer.phone ?? "").replace(/\D/g, "");
  const code = (customer.countryCode ?? "").replace(/\D/g, "");
  return [
    foldTurkish(`${customer.firstName} ${customer.lastName}`),
    (customer.email ?? "").toLowerCase(),
    digits,
    digits && code ? code + digits : "",
    ...(customer.tags ?? []).map(foldTurkish),
  ]
    .filter(Boolean)
    .join(" | ");
}

// The Turkish alphabet in order; each letter becomes a two-digit number so the key sorts the
// same under any database collation.
const ALPHABET = "abcçdefgğhıijklmnoöpqrsştuüvwxyz";

/** A key that orders names as Turkish does (ç after c, ı before i, ş after s …). */
export function turkishSortKey(value: string): string {
  let key = "";
  for (const char of value.toLocaleLowerCase("tr")) {
    const index = ALPHABET.indexOf(char);
    if (index >= 0) key += String(index + 10);
    else if (/\d/.test(char)) key += `0${char}`;
    else if (/\s/.test(char)) key += "00";
    else {
      const base = char.normalize("NFD").replace(/\p{M}/gu, "");
      const baseIndex = ALPHABET.indexOf(base);
      if (baseIndex >= 0) key += String(baseIndex + 10);
    }
  }
  return key.slice(0, 200);
}

export const customerSortName = (customer: { firstName: string; lastName: string }) =>
  turkishSortKey(`${customer.firstName} ${customer.lastName}`);

/** The two columns every customer write keeps in step with its fields: `searchText` and `sortName`. */
export function customerSearchColumns(customer: Searchable): { searchText: string; sortName: string } {
  return { searchText: customerSearchText(customer), sortName: customerSortName(customer) };
}
