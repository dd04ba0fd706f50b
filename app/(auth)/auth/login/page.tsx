import { Info } from "lucide-react";
import { getTranslations } from "next-intl/server";
import { LoginCarousel } from "@/components/auth/login-carousel";
import { LoginForm } from "@/components/auth/login-form";
import { safeNextPath } from "@/lib/auth/next-path";
import { queryValue, type SearchParams } from "@/app/(auth)/search-params";
import { pageTitle } from "@/app/page-title";

export const generateMetadata = pageTitle("auth.login", "metaTitle");

// Why the visitor landed here, when the app sent them (settings: deactivate, delete account).
const REASONS = ["deactivated", "accountDeleted"] as const;

// Sign in (spec 01 §2). `next` is where the guard found the visitor; only a same-site path is kept.
export default async function LoginPage({ searchParams }: { searchParams: SearchParams }) {
  const { next, reason } = await searchParams;
  const t = await getTranslations("auth.login.reasons");
  const shown = REASONS.find((item) => item === queryValue(reason));
  return (
    <div className="grid w-full max-w-md overflow-hidden sm:rounded-2xl sm:border sm:bg-card sm:shadow-sm lg:max-w-5xl lg:grid-cols-2">
      <LoginCarousel className="hidden lg:flex" />
      <div className="flex items-center justify-center sm:p-8 lg:p-12">
        <div className="flex w-full max-w-sm flex-col gap-4">
          {shown && (
            <div
              role="status"
              className="flex items-start gap-2.5 rounded-lg border bg-muted/50 px-3 py-2.5 text-sm text-muted-foreground"
            >
              <Info className="mt-0.5 size-4 shrink-0" aria-hidden />
              <p>{t(shown)}</p>
            </div>
          )}
          <LoginForm redirectTo={safeNextPath(queryValue(next))} />
        </div>
      </div>
    </div>
  );
}
