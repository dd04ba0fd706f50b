import type { z } from "zod";
import { ApiError } from "@/lib/api-client";
import { issueField, issueMessage, type IssueMessage } from "@/lib/validation/issues";

// Messages of a request or a parse outside a kit form (components/form/form-kit.tsx is the way a
// form shows them): the zod schema's translation keys, and the server's own (translated) text.

export type FieldMessage = IssueMessage | { text: string };
export type FieldMessages = Record<string, FieldMessage>;

/** The first issue of each field of a failed parse, keyed by the field's path. */
export function zodFieldMessages(error: z.ZodError): FieldMessages {
  const messages: FieldMessages = {};
  for (const issue of error.issues) messages[issueField(issue)] ??= issueMessage(issue);
  return messages;
}

/** The server's own message for a failed request, or `fallback` when it sent none. */
export function requestErrorText(error: unknown, fallback: string): string {
  return error instanceof ApiError && error.code && error.message ? error.message : fallback;
}
