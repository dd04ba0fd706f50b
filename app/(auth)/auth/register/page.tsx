import { AuthCard } from "@/components/auth/auth-card";
import { RegisterForm } from "@/components/auth/register-form";
import { pageTitle } from "@/app/page-title";

export const generateMetadata = pageTitle("auth.register", "metaTitle");

// Registration (spec 01 §2): a new account and its workspace; the server signs the user in.
export default function RegisterPage() {
  return (
    <AuthCard className="max-w-lg">
      <RegisterForm />
    </AuthCard>
  );
}
