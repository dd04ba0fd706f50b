// The demo workspace's sign-in, shared by the seed, `npm run dev`'s banner, the README and tests.
export const DEMO_PASSWORD = "Kanal2026!";
export const DEMO_COMPANY = { id: "demo-company", name: "Kanal Demo" } as const;
export const DEMO_USERS = [
  { email: "owner@kanal.demo", firstName: "Ayşe", lastName: "Yılmaz", role: "owner" },
  { email: "admin@kanal.demo", firstName: "Mehmet", lastName: "Demir", role: "admin" },
  { email: "member@kanal.demo", firstName: "Zeynep", lastName: "Kaya", role: "member" },
] as const;
