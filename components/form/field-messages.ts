import { useTranslations } from "next-intl";
import { useCallback } from "react";
import type { z } from "zod";
import { ApiError } from "@/lib/api-client";
import { issueField, issueMessage, type IssueMessage } from "@/lib/validation/issues";

// Errors shown under form fields come from two places: the zod schema in the browser (translation
// keys, rendered in the current language) and the server (text it already translated).

export type FieldMessage = IssueMessage | { text: string };
export type FieldMessages = Record<string, FieldMessage>;

/** The first issue of each field of a failed parse, keyed by the field's path. */
export function zodFieldMessages(error: z.ZodError): FieldMessages {
  const messages: FieldMessages = {};
  for (const issue of error.issues) messages[issueField(issue)] ??= issueMessage(issue);
  return messages;
}

/**
 * How a failed request lands on a form: errors on fields the form has go under those fields; the
 * rest (or the message, when there are no field errors) goes into the form's red box. Without an
 * envelope from the server (a network failure, a proxy's HTML page) the box gets `fallback`.
 */
export function requestErrorMessages(
  error: unknown,
  fields: readonly string[],
  fallback: string,
): { fieldMessages: FieldMessages; alert: string | null } {
  if (!(error instanceof ApiError) || !error.code) return { fieldMessages: {}, alert: fallback };
  const fieldMessages: FieldMessages = {};
  const unplaced: string[] = [];
  for (const [field, text] of Object.entries(error.fieldErrors)) {
    if (fields.includes(field)) fieldMessages[field] = { text };
    else unplaced.push(text);
  }
  const hasFieldErrors = Object.keys(error.fieldErrors).length > 0;
  const alert = hasFieldErrors ? (unplaced.length ? unplaced.join(", ") : null) : error.message || fallback;
  return { fieldMessages, alert };
}

/** The server's own message for a failed request, or `fallback` when it sent none. */
export function requestErrorText(error: unknown, fallback: string): string {
  return error instanceof ApiError && error.code && error.message ? error.message : fallback;
}

/** Renders a FieldMessage in the current language. */
export function useFieldMessageText() {
  const t = useTranslations();
  return useCallback(
    (message: FieldMessage | undefined): string | undefined => {
      if (!message) return undefined;
      return "text" in message ? message.text : t(message.key, message.values);
    },
    [t],
  );
}
