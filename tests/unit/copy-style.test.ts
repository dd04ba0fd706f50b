import { describe, expect, it } from "vitest";
import en from "@/messages/en.json";
import tr from "@/messages/tr.json";

// Issue 13 #12: one casing rule and one spelling per language (README → "Languages"), checked
// mechanically. Both languages: sentence case — only the first word of a sentence (or of a quoted
// label) and proper nouns, product names and acronyms take a capital. English writes "e-mail",
// Turkish "e-posta".

type Messages = { [key: string]: string | Messages };

function entries(messages: Messages, prefix = ""): [string, string][] {
  return Object.entries(messages).flatMap(([key, value]) =>
    typeof value === "string" ? [[`${prefix}${key}`, value] as [string, string]] : entries(value, `${prefix}${key}.`),
  );
}

/** Strings that are not copy: names, sample data, a keyboard shortcut, a text the spec fixes verbatim. */
const EXEMPT_KEYS = [
  /^settings\.appearance\.preview\.rows\./, // sample people
  /^customers\.import\.sampleRows\./, // sample CSV rows
  /^fontDemo\.glyph/, // letters on show
  /^settings\.language\.time\.zones\./, // city names
  /^settings\.billing\.paymentMethods\.brands\./, // card brands
  /^settings\.appearance\.text\.families\./, // font names
  /^api\.auth\.defaultCompanyName$/, // a company's name: a proper noun
  /^palette\.shortcut/, // "Ctrl K"
  // Spec 01 §8 fixes 'Geçersiz Link' verbatim (Turkish sentence case would be "Geçersiz link").
  /^auth\.(reset|verify)\.invalidTitle$/,
  // Spec 01 §3 fixes a boosted post's status as "In Progress" or "Finished".
  /^analytics\.boosted\.status\.inProgress$/,
];

/** Proper nouns, product and brand names, and words English always capitalises. */
const PROPER: Record<"en" | "tr", Set<string>> = {
  en: new Set(
    [
      "Kanal WhatsApp Instagram Facebook Messenger Meta Graph Google Microsoft Authenticator PostgreSQL Pro Enter",
      // An HTTP header's name, and the sample person placeholders name.
      "Idempotency-Key Ayşe Yılmaz",
      "Turkish English Gregorian Hijri Solar Islamic Persian Middle East United States Kingdom Asian",
      "Monday Tuesday Wednesday Thursday Friday Saturday Sunday",
      "January February March April May June July August September October November December",
    ]
      .join(" ")
      .split(" "),
  ),
  tr: new Set(
    [
      "Kanal WhatsApp Instagram Facebook Messenger Meta Graph Google Microsoft Authenticator PostgreSQL Pro Enter",
      // An HTTP header's name, and the sample person placeholders name.
      "Idempotency-Key Ayşe Yılmaz",
      "Türkçe İngilizce Miladi Hicri Şemsi Orta Doğu Asya Birleşik Krallık",
      "Pazartesi Salı Çarşamba Perşembe Perşembesini Cuma Cumartesi Pazar",
      "Ocak Şubat Mart Nisan Mayıs Haziran Temmuz Ağustos Eylül Ekim Kasım Aralık",
      // Page names quoted in running text ("… Faturalandırma sayfasından") are capitalised like titles.
      "Faturalandırma Güvenlik",
    ]
      .join(" ")
      .split(" "),
  ),
};

/** Page names English text refers to ("on the Billing page"): the page's title, so capitalised. */
const EN_PAGE_NAMES = new Set(["Billing", "Security"]);

/** Words after the first of a sentence that start with a capital and are not allowed to. */
function capitalisedWords(text: string, language: "en" | "tr"): string[] {
  const plain = text
    .replace(/<\/?\w+>/g, "") // rich-text tags
    .replace(/\{\w+\}/g, "x") // a placeholder is a lower-case word
    .replace(/[{}]/g, ". "); // ICU plural/select branches are sentences of their own
  const offenders: string[] = [];
  // A sentence starts the text, after . ! ? : ; a dash, a line break, or an opening quote.
  for (const sentence of plain.split(/[.!?:;]\s+|\s[–—-]\s|\n|["“«(]/)) {
    const words = sentence.match(/[\p{L}\d][\p{L}\p{N}'’_-]*/gu) ?? [];
    for (const word of words.slice(1)) {
      const base = word.split(/['’]/)[0] ?? word;
      const isCapitalised = /^\p{Lu}/u.test(base);
      const isAcronymOrCode = /^[\p{Lu}\d_-]+$/u.test(base) || /\d/.test(base); // CSV, UTF-8, SMTP_URL, 1Password
      if (!isCapitalised || isAcronymOrCode || PROPER[language].has(base)) continue;
      if (language === "en" && EN_PAGE_NAMES.has(base)) continue;
      offenders.push(word);
    }
  }
  return offenders;
}

const strings = { en: entries(en as Messages), tr: entries(tr as Messages) };
const copy = (language: "en" | "tr") =>
  strings[language].filter(([key]) => !EXEMPT_KEYS.some((pattern) => pattern.test(key)));

describe("copy style", () => {
  it("the check sees title case (the rule itself works)", () => {
    expect(capitalisedWords("Invite Member", "en")).toEqual(["Member"]);
    expect(capitalisedWords("Geçersiz Link", "tr")).toEqual(["Link"]);
    expect(capitalisedWords('Use the "Forgot password?" link. It works.', "en")).toEqual([]);
    expect(
      capitalisedWords("{count, plural, one {# customer} other {# customers}} No customer is deleted.", "en"),
    ).toEqual([]);
    expect(capitalisedWords("{name} Çalışma Alanı", "tr")).toEqual(["Çalışma", "Alanı"]);
  });

  for (const language of ["en", "tr"] as const) {
    it(`${language}: sentence case everywhere but proper nouns and acronyms`, () => {
      const offenders = copy(language)
        .map(([key, text]) => ({ key, words: capitalisedWords(text, language) }))
        .filter(({ words }) => words.length > 0);
      expect(offenders).toEqual([]);
    });
  }

  it('en: "e-mail", never "email" or "Email" (placeholders such as {email} aside)', () => {
    const offenders = strings.en
      .filter(([, text]) => /(?<![-\w{@.])e-?mails?\b/i.test(text.replace(/\{[^{}]*\}/g, "")))
      .filter(([, text]) => /(?<![-\w{@.])(email|Email|EMAIL|E-Mail)/.test(text.replace(/\{[^{}]*\}/g, "")));
    expect(offenders).toEqual([]);
  });

  it('tr: "e-posta", never "e-mail", "email" or "eposta"', () => {
    const offenders = strings.tr.filter(([, text]) =>
      /(?<![-\w{@.])([Ee]-?[Mm]ail|[Ee]posta|E-Posta)/.test(text.replace(/\{[^{}]*\}/g, "")),
    );
    expect(offenders).toEqual([]);
  });
});
