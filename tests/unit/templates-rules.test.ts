import { describe, expect, it } from "vitest";
import {
  bodyIssue,
  buttonTextIssue,
  buttonsIssue,
  displayNameIssue,
  footerIssue,
  headerTextIssue,
  nameIssue,
  phoneIssue,
  urlIssue,
  variableIssues,
  variablesIn,
  variablesUseIssue,
  type TemplateContent,
} from "@/lib/templates/rules";
import { issueMessage } from "@/lib/validation/issues";
import { templateSchema } from "@/lib/validation/templates";
import tr from "@/messages/tr.json";
import en from "@/messages/en.json";
import { validTemplateInput } from "@/tests/helpers/template-submissions";

const rule = (key: string) => `templates.rules.${key}`;

describe("template rules, each with a passing and a failing case", () => {
  it("name: lowercase letters, digits and underscores", () => {
    expect(nameIssue("order_update_2")).toBeNull();
    expect(nameIssue("Order-Update")).toBe(rule("nameFormat"));
    expect(nameIssue("sipariş")).toBe(rule("nameFormat"));
    expect(nameIssue("has space")).toBe(rule("nameFormat"));
    expect(nameIssue("")).toBe(rule("nameRequired"));
    expect(nameIssue("a".repeat(513))).toBe(rule("nameTooLong"));
  });

  it("the name message is the spec's, in Turkish", () => {
    expect(tr.templates.rules.nameFormat).toBe("Sadece küçük harf, rakam ve alt çizgi kullanın");
    expect(en.templates.rules.nameFormat).toBeTruthy();
  });

  it("display name: required", () => {
    expect(displayNameIssue("Sipariş güncellemesi")).toBeNull();
    expect(displayNameIssue("  ")).toBe(rule("displayNameRequired"));
    expect(displayNameIssue("x".repeat(201))).toBe(rule("displayNameTooLong"));
  });

  it("body: required, at most 1024 characters", () => {
    expect(bodyIssue("Merhaba, siparişiniz yolda.")).toBeNull();
    expect(bodyIssue("   ")).toBe(rule("bodyRequired"));
    expect(bodyIssue("a".repeat(1024))).toBeNull();
    expect(bodyIssue("a".repeat(1025))).toBe(rule("bodyTooLong"));
  });

  it("body: variables numbered {{1}}, {{2}}… in order without gaps", () => {
    expect(bodyIssue("Merhaba {{1}}, siparişiniz {{2}} tarihinde kargoda.")).toBeNull();
    expect(bodyIssue("Merhaba {{1}}, siparişiniz {{3}} tarihinde kargoda.")).toBe(rule("variablesOrder"));
    expect(bodyIssue("Merhaba {{2}}, siparişiniz {{1}} tarihinde kargoda.")).toBe(rule("variablesOrder"));
    // Reusing an earlier variable is fine.
    expect(bodyIssue("Merhaba {{1}}, kodunuz {{2}}; tekrar: {{1}} bey hoş geldiniz.")).toBeNull();
  });

  it("body: variables well formed", () => {
    expect(bodyIssue("Merhaba {{1}} nasılsınız")).toBeNull();
    expect(bodyIssue("Merhaba {{ad}} nasılsınız")).toBe(rule("variableMalformed"));
    expect(bodyIssue("Merhaba {{1} nasılsınız")).toBe(rule("variableMalformed"));
    expect(bodyIssue("Merhaba {{0}} nasılsınız")).toBe(rule("variableMalformed"));
  });

  it("body: not at the very start or end", () => {
    expect(bodyIssue("Merhaba {{1}}, hoş geldiniz.")).toBeNull();
    expect(bodyIssue("{{1}} merhaba, hoş geldiniz.")).toBe(rule("variableAtStart"));
    expect(bodyIssue("Merhaba, hoş geldiniz {{1}}")).toBe(rule("variableAtEnd"));
    expect(bodyIssue("Merhaba, hoş geldiniz {{1}}.")).toBeNull();
  });

  it("body: variables not adjacent", () => {
    expect(bodyIssue("Sayın {{1}}, {{2}} numaralı siparişiniz hazır.")).toBeNull();
    expect(bodyIssue("Sayın {{1}}{{2}} numaralı siparişiniz hazır.")).toBe(rule("variablesAdjacent"));
    expect(bodyIssue("Sayın {{1}} {{2}} numaralı siparişiniz hazır.")).toBe(rule("variablesAdjacent"));
  });

  it("body: not too many variables for the text's length", () => {
    expect(bodyIssue("Merhaba {{1}}, kodunuz {{2}} ile geçerli.")).toBeNull();
    expect(bodyIssue("Ad {{1}}, {{2}}, {{3}} tamam.")).toBe(rule("tooManyVariables"));
  });

  it("header text: at most 60 characters and one variable", () => {
    expect(headerTextIssue("Siparişiniz {{1}}")).toBeNull();
    expect(headerTextIssue("x".repeat(61))).toBe(rule("headerTextTooLong"));
    expect(headerTextIssue("Sipariş {{1}} ve {{2}}")).toBe(rule("headerTextVariables"));
    expect(headerTextIssue("")).toBe(rule("headerTextRequired"));
    expect(headerTextIssue("iki\nsatır")).toBe(rule("headerTextSingleLine"));
  });

  it("footer: at most 60 characters, no variables", () => {
    expect(footerIssue("Kanal Mağaza")).toBeNull();
    expect(footerIssue("x".repeat(61))).toBe(rule("footerTooLong"));
    expect(footerIssue("Kod {{1}}")).toBe(rule("footerVariables"));
  });

  it("buttons: at most 3, URL ≤ 2, phone ≤ 1, quick replies together", () => {
    const qr = { type: "QUICK_REPLY" } as const;
    const url = { type: "URL" } as const;
    const phone = { type: "PHONE_NUMBER" } as const;
    expect(buttonsIssue([qr, qr, url])).toBeNull();
    expect(buttonsIssue([qr, qr, qr, qr])).toBe(rule("tooManyButtons"));
    expect(buttonsIssue([url, url, url])).toBe(rule("tooManyUrlButtons"));
    expect(buttonsIssue([phone, phone])).toBe(rule("tooManyPhoneButtons"));
    expect(buttonsIssue([qr, url, qr])).toBe(rule("buttonsGrouping"));
    expect(buttonsIssue([url, phone, qr])).toBeNull();
  });

  it("button text: required, at most 20 characters", () => {
    expect(buttonTextIssue("Siparişi takip et")).toBeNull();
    expect(buttonTextIssue("x".repeat(21))).toBe(rule("buttonTextTooLong"));
    expect(buttonTextIssue(" ")).toBe(rule("buttonTextRequired"));
    expect(buttonTextIssue("Kod {{1}}")).toBe(rule("buttonTextVariables"));
  });

  it("URL buttons: https, a variable only at the end", () => {
    expect(urlIssue("https://kanal.example.com/siparis")).toBeNull();
    expect(urlIssue("https://kanal.example.com/siparis/{{1}}")).toBeNull();
    expect(urlIssue("http://kanal.example.com/siparis")).toBe(rule("urlInvalid"));
    expect(urlIssue("javascript:alert(1)")).toBe(rule("urlInvalid"));
    expect(urlIssue("kanal.example.com")).toBe(rule("urlInvalid"));
    expect(urlIssue("https://kanal.example.com/{{1}}/detay")).toBe(rule("urlVariableAtEnd"));
    expect(urlIssue("")).toBe(rule("urlRequired"));
  });

  it("phone buttons: international format with the country code", () => {
    expect(phoneIssue("+905321234567")).toBeNull();
    expect(phoneIssue("05321234567")).toBe(rule("phoneFormat"));
    expect(phoneIssue("+90 532 123 45 67")).toBe(rule("phoneFormat"));
    expect(phoneIssue("")).toBe(rule("phoneRequired"));
  });

  it("variables: trimmed, non-empty, unique names, an example each", () => {
    expect(
      variableIssues([
        { name: "ad", example: "Ayşe" },
        { name: "tarih", example: "12 Mart" },
      ]),
    ).toEqual([]);
    expect(variableIssues([{ name: " ", example: "x" }])).toEqual([
      { index: 0, field: "name", key: rule("variableNameRequired") },
    ]);
    expect(
      variableIssues([
        { name: "ad", example: "x" },
        { name: " AD ", example: "y" },
      ]),
    ).toEqual([{ index: 1, field: "name", key: rule("variableNameDuplicate") }]);
    expect(variableIssues([{ name: "ad", example: "  " }])).toEqual([
      { index: 0, field: "example", key: rule("variableExampleRequired") },
    ]);
  });

  it("variables against their uses: every placeholder defined, every variable used", () => {
    const content: TemplateContent = {
      headerType: "TEXT",
      headerText: "Sipariş {{3}}",
      body: "Merhaba {{1}}, teslim tarihi {{2}} olarak planlandı.",
      buttons: [{ type: "URL", text: "Takip", url: "https://x.example.com/{{3}}" }],
      variables: [
        { name: "ad", example: "Ayşe" },
        { name: "tarih", example: "12 Mart" },
        { name: "no", example: "1042" },
      ],
    };
    expect(variablesUseIssue(content)).toBeNull();
    expect(variablesUseIssue({ ...content, variables: content.variables.slice(0, 2) })).toBe(rule("variableUndefined"));
    expect(variablesUseIssue({ ...content, variables: [...content.variables, { name: "x", example: "y" }] })).toBe(
      rule("variableUnused"),
    );
  });

  it("variablesIn lists the numbers in order", () => {
    expect(variablesIn("a {{2}} b {{1}} c {{2}}")).toEqual([2, 1, 2]);
  });
});

describe("the shared schema applies the rules on their fields", () => {
  const valid = validTemplateInput();

  it("accepts a valid template and normalises it", () => {
    const parsed = templateSchema.parse(valid);
    expect(parsed.headerMediaId).toBeNull();
    expect(parsed.buttons[0]).toEqual({ type: "URL", text: "Kargoyu izle", url: "https://kargo.example.com/t/{{2}}" });
    expect(parsed.channelId).toBeNull();
  });

  it("defaults category MARKETING and language tr", () => {
    const { category: _c, language: _l, ...rest } = valid;
    const parsed = templateSchema.parse(rest);
    expect(parsed.category).toBe("MARKETING");
    expect(parsed.language).toBe("tr");
  });

  it("refuses each field with its rule key, translated by issueMessage", () => {
    const result = templateSchema.safeParse({
      ...valid,
      name: "Bad Name",
      footerText: "Kod {{1}}",
      buttons: [{ type: "PHONE_NUMBER", text: "Ara", phone_number: "0532" }],
      headerType: "IMAGE",
    });
    expect(result.success).toBe(false);
    const byField = Object.fromEntries(
      result.error!.issues.map((issue) => [issue.path.join("."), issueMessage(issue).key]),
    );
    expect(byField.name).toBe(rule("nameFormat"));
    expect(byField.footerText).toBe(rule("footerVariables"));
    expect(byField["buttons.0.phone_number"]).toBe(rule("phoneFormat"));
    expect(byField.headerMediaId).toBe(rule("headerMediaRequired"));
  });

  it("every rule key has a text in both languages", () => {
    for (const key of Object.keys(tr.templates.rules)) {
      expect((en.templates.rules as Record<string, string>)[key], key).toBeTruthy();
    }
  });
});
