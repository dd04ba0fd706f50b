import { AuthCard } from "@/components/auth/auth-card";
import { ForgotPasswordForm } from "@/components/auth/forgot-password-form";
import { pageTitle } from "@/app/page-title";

export const generateMetadata = pageTitle("auth.forgot", "metaTitle");

// Request a password reset link (spec 01 §2).
export default function ForgotPasswordPage() {
  return (
    <AuthCard>
      <ForgotPasswordForm />
    </AuthCard>
  );
}
