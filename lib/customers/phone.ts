import { DEFAULT_DIAL_CODE, DIAL_CODES } from "@/lib/validation/customers";

// Phone numbers as E.164 digits without the "+" ("905551112233"): how a customer's number is kept
// (Customer.phoneE164) and how WhatsApp names a sender (wa_id), so an inbound message finds its
// customer however the number was typed. Turkish-aware: the trunk 0 of "0555 111 22 33" is dropped,
// and a number typed with its country code already ("90 555…", "+90 555…", "0090 555…") is not
// given the code twice. A small rule rather than a full numbering plan (libphonenumber): it agrees
// with the backfill of migration 20261125040826 for every row except a doubled country code, which
// migration …_phone_e164_country_code_once corrects with the same test.

const E164_MAX_DIGITS = 15;

/** National significant number lengths where the country's plan is fixed (Türkiye: 10, e.g. 555 111 22 33). */
const NATIONAL_LENGTH: Record<string, number> = { "90": 10 };

const digitsOf = (value: string) => value.replace(/\D/g, "");

/**
 * The E.164 digits of a number typed next to a dial code ("+90" + "0555 111 22 33" →
 * "905551112233"), or null when there are no digits. A number starting with "+" or "00" is
 * international already and keeps its own country code.
 */
export function toE164(countryCode: string | null | undefined, phone: string | null | undefined): string | null {
  if (!phone) return null;
  const trimmed = phone.trim();
  if (/^(\+|00)/.test(trimmed)) {
    const international = digitsOf(trimmed).replace(/^0+/, "");
    return international || null;
  }
  const national = digitsOf(trimmed).replace(/^0+/, "");
  if (!national) return null;
  const code = digitsOf(countryCode ?? DEFAULT_DIAL_CODE);
  return hasCountryCode(code, national) ? national : code + national;
}

/** Whether digits already begin with the dial code: as long as a full number of that country, or too long for E.164 without it. */
function hasCountryCode(code: string, digits: string): boolean {
  if (!code || !digits.startsWith(code)) return false;
  const nationalLength = NATIONAL_LENGTH[code];
  if (nationalLength !== undefined) return digits.length === code.length + nationalLength;
  return code.length + digits.length > E164_MAX_DIGITS;
}

/**
 * A sender's address from a provider or a person ("905551112233", "+90 555 111 22 33",
 * "0555 111 22 33") as E.164 digits; a national number is taken as the default country's.
 */
export const normalizeE164 = (value: string, defaultCountryCode = DEFAULT_DIAL_CODE) =>
  toE164(defaultCountryCode, value);

/**
 * E.164 digits split back into a dial code Kanal offers and the national number, for a customer
 * who first wrote on a channel: "905551112233" → { "+90", "555 111 22 33" }. A code Kanal does not
 * list keeps the whole number under "+" + the digits' first one (rare: the number stays searchable).
 */
export function splitE164(e164: string): { countryCode: string; phone: string } {
  const digits = digitsOf(e164);
  const known = [...DIAL_CODES]
    .map((item) => digitsOf(item.code))
    .sort((a, b) => b.length - a.length)
    .find((code) => digits.startsWith(code) && digits.length > code.length + 3);
  if (!known) return { countryCode: DEFAULT_DIAL_CODE, phone: `+${digits}`.slice(0, 20) };
  const national = digits.slice(known.length);
  return { countryCode: `+${known}`, phone: known === "90" ? formatTurkish(national) : national };
}

/** "5551112233" → "555 111 22 33" (how Turkish numbers are written); other lengths as they are. */
const formatTurkish = (national: string) =>
  national.length === 10
    ? `${national.slice(0, 3)} ${national.slice(3, 6)} ${national.slice(6, 8)} ${national.slice(8)}`
    : national;
