import type { ReactNode } from "react";

/** The cards' row layout, shared by the real cards and their placeholders. */
export function DashboardGrid({ kpis, growth, recent }: { kpis: ReactNode; growth: ReactNode; recent: ReactNode }) {
  return (
    <div className="flex flex-col gap-4">
      {kpis}
      <div className="grid gap-4 xl:grid-cols-5">
        <div className="min-w-0 xl:col-span-3">{growth}</div>
        <div className="min-w-0 xl:col-span-2">{recent}</div>
      </div>
    </div>
  );
}
