import { queryValue, type SearchParams } from "@/app/(auth)/search-params";
import { AuthCard } from "@/components/auth/auth-card";
import { InvalidLinkView } from "@/components/auth/invalid-link-view";
import { ResetPasswordForm } from "@/components/auth/reset-password-form";
import { checkResetLink } from "@/lib/server/auth/password-reset";
import { pageTitle } from "@/app/page-title";

export const generateMetadata = pageTitle("auth.reset", "metaTitle");

// Set a new password from the mailed link (spec 01 §2). The link is checked here, so a wrong,
// expired or used one shows the invalid-link view at once instead of after typing a password.
export default async function ResetPasswordPage({ searchParams }: { searchParams: SearchParams }) {
  const query = await searchParams;
  const token = queryValue(query.token);
  const email = queryValue(query.email);
  const isValid = token && email ? await checkResetLink({ email, token }) : false;
  return (
    <AuthCard>
      {isValid && token && email ? <ResetPasswordForm email={email} token={token} /> : <InvalidLinkView link="reset" />}
    </AuthCard>
  );
}
