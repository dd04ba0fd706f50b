import { queryValue, type SearchParams } from "@/app/(auth)/search-params";
import { AcceptInvitationForm } from "@/components/auth/accept-invitation-form";
import { AuthCard } from "@/components/auth/auth-card";
import { InvitationLinkView } from "@/components/auth/invitation-link-view";
import { checkInvitation } from "@/lib/server/team/check-invitation";
import { pageTitle } from "@/app/page-title";

export const generateMetadata = pageTitle("auth.acceptInvitation", "metaTitle");

// Accept an invitation from the mailed link (issue 7). Signed-out and signed-in visitors alike
// reach it (middleware: /auth/* is public and this page is not "signed-out only"). The link is
// checked here, so a forged, expired, used or cancelled one, or an address that already has an
// account, shows its clear page at once instead of after typing a password.
export default async function AcceptInvitationPage({ searchParams }: { searchParams: SearchParams }) {
  const token = queryValue((await searchParams).token);
  const invitation = await checkInvitation(token);
  return (
    <AuthCard>
      {invitation.status === "valid" && !invitation.accountExists && token ? (
        <AcceptInvitationForm
          token={token}
          email={invitation.email}
          role={invitation.role}
          companyName={invitation.companyName}
          inviterName={invitation.inviterName}
          expiresAt={invitation.expiresAt}
        />
      ) : (
        <InvitationLinkView
          reason={invitation.status === "valid" ? "accountExists" : invitation.status}
          email={invitation.status === "valid" ? invitation.email : undefined}
          companyName={invitation.status === "valid" ? invitation.companyName : undefined}
        />
      )}
    </AuthCard>
  );
}
