import { getTranslations } from "next-intl/server";
import { AccountStatus } from "@/app/(app)/settings/profile/_components/account-status";
import { AvatarSection } from "@/components/settings/profile/avatar-section";
import { ChangePasswordSection } from "@/components/settings/profile/change-password-section";
import { DangerZone } from "@/components/settings/profile/danger-zone";
import { ProfileForm } from "@/components/settings/profile/profile-form";
import { SettingsPage } from "@/components/settings/settings-page";
import { getAccountDeletionOutcome } from "@/lib/server/account/account-deletion-outcome";
import { getAccountProfile } from "@/lib/server/account/get-account-profile";
import { requireUser } from "@/lib/server/auth/current-user";
import { pageTitle } from "@/app/page-title";

export const generateMetadata = pageTitle("settings.profile");

// Profile settings (spec 02 §2.7): photo, personal information (an e-mail change is confirmed by
// a code to the new address), account status, password and the danger zone, all from the
// database; each section saves through its own /api/v1/account endpoint.
export default async function ProfileSettingsPage() {
  const { session } = await requireUser();
  const ids = { userId: session.userId, companyId: session.companyId };
  const [profile, deletionOutcome, t] = await Promise.all([
    getAccountProfile(ids),
    getAccountDeletionOutcome({ ...ids, role: session.role }),
    getTranslations("settings.profile"),
  ]);
  return (
    <SettingsPage title={t("title")} description={t("description")}>
      <AvatarSection firstName={profile.firstName} lastName={profile.lastName} initialAvatar={profile.avatar} />
      <ProfileForm profile={profile} />
      <AccountStatus
        plan={profile.plan}
        role={profile.role}
        companyName={profile.companyName}
        createdAt={profile.createdAt}
      />
      <ChangePasswordSection email={profile.email} />
      <DangerZone email={profile.email} companyName={profile.companyName} deletionOutcome={deletionOutcome} />
    </SettingsPage>
  );
}
