import type { z } from "zod";

// Zod issues → translation keys under `validation.*`, shared by forms (client) and route
// handlers (server) so both say the same thing in the same words.
// A schema may name its own key: `z.string().min(1, { error: "validation.required" })`.

export type IssueMessage = { key: string; values?: Record<string, string | number> };

// …or a screen's own rules namespace (`templates.rules.*`, `customers.orders.rules.*`), for rules
// only that screen has.
const KEY_PATTERN = /^(validation|[a-z][A-Za-z0-9]*(\.[a-z][A-Za-z0-9]*)?\.rules)\.[A-Za-z0-9_.]+$/;

export function issueMessage(issue: z.core.$ZodIssue): IssueMessage {
  // A schema's own key still gets the issue's limits, so "validation.tooLong" can say {max}.
  if (KEY_PATTERN.test(issue.message)) return { key: issue.message, values: limitsOf(issue) };
  switch (issue.code) {
    case "invalid_type":
      return isMissing(issue) ? { key: "validation.required" } : { key: "validation.invalidType" };
    case "too_small":
      return issue.origin === "string"
        ? { key: "validation.tooShort", values: { min: Number(issue.minimum) } }
        : { key: "validation.tooSmall", values: { min: Number(issue.minimum) } };
    case "too_big":
      return issue.origin === "string"
        ? { key: "validation.tooLong", values: { max: Number(issue.maximum) } }
        : { key: "validation.tooBig", values: { max: Number(issue.maximum) } };
    case "invalid_format":
      return issue.format === "email" ? { key: "validation.email" } : { key: "validation.invalidFormat" };
    case "invalid_value":
      return { key: "validation.invalidOption" };
    case "unrecognized_keys":
      return { key: "validation.unknownField" };
    default:
      return { key: "validation.invalid" };
  }
}

function limitsOf(issue: z.core.$ZodIssue): Record<string, number> | undefined {
  if (issue.code === "too_small") return { min: Number(issue.minimum) };
  if (issue.code === "too_big") return { max: Number(issue.maximum) };
  return undefined;
}

// Zod leaves `input` out of issues unless asked (reportInput); its own message names what it got.
function isMissing(issue: z.core.$ZodIssue): boolean {
  if ("input" in issue && issue.input !== undefined) return issue.input === null;
  return /received (undefined|null)$/.test(issue.message);
}

/** The dotted path of the input that failed ("" for the body as a whole). */
export function issueField(issue: z.core.$ZodIssue): string {
  return issue.path.map(String).join(".");
}
