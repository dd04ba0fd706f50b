import "server-only";
import { db } from "@/lib/server/db";
import { notFound } from "@/lib/server/errors";
import { getAccountProfile, type AccountProfile } from "@/lib/server/account/get-account-profile";
import type { UpdateProfileInput } from "@/lib/validation/account";

// PUT /api/v1/account/profile: the five editable fields of the signed-in user. The input comes
// through updateProfileSchema, which strips everything else (e-mail, role, company, photo), and
// the write names each column, so nothing else can be assigned.
export async function updateProfile({
  userId,
  companyId,
  input,
}: {
  userId: string;
  companyId: string;
  input: UpdateProfileInput;
}): Promise<AccountProfile> {
  const { count } = await db.user.updateMany({
    where: { id: userId, companyId },
    data: {
      firstName: input.firstName,
      lastName: input.lastName,
      phone: input.phone,
      jobTitle: input.jobTitle,
      bio: input.bio,
    },
  });
  if (count === 0) throw notFound();
  return getAccountProfile({ userId, companyId });
}
