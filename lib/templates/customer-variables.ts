import type { TemplateVariable } from "@/lib/templates/rules";

// A template's variables filled from a customer (the inbox composer's template outside the 24-hour
// window, `/` quick replies, a campaign's preview): a variable named for a customer field ("ad",
// "name", "first name", "soyad", "telefon", "e-posta"…) takes that field; any other keeps its
// example, for the person sending to change. Pure and client-safe; its unit test reads it.

export type VariableCustomer = { firstName: string; lastName: string; phone: string | null; email?: string | null };

export type CustomerField = "firstName" | "lastName" | "fullName" | "phone" | "email";

/** Lower case, Turkish letters folded, no spaces or punctuation: "Ad Soyad" → "adsoyad". */
function fold(name: string): string {
  return name
    .toLocaleLowerCase("tr")
    .normalize("NFD")
    .replace(/[\u0300-\u036f]/g, "")
    .replace(/ı/g, "i")
    .replace(/[^a-z0-9]/g, "");
}

const FIELD_NAMES: [CustomerField, readonly string[]][] = [
  ["fullName", ["adsoyad", "adisoyadi", "fullname", "isimsoyisim", "customername", "musteriadi", "musteri"]],
  ["firstName", ["ad", "adi", "isim", "name", "firstname", "first", "customer", "musteriismi"]],
  ["lastName", ["soyad", "soyadi", "soyisim", "lastname", "surname"]],
  ["phone", ["telefon", "tel", "phone", "phonenumber", "telefonnumarasi"]],
  ["email", ["eposta", "email", "mail", "epostaadresi"]],
];

export function fieldOfVariable(name: string): CustomerField | null {
  const folded = fold(name);
  if (!folded) return null;
  for (const [field, names] of FIELD_NAMES) if (names.includes(folded)) return field;
  return null;
}

/** A customer's value for one of their fields, as a message shows it ("" when unknown). */
export function customerFieldValue(field: CustomerField, customer: VariableCustomer): string {
  switch (field) {
    case "firstName":
      return customer.firstName;
    case "lastName":
      return customer.lastName;
    case "fullName":
      return `${customer.firstName} ${customer.lastName}`.trim();
    case "phone":
      return customer.phone ?? "";
    case "email":
      return customer.email ?? "";
  }
}

/** Each variable's value for this customer: its field's, else its example. */
export function fillVariables(variables: readonly TemplateVariable[], customer: VariableCustomer): string[] {
  return variables.map((variable) => {
    const field = fieldOfVariable(variable.name);
    const value = field ? customerFieldValue(field, customer).trim() : "";
    return value || variable.example;
  });
}

/** The body as it reads with these values ({{1}} → the first…), for a quick reply sent as text. */
export function renderWithValues(text: string, values: readonly string[]): string {
  return text.replace(/\{\{(\d+)\}\}/g, (match, digits: string) => values[Number(digits) - 1] ?? match);
}
