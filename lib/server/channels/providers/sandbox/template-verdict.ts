import "server-only";
import type { TemplateSubmission } from "@/lib/server/channels/providers/types";

// How the sandbox judges a submitted template: a few of Meta's rules (meta.md §1.2–1.3) that a
// reviewer would reject at once, and one the form cannot check: a UTILITY template (Kanal's
// TRANSACTIONAL or UTILITY) that advertises is INCORRECT_CATEGORY (meta.md §1.4), so a rejection
// can be seen end to end. The templates screen checks the format rules before submitting.

type Component = { type?: unknown; text?: unknown; format?: unknown };

const NAME = /^[a-z0-9_]{1,512}$/;

/** Words of an advertisement, in Turkish and English ("%20 indirim", "summer sale", "coupon"…). */
const PROMOTIONAL =
  /(^|[^\p{L}])(indirim|kampanya|kupon|fırsat|hediye|discount|coupon|promo|promotion|sale|offer)([^\p{L}]|$)|%\s?\d|\d\s?%/iu;

/** null when the sandbox approves it, else Meta's rejection reason. */
export function sandboxTemplateVerdict(template: TemplateSubmission): string | null {
  if (!NAME.test(template.name)) return "INVALID_FORMAT";
  const components = (Array.isArray(template.components) ? template.components : []) as Component[];
  const textOf = (type: string) => {
    const found = components.find((component) => String(component.type).toUpperCase() === type);
    return typeof found?.text === "string" ? found.text : null;
  };
  const body = textOf("BODY");
  if (body === null || body.trim() === "" || body.length > 1024) return "INVALID_FORMAT";
  const header = textOf("HEADER");
  const footer = textOf("FOOTER");
  if ((header && header.length > 60) || (footer && footer.length > 60)) return "INVALID_FORMAT";
  if (footer && /\{\{/.test(footer)) return "INVALID_FORMAT";
  // Parameters: numbered from 1 in order, never first or last, never side by side.
  const trimmed = body.trim();
  if (/^\{\{[^}]*\}\}/.test(trimmed) || /\{\{[^}]*\}\}$/.test(trimmed)) return "INVALID_FORMAT";
  if (/\}\}\s*\{\{/.test(body)) return "INVALID_FORMAT";
  const numbers = [...body.matchAll(/\{\{\s*(\d+)\s*\}\}/g)].map((match) => Number(match[1]));
  if (numbers.some((number, index) => number !== index + 1)) return "INVALID_FORMAT";
  if (template.category === "UTILITY" && PROMOTIONAL.test(`${header ?? ""} ${body}`.toLocaleLowerCase("tr")))
    return "INCORRECT_CATEGORY";
  return null;
}
