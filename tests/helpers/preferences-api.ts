// GET / PUT /api/v1/account/preferences called as a signed-in user, for the preference tests
// (notifications, appearance, region): a fresh user, reading, writing, and the 400's field errors.
import * as preferences from "@/app/api/v1/account/preferences/route";
import { createCompany, createUser, signIn } from "@/tests/helpers/factories";
import { expect } from "vitest";
import { call, errorFields } from "@/tests/helpers/request";

export type Json = Record<string, unknown>;
type Headers = Record<string, string>;

/** A signed-in user of its own new company (or of `companyId`), and its auth headers. */
export async function newUser(companyId?: string) {
  const user = await createUser({ companyId: companyId ?? (await createCompany()).id });
  const { headers } = await signIn(user);
  return { user, headers: headers as Headers };
}

export const readPreferences = (headers: Headers) => call(preferences.GET, "/api/v1/account/preferences", { headers });

export const writePreferences = (headers: Headers, body: unknown) =>
  call(preferences.PUT, "/api/v1/account/preferences", { method: "PUT", headers, body });

/** The answer is a 400 VALIDATION_ERROR naming exactly `fields` (by their dotted paths, in any order). */
export function expectInvalid(response: { status: number; json: Json | null }, fields: string[]) {
  expect(response.status).toBe(400);
  expect(response.json).toMatchObject({ success: false, code: "VALIDATION_ERROR" });
  expect(errorFields(response).sort()).toEqual([...fields].sort());
}
