import { describe, expect, it } from "vitest";
import { customerSearchText, foldTurkish, foldTurkishFull, turkishSortKey } from "@/lib/customers/search-text";

describe("foldTurkish", () => {
  it.each([
    ["Şükrü", "sukru"],
    ["ISIK", "isik"],
    ["Işık", "isik"],
    ["İstanbul", "istanbul"],
    ["ÖZTÜRK", "ozturk"],
    ["Çağla  Ğ", "cagla g"],
    ["José", "jose"],
  ])("%s → %s", (input, folded) => {
    expect(foldTurkish(input)).toBe(folded);
  });

  it("takes the table shortcut only where it gives the definition's answer (20,000 random texts)", () => {
    const alphabet = [
      ..."abcdefghijklmnopqrstuvwxyzABCDEFGHIJKLMNOPQRSTUVWXYZ0123456789@.-_+()/%;,'\"",
      ..."çÇğĞıIİiöÖşŞüÜ",
      ..."éÉâÂñßæ\u0301\u00a0",
      " ",
      "  ",
      "\t",
      "\n",
      "\r\n",
    ];
    let seed = 42;
    const random = () => (seed = (seed * 1_103_515_245 + 12_345) % 2_147_483_648) / 2_147_483_648;
    for (let round = 0; round < 20_000; round++) {
      let text = "";
      const length = Math.floor(random() * 24);
      for (let index = 0; index < length; index++) text += alphabet[Math.floor(random() * alphabet.length)];
      expect(foldTurkish(text), JSON.stringify(text)).toBe(foldTurkishFull(text));
    }
  });
});

describe("customerSearchText", () => {
  it("holds names, full name, e-mail, phone with and without the code, and tags, folded", () => {
    const text = customerSearchText({
      firstName: "Şükrü",
      lastName: "Öztürk",
      email: "Sukru@Ornek.com",
      countryCode: "+90",
      phone: "532 111 22 33",
      tags: ["VIP", "İzmir"],
    });
    for (const query of [
      "sukru",
      "ozturk",
      "sukru ozturk",
      "sukru@ornek.com",
      "5321112233",
      "905321112233",
      "vip",
      "izmir",
    ]) {
      expect(text).toContain(query);
    }
  });
});

describe("turkishSortKey", () => {
  it("orders names as Turkish does, under plain string comparison", () => {
    const names = ["Zeynep", "Çağla", "Ömer", "Cem", "İsmail", "Işıl", "Şule", "Selin", "Uğur", "Ümit", "Derya"];
    const sorted = [...names].sort((a, b) => (turkishSortKey(a) < turkishSortKey(b) ? -1 : 1));
    expect(sorted).toEqual([
      "Cem",
      "Çağla",
      "Derya",
      "Işıl",
      "İsmail",
      "Ömer",
      "Selin",
      "Şule",
      "Uğur",
      "Ümit",
      "Zeynep",
    ]);
  });
});
