// The company the analytics route tests read: its sandbox channel, an owner and a member signed in
// with English answers, and another company's channel for the 404 of filtering by a foreign one.
import { companyWithSandbox, signedInUser } from "@/tests/helpers/factories";

export const EN = { "accept-language": "en" };

export async function analyticsCompany() {
  const { companyId, sandboxId } = await companyWithSandbox();
  const owner = await signedInUser(companyId, "owner", EN);
  const member = await signedInUser(companyId, "member", EN);
  const other = await companyWithSandbox();
  return { companyId, sandboxId, owner, member, otherChannelId: other.sandboxId };
}
