// The demo workspace's sign-in, shared by the seed, `npm run dev`'s banner, the README and tests.
export const DEMO_PASSWORD = "Kanal2026!";
export const DEMO_COMPANY = { id: "demo-company", name: "Kanal Demo" } as const;
export const DEMO_USERS = [
  { email: "owner@kanal.demo", firstName: "Ayşe", lastName: "Yılmaz", role: "owner" },
  { email: "admin@kanal.demo", firstName: "Mehmet", lastName: "Demir", role: "admin" },
  { email: "member@kanal.demo", firstName: "Zeynep", lastName: "Kaya", role: "member" },
] as const;

// Pending invitations of the demo company (issue 7), so the team page shows the list and the
// seat count with something in it. Their links are never mailed: the tokens are unknown.
export const DEMO_INVITATIONS = [
  { id: "demo-invitation-1", email: "deniz.arslan@example.com", role: "member", daysAgo: 1 },
  { id: "demo-invitation-2", email: "can.ozturk@example.com", role: "admin", daysAgo: 3 },
] as const;

// Demo customers: about 300, Turkish names on purpose (search and sort must handle ı, ş, ğ, ü, ö,
// ç), five groups of a real shop, both types and statuses, spread over the last six months (more
// recently) so the dashboard and the customers screen look alive. Deterministic: a second seed adds nothing.
export const DEMO_GROUPS = [
  { id: "demo-group-vip", name: "VIP", description: "En değerli müşteriler" },
  { id: "demo-group-wholesale", name: "Toptan", description: "Toptan satış müşterileri" },
  { id: "demo-group-retail", name: "Perakende", description: "Mağaza ve online perakende" },
  { id: "demo-group-corporate", name: "Kurumsal", description: "Şirket hesapları ve bayiler" },
  { id: "demo-group-online", name: "Online Mağaza", description: "Web sitesi ve pazar yeri siparişleri" },
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
  "Gökhan",
  "Şeyma",
  "Çetin",
  "Özlem",
  "Tuğba",
  "Yiğit",
  "İrem",
  "Barış",
  "Sevgi",
  "Kağan",
];
/** The men's names of FIRST_NAMES (the rest are women's): the inbox seed addresses them "Bey", the others "Hanım". */
export const MEN_FIRST_NAMES = new Set([
  "Şükrü",
  "Ömer",
  "İsmail",
  "Ümit",
  "Doğan",
  "Emre",
  "Oğuz",
  "Cem",
  "Hakan",
  "Burak",
  "Gökhan",
  "Çetin",
  "Yiğit",
  "Barış",
  "Kağan",
]);
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
  "Yılmaz",
  "Demir",
  "Kaya",
  "Çakır",
  "Güler",
  "Özdemir",
  "Aksoy",
  "Ünal",
];
const CITIES = ["İstanbul", "İzmir", "Ankara", "Bursa", "Antalya", "Eskişehir", "Trabzon"];
const EXTRA_TAGS = ["Sadık", "Yeni", "İndirim", "Bülten"];
const DEMO_CUSTOMER_COUNT = 300;
const SPREAD_DAYS = 180;

const asciiFold = (value: string) =>
  value.toLocaleLowerCase("tr").replace(/[ışğüöç]/g, (c) => ({ ı: "i", ş: "s", ğ: "g", ü: "u", ö: "o", ç: "c" })[c]!);

export const DEMO_CUSTOMERS = Array.from({ length: DEMO_CUSTOMER_COUNT }, (_, index) => {
  const firstName = FIRST_NAMES[index % FIRST_NAMES.length]!;
  const lastName = LAST_NAMES[(index * 7) % LAST_NAMES.length]!;
  const isCorporate = index % 5 === 0;
  const group = isCorporate ? DEMO_GROUPS[3] : index % 6 === 4 ? null : DEMO_GROUPS[[0, 1, 2, 4][index % 4]!]!;
  const extra = index % 3 === 0 ? [EXTRA_TAGS[index % EXTRA_TAGS.length]!] : [];
  return {
    id: `demo-customer-${String(index + 1).padStart(3, "0")}`,
    firstName,
    lastName,
    email: `${asciiFold(firstName)}.${asciiFold(lastName)}${index + 1}@ornek.com.tr`,
    countryCode: "+90",
    phone: `5${String(300000000 + ((index * 7_919_113) % 99_999_999)).padStart(9, "0")}`,
    status: index % 6 === 5 ? ("inactive" as const) : ("active" as const),
    customerType: isCorporate ? ("corporate" as const) : ("individual" as const),
    tags: [CITIES[index % CITIES.length]!, ...extra],
    groupId: group?.id ?? null,
    // Newest first, denser in recent weeks.
    daysAgo: Math.round(Math.pow(index / DEMO_CUSTOMER_COUNT, 1.4) * SPREAD_DAYS),
  };
});
