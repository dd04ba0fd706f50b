import { queryValue, type SearchParams } from "@/app/(auth)/search-params";
import { AuthCard } from "@/components/auth/auth-card";
import { EmailVerifyForm } from "@/components/auth/email-verify-form";
import { InvalidLinkView } from "@/components/auth/invalid-link-view";
import { SuccessRedirectView } from "@/components/auth/success-redirect-view";
import { AFTER_SIGN_IN } from "@/lib/auth/next-path";
import { VERIFICATION_CODE_TTL_SECONDS } from "@/lib/constants";
import { checkVerificationLink } from "@/lib/server/auth/email-verification";
import { pageTitle } from "@/app/page-title";

export const generateMetadata = pageTitle("auth.verify", "metaTitle");

/** Whole seconds the code still has, within 0…300, so the countdown starts where the server's clock is. */
function secondsUntil(expiresAt: Date): number {
  const seconds = Math.floor((expiresAt.getTime() - Date.now()) / 1000);
  return Math.min(VERIFICATION_CODE_TTL_SECONDS, Math.max(0, seconds));
}

async function readLink(email: string | undefined, token: string | undefined) {
  if (!email || !token) return { valid: false as const };
  return checkVerificationLink({ email, token });
}

// Confirm the e-mail address with the mailed 6-digit code (spec 01 §2, §4).
export default async function EmailVerifyPage({ searchParams }: { searchParams: SearchParams }) {
  const query = await searchParams;
  const token = queryValue(query.token);
  const email = queryValue(query.email);
  const link = await readLink(email, token);

  if (!link.valid || !email || !token) {
    return (
      <AuthCard>
        <InvalidLinkView link="verify" />
      </AuthCard>
    );
  }
  return (
    <AuthCard>
      {link.verified ? (
        <SuccessRedirectView screen="verify" href={AFTER_SIGN_IN} />
      ) : (
        <EmailVerifyForm email={email} token={token} initialSecondsLeft={secondsUntil(link.expiresAt)} />
      )}
    </AuthCard>
  );
}
