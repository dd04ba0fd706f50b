import type { FieldValues, Path, UseFormReturn } from "react-hook-form";
import { ApiError, isAbortError } from "@/lib/api-client";

// The one way a failed request lands on a form: the envelope's errors[] (ApiError.fieldErrors,
// already translated by the server) go under the fields the form has; the rest, or the message
// when there are no field errors, go into the form's alert (errors.root.server, which
// react-hook-form clears on the next submit). Without an envelope (a network failure, a proxy's
// HTML page) the alert says `fallback`.

/** The type of a FieldError that holds the server's own (translated) text. */
export const SERVER_ERROR = "server";

/** Where a failed request's messages go, for a form whose fields are `hasField`. */
export function placeServerErrors(
  error: unknown,
  hasField: (path: string) => boolean,
  fallback: string,
): { fields: Record<string, string>; alert: string | null } {
  if (!(error instanceof ApiError) || !error.code) return { fields: {}, alert: fallback };
  const fields: Record<string, string> = {};
  const unplaced: string[] = [];
  for (const [field, text] of Object.entries(error.fieldErrors)) {
    if (hasField(field)) fields[field] = text;
    else unplaced.push(text);
  }
  const hasFieldErrors = Object.keys(error.fieldErrors).length > 0;
  const alert = hasFieldErrors ? (unplaced.length ? unplaced.join(", ") : null) : error.message || fallback;
  return { fields, alert };
}

/** True when `path` ("address.city") names a value of `values`: the form's fields are its default values. */
export function hasValuePath(values: unknown, path: string): boolean {
  let current: unknown = values;
  for (const key of path.split(".")) {
    if (current === null || typeof current !== "object" || !(key in current)) return false;
    current = (current as Record<string, unknown>)[key];
  }
  return true;
}

type ErrorTarget<T extends FieldValues> = Pick<UseFormReturn<T>, "setError" | "getValues">;

/**
 * Puts a failed request on `form`: field errors on their fields (the first one focused), the rest
 * in the form alert, which it returns (null when everything found a field). A cancelled request
 * (AbortError) changes nothing.
 */
export function applyServerErrors<T extends FieldValues>(
  form: ErrorTarget<T>,
  error: unknown,
  fallback: string,
  /** The fields that show their own errors; by default every value the form has. */
  shownFields?: readonly string[],
): string | null {
  if (isAbortError(error)) return null;
  const values = form.getValues();
  const hasField = (path: string) => (shownFields ? shownFields.includes(path) : hasValuePath(values, path));
  const { fields, alert } = placeServerErrors(error, hasField, fallback);
  Object.entries(fields).forEach(([field, message], index) =>
    form.setError(field as Path<T>, { type: SERVER_ERROR, message }, { shouldFocus: index === 0 }),
  );
  if (alert) form.setError("root.server", { type: SERVER_ERROR, message: alert });
  return alert;
}

/** The dotted paths of the server's messages in react-hook-form's errors (of type `serverType`). */
export function serverErrorPaths(errors: object, serverType: string, prefix = ""): string[] {
  const paths: string[] = [];
  for (const [key, value] of Object.entries(errors)) {
    if (!value || typeof value !== "object" || key === "root") continue;
    const path = prefix ? `${prefix}.${key}` : key;
    if ((value as { type?: unknown }).type === serverType) paths.push(path);
    else if (!("type" in value)) paths.push(...serverErrorPaths(value, serverType, path));
  }
  return paths;
}
