// The form kit (components/form, issue 14 #1): a form validates with the route's own zod schema
// and shows the message in the reader's language; a failed request's errors[] land on their
// fields and what has no field goes to the form alert; the submit button knows it is submitting.
import { createTranslator } from "next-intl";
import { createElement, type ComponentProps } from "react";
import { renderToStaticMarkup } from "react-dom/server";
import { createFormControl, FormProvider, type FieldError } from "react-hook-form";
import { describe, expect, it } from "vitest";
import { fieldErrorText, formResolver } from "@/components/form/resolver";
import { applyServerErrors, placeServerErrors, SERVER_ERROR } from "@/components/form/server-errors";
import { SubmitButton } from "@/components/form/submit-button";
import { ApiError } from "@/lib/api-client";
import { PROFILE_NAME_MAX, updateProfileSchema } from "@/lib/validation/account";
import { loginSchema } from "@/lib/validation/auth";
import en from "@/messages/en.json";
import tr from "@/messages/tr.json";

const english = createTranslator({ locale: "en", messages: en });
const turkish = createTranslator({ locale: "tr", messages: tr });
const t = (key: string, values?: Record<string, string | number>) => english(key as never, values as never);
const tTr = (key: string, values?: Record<string, string | number>) => turkish(key as never, values as never);

const resolverOptions = { fields: {}, shouldUseNativeValidation: false } as const;

const validationError = (fieldErrors: Record<string, string>, message = "Geçersiz istek") =>
  new ApiError(message, { status: 400, code: "VALIDATION_ERROR", fieldErrors });

function loginForm() {
  const methods = createFormControl({ defaultValues: { email: "", password: "", rememberMe: false } });
  const errors = () => methods.control._formState.errors;
  return { methods, errors };
}

describe("the resolver", () => {
  it("validates with the route's schema and shows its message translated", async () => {
    const result = await formResolver(loginSchema)(
      { email: "not-an-address", password: "", rememberMe: false },
      undefined,
      resolverOptions,
    );
    const errors = result.errors as Record<string, FieldError>;
    expect(Object.keys(errors).sort()).toEqual(["email", "password"]);
    expect(fieldErrorText(t, errors.email)).toBe(en.validation.email);
    expect(fieldErrorText(tTr, errors.email)).toBe(tr.validation.email);
    expect(fieldErrorText(t, errors.password)).toBe(en.validation.required);
    // Parsed exactly as the route parses it: a valid body comes back as the schema's output.
    const valid = await formResolver(loginSchema)(
      { email: "  Ada@Example.com ", password: "secret", rememberMe: false },
      undefined,
      resolverOptions,
    );
    expect(valid.errors).toEqual({});
    expect(valid.values).toEqual(loginSchema.parse({ email: "  Ada@Example.com ", password: "secret" }));
  });

  it("keeps the limits of a schema's own key, so the message names them", async () => {
    const result = await formResolver(updateProfileSchema)(
      { firstName: "x".repeat(PROFILE_NAME_MAX + 1), lastName: "Lovelace" },
      undefined,
      resolverOptions,
    );
    const name = (result.errors as Record<string, FieldError>).firstName;
    expect(fieldErrorText(t, name)).toBe(`Must be at most ${PROFILE_NAME_MAX} characters`);
  });
});

describe("server errors", () => {
  it("land on their fields, and a field the form does not have goes to the form alert", () => {
    const { methods, errors } = loginForm();
    applyServerErrors(
      methods,
      validationError({ email: "Bu e-posta kayıtlı", companyId: "Şirket bulunamadı" }),
      "Bir şeyler ters gitti",
    );
    expect(errors().email).toMatchObject({ type: SERVER_ERROR, message: "Bu e-posta kayıtlı" });
    expect(fieldErrorText(t, errors().email)).toBe("Bu e-posta kayıtlı");
    expect(errors().password).toBeUndefined();
    expect(errors().root?.server?.message).toBe("Şirket bulunamadı");
  });

  it("without field errors the server's message is the alert; without an envelope the fallback is", () => {
    const plain = loginForm();
    applyServerErrors(
      plain.methods,
      new ApiError("E-posta veya şifre hatalı", { status: 401, code: "UNAUTHORIZED" }),
      "fallback",
    );
    expect(plain.errors().root?.server?.message).toBe("E-posta veya şifre hatalı");
    expect(plain.errors().email).toBeUndefined();

    const offline = loginForm();
    applyServerErrors(offline.methods, new TypeError("Failed to fetch"), "Bağlantı kurulamadı");
    expect(offline.errors().root?.server?.message).toBe("Bağlantı kurulamadı");

    const cancelled = loginForm();
    applyServerErrors(cancelled.methods, new DOMException("aborted", "AbortError"), "fallback");
    expect(cancelled.errors()).toEqual({});
  });

  it("nested paths land on nested fields", () => {
    const placed = placeServerErrors(
      validationError({ "address.city": "Çok uzun", extra: "Bilinmeyen alan" }),
      (path) => ["address.city", "name"].includes(path),
      "fallback",
    );
    expect(placed).toEqual({ fields: { "address.city": "Çok uzun" }, alert: "Bilinmeyen alan" });
  });
});

describe("the submit button", () => {
  it("knows the form is submitting: disabled, with the submitting label, while the request runs", async () => {
    const { methods } = loginForm();
    let finish = () => {};
    const request = new Promise<void>((resolve) => {
      finish = resolve;
    });
    const submitting = methods.handleSubmit(() => request)();
    const render = () =>
      renderToStaticMarkup(
        createElement(
          FormProvider,
          { ...methods, formState: methods.control._formState } as unknown as ComponentProps<typeof FormProvider>,
          createElement(SubmitButton, { label: "Sign in", submittingLabel: "Signing in…" }),
        ),
      );
    await Promise.resolve();
    await new Promise((resolve) => setTimeout(resolve, 0));
    expect(methods.control._formState.isSubmitting).toBe(true);
    expect(render()).toMatch(/<button[^>]*disabled=""[^>]*>.*Signing in…<\/button>/);
    finish();
    await submitting;
    expect(methods.control._formState.isSubmitting).toBe(false);
    expect(render()).not.toContain('disabled=""');
    expect(render()).toMatch(/>Sign in<\/button>$/);
  });
});
