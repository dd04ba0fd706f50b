import { z } from "zod";

// The fields of the settings stored in User.preferences: each has the default that a missing
// value reads as, so an older stored object (or one without a newer option) is still complete.

/** One of `values`, `fallback` when missing. */
export const option = <const T extends readonly [string, ...string[]]>(values: T, fallback: T[number]) =>
  z.enum(values, { error: "validation.invalidOption" }).default(fallback);

/** A switch, `value` when missing. */
export const flag = (value: boolean) => z.boolean({ error: "validation.invalidType" }).default(value);
