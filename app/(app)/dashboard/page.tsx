import { Suspense } from "react";
import { CARD_HEIGHT } from "@/components/dashboard/card-sizes";
import { CardErrorBoundary } from "@/components/dashboard/card-error-boundary";
import { DashboardBody } from "@/app/(app)/dashboard/_components/dashboard-body";
import { DashboardHeader } from "@/app/(app)/dashboard/_components/dashboard-header";
import { DashboardBodySkeleton } from "@/components/dashboard/dashboard-skeletons";
import { requireUser } from "@/lib/server/auth/current-user";
import { pageTitle } from "@/app/page-title";

export const generateMetadata = pageTitle("dashboard");

// The greeting and quick actions render at once (the layout already read the user); the cards
// stream in behind placeholders of their own size.
export default async function DashboardPage() {
  const { session, user } = await requireUser();
  return (
    <div className="mx-auto flex w-full max-w-7xl flex-col gap-6 px-4 py-6 sm:px-6 lg:px-8 lg:py-8">
      <DashboardHeader firstName={user.firstName} companyName={user.companyName} />
      <CardErrorBoundary className={CARD_HEIGHT.body}>
        <Suspense fallback={<DashboardBodySkeleton />}>
          <DashboardBody companyId={session.companyId} email={user.email} isEmailVerified={user.emailVerified} />
        </Suspense>
      </CardErrorBoundary>
    </div>
  );
}
