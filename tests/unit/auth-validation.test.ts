import { describe, expect, it } from "vitest";
import {
  isStrongPassword,
  loginSchema,
  registerFormSchema,
  registerSchema,
  resetPasswordFormSchema,
  verificationCodeSchema,
} from "@/lib/validation/auth";
import { issueMessage } from "@/lib/validation/issues";

// The auth schemas the forms and the route handlers share.

const keysOf = (result: { success: boolean; error?: { issues: Parameters<typeof issueMessage>[0][] } }) =>
  result.error?.issues.map((issue) => [issue.path.join("."), issueMessage(issue).key]) ?? [];

const validRegistration = {
  firstName: "Ayşe",
  lastName: "Yılmaz",
  email: "  Ayse@Example.COM ",
  password: "Guclu-Parola1",
  acceptTerms: true,
};

describe("password rule (reset page: 8+, upper, lower, digit; special not required)", () => {
  it.each([
    ["Abcdefg1", true],
    ["Şifre123", true],
    ["abcdefg1", false],
    ["ABCDEFG1", false],
    ["Abcdefgh", false],
    ["Abc1", false],
  ])("%s → %s", (password, strong) => {
    expect(isStrongPassword(password)).toBe(strong);
  });

  it("refuses passwords over 72 bytes instead of truncating them", () => {
    const seventyTwoBytes = `Aa1${"ş".repeat(34)}x`; // 3 + 68 + 1 = 72 bytes
    expect(registerSchema.safeParse({ ...validRegistration, password: seventyTwoBytes }).success).toBe(true);
    const result = registerSchema.safeParse({ ...validRegistration, password: `${seventyTwoBytes}y` });
    expect(keysOf(result)).toEqual([["password", "validation.passwordTooLong"]]);
    expect(keysOf(loginSchema.safeParse({ email: "a@b.co", password: "x".repeat(73) }))).toEqual([
      ["password", "validation.passwordTooLong"],
    ]);
  });

  it("a short password gets the length message only", () => {
    expect(keysOf(registerSchema.safeParse({ ...validRegistration, password: "Ab1" }))).toEqual([
      ["password", "validation.passwordMin"],
    ]);
  });
});

describe("registerSchema", () => {
  it("trims and lower-cases the e-mail, drops empty optionals", () => {
    const parsed = registerSchema.parse({ ...validRegistration, phone: "", company: "  " });
    expect(parsed.email).toBe("ayse@example.com");
    expect(parsed.phone).toBeUndefined();
    expect(parsed.company).toBeUndefined();
    expect(parsed.acceptMarketing).toBe(false);
  });

  it("requires accepted terms and a listed company size", () => {
    expect(keysOf(registerSchema.safeParse({ ...validRegistration, acceptTerms: false, companySize: "9000" }))).toEqual(
      [
        ["companySize", "validation.invalidOption"],
        ["acceptTerms", "validation.acceptTerms"],
      ],
    );
  });

  it("the form also wants the password twice", () => {
    const result = registerFormSchema.safeParse({ ...validRegistration, confirmPassword: "Baska-Parola1" });
    expect(keysOf(result)).toEqual([["confirmPassword", "validation.passwordsDiffer"]]);
  });
});

describe("reset form and code", () => {
  it("needs matching passwords", () => {
    expect(
      resetPasswordFormSchema.safeParse({ password: "Guclu-Parola1", confirmPassword: "Guclu-Parola1" }).success,
    ).toBe(true);
    expect(keysOf(resetPasswordFormSchema.safeParse({ password: "Guclu-Parola1", confirmPassword: "x" }))).toEqual([
      ["confirmPassword", "validation.passwordsDiffer"],
    ]);
  });

  it.each([
    ["123456", true],
    ["000001", true],
    ["12345", false],
    ["1234567", false],
    ["12 456", false],
    ["１２３４５６", false],
  ])("code %s → %s", (code, valid) => {
    expect(verificationCodeSchema.safeParse(code).success).toBe(valid);
  });
});
