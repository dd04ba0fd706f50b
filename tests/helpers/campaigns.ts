// Campaign test data: a company with its sandbox channel, signed-in owner/admin/member, an APPROVED
// template with one variable, and customers made in one statement.
import { randomBytes } from "node:crypto";
import type { Prisma } from "@/lib/generated/prisma/client";
import { db } from "@/lib/server/db";
import { companyWithSandbox, customerData, signedInUser } from "@/tests/helpers/factories";

export const EN = { "accept-language": "en" };

export async function campaignCompany() {
  const company = await companyWithSandbox();
  const as = async (role: "owner" | "admin" | "member") => (await signedInUser(company.companyId, role, EN)).headers;
  const template = await approvedTemplate(company.companyId, company.sandboxId);
  return { ...company, template, owner: await as("owner"), admin: await as("admin"), member: await as("member") };
}
export type CampaignCompany = Awaited<ReturnType<typeof campaignCompany>>;

/** An APPROVED template on the channel: "Merhaba {{1}}, …" with a URL button. */
export async function approvedTemplate(
  companyId: string,
  channelId: string,
  status: "APPROVED" | "PENDING" = "APPROVED",
) {
  return db.template.create({
    data: {
      companyId,
      channelId,
      name: `kampanya_${randomBytes(4).toString("hex")}`,
      displayName: "Kampanya",
      category: "MARKETING",
      language: "tr",
      status,
      body: "Merhaba {{1}}, kasım indirimi başladı!",
      buttons: [{ type: "URL", text: "İncele", url: "https://shop.example.com/kasim" }],
      variables: [{ name: "ad", example: "Ayşe" }],
      providerTemplateId: `sbx_${randomBytes(6).toString("hex")}`,
    },
  });
}

let serial = 0;
/** `count` customers with distinct phones (E.164 digits), in one statement; their ids in order. */
export async function makeCustomers(
  companyId: string,
  count: number,
  extra: (index: number) => Partial<Prisma.CustomerCreateManyInput> = () => ({}),
): Promise<string[]> {
  const base = ++serial;
  const tag = randomBytes(3).toString("hex");
  const rows = Array.from({ length: count }, (_, index) => {
    const phone = `5${String(base % 100).padStart(2, "0")}${String(index).padStart(7, "0")}`;
    return {
      companyId,
      ...customerData(`Ad${index}`, `Soyad${index}`, `c${index}-${tag}@test.kanal`),
      phone,
      phoneE164: `90${phone}`,
      ...extra(index),
    };
  });
  const created = await db.customer.createManyAndReturn({ data: rows, select: { id: true } });
  return created.map((row) => row.id);
}
