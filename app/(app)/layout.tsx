import { getTranslations } from "next-intl/server";
import type { ReactNode } from "react";
import { VerifyEmailBanner } from "@/components/auth/verify-email-banner";
import { AppHeader } from "@/components/shell/app-header";
import { AppSidebar } from "@/components/shell/app-sidebar";
import { InboxLive } from "@/components/shell/inbox-live";
import { BottomTabs, TopTabs } from "@/components/shell/mobile-tabs";
import { AppearanceProvider } from "@/components/appearance/appearance-provider";
import { currentAppearance } from "@/lib/server/appearance/page-appearance";
import { DEFAULT_APPEARANCE } from "@/lib/appearance/options";
import { FormatterProvider } from "@/components/format/formatter-provider";
import { QueryProvider } from "@/components/query/query-provider";
import { requireUser } from "@/lib/server/auth/current-user";
import { getCompanyPlan } from "@/lib/server/company/get-company-plan";
import { inboxSummary } from "@/lib/server/inbox/inbox-summary";
import { getRegion } from "@/lib/server/format";

// Every signed-in screen: the sidebar (fixed from lg up, a slide-over below), the top bar, the
// verify-e-mail banner and the page. The session is checked here against the database (the
// middleware only checked the token's signature): a revoked session never renders a page.
export default async function AppLayout({ children }: { children: ReactNode }) {
  const { user } = await requireUser();
  // Region settings feed every client formatter (useFormatter) below. The look itself is on
  // <html> already (app/layout.tsx); the appearance provider drives the client parts. Read side
  // by side: each is one query (or a per-request cache hit), none needs another.
  const [{ region, timeZone }, plan, t, appearance, inbox] = await Promise.all([
    getRegion(),
    getCompanyPlan({ companyId: user.companyId }),
    getTranslations("shell"),
    currentAppearance(),
    // The sidebar badge and the tab title's first paint; the event stream keeps them fresh.
    inboxSummary({ companyId: user.companyId, userId: user.id, role: user.role }),
  ]);
  const showUpgrade = plan === "basic";
  const shellUser = { firstName: user.firstName, lastName: user.lastName, email: user.email, avatar: user.avatar };

  return (
    <QueryProvider>
      <FormatterProvider region={region} timeZone={timeZone}>
        <AppearanceProvider
          initial={appearance?.appearance ?? DEFAULT_APPEARANCE}
          hasSavedTheme={appearance?.hasSavedTheme ?? false}
        >
          <InboxLive initialUnread={inbox.unreadConversations} />
          <div className="min-h-dvh lg:pl-(--sidebar-width)">
            <a
              href="#main"
              className="fixed top-2 left-2 z-50 -translate-y-16 rounded-md bg-primary px-3 py-2 text-sm font-medium text-primary-foreground shadow-md transition-transform outline-none focus-visible:translate-y-0 focus-visible:ring-[3px] focus-visible:ring-ring/50"
            >
              {t("skipToContent")}
            </a>
            <aside className="fixed inset-y-0 left-0 z-40 hidden w-(--sidebar-width) border-r border-sidebar-border lg:block">
              <AppSidebar showUpgrade={showUpgrade} collapsible />
            </aside>
            <div className="flex min-h-dvh min-w-0 flex-col">
              <AppHeader user={shellUser} showUpgrade={showUpgrade} />
              <TopTabs />
              {!user.emailVerified && <VerifyEmailBanner email={user.email} />}
              <main id="main" tabIndex={-1} className="min-w-0 flex-1 outline-none">
                {children}
              </main>
            </div>
            <BottomTabs />
          </div>
        </AppearanceProvider>
      </FormatterProvider>
    </QueryProvider>
  );
}
