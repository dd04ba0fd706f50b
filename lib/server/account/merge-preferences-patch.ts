import "server-only";

// A PUT of preferences may carry only the switches it changes: `{ notifications: { channels:
// { sms: true } } }` turns SMS on and leaves every other stored choice alone. The body is laid
// over the stored preferences object by object (arrays and plain values replace), and the result
// is validated whole, so an error still names the body's own path (notifications.doNotDisturb.start).

type PlainObject = Record<string, unknown>;

const isPlainObject = (value: unknown): value is PlainObject =>
  typeof value === "object" && value !== null && !Array.isArray(value);

export function mergePreferencesPatch(stored: unknown, patch: unknown): unknown {
  if (!isPlainObject(stored) || !isPlainObject(patch)) return patch;
  const merged: PlainObject = { ...stored };
  for (const [key, value] of Object.entries(patch)) {
    // Own data keys only: "__proto__" from JSON.parse is an own key and would otherwise reach a setter.
    if (key === "__proto__" || key === "constructor" || key === "prototype") continue;
    merged[key] = key in stored ? mergePreferencesPatch(stored[key], value) : value;
  }
  return merged;
}
