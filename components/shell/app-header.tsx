import { useTranslations } from "next-intl";
import Link from "next/link";
import { SignOutButton } from "@/components/shell/sign-out-button";
import { APP_NAME } from "@/lib/constants";
import type { PublicUser } from "@/lib/server/auth/public-user";

/** The top bar until the full app shell lands (issue 4): brand, who is signed in, sign out. */
export function AppHeader({ user }: { user: PublicUser }) {
  const t = useTranslations("shell");
  return (
    <header className="flex h-14 items-center justify-between gap-4 border-b px-4 sm:px-6">
      <Link href="/dashboard" className="flex items-center gap-2 font-semibold">
        <span className="grid size-7 place-items-center rounded-md bg-primary text-sm text-primary-foreground">K</span>
        {APP_NAME}
      </Link>
      <div className="flex min-w-0 items-center gap-3">
        <div className="hidden min-w-0 text-right text-sm leading-tight sm:block">
          <p className="truncate font-medium">
            {t("fullName", { firstName: user.firstName, lastName: user.lastName })}
          </p>
          <p className="truncate text-muted-foreground">{user.email}</p>
        </div>
        <SignOutButton />
      </div>
    </header>
  );
}
