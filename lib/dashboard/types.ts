// The dashboard's figures (api.md §Dashboard), once: lib/server/dashboard builds them, the
// dashboard's server cards and its client chart read them. Client-safe: types only.

/** One week (00:00 of its first day in the viewer's zone): customers created in it, and the total by its end. */
export type GrowthWeek = { weekStart: string; newCustomers: number; totalCustomers: number };

/** A KPI now and 30 days earlier; `changeRatio` is null when there is nothing to compare with. */
export type KpiFigure = { current: number; previous: number; changeRatio: number | null };

export type CustomerKpis = { total: KpiFigure; active: KpiFigure; newCustomers: KpiFigure };
