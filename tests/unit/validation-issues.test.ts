import { describe, expect, it } from "vitest";
import { z } from "zod";
import { issueField, issueMessage } from "@/lib/validation/issues";

const schema = z.object({
  name: z.string().min(2),
  note: z.string().max(3),
  email: z.email(),
  size: z.enum(["1-10", "11-50"]),
  custom: z.string().min(1, { error: "validation.email" }),
  nested: z.object({ items: z.array(z.number()) }),
});

function issuesOf(input: unknown) {
  const result = schema.safeParse(input);
  if (result.success) throw new Error("expected failure");
  return Object.fromEntries(result.error.issues.map((issue) => [issueField(issue), issueMessage(issue)]));
}

describe("zod issues → translation keys", () => {
  it("maps each kind of failure to its key with values", () => {
    const issues = issuesOf({ name: "a", note: "long", email: "x", size: "big", custom: "", nested: { items: ["a"] } });
    expect(issues).toEqual({
      name: { key: "validation.tooShort", values: { min: 2 } },
      note: { key: "validation.tooLong", values: { max: 3 } },
      email: { key: "validation.email" },
      size: { key: "validation.invalidOption" },
      custom: { key: "validation.email", values: { min: 1 } },
      "nested.items.0": { key: "validation.invalidType" },
    });
  });

  it("a missing field is 'required'", () => {
    expect(issuesOf({}).name).toEqual({ key: "validation.required" });
  });
});

describe("a schema's own message key", () => {
  it("still carries the issue's limits", () => {
    const schema = z.object({ name: z.string().max(3, { error: "validation.tooLong" }) });
    const issue = schema.safeParse({ name: "abcd" }).error!.issues[0]!;
    expect(issueMessage(issue)).toEqual({ key: "validation.tooLong", values: { max: 3 } });
  });
});
