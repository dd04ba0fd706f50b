// The demo workspace's sign-in, shared by the seed, `npm run dev`'s banner, the README and tests.
export const DEMO_PASSWORD = "Kanal2026!";
export const DEMO_COMPANY = { id: "demo-company", name: "Kanal Demo" } as const;
export const DEMO_USERS = [
  { email: "owner@kanal.demo", firstName: "Ayşe", lastName: "Yılmaz", role: "owner" },
  { email: "admin@kanal.demo", firstName: "Mehmet", lastName: "Demir", role: "admin" },
  { email: "member@kanal.demo", firstName: "Zeynep", lastName: "Kaya", role: "member" },
] as const;

// Demo customers: Turkish names on purpose (search and sort must handle ı, ş, ğ, ü, ö, ç), spread
// over the last 90 days so the dashboard has a growth curve. Deterministic: a second seed adds nothing.
export const DEMO_GROUPS = [
  { id: "demo-group-vip", name: "VIP", description: "En değerli müşteriler" },
  { id: "demo-group-wholesale", name: "Toptan", description: "Toptan satış müşterileri" },
  { id: "demo-group-retail", name: "Perakende", description: "Mağaza ve online perakende" },
] as const;

const FIRST_NAMES = [
  "Şükrü",
  "Işıl",
  "Çağla",
  "Ömer",
  "Gülşen",
  "İsmail",
  "Ümit",
  "Ayşegül",
  "Doğan",
  "Büşra",
  "Emre",
  "Zehra",
  "Oğuz",
  "Selin",
  "Cem",
  "Derya",
  "Hakan",
  "Elif",
  "Burak",
  "Nazlı",
];
const LAST_NAMES = [
  "Öztürk",
  "Işık",
  "Çelik",
  "Şahin",
  "Yıldız",
  "Güneş",
  "Aydın",
  "Koç",
  "Erdoğan",
  "Kılıç",
  "Arslan",
  "Doğru",
];
const CITIES = ["İstanbul", "İzmir", "Ankara", "Bursa", "Antalya"];

const asciiFold = (value: string) =>
  value.toLocaleLowerCase("tr").replace(/[ışğüöç]/g, (c) => ({ ı: "i", ş: "s", ğ: "g", ü: "u", ö: "o", ç: "c" })[c]!);

export const DEMO_CUSTOMERS = Array.from({ length: 60 }, (_, index) => {
  const firstName = FIRST_NAMES[index % FIRST_NAMES.length]!;
  const lastName = LAST_NAMES[(index * 7) % LAST_NAMES.length]!;
  const group = index % 4 === 3 ? null : DEMO_GROUPS[index % 3]!;
  return {
    id: `demo-customer-${String(index + 1).padStart(2, "0")}`,
    firstName,
    lastName,
    email: `${asciiFold(firstName)}.${asciiFold(lastName)}${index + 1}@ornek.com.tr`,
    countryCode: "+90",
    phone: `5${String(320000000 + index * 1234567).slice(0, 9)}`,
    status: index % 6 === 5 ? ("inactive" as const) : ("active" as const),
    customerType: index % 5 === 0 ? ("corporate" as const) : ("individual" as const),
    tags: [CITIES[index % CITIES.length]!, ...(index % 4 === 0 ? ["Sadık"] : [])],
    groupId: group?.id ?? null,
    // Newest first: one customer every ~1.5 days, more in recent weeks.
    daysAgo: Math.round(Math.pow(index / 60, 1.3) * 90),
  };
});
