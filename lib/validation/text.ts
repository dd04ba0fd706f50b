import { z } from "zod";

// Which characters a text Kanal accepts may hold (issue 13 #3). Shared by the schemas (forms, the
// route handlers and the CSV import's rows) and by the server's input gate (lib/server/http/parse.ts),
// which checks every string and key of every JSON body, query string and path id before a handler
// runs, so no schema can forget it.
//
// Refused, never stripped: a silently changed value (a name, a password, a search, an id) is worse
// than a 400 the client can show on the field.
//  - Anywhere: C0 controls but tab, line feed and carriage return (NUL above all: PostgreSQL cannot
//    store it in text or JSON), DEL, the C1 controls (U+0080–U+009F), and lone UTF-16 surrogates
//    (JSON allows "\ud800", UTF-8 cannot encode it: it would be stored as U+FFFD).
//  - In single-line fields (names, e-mail, phone, tags, links, ids, searches): tab, line feed and
//    carriage return too. Multi-line fields (notes, descriptions, bio) keep them.

const CONTROL = "\\u0000-\\u0008\\u000B\\u000C\\u000E-\\u001F\\u007F-\\u009F";
const LONE_SURROGATE = "[\\uD800-\\uDBFF](?![\\uDC00-\\uDFFF])|(?<![\\uD800-\\uDBFF])[\\uDC00-\\uDFFF]";

/** A character no text may hold. */
export const FORBIDDEN_CHARACTER = new RegExp(`[${CONTROL}]|${LONE_SURROGATE}`);
const FORBIDDEN_CHARACTERS = new RegExp(FORBIDDEN_CHARACTER, "g");

export const CONTROL_CHARACTER_KEY = "validation.controlCharacter";
export const SINGLE_LINE_KEY = "validation.singleLine";

/** A multi-line text's check: `z.string().max(5000).check(multiLine)`. */
export const multiLine = z.superRefine<string>((value, ctx) => {
  if (FORBIDDEN_CHARACTER.test(value)) ctx.addIssue({ code: "custom", message: CONTROL_CHARACTER_KEY, input: value });
});

/** A single-line text's check: `z.string().max(100).check(singleLine)`. */
export const singleLine = z.superRefine<string>((value, ctx) => {
  if (FORBIDDEN_CHARACTER.test(value)) ctx.addIssue({ code: "custom", message: CONTROL_CHARACTER_KEY, input: value });
  else if (/[\t\n\r]/.test(value)) ctx.addIssue({ code: "custom", message: SINGLE_LINE_KEY, input: value });
});

/**
 * The path of the first string or object key in `value` (parsed JSON, any depth) holding a
 * forbidden character, or null. Iterative, so 10,000 levels of nesting cannot overflow the stack.
 */
export function findForbiddenText(value: unknown): (string | number)[] | null {
  type Item = { value: unknown; key?: string | number; parent?: Item };
  const pathOf = (item: Item, last?: string) => {
    const path: (string | number)[] = last === undefined ? [] : [last];
    for (let at: Item | undefined = item; at && at.key !== undefined; at = at.parent) path.unshift(at.key);
    return path;
  };
  const stack: Item[] = [{ value }];
  while (stack.length > 0) {
    const item = stack.pop()!;
    if (typeof item.value === "string") {
      if (FORBIDDEN_CHARACTER.test(item.value)) return pathOf(item);
    } else if (Array.isArray(item.value)) {
      item.value.forEach((child, index) => stack.push({ value: child, key: index, parent: item }));
    } else if (item.value && typeof item.value === "object") {
      for (const [key, child] of Object.entries(item.value)) {
        if (FORBIDDEN_CHARACTER.test(key)) return pathOf(item, key.replace(FORBIDDEN_CHARACTERS, "\uFFFD"));
        stack.push({ value: child, key, parent: item });
      }
    }
  }
  return null;
}
