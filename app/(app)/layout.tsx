import type { ReactNode } from "react";
import { VerifyEmailBanner } from "@/components/auth/verify-email-banner";
import { AppHeader } from "@/components/shell/app-header";
import { requireUser } from "@/lib/server/auth/current-user";

// Every signed-in screen. The session is checked here against the database (the middleware only
// checked the token's signature): a revoked session never renders a page.
export default async function AppLayout({ children }: { children: ReactNode }) {
  const { user } = await requireUser();
  return (
    <div className="flex min-h-dvh flex-col">
      <AppHeader user={user} />
      {!user.emailVerified && <VerifyEmailBanner email={user.email} />}
      <main className="flex-1">{children}</main>
    </div>
  );
}
