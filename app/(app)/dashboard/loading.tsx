import { DashboardBodySkeleton, DashboardHeaderSkeleton } from "@/components/dashboard/dashboard-skeletons";

// The dashboard's own shape while it loads, instead of the shell's centred spinner: the cards then
// fill in where their placeholders stood.
export default function DashboardLoading() {
  return (
    <div className="mx-auto flex w-full max-w-7xl flex-col gap-6 px-4 py-6 sm:px-6 lg:px-8 lg:py-8">
      <DashboardHeaderSkeleton />
      <DashboardBodySkeleton />
    </div>
  );
}
