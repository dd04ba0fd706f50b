import type { Metadata } from "next";
import { getTranslations } from "next-intl/server";
import { AuthCard } from "@/components/auth/auth-card";
import { RegisterForm } from "@/components/auth/register-form";

export async function generateMetadata(): Promise<Metadata> {
  const t = await getTranslations("auth.register");
  return { title: t("metaTitle") };
}

// Registration (spec 01 §2): a new account and its workspace; the server signs the user in.
export default function RegisterPage() {
  return (
    <AuthCard className="max-w-lg">
      <RegisterForm />
    </AuthCard>
  );
}
