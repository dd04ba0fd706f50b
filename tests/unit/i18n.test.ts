import { describe, expect, it } from "vitest";
import en from "@/messages/en.json";
import tr from "@/messages/tr.json";
import { resolveLocale } from "@/lib/i18n/config";
import { getMessages } from "@/lib/i18n/messages";

type Tree = { [key: string]: string | Tree };
const keys = (tree: Tree, prefix = ""): string[] =>
  Object.entries(tree).flatMap(([key, value]) =>
    typeof value === "object" ? keys(value, `${prefix}${key}.`) : [`${prefix}${key}`],
  );

describe("messages", () => {
  it("tr.json and en.json have the same keys", () => {
    expect(keys(en as Tree).sort()).toEqual(keys(tr as Tree).sort());
  });

  it("no message is empty", () => {
    for (const [name, tree] of Object.entries({ tr, en })) {
      const empty = keys(tree as Tree).filter(
        (key) => !String(key.split(".").reduce<unknown>((node, part) => (node as Tree)[part], tree)).trim(),
      );
      expect(empty, name).toEqual([]);
    }
  });

  it("English falls back to Turkish key by key (deep merge)", () => {
    expect(getMessages("en").api.errors.NOT_FOUND).toBe("Record not found");
    expect(getMessages("tr").api.errors.NOT_FOUND).toBe("Kayıt bulunamadı");
  });
});

describe("locale detection", () => {
  it("the stored choice first, then the browser, then Turkish", () => {
    expect(resolveLocale("en", "tr-TR")).toBe("en");
    expect(resolveLocale(undefined, "en-GB,en;q=0.9")).toBe("en");
    expect(resolveLocale("xx", "de-DE,fr;q=0.8")).toBe("tr");
    expect(resolveLocale(null, null)).toBe("tr");
    expect(resolveLocale(undefined, "de-DE, en;q=0.5")).toBe("en");
  });
});
