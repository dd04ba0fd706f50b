import {
  MEDIA_HEADER_TYPES,
  TEMPLATE_CATEGORIES,
  placeholder,
  variablesIn,
  type TemplateButton,
  type TemplateCategory,
  type TemplateHeaderType,
  type TemplateVariable,
} from "@/lib/templates/rules";

// Kanal's template ↔ Meta's template format (meta.md §1.1, §2.1): the components a submission
// carries (with examples), the components a send carries (with values), and the reverse for the
// import. Kanal numbers its variables once for the whole template ({{n}} is variables[n-1]); Meta
// numbers the header, the body and each URL separately, each from {{1}}. The body always uses
// Kanal's {{1}}…{{k}} (the rules make it sequential), so only the header and URLs are renumbered.

export type KanalTemplate = {
  name: string;
  displayName: string;
  language: string;
  category: TemplateCategory;
  headerType: TemplateHeaderType;
  headerText: string | null;
  headerMediaId: string | null;
  body: string;
  footer: string | null;
  buttons: TemplateButton[];
  variables: TemplateVariable[];
};

/** Meta has no TRANSACTIONAL category since 2023: it is submitted as UTILITY (meta.md §1.4). */
export const metaCategory = (category: TemplateCategory) => (category === "MARKETING" ? "MARKETING" : "UTILITY");

type Json = Record<string, unknown>;

const only = (text: string) => variablesIn(text)[0] ?? null;
const renumbered = (text: string) => text.replace(/\{\{\d+\}\}/, "{{1}}");
const exampleOf = (variables: readonly TemplateVariable[], n: number) => variables[n - 1]?.example ?? "";

/** Meta's `components` for a submission (and the export), examples included. */
export function submissionComponents(template: KanalTemplate, mediaHandle?: string | null): Json[] {
  const components: Json[] = [];
  if (template.headerType === "TEXT" && template.headerText) {
    const n = only(template.headerText);
    components.push({
      type: "HEADER",
      format: "TEXT",
      text: renumbered(template.headerText),
      ...(n ? { example: { header_text: [exampleOf(template.variables, n)] } } : {}),
    });
  } else if ((MEDIA_HEADER_TYPES as readonly string[]).includes(template.headerType)) {
    components.push({
      type: "HEADER",
      format: template.headerType,
      example: { header_handle: [mediaHandle ?? `kanal-media:${template.headerMediaId ?? ""}`] },
    });
  }
  const bodyNumbers = [...new Set(variablesIn(template.body))].sort((a, b) => a - b);
  components.push({
    type: "BODY",
    text: template.body,
    ...(bodyNumbers.length
      ? { example: { body_text: [bodyNumbers.map((n) => exampleOf(template.variables, n))] } }
      : {}),
  });
  if (template.footer) components.push({ type: "FOOTER", text: template.footer });
  if (template.buttons.length) {
    components.push({
      type: "BUTTONS",
      buttons: template.buttons.map((button) => {
        if (button.type === "URL") {
          const url = button.url ?? "";
          const n = only(url);
          return {
            type: "URL",
            text: button.text,
            url: renumbered(url),
            ...(n ? { example: [url.replace(/\{\{\d+\}\}$/, exampleOf(template.variables, n))] } : {}),
          };
        }
        if (button.type === "PHONE_NUMBER")
          return { type: "PHONE_NUMBER", text: button.text, phone_number: button.phone_number };
        return { type: "QUICK_REPLY", text: button.text };
      }),
    });
  }
  return components;
}

/**
 * Meta's `template.components` for a send, values filled in by variable number (meta.md §2.1).
 * A media header names the library file (`kanalMediaFileId`): the send uploads it to the provider
 * and puts the provider's media id in its place.
 */
export function sendComponents(template: KanalTemplate, values: readonly string[]): Json[] {
  const components: Json[] = [];
  const value = (n: number) => values[n - 1] ?? "";
  if (template.headerType === "TEXT" && template.headerText) {
    const n = only(template.headerText);
    if (n) components.push({ type: "header", parameters: [{ type: "text", text: value(n) }] });
  } else if ((MEDIA_HEADER_TYPES as readonly string[]).includes(template.headerType) && template.headerMediaId) {
    const kind = template.headerType.toLowerCase();
    components.push({
      type: "header",
      parameters: [{ type: kind, [kind]: { kanalMediaFileId: template.headerMediaId } }],
    });
  }
  const bodyNumbers = [...new Set(variablesIn(template.body))].sort((a, b) => a - b);
  if (bodyNumbers.length) {
    components.push({ type: "body", parameters: bodyNumbers.map((n) => ({ type: "text", text: value(n) })) });
  }
  template.buttons.forEach((button, index) => {
    const n = button.type === "URL" ? only(button.url ?? "") : null;
    if (n) {
      components.push({
        type: "button",
        sub_type: "url",
        index: String(index),
        parameters: [{ type: "text", text: value(n) }],
      });
    }
  });
  return components;
}

/** The text with each {{n}} replaced by its value. */
export function fillVariables(text: string, values: readonly string[]): string {
  return text.replace(/\{\{(\d+)\}\}/g, (whole, n: string) => values[Number(n) - 1] ?? whole);
}

/** One template in Meta's format as Kanal exports it; `kanal` keeps what Meta's format cannot hold. */
export type MetaTemplate = {
  name: string;
  language: string;
  category: string;
  status?: string;
  parameter_format?: "POSITIONAL";
  components: Json[];
  kanal?: {
    displayName: string;
    category: TemplateCategory;
    variableNames: string[];
    headerMediaId: string | null;
    /** Kanal's variable number behind the header's and each button's {{1}} (Meta renumbers them). */
    headerVariable: number | null;
    buttonVariables: (number | null)[];
  };
};

export function toMetaTemplate(template: KanalTemplate & { status?: string }): MetaTemplate {
  return {
    name: template.name,
    language: template.language,
    category: metaCategory(template.category),
    ...(template.status ? { status: template.status } : {}),
    parameter_format: "POSITIONAL",
    components: submissionComponents(template),
    kanal: {
      displayName: template.displayName,
      category: template.category,
      variableNames: template.variables.map((variable) => variable.name),
      headerMediaId: template.headerMediaId,
      headerVariable: template.headerType === "TEXT" && template.headerText ? only(template.headerText) : null,
      buttonVariables: template.buttons.map((button) => (button.type === "URL" ? only(button.url ?? "") : null)),
    },
  };
}

export type ParsedMetaTemplate =
  { ok: true; template: KanalTemplate } | { ok: false; reason: "invalid" | "unsupported"; detail: string };

const isObject = (value: unknown): value is Json =>
  typeof value === "object" && value !== null && !Array.isArray(value);
const str = (value: unknown) => (typeof value === "string" ? value : null);

/**
 * One template of an import (Kanal's export or Meta's own: `GET /<WABA>/message_templates`'s
 * `data[]`), as Kanal's fields; the editor's schema checks the result afterwards.
 */
export function fromMetaTemplate(input: unknown): ParsedMetaTemplate {
  if (!isObject(input)) return { ok: false, reason: "invalid", detail: "not an object" };
  const name = str(input.name);
  const language = str(input.language);
  if (!name || !language) return { ok: false, reason: "invalid", detail: "name and language are required" };
  const extra = isObject(input.kanal) ? input.kanal : {};
  const metaCat = str(input.category)?.toUpperCase() ?? "MARKETING";
  const kanalCat = str(extra.category);
  let category: TemplateCategory;
  if (kanalCat && (TEMPLATE_CATEGORIES as readonly string[]).includes(kanalCat))
    category = kanalCat as TemplateCategory;
  else if ((TEMPLATE_CATEGORIES as readonly string[]).includes(metaCat)) category = metaCat as TemplateCategory;
  else return { ok: false, reason: "unsupported", detail: `category ${metaCat}` };

  const components = Array.isArray(input.components) ? input.components.filter(isObject) : [];
  const find = (type: string) => components.find((component) => str(component.type)?.toUpperCase() === type);
  const body = find("BODY");
  const bodyText = str(body?.text);
  if (!bodyText) return { ok: false, reason: "invalid", detail: "BODY is required" };
  const known = new Set(["HEADER", "BODY", "FOOTER", "BUTTONS"]);
  const unknown = components
    .map((component) => str(component.type)?.toUpperCase() ?? "?")
    .find((type) => !known.has(type));
  if (unknown) return { ok: false, reason: "unsupported", detail: unknown };

  // Body variables keep their numbers; the header's and each URL's {{1}} take the next ones.
  const examples: string[] = [];
  const bodyExamples =
    isObject(body?.example) && Array.isArray(body.example.body_text) ? body.example.body_text[0] : null;
  const bodyCount = Math.max(0, ...variablesIn(bodyText));
  for (let n = 1; n <= bodyCount; n++)
    examples.push(Array.isArray(bodyExamples) ? String(bodyExamples[n - 1] ?? "") : "");
  // Kanal's own export says which variable each one was; Meta's gets new numbers.
  const mapped = (n: unknown) => (typeof n === "number" && Number.isInteger(n) && n >= 1 ? n : null);
  const next = (example: string, known: number | null = null) => {
    if (known) {
      while (examples.length < known) examples.push("");
      if (!examples[known - 1]) examples[known - 1] = example;
      return placeholder(known);
    }
    examples.push(example);
    return placeholder(examples.length);
  };
  const buttonVariables = Array.isArray(extra.buttonVariables) ? extra.buttonVariables : [];

  let headerType: TemplateHeaderType = "NONE";
  let headerText: string | null = null;
  const header = find("HEADER");
  if (header) {
    const format = str(header.format)?.toUpperCase() ?? "TEXT";
    if (format === "TEXT") {
      headerType = "TEXT";
      const text = str(header.text) ?? "";
      const example =
        isObject(header.example) && Array.isArray(header.example.header_text)
          ? String(header.example.header_text[0] ?? "")
          : "";
      headerText = variablesIn(text).length
        ? text.replace(/\{\{\d+\}\}/, next(example, mapped(extra.headerVariable)))
        : text;
    } else if ((MEDIA_HEADER_TYPES as readonly string[]).includes(format)) {
      headerType = format as TemplateHeaderType;
    } else {
      return { ok: false, reason: "unsupported", detail: `HEADER ${format}` };
    }
  }

  const buttons: TemplateButton[] = [];
  const buttonsComponent = find("BUTTONS");
  const buttonList = Array.isArray(buttonsComponent?.buttons) ? buttonsComponent.buttons.filter(isObject) : [];
  for (const [index, button] of buttonList.entries()) {
    const type = str(button.type)?.toUpperCase();
    const text = str(button.text) ?? "";
    if (type === "QUICK_REPLY") buttons.push({ type, text });
    else if (type === "PHONE_NUMBER") buttons.push({ type, text, phone_number: str(button.phone_number) ?? "" });
    else if (type === "URL") {
      let url = str(button.url) ?? "";
      if (variablesIn(url).length) {
        const prefix = url.replace(/\{\{\d+\}\}$/, "");
        const full = Array.isArray(button.example) ? String(button.example[0] ?? "") : "";
        url = prefix + next(full.startsWith(prefix) ? full.slice(prefix.length) : full, mapped(buttonVariables[index]));
      }
      buttons.push({ type, text, url });
    } else return { ok: false, reason: "unsupported", detail: `button ${type ?? "?"}` };
  }

  const names = Array.isArray(extra.variableNames) ? extra.variableNames.map(String) : [];
  return {
    ok: true,
    template: {
      name,
      displayName: str(extra.displayName) ?? name,
      language,
      category,
      headerType,
      headerText,
      headerMediaId: str(extra.headerMediaId),
      body: bodyText,
      footer: str(find("FOOTER")?.text),
      buttons,
      variables: examples.map((example, index) => ({ name: names[index] || `var_${index + 1}`, example })),
    },
  };
}
