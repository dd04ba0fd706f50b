// The template builder's rules (issue 17; spec 02 §5 and §9; Meta's rules, meta.md §1.2–1.3), as
// pure functions shared by the editor (as you type), the zod schema (lib/validation/templates.ts)
// and the routes, so the API refuses exactly what the form refuses. Client-safe: no server imports.
// Every failure is a translation key under `templates.rules` (messages/tr.json, en.json).

export const TEMPLATE_CATEGORIES = ["MARKETING", "TRANSACTIONAL", "UTILITY"] as const;
export type TemplateCategory = (typeof TEMPLATE_CATEGORIES)[number];
export const DEFAULT_TEMPLATE_CATEGORY: TemplateCategory = "MARKETING";

/** The editor's languages (spec 02 §3), Turkish first and the default. */
export const TEMPLATE_LANGUAGES = ["tr", "en", "ar", "de", "es", "fr", "it", "pt", "ru", "hi"] as const;
export type TemplateLanguage = (typeof TEMPLATE_LANGUAGES)[number];
export const DEFAULT_TEMPLATE_LANGUAGE: TemplateLanguage = "tr";

export const TEMPLATE_STATUSES = ["DRAFT", "PENDING", "APPROVED", "REJECTED", "PAUSED", "DISABLED"] as const;
export type TemplateStatus = (typeof TEMPLATE_STATUSES)[number];

export const TEMPLATE_HEADER_TYPES = ["NONE", "TEXT", "IMAGE", "VIDEO", "DOCUMENT"] as const;
export type TemplateHeaderType = (typeof TEMPLATE_HEADER_TYPES)[number];
export const MEDIA_HEADER_TYPES = ["IMAGE", "VIDEO", "DOCUMENT"] as const satisfies readonly TemplateHeaderType[];

export const TEMPLATE_BUTTON_TYPES = ["QUICK_REPLY", "URL", "PHONE_NUMBER"] as const;
export type TemplateButtonType = (typeof TEMPLATE_BUTTON_TYPES)[number];

export const TEMPLATE_LIMITS = {
  /** Meta allows 512; a name longer than a screen is of no use to anyone. */
  name: 512,
  displayName: 200,
  body: 1024,
  footer: 60,
  headerText: 60,
  /** Meta allows 10; the spec's builder stops at 3 (its add button is disabled there). */
  buttons: 3,
  /** Meta allows 25; the spec's 20 is stricter and therefore safe. */
  buttonText: 20,
  url: 2000,
  /** "+" and at most 19 digits: Meta's 20 characters. */
  phone: 20,
  urlButtons: 2,
  phoneButtons: 1,
  variableName: 60,
  variableExample: 200,
  variables: 20,
  /** Kanal's reading of Meta's "too many parameters for the message length" (Meta gives no figure). */
  wordsPerVariable: 2,
} as const;

/** Sets a variable in a text: "{{1}}", "{{2}}"… (positional, Meta's default format). */
export const placeholder = (n: number) => `{{${n}}}`;

const NAME_PATTERN = /^[a-z0-9_]+$/;
const PLACEHOLDER = /\{\{(\d+)\}\}/g;
/** Anything that looks like a variable: "{{", "}}", "{{ 1 }}", "{{name}}"… */
const BRACES = /\{\{|\}\}/;
const PHONE_PATTERN = /^\+[1-9]\d{6,18}$/;

export const RULE = (key: string) => `templates.rules.${key}`;

/** The variable numbers a text uses, in the order they appear ("Hi {{1}}, {{2}}" → [1, 2]). */
export function variablesIn(text: string): number[] {
  return [...text.matchAll(PLACEHOLDER)].map((match) => Number(match[1]));
}

/** True when the text holds braces that are not a well-formed `{{n}}` (n ≥ 1). */
function hasMalformedVariable(text: string): boolean {
  const rest = text.replace(/\{\{([1-9]\d*)\}\}/g, "");
  return BRACES.test(rest);
}

export function nameIssue(name: string): string | null {
  if (name.trim() === "") return RULE("nameRequired");
  if (!NAME_PATTERN.test(name)) return RULE("nameFormat");
  if (name.length > TEMPLATE_LIMITS.name) return RULE("nameTooLong");
  return null;
}

export function displayNameIssue(displayName: string): string | null {
  if (displayName.trim() === "") return RULE("displayNameRequired");
  if (displayName.length > TEMPLATE_LIMITS.displayName) return RULE("displayNameTooLong");
  return null;
}

/**
 * The body's own rules: required, ≤ 1024, well-formed variables numbered from {{1}} in order
 * without gaps, none adjacent, none first or last, and not too many for the text's length.
 * The first failure only: the editor shows one message under the field.
 */
export function bodyIssue(body: string): string | null {
  if (body.trim() === "") return RULE("bodyRequired");
  if (body.length > TEMPLATE_LIMITS.body) return RULE("bodyTooLong");
  if (hasMalformedVariable(body)) return RULE("variableMalformed");
  const numbers = variablesIn(body);
  if (numbers.length === 0) return null;
  let highest = 0;
  for (const n of numbers) {
    if (n > highest + 1) return RULE("variablesOrder");
    highest = Math.max(highest, n);
  }
  const trimmed = body.trim();
  if (/^\{\{\d+\}\}/.test(trimmed)) return RULE("variableAtStart");
  if (/\{\{\d+\}\}$/.test(trimmed)) return RULE("variableAtEnd");
  if (/\}\}\s*\{\{/.test(body)) return RULE("variablesAdjacent");
  const words = body
    .replace(PLACEHOLDER, " ")
    .split(/\s+/)
    .filter((word) => /[\p{L}\p{N}]/u.test(word));
  if (words.length < new Set(numbers).size * TEMPLATE_LIMITS.wordsPerVariable) return RULE("tooManyVariables");
  return null;
}

export function headerTextIssue(text: string): string | null {
  if (text.trim() === "") return RULE("headerTextRequired");
  if (text.length > TEMPLATE_LIMITS.headerText) return RULE("headerTextTooLong");
  if (/[\r\n]/.test(text)) return RULE("headerTextSingleLine");
  if (hasMalformedVariable(text)) return RULE("variableMalformed");
  if (variablesIn(text).length > 1) return RULE("headerTextVariables");
  return null;
}

export function footerIssue(footer: string): string | null {
  if (footer.length > TEMPLATE_LIMITS.footer) return RULE("footerTooLong");
  if (BRACES.test(footer)) return RULE("footerVariables");
  return null;
}

export type TemplateButton = {
  type: TemplateButtonType;
  text: string;
  url?: string | null;
  phone_number?: string | null;
};

export function buttonTextIssue(text: string): string | null {
  if (text.trim() === "") return RULE("buttonTextRequired");
  if (text.length > TEMPLATE_LIMITS.buttonText) return RULE("buttonTextTooLong");
  if (BRACES.test(text)) return RULE("buttonTextVariables");
  return null;
}

/** An https URL; a variable only as its very end ("https://x.com/track/{{1}}"). */
export function urlIssue(url: string): string | null {
  if (url.trim() === "") return RULE("urlRequired");
  if (url.length > TEMPLATE_LIMITS.url) return RULE("urlTooLong");
  const withoutSuffix = url.replace(/\{\{[1-9]\d*\}\}$/, "");
  if (BRACES.test(withoutSuffix)) return RULE("urlVariableAtEnd");
  let parsed: URL;
  try {
    parsed = new URL(withoutSuffix);
  } catch {
    return RULE("urlInvalid");
  }
  if (parsed.protocol !== "https:" || !parsed.hostname.includes(".")) return RULE("urlInvalid");
  return null;
}

/** International format with the country code: "+905321234567". */
export function phoneIssue(phone: string): string | null {
  if (phone.trim() === "") return RULE("phoneRequired");
  if (!PHONE_PATTERN.test(phone)) return RULE("phoneFormat");
  return null;
}

/** The list's rules: at most 3, URL ≤ 2, phone ≤ 1, quick replies kept together (Meta's grouping). */
export function buttonsIssue(buttons: readonly Pick<TemplateButton, "type">[]): string | null {
  if (buttons.length > TEMPLATE_LIMITS.buttons) return RULE("tooManyButtons");
  if (buttons.filter((button) => button.type === "URL").length > TEMPLATE_LIMITS.urlButtons)
    return RULE("tooManyUrlButtons");
  if (buttons.filter((button) => button.type === "PHONE_NUMBER").length > TEMPLATE_LIMITS.phoneButtons) {
    return RULE("tooManyPhoneButtons");
  }
  // Quick replies and call-to-action buttons form two groups, never interleaved.
  const groups = buttons
    .map((button) => button.type === "QUICK_REPLY")
    .filter((quick, i, all) => i === 0 || quick !== all[i - 1]);
  if (groups.length > 2) return RULE("buttonsGrouping");
  return null;
}

export type TemplateVariable = { name: string; example: string };

/** Each variable's own rules: a trimmed, non-empty, unique name and an example value. */
export function variableIssues(
  variables: readonly TemplateVariable[],
): { index: number; field: "name" | "example"; key: string }[] {
  const issues: { index: number; field: "name" | "example"; key: string }[] = [];
  const seen = new Set<string>();
  variables.forEach((variable, index) => {
    const name = variable.name.trim();
    if (name === "") issues.push({ index, field: "name", key: RULE("variableNameRequired") });
    else if (seen.has(name.toLocaleLowerCase("tr")))
      issues.push({ index, field: "name", key: RULE("variableNameDuplicate") });
    seen.add(name.toLocaleLowerCase("tr"));
    if (variable.example.trim() === "") issues.push({ index, field: "example", key: RULE("variableExampleRequired") });
  });
  return issues;
}

/** What a whole template's content is checked against, whichever part a variable sits in. */
export type TemplateContent = {
  headerType: TemplateHeaderType;
  headerText?: string | null;
  body: string;
  buttons: readonly TemplateButton[];
  variables: readonly TemplateVariable[];
};

/** The variable numbers a template uses anywhere (header, body, URL buttons), sorted, once each. */
export function usedVariables(content: Omit<TemplateContent, "variables">): number[] {
  const texts = [content.body, content.headerType === "TEXT" ? (content.headerText ?? "") : ""];
  for (const button of content.buttons) if (button.type === "URL" && button.url) texts.push(button.url);
  return [...new Set(texts.flatMap(variablesIn))].sort((a, b) => a - b);
}

/**
 * Variables against their uses: the list holds {{1}}…{{n}} exactly, so every placeholder has a
 * variable (and an example) and every variable is used.
 */
export function variablesUseIssue(content: TemplateContent): string | null {
  const used = usedVariables(content);
  const count = content.variables.length;
  if (used.some((n) => n > count)) return RULE("variableUndefined");
  if (used.length < count) return RULE("variableUnused");
  return null;
}
