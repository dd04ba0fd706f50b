import { toNestErrors, validateFieldsNatively } from "@hookform/resolvers";
import type { FieldError, FieldValues, Resolver } from "react-hook-form";
import type { z } from "zod";
import { issueField, issueMessage, type IssueMessage } from "@/lib/validation/issues";

// The resolver of every form: the route's own zod schema (lib/validation/*), through
// @hookform/resolvers. zodResolver keeps an issue's message (our translation key) but drops the
// issue's limits, so "validation.tooLong" could not say {max}; the kit parses with the same schema
// and keeps the whole IssueMessage (key + values), the very mapping the server answers with.

const CLIENT_MESSAGE_PREFIX = "{";

/** A client-side message: the IssueMessage, carried in FieldError.message as JSON. */
export function encodeIssueMessage(message: IssueMessage): string {
  return JSON.stringify(message);
}

export function decodeIssueMessage(text: string): IssueMessage | null {
  if (!text.startsWith(CLIENT_MESSAGE_PREFIX)) return null;
  try {
    const parsed = JSON.parse(text) as IssueMessage;
    return typeof parsed.key === "string" ? parsed : null;
  } catch {
    return null;
  }
}

/** react-hook-form's resolver for `schema`: parsed values, or the first issue of each field. */
export function formResolver<Input extends FieldValues, Output extends FieldValues>(
  schema: z.ZodType<Output, Input>,
): Resolver<Input, unknown, Output> {
  return async (values, _context, options) => {
    const result = await schema.safeParseAsync(values);
    if (result.success) {
      if (options.shouldUseNativeValidation) validateFieldsNatively({}, options);
      return { values: result.data, errors: {} };
    }
    const errors: Record<string, FieldError> = {};
    for (const issue of result.error.issues) {
      errors[issueField(issue)] ??= { type: issue.code, message: encodeIssueMessage(issueMessage(issue)) };
    }
    return { values: {}, errors: toNestErrors(errors, options) };
  };
}

type Translate = (key: string, values?: Record<string, string | number>) => string;

/** A field's error in words: a client key through `t`, the server's (already translated) text as is. */
export function fieldErrorText(t: Translate, error: { message?: string } | undefined): string | undefined {
  if (!error?.message) return undefined;
  const issue = decodeIssueMessage(error.message);
  return issue ? t(issue.key, issue.values) : error.message;
}
