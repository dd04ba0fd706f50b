"use client";

import { useTranslations } from "next-intl";
import { useCallback } from "react";
import type { z } from "zod";
import { zodFieldMessages, type FieldMessage } from "@/components/form/field-messages";
import { ApiError } from "@/lib/api-client";

/**
 * The panel's small forms (a contact field, an order, a note) check their input with the route's
 * own schema and show the first issue of each field; a refused request puts the server's texts on
 * the same fields. Returns the messages as text, keyed by field.
 */
export function useFieldErrors() {
  const t = useTranslations();
  const text = useCallback(
    (message: FieldMessage) => ("text" in message ? message.text : t(message.key, message.values)),
    [t],
  );
  /** The parse's issues as texts, or null when it passed. */
  const ofParse = useCallback(
    (result: z.ZodSafeParseResult<unknown>): Record<string, string> | null => {
      if (result.success) return null;
      return Object.fromEntries(
        Object.entries(zodFieldMessages(result.error)).map(([field, message]) => [field, text(message)]),
      );
    },
    [text],
  );
  /** A failed request's field texts (and its message under `""`, the form's alert). */
  const ofRequest = useCallback((error: unknown, fallback: string): Record<string, string> => {
    if (error instanceof ApiError) {
      const fields = error.fieldErrors;
      return Object.keys(fields).length > 0 ? fields : { "": error.message || fallback };
    }
    return { "": fallback };
  }, []);
  return { ofParse, ofRequest };
}
