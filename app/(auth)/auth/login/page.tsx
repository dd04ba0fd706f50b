import type { Metadata } from "next";
import { getTranslations } from "next-intl/server";
import { LoginCarousel } from "@/components/auth/login-carousel";
import { LoginForm } from "@/components/auth/login-form";
import { safeNextPath } from "@/lib/auth/next-path";
import { queryValue, type SearchParams } from "@/app/(auth)/search-params";

export async function generateMetadata(): Promise<Metadata> {
  const t = await getTranslations("auth.login");
  return { title: t("metaTitle") };
}

// Sign in (spec 01 §2). `next` is where the guard found the visitor; only a same-site path is kept.
export default async function LoginPage({ searchParams }: { searchParams: SearchParams }) {
  const { next } = await searchParams;
  return (
    <div className="grid w-full max-w-md overflow-hidden sm:rounded-2xl sm:border sm:bg-card sm:shadow-sm lg:max-w-5xl lg:grid-cols-2">
      <LoginCarousel className="hidden lg:flex" />
      <div className="flex items-center justify-center sm:p-8 lg:p-12">
        <div className="w-full max-w-sm">
          <LoginForm redirectTo={safeNextPath(queryValue(next))} />
        </div>
      </div>
    </div>
  );
}
